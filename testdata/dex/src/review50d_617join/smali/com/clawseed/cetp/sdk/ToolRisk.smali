.class public final enum Lcom/clawseed/cetp/sdk/ToolRisk;
.super Ljava/lang/Enum;
.source "ToolRisk.java"

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/clawseed/cetp/sdk/ToolRisk;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/clawseed/cetp/sdk/ToolRisk;

.field public static final enum LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

.field public static final enum MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;

.field public static final enum HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;


# direct methods
.method private static synthetic $values()[Lcom/clawseed/cetp/sdk/ToolRisk;
    .registers 3

    .line 3
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v1, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    sget-object v1, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    sget-object v1, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;

    const/4 v2, 0x2

    aput-object v1, v0, v2

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 4
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolRisk;

    const-string v1, "LOW"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolRisk;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    new-instance v0, Lcom/clawseed/cetp/sdk/ToolRisk;

    const-string v1, "MODERATE"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolRisk;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;

    new-instance v0, Lcom/clawseed/cetp/sdk/ToolRisk;

    const-string v1, "HIGH"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolRisk;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;

    .line 3
    invoke-static {}, Lcom/clawseed/cetp/sdk/ToolRisk;->$values()[Lcom/clawseed/cetp/sdk/ToolRisk;

    move-result-object v0

    sput-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->$VALUES:[Lcom/clawseed/cetp/sdk/ToolRisk;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/ToolRisk;
    .registers 2

    .line 3
    const-class v0, Lcom/clawseed/cetp/sdk/ToolRisk;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object p0

    check-cast p0, Lcom/clawseed/cetp/sdk/ToolRisk;

    return-object p0
.end method

.method public static values()[Lcom/clawseed/cetp/sdk/ToolRisk;
    .registers 1

    .line 3
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->$VALUES:[Lcom/clawseed/cetp/sdk/ToolRisk;

    invoke-virtual {v0}, [Lcom/clawseed/cetp/sdk/ToolRisk;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/clawseed/cetp/sdk/ToolRisk;

    return-object v0
.end method

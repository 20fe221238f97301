.class public final enum Lcom/clawseed/cetp/sdk/ToolEffect;
.super Ljava/lang/Enum;
.source "ToolEffect.java"

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/clawseed/cetp/sdk/ToolEffect;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/clawseed/cetp/sdk/ToolEffect;

.field public static final enum READ:Lcom/clawseed/cetp/sdk/ToolEffect;

.field public static final enum CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;

.field public static final enum UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;

.field public static final enum DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;


# direct methods
.method private static synthetic $values()[Lcom/clawseed/cetp/sdk/ToolEffect;
    .registers 3

    .line 3
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    const/4 v2, 0x2

    aput-object v1, v0, v2

    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;

    const/4 v2, 0x3

    aput-object v1, v0, v2

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 4
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;

    const-string v1, "READ"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;

    const-string v1, "CREATE"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;

    const-string v1, "UPDATE"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;

    const-string v1, "DELETE"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;

    .line 3
    invoke-static {}, Lcom/clawseed/cetp/sdk/ToolEffect;->$values()[Lcom/clawseed/cetp/sdk/ToolEffect;

    move-result-object v0

    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->$VALUES:[Lcom/clawseed/cetp/sdk/ToolEffect;

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

.method public static valueOf(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/ToolEffect;
    .registers 2

    .line 3
    const-class v0, Lcom/clawseed/cetp/sdk/ToolEffect;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object p0

    check-cast p0, Lcom/clawseed/cetp/sdk/ToolEffect;

    return-object p0
.end method

.method public static values()[Lcom/clawseed/cetp/sdk/ToolEffect;
    .registers 1

    .line 3
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->$VALUES:[Lcom/clawseed/cetp/sdk/ToolEffect;

    invoke-virtual {v0}, [Lcom/clawseed/cetp/sdk/ToolEffect;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/clawseed/cetp/sdk/ToolEffect;

    return-object v0
.end method

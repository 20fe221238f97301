.class public final enum Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
.super Ljava/lang/Enum;
.source "ConfirmationPolicy.java"

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/clawseed/cetp/sdk/ConfirmationPolicy;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

.field public static final enum NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

.field public static final enum PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

.field public static final enum ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;


# direct methods
.method private static synthetic $values()[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    .registers 3

    .line 3
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    sget-object v1, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    sget-object v1, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    sget-object v1, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    const/4 v2, 0x2

    aput-object v1, v0, v2

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 4
    new-instance v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    const-string v1, "NEVER"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    new-instance v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    const-string v1, "PROVIDER_POLICY"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    new-instance v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    const-string v1, "ALWAYS"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    .line 3
    invoke-static {}, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->$values()[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    move-result-object v0

    sput-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->$VALUES:[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

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

.method public static valueOf(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    .registers 2

    .line 3
    const-class v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object p0

    check-cast p0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    return-object p0
.end method

.method public static values()[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    .registers 1

    .line 3
    sget-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->$VALUES:[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-virtual {v0}, [Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    return-object v0
.end method

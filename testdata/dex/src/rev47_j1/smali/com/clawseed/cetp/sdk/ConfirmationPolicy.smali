.class public final enum Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
.super Ljava/lang/Enum;
.source "SourceFile"

.field public static final enum NONE:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
.field public static final enum PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
.field public static final enum ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const-string v1, "NONE"
    const/4 v2, 0
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NONE:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    new-instance v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const-string v1, "PROVIDER_POLICY"
    const/4 v2, 1
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    new-instance v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const-string v1, "ALWAYS"
    const/4 v2, 2
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    return-void
.end method

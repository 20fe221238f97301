.class public final Lcom/clawseed/cetp/sdk/CetpAccessDecision;
.super Ljava/lang/Object;
.source "SourceFile"

.field public static final Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
.field private final allowed:Z
.field private final reason:Ljava/lang/String;

.method private constructor <init>(ZLjava/lang/String;)V
    .registers 3
    .line 4
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput-boolean v1, v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allowed:Z
    iput-object v2, v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->reason:Ljava/lang/String;
    return-void
.end method

.method public final getAllowed()Z
    .registers 2
    .line 4
    iget-boolean v0, v1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allowed:Z
    return v0
.end method

.method public final getReason()Ljava/lang/String;
    .registers 2
    .line 4
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->reason:Ljava/lang/String;
    return-object v0
.end method

.method public synthetic constructor <init>(ZLjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 4
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;-><init>(ZLjava/lang/String;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    return-void
.end method


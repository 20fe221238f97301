.class public final Lcom/harborpass/auth/DockDeskPolicy;
.super Ljava/lang/Object;
.source "Policies.kt"

.field public static final INSTANCE:Lcom/harborpass/auth/DockDeskPolicy;
.field private static final TAG:Ljava/lang/String; = "DockDeskPolicy"

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 9
    const-string v1, "request"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    const-string v0, "DockDeskPolicy"
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "authorize "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    .line 13
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    const-string v1, "berth_"
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L43
    .line 14
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
    :L43
    .line 16
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/harborpass/auth/DockDeskPolicy;
    invoke-direct {v0}, Lcom/harborpass/auth/DockDeskPolicy;-><init>()V
    sput-object v0, Lcom/harborpass/auth/DockDeskPolicy;->INSTANCE:Lcom/harborpass/auth/DockDeskPolicy;
    return-void
.end method


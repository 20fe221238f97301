.class public final Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
.super Ljava/lang/Object;
.source "SourceFile"


.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 5
    .line 6
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    const/4 v1, 0x1
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;-><init>(ZLjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method

.method public final deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 6
    const-string v1, "reason"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-direct {v0, v2, v5, v3}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;-><init>(ZLjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;-><init>()V
    return-void
.end method


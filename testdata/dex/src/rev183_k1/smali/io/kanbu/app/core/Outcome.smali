.class public abstract Lio/kanbu/app/core/Outcome;
.super Ljava/lang/Object;
.source "Outcome.kt"


# static fields
.field public static final Companion:Lio/kanbu/app/core/Outcome$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/kanbu/app/core/Outcome$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/kanbu/app/core/Outcome$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/kanbu/app/core/Outcome;->Companion:Lio/kanbu/app/core/Outcome$Companion;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/kanbu/app/core/Outcome;-><init>()V

    return-void
.end method


# virtual methods
.method public final getTerminal()Z
    .registers 2

    .line 15
    instance-of v0, p0, Lio/kanbu/app/core/Outcome$NeedsUser;

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10

    const-string v1, "requestId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    move-object v7, p0

    .line 18
    instance-of v0, v7, Lio/kanbu/app/core/Outcome$Done;

    if-eqz v0, :cond_0

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    new-instance v2, Lorg/json/JSONObject;

    move-object v4, p0

    check-cast v4, Lio/kanbu/app/core/Outcome$Done;

    invoke-virtual {v4}, Lio/kanbu/app/core/Outcome$Done;->getValue()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, p1, v2}, Lcom/clawseed/sdk/provider/Cetp;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 19
    :cond_0
    instance-of v0, v7, Lio/kanbu/app/core/Outcome$Failed;

    if-eqz v0, :cond_1

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    move-object v1, p0

    check-cast v1, Lio/kanbu/app/core/Outcome$Failed;

    invoke-virtual {v1}, Lio/kanbu/app/core/Outcome$Failed;->getCode()Ljava/lang/String;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lio/kanbu/app/core/Outcome$Failed;

    invoke-virtual {v2}, Lio/kanbu/app/core/Outcome$Failed;->getMessage()Ljava/lang/String;

    move-result-object v2

    move-object v3, p1

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 20
    :cond_1
    instance-of v0, v7, Lio/kanbu/app/core/Outcome$NeedsUser;

    if-eqz v0, :cond_2

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    move-object v2, p0

    check-cast v2, Lio/kanbu/app/core/Outcome$NeedsUser;

    invoke-virtual {v2}, Lio/kanbu/app/core/Outcome$NeedsUser;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    move-object v3, p0

    check-cast v3, Lio/kanbu/app/core/Outcome$NeedsUser;

    invoke-virtual {v3}, Lio/kanbu/app/core/Outcome$NeedsUser;->getResumeToken()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, p1, v2, v3}, Lcom/clawseed/sdk/provider/Cetp;->userAction(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 21
    :cond_2
    instance-of v0, v7, Lio/kanbu/app/core/Outcome$Accepted;

    if-eqz v0, :cond_3

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    move-object v2, p0

    check-cast v2, Lio/kanbu/app/core/Outcome$Accepted;

    invoke-virtual {v2}, Lio/kanbu/app/core/Outcome$Accepted;->getOperationId()Ljava/lang/String;

    move-result-object v2

    move-object v3, p0

    check-cast v3, Lio/kanbu/app/core/Outcome$Accepted;

    invoke-virtual {v3}, Lio/kanbu/app/core/Outcome$Accepted;->getPollAfterMs()J

    move-result-wide v3

    invoke-virtual {v0, p1, v2, v3, v4}, Lcom/clawseed/sdk/provider/Cetp;->accepted(Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 17
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 22
    :goto_0
    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 6

    .line 24
    move-object v4, p0

    .line 25
    instance-of v0, v4, Lio/kanbu/app/core/Outcome$Done;

    if-eqz v0, :cond_0

    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "done"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object v2, p0

    check-cast v2, Lio/kanbu/app/core/Outcome$Done;

    invoke-virtual {v2}, Lio/kanbu/app/core/Outcome$Done;->getValue()Ljava/lang/String;

    move-result-object v2

    const-string v1, "value"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    goto :goto_0

    .line 26
    :cond_0
    instance-of v0, v4, Lio/kanbu/app/core/Outcome$Failed;

    if-eqz v0, :cond_1

    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "failed"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object v2, p0

    check-cast v2, Lio/kanbu/app/core/Outcome$Failed;

    invoke-virtual {v2}, Lio/kanbu/app/core/Outcome$Failed;->getCode()Ljava/lang/String;

    move-result-object v2

    const-string v1, "code"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object v2, p0

    check-cast v2, Lio/kanbu/app/core/Outcome$Failed;

    invoke-virtual {v2}, Lio/kanbu/app/core/Outcome$Failed;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "message"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    goto :goto_0

    .line 27
    :cond_1
    instance-of v0, v4, Lio/kanbu/app/core/Outcome$Accepted;

    if-eqz v0, :cond_2

    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "accepted"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object v2, p0

    check-cast v2, Lio/kanbu/app/core/Outcome$Accepted;

    invoke-virtual {v2}, Lio/kanbu/app/core/Outcome$Accepted;->getOperationId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object v2, p0

    check-cast v2, Lio/kanbu/app/core/Outcome$Accepted;

    invoke-virtual {v2}, Lio/kanbu/app/core/Outcome$Accepted;->getPollAfterMs()J

    move-result-wide v2

    const-string v1, "poll_after_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    goto :goto_0

    .line 28
    :cond_2
    instance-of v0, v4, Lio/kanbu/app/core/Outcome$NeedsUser;

    if-eqz v0, :cond_3

    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "a pending confirmation is not stored"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 24
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 29
    :goto_0
    return-object v0
.end method

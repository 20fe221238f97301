.class public final Lcom/tallyfold/money/Operations;
.super Ljava/lang/Object;
.source "Operations.kt"


# static fields
.field public static final INSTANCE:Lcom/tallyfold/money/Operations;

.field private static final TERMINAL:Ljava/util/Set;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/tallyfold/money/Operations;

    invoke-direct {v0}, Lcom/tallyfold/money/Operations;-><init>()V

    sput-object v0, Lcom/tallyfold/money/Operations;->INSTANCE:Lcom/tallyfold/money/Operations;

    .line 16
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "succeeded"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "failed"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "cancelled"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lcom/tallyfold/money/Operations;->TERMINAL:Ljava/util/Set;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final cancel(Lcom/tallyfold/money/OperationRow;)Lcom/tallyfold/money/Outcome;
    .registers 8

    const-string v1, "row"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 49
    sget-object v0, Lcom/tallyfold/money/Operations;->TERMINAL:Ljava/util/Set;

    invoke-virtual {p1}, Lcom/tallyfold/money/OperationRow;->getState()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 50
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "CONFLICT"

    const-string v2, "The operation has already finished."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_0

    .line 52
    :cond_0
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {p1}, Lcom/tallyfold/money/OperationRow;->getId-bnb98_U()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallyfold/money/Store;->requestCancel-_kFscVc(Ljava/lang/String;)V

    .line 53
    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p1}, Lcom/tallyfold/money/OperationRow;->getId-bnb98_U()Ljava/lang/String;

    move-result-object v4

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "state"

    const-string v4, "cancellation_requested"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    .line 54
    :goto_0
    return-object v0
.end method

.method public final finish-m1G5Iz0(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 13

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    move-object v6, p2

    invoke-static {v6}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v0, v6

    check-cast v0, Lorg/json/JSONObject;

    move-object v7, v0

    const/4 v8, 0x0

    .line 29
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {v0, p1}, Lcom/tallyfold/money/Store;->cancelRequested-_kFscVc(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "cancelled"

    goto :goto_0

    :cond_0
    const-string v0, "succeeded"

    :goto_0
    move-object v9, v0

    .line 30
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "kind"

    const-string v5, "inline"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "value"

    invoke-virtual {v3, v4, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, p1, v9, v3}, Lcom/tallyfold/money/Store;->setOperationState-K3rAk-I(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 27
    goto :goto_1

    :cond_1
    move-object v7, v0

    const/4 v8, 0x0

    .line 33
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "operation "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Tallyfold"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 34
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "error_code"

    const-string v5, "INTERNAL_ERROR"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 35
    const-string v4, "error_message"

    const-string v5, "The import stopped before it finished."

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "retryable"

    const/4 v5, 0x1

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    .line 34
    const-string v2, "failed"

    invoke-virtual {v0, p1, v2, v3}, Lcom/tallyfold/money/Store;->setOperationState-K3rAk-I(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    :goto_1
    return-void
.end method

.method public final lookup-SHyzYV4(Ljava/lang/String;Ljava/lang/String;)Lcom/tallyfold/money/OperationRow;
    .registers 8

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {v0, p1}, Lcom/tallyfold/money/Store;->operation-_kFscVc(Ljava/lang/String;)Lcom/tallyfold/money/OperationRow;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v2, v0

    move-object v3, v2

    .line 57
    const/4 v4, 0x0

    .line 23
    invoke-virtual {v3}, Lcom/tallyfold/money/OperationRow;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v2

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final running-_kFscVc(Ljava/lang/String;)V
    .registers 6

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    const-string v2, "running"

    const/4 v3, 0x0

    invoke-virtual {v0, p1, v2, v3}, Lcom/tallyfold/money/Store;->setOperationState-K3rAk-I(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method public final start-AUkUC1k(Lcom/tallyfold/money/ToolCall;)Ljava/lang/String;
    .registers 10

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    sget-object v0, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;

    check-cast v0, Lkotlin/random/Random;

    const/16 v1, 0xc

    invoke-static {v0, v1}, Lcom/tallyfold/money/TokensKt;->token(Lkotlin/random/Random;I)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "op_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyfold/money/OperationId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    move-object v6, v5

    .line 57
    const/4 v7, 0x0

    .line 19
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getUid-GZ42O9s()I

    move-result v2

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v0, v6, v2, v3, v4}, Lcom/tallyfold/money/Store;->insertOperation-Kva6nCw(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    return-object v5
.end method

.method public final status(Lcom/tallyfold/money/OperationRow;)Lorg/json/JSONObject;
    .registers 10

    const-string v1, "row"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p1}, Lcom/tallyfold/money/OperationRow;->getId-bnb98_U()Ljava/lang/String;

    move-result-object v2

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p1}, Lcom/tallyfold/money/OperationRow;->getState()Ljava/lang/String;

    move-result-object v2

    const-string v1, "state"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    move-object v5, v4

    const/4 v6, 0x0

    .line 40
    invoke-virtual {p1}, Lcom/tallyfold/money/OperationRow;->getState()Ljava/lang/String;

    move-result-object v7

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "cancelled"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_1
    const-string v1, "failed"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_2
    const-string v1, "succeeded"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 41
    new-instance v2, Lorg/json/JSONObject;

    invoke-virtual {p1}, Lcom/tallyfold/money/OperationRow;->getResult()Ljava/lang/String;

    move-result-object v3

    move-object v0, v5

    const-string v1, "result"

    if-nez v3, :cond_0

    const-string v3, "{}"

    :cond_0
    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_1

    .line 42
    :cond_1
    new-instance v2, Lorg/json/JSONObject;

    invoke-virtual {p1}, Lcom/tallyfold/money/OperationRow;->getResult()Ljava/lang/String;

    move-result-object v3

    move-object v0, v5

    const-string v1, "error"

    if-nez v3, :cond_2

    const-string v3, "{}"

    :cond_2
    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_1

    .line 43
    :cond_3
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    goto :goto_1

    .line 44
    :cond_4
    :goto_0
    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 39
    :goto_1
    const-string v2, "apply(...)"

    invoke-static {v4, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    return-object v4

    nop

    :sswitch_data_0
    .sparse-switch
        -0x4c696bc3 -> :sswitch_1
        0x1c682951 -> :sswitch_0
        0x385ec261 -> :sswitch_2
    .end sparse-switch
.end method

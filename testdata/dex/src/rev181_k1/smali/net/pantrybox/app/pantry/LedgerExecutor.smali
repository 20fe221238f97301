.class public final Lnet/pantrybox/app/pantry/LedgerExecutor;
.super Ljava/lang/Object;
.source "Ledger.kt"

# interfaces
.implements Lcom/clawseed/sdk/provider/CetpMutationExecutor;
.implements Lcom/clawseed/sdk/provider/CetpOperations;


# instance fields
.field public final board:Lnet/pantrybox/app/pantry/OperationBoard;

.field private final ledger:Lnet/pantrybox/app/pantry/RequestLedger;

.field private final providerId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lnet/pantrybox/app/pantry/RequestLedger;Lnet/pantrybox/app/pantry/OperationBoard;)V
    .registers 5

    const-string v0, "providerId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "ledger"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "board"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 90
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 91
    iput-object p1, p0, Lnet/pantrybox/app/pantry/LedgerExecutor;->providerId:Ljava/lang/String;

    .line 92
    iput-object p2, p0, Lnet/pantrybox/app/pantry/LedgerExecutor;->ledger:Lnet/pantrybox/app/pantry/RequestLedger;

    .line 93
    iput-object p3, p0, Lnet/pantrybox/app/pantry/LedgerExecutor;->board:Lnet/pantrybox/app/pantry/OperationBoard;

    .line 90
    return-void
.end method

.method private final decode(Lorg/json/JSONObject;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 10

    .line 159
    const-string v1, "type"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 160
    const-string v1, "inline"

    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    const-string v3, "value"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v2

    if-nez v2, :cond_0

    sget-object v2, Lorg/json/JSONObject;->NULL:Ljava/lang/Object;

    :cond_0
    move-object v7, v2

    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, v7}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    goto :goto_0

    .line 161
    :cond_1
    const-string v1, "accepted"

    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;

    const-string v3, "operation_id"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v4, "poll_after_ms"

    invoke-virtual {p1, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v3

    invoke-direct {v0, v2, v3, v4}, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;-><init>(Ljava/lang/String;J)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    goto :goto_0

    .line 162
    :cond_2
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    const-string v3, "code"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "optString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v4, "message"

    invoke-virtual {p1, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    .line 163
    :goto_0
    return-object v0
.end method

.method private final encode(Lcom/clawseed/sdk/provider/CetpProviderResult;)Lorg/json/JSONObject;
    .registers 7

    .line 152
    move-object v4, p1

    .line 153
    instance-of v0, v4, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    if-eqz v0, :cond_0

    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "type"

    const-string v2, "inline"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object v2, p1

    check-cast v2, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;->getValue()Ljava/lang/Object;

    move-result-object v2

    const-string v1, "value"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    goto :goto_0

    .line 154
    :cond_0
    instance-of v0, v4, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;

    if-eqz v0, :cond_1

    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "type"

    const-string v2, "accepted"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object v2, p1

    check-cast v2, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;->getOperationId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 155
    move-object v2, p1

    check-cast v2, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;->getPollAfterMs()J

    move-result-wide v2

    const-string v1, "poll_after_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    goto :goto_0

    .line 156
    :cond_1
    instance-of v0, v4, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    if-eqz v0, :cond_2

    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "type"

    const-string v2, "failure"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object v2, p1

    check-cast v2, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;->getCode()Ljava/lang/String;

    move-result-object v2

    const-string v1, "code"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object v2, p1

    check-cast v2, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "message"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    goto :goto_0

    .line 152
    :cond_2
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 157
    :goto_0
    return-object v0
.end method

.method private final declared-synchronized reserve(Ljava/lang/String;Lcom/clawseed/sdk/provider/CetpProviderRequest;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 14

    monitor-enter p0

    .line 116
    :try_start_0
    iget-object v0, p0, Lnet/pantrybox/app/pantry/LedgerExecutor;->ledger:Lnet/pantrybox/app/pantry/RequestLedger;

    invoke-virtual {v0, p1}, Lnet/pantrybox/app/pantry/RequestLedger;->get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/LedgerRecord;

    move-result-object v8

    .line 117
    if-eqz v8, :cond_3

    .line 118
    iget-object v0, v8, Lnet/pantrybox/app/pantry/LedgerRecord;->tool:Ljava/lang/String;

    iget-object v1, p2, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, v8, Lnet/pantrybox/app/pantry/LedgerRecord;->argsDigest:Ljava/lang/String;

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 119
    :cond_0
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    const-string v2, "INVALID_REQUEST"

    const-string v3, "This request_id was used for a different call."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    monitor-exit p0

    return-object v0

    .line 121
    :cond_1
    iget-object v0, v8, Lnet/pantrybox/app/pantry/LedgerRecord;->outcome:Lorg/json/JSONObject;

    if-nez v0, :cond_2

    .line 122
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    const-string v2, "CONFLICT"

    const-string v3, "This request is still being executed."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    monitor-exit p0

    return-object v0

    .line 121
    :cond_2
    move-object v9, v0

    .line 123
    invoke-direct {p0, v9}, Lnet/pantrybox/app/pantry/LedgerExecutor;->decode(Lorg/json/JSONObject;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    monitor-exit p0

    return-object v0

    .line 125
    :cond_3
    invoke-virtual {p2}, Lcom/clawseed/sdk/provider/CetpProviderRequest;->getExpired()Z

    move-result v0

    if-eqz v0, :cond_4

    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    const-string v2, "DEADLINE_EXCEEDED"

    const-string v3, "The request deadline has passed."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    monitor-exit p0

    return-object v0

    .line 126
    :cond_4
    iget-object v0, p0, Lnet/pantrybox/app/pantry/LedgerExecutor;->ledger:Lnet/pantrybox/app/pantry/RequestLedger;

    new-instance v2, Lnet/pantrybox/app/pantry/LedgerRecord;

    iget-object v4, p2, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v4

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    move-object v3, v4

    move-object v4, p3

    move-wide v5, v6

    const/4 v7, 0x0

    invoke-direct/range {v2 .. v7}, Lnet/pantrybox/app/pantry/LedgerRecord;-><init>(Ljava/lang/String;Ljava/lang/String;JLorg/json/JSONObject;)V

    invoke-virtual {v0, p1, v2}, Lnet/pantrybox/app/pantry/RequestLedger;->set(Ljava/lang/String;Lnet/pantrybox/app/pantry/LedgerRecord;)V

    .line 127
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method


# virtual methods
.method public execute(Lcom/clawseed/sdk/provider/CetpProviderRequest;Lkotlin/jvm/functions/Function1;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 18

    .line 102
    move-object/from16 v0, p1

    const-string v1, "request"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "work"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 100
    move-object/from16 v0, p1

    iget v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->callerUid:I

    iget-object v1, p0, Lnet/pantrybox/app/pantry/LedgerExecutor;->providerId:Ljava/lang/String;

    move-object/from16 v2, p1

    iget-object v2, v2, Lcom/clawseed/sdk/provider/CetpProviderRequest;->requestId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, "|"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "|"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    .line 101
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->argsText:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, "\n"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lnet/pantrybox/app/core/PackagesKt;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 102
    move-object/from16 v2, p1

    invoke-direct {p0, v9, v2, v10}, Lnet/pantrybox/app/pantry/LedgerExecutor;->reserve(Ljava/lang/String;Lcom/clawseed/sdk/provider/CetpProviderRequest;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v13, v0

    .line 166
    const/4 v14, 0x0

    .line 102
    return-object v13

    .line 104
    :cond_0
    :try_start_0
    move-object/from16 v0, p2

    move-object/from16 v1, p1

    invoke-interface {v0, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v12

    check-cast v12, Lcom/clawseed/sdk/provider/CetpProviderResult;
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 105
    :catch_0
    move-exception v13

    .line 106
    iget-object v0, p0, Lnet/pantrybox/app/pantry/LedgerExecutor;->ledger:Lnet/pantrybox/app/pantry/RequestLedger;

    invoke-virtual {v0, v9}, Lnet/pantrybox/app/pantry/RequestLedger;->remove(Ljava/lang/String;)V

    .line 107
    throw v13

    .line 103
    :goto_0
    move-object v11, v12

    .line 109
    iget-object v0, p0, Lnet/pantrybox/app/pantry/LedgerExecutor;->ledger:Lnet/pantrybox/app/pantry/RequestLedger;

    new-instance v2, Lnet/pantrybox/app/pantry/LedgerRecord;

    move-object/from16 v4, p1

    iget-object v4, v4, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v4

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    invoke-direct {p0, v11}, Lnet/pantrybox/app/pantry/LedgerExecutor;->encode(Lcom/clawseed/sdk/provider/CetpProviderResult;)Lorg/json/JSONObject;

    move-result-object v8

    move-object v3, v4

    move-object v4, v10

    move-wide v5, v6

    move-object v7, v8

    invoke-direct/range {v2 .. v7}, Lnet/pantrybox/app/pantry/LedgerRecord;-><init>(Ljava/lang/String;Ljava/lang/String;JLorg/json/JSONObject;)V

    invoke-virtual {v0, v9, v2}, Lnet/pantrybox/app/pantry/RequestLedger;->set(Ljava/lang/String;Lnet/pantrybox/app/pantry/LedgerRecord;)V

    .line 110
    return-object v11
.end method

.method public requestCancel(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/Boolean;
    .registers 7

    const-string v1, "requestId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "operationId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 146
    iget-object v0, p0, Lnet/pantrybox/app/pantry/LedgerExecutor;->board:Lnet/pantrybox/app/pantry/OperationBoard;

    invoke-virtual {v0, p1, p2, p3}, Lnet/pantrybox/app/pantry/OperationBoard;->owned(ILjava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryOperation;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v2, v0

    .line 147
    invoke-virtual {v2}, Lnet/pantrybox/app/pantry/PantryOperation;->getTerminal()Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0

    .line 148
    :cond_1
    const/4 v1, 0x1

    iput-boolean v1, v2, Lnet/pantrybox/app/pantry/PantryOperation;->cancelRequested:Z

    .line 149
    const/4 v0, 0x1

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method public status(ILjava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 12

    const-string v1, "requestId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "operationId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 131
    iget-object v0, p0, Lnet/pantrybox/app/pantry/LedgerExecutor;->board:Lnet/pantrybox/app/pantry/OperationBoard;

    invoke-virtual {v0, p1, p2, p3}, Lnet/pantrybox/app/pantry/OperationBoard;->owned(ILjava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryOperation;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v5, v0

    .line 132
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, v5, Lnet/pantrybox/app/pantry/PantryOperation;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, v5, Lnet/pantrybox/app/pantry/PantryOperation;->state:Ljava/lang/String;

    const-string v1, "state"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    .line 133
    iget v0, v5, Lnet/pantrybox/app/pantry/PantryOperation;->total:I

    if-lez v0, :cond_1

    .line 134
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget v4, v5, Lnet/pantrybox/app/pantry/PantryOperation;->done:I

    const-string v3, "current"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    iget v4, v5, Lnet/pantrybox/app/pantry/PantryOperation;->total:I

    const-string v3, "total"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "message"

    const-string v4, "Repricing items"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "progress"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 136
    :cond_1
    iget-object v7, v5, Lnet/pantrybox/app/pantry/PantryOperation;->state:Ljava/lang/String;

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "running"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_1
    const-string v1, "queued"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_2
    const-string v1, "failed"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_3
    const-string v1, "succeeded"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 137
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, v5, Lnet/pantrybox/app/pantry/PantryOperation;->result:Lorg/json/JSONObject;

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 138
    :cond_2
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "error_code"

    const-string v4, "INTERNAL_ERROR"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 139
    const-string v3, "error_message"

    const-string v4, "The price sync could not finish."

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "retryable"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 138
    const-string v1, "error"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 140
    :cond_3
    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 142
    :cond_4
    :goto_0
    return-object v6

    :sswitch_data_0
    .sparse-switch
        -0x4c696bc3 -> :sswitch_2
        -0x388bf68d -> :sswitch_1
        0x385ec261 -> :sswitch_3
        0x5c6f15bf -> :sswitch_0
    .end sparse-switch
.end method

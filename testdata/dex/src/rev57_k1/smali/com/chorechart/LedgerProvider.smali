.class public final Lcom/chorechart/LedgerProvider;
.super Landroid/content/ContentProvider;
.source "LedgerProvider.kt"

.field public static final Companion:Lcom/chorechart/LedgerProvider$Companion;
.field private final io:Lkotlinx/coroutines/CoroutineScope;
.field private final feed:Lcom/chorechart/RateFeed;
.field private static final TAG:Ljava/lang/String; = "LedgerProvider"
.field private static final HOUSE_APPS:Ljava/util/Set;
.field private static final TOOLS_JSON:Ljava/lang/String; = "{\"revision\":\"ledger-2\",\"tools\":[\"balances\",\"my_expenses\",\"settle_up\",\"record_payment\",\"export_ledger\",\"export_balances\"]}"

.method public constructor <init>()V
    .registers 2
    .line 34
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 35
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    iput-object v0, v1, Lcom/chorechart/LedgerProvider;->io:Lkotlinx/coroutines/CoroutineScope;
    .line 36
    sget-object v0, Lcom/chorechart/LedgerProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/chorechart/LedgerProvider$$ExternalSyntheticLambda0;
    iput-object v0, v1, Lcom/chorechart/LedgerProvider;->feed:Lcom/chorechart/RateFeed;
    .line 34
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 38
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 42
    invoke-virtual {v9}, Lcom/chorechart/LedgerProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 43
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v6, v0
    .line 44
    if-eqz v6, :L69
    sget-object v0, Lcom/chorechart/LedgerProvider;->HOUSE_APPS:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a ChoreChart app"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 45
    move-object v0, v12
    if-nez v12, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v7, v0
    .line 46
    const-string v1, "negotiate"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L118
    sget-object v0, Lcom/chorechart/Sessions;->INSTANCE:Lcom/chorechart/Sessions;
    invoke-virtual {v0, v4}, Lcom/chorechart/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L118
    .line 47
    sget-object v0, Lcom/chorechart/Sessions;->INSTANCE:Lcom/chorechart/Sessions;
    invoke-static {v7}, Lcom/chorechart/ToolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v4}, Lcom/chorechart/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L142
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L142
    .line 48
    move-object v8, v10
    .line 49
    const-string v1, "list_tools"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L163
    const-string v0, "{\"revision\":\"ledger-2\",\"tools\":[\"balances\",\"my_expenses\",\"settle_up\",\"record_payment\",\"export_ledger\",\"export_balances\"]}"
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L202
    :L163
    .line 50
    const-string v1, "execute_tool"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L195
    new-instance v1, Lcom/chorechart/ToolCtx;
    invoke-direct {v1, v5, v4, v6, v7}, Lcom/chorechart/ToolCtx;-><init>(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;)V
    invoke-direct {v9, v1}, Lcom/chorechart/LedgerProvider;->execute(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L202
    :L195
    .line 51
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L202
    .line 48
    return-object v0
.end method

.method private final execute(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 8
    .line 56
    invoke-virtual {v7}, Lcom/chorechart/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "deadline_at_ms"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L24
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :t_24
    :L24
    .line 57
    nop
    .line 58
    invoke-virtual {v7}, Lcom/chorechart/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    if-eqz v4, :L220
    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_41
    goto :L220
    :L100
    const-string v1, "balances"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L172
    goto :L220
    :L112
    const-string v1, "settle_up"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L188
    goto :L220
    :L124
    const-string v1, "record_payment"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L196
    goto :L220
    :L136
    const-string v1, "export_balances"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L212
    goto :L220
    :L148
    const-string v1, "export_ledger"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L204
    goto :L220
    :L160
    const-string v1, "my_expenses"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L180
    goto :L220
    :L172
    .line 59
    invoke-direct {v6, v7}, Lcom/chorechart/LedgerProvider;->balances(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L180
    .line 60
    invoke-direct {v6, v7}, Lcom/chorechart/LedgerProvider;->myExpenses(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L188
    .line 61
    invoke-direct {v6, v7}, Lcom/chorechart/LedgerProvider;->settleUp(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L196
    .line 62
    invoke-direct {v6, v7}, Lcom/chorechart/LedgerProvider;->recordPayment(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L204
    .line 63
    invoke-direct {v6, v7}, Lcom/chorechart/LedgerProvider;->exportLedger(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L212
    .line 64
    invoke-direct {v6, v7}, Lcom/chorechart/LedgerProvider;->exportBalances(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L220
    .line 65
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L227
    move-object v4, v0
    :t_228
    goto :L256
    :L231
    .line 67
    move-exception v0
    move-object v5, v0
    .line 68
    const-string v0, "LedgerProvider"
    const-string v1, "ledger tool failed"
    check-cast v5, Ljava/lang/Throwable;
    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 69
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "the ledger is unavailable"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v4, v0
    :L256
    .line 57
    return-object v4
    .catch Ljava/lang/Exception; {:t_24 .. :t_228} :L231
    :sw_41
    .sparse-switch
        -0x72ba92e9 -> :L100
        -0x6b558abe -> :L136
        0x3cd8c454 -> :L148
        0x486d6418 -> :L124
        0x5afada0f -> :L112
        0x6e20084e -> :L160
    .end sparse-switch
.end method

.method private final balanceOf(Landroid/database/sqlite/SQLiteDatabase;I)J
    .registers 13
    .line 74
    const-string v1, "SELECT SUM(cents) FROM expenses WHERE payer_uid = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, v2
    const/4 v3, 0x0
    invoke-static {v12}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v5, v3
    invoke-virtual {v11, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    :t_27
    nop
    check-cast v5, Landroid/database/Cursor;
    move-object v7, v5
    const/4 v0, 0x0
    move v9, v0
    .line 75
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L58
    const/4 v1, 0x0
    invoke-interface {v7, v1}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v0
    goto :L59
    :L58
    const-wide/16 v0, 0x0L
    :L59
    .line 74
    move-wide v7, v0
    :t_61
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-wide v0, v7
    goto :L92
    :t_72
    :L72
    move-exception v0
    move-object v9, v0
    move-object v6, v9
    throw v9
    :t_81
    :L81
    move-exception v0
    move-object v9, v0
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
    :L92
    .line 76
    return-wide v0
    .catch Ljava/lang/Throwable; {:t_27 .. :t_61} :L72
    .catchall {:t_27 .. :t_61} :L81
    .catchall {:t_72 .. :t_81} :L81
.end method

.method private final balanceFlow(Landroid/database/sqlite/SQLiteDatabase;)Lkotlinx/coroutines/flow/Flow;
    .registers 5
    .line 78
    new-instance v0, Lcom/chorechart/LedgerProvider$balanceFlow$1;
    const/4 v2, 0x0
    invoke-direct {v0, v3, v4, v2}, Lcom/chorechart/LedgerProvider$balanceFlow$1;-><init>(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 81
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->flowOn(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    return-object v0
.end method

.method private final expenseFlow(Landroid/database/sqlite/SQLiteDatabase;I)Lkotlinx/coroutines/flow/Flow;
    .registers 6
    .line 83
    new-instance v0, Lcom/chorechart/LedgerProvider$expenseFlow$1;
    const/4 v2, 0x0
    invoke-direct {v0, v3, v4, v5, v2}, Lcom/chorechart/LedgerProvider$expenseFlow$1;-><init>(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 85
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->flowOn(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    return-object v0
.end method

.method private final balances(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 11
    .line 88
    sget-object v0, Lcom/chorechart/HouseDb;->Companion:Lcom/chorechart/HouseDb$Companion;
    invoke-virtual {v10}, Lcom/chorechart/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/chorechart/HouseDb$Companion;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    move-object v7, v0
    .line 89
    const/4 v0, 0x0
    new-instance v1, Lcom/chorechart/LedgerProvider$balances$rows$1;
    const/4 v4, 0x0
    invoke-direct {v1, v9, v7, v4}, Lcom/chorechart/LedgerProvider$balances$rows$1;-><init>(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/List;
    move-object v8, v0
    .line 90
    check-cast v8, Ljava/lang/Iterable;
    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->sumOfLong(Ljava/lang/Iterable;)J
    move-result-wide v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"balance_cents\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final myExpenses(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 13
    .line 94
    sget-object v0, Lcom/chorechart/HouseDb;->Companion:Lcom/chorechart/HouseDb$Companion;
    invoke-virtual {v12}, Lcom/chorechart/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/chorechart/HouseDb$Companion;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    move-object v7, v0
    .line 95
    invoke-virtual {v12}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v0
    move v8, v0
    .line 96
    const/4 v0, 0x0
    new-instance v1, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;
    const/4 v4, 0x0
    invoke-direct {v1, v11, v7, v8, v4}, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;-><init>(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    move-wide v9, v0
    .line 100
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"spent_cents\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v9, v10}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final settleUp(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 12
    .line 104
    invoke-virtual {v11}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "cents"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v6, v0
    .line 105
    sget-object v0, Lcom/chorechart/SettleHolds;->INSTANCE:Lcom/chorechart/SettleHolds;
    invoke-virtual {v11}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/chorechart/SettleHolds;->redeem(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L99
    .line 106
    sget-object v0, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v0}, Lcom/chorechart/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 107
    sget-object v0, Lcom/chorechart/SettleHolds;->INSTANCE:Lcom/chorechart/SettleHolds;
    invoke-virtual {v11}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v2
    invoke-virtual {v0, v8, v2}, Lcom/chorechart/SettleHolds;->hold(Ljava/lang/String;I)V
    .line 108
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.chorechart.action.SETTLE_UP"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {v11}, Lcom/chorechart/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v9, v0
    .line 109
    invoke-virtual {v11}, Lcom/chorechart/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x7
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v9, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v8}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L99
    .line 111
    invoke-direct {v10, v11, v6, v7}, Lcom/chorechart/LedgerProvider;->recordRow(Lcom/chorechart/ToolCtx;J)J
    move-result-wide v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"settled\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final recordPayment(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 11
    .line 115
    invoke-virtual {v10}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "cents"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v6, v0
    .line 116
    sget-object v0, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    invoke-virtual {v10}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v10}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "record_payment"
    invoke-virtual {v0, v1, v2, v3}, Lcom/chorechart/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L83
    .line 117
    sget-object v0, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v0}, Lcom/chorechart/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 118
    sget-object v0, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    invoke-virtual {v10}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "record_payment"
    invoke-virtual {v0, v8, v2, v3}, Lcom/chorechart/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)V
    .line 119
    sget-object v0, Lcom/chorechart/Resolutions;->Companion:Lcom/chorechart/Resolutions$Companion;
    invoke-virtual {v10}, Lcom/chorechart/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/chorechart/ConfirmPaymentActivity;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    const/high16 v3, 0x4000000
    invoke-virtual {v0, v1, v2, v3}, Lcom/chorechart/Resolutions$Companion;->confirm(Landroid/content/Context;Lkotlin/reflect/KClass;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v8}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L83
    .line 121
    invoke-direct {v9, v10, v6, v7}, Lcom/chorechart/LedgerProvider;->recordRow(Lcom/chorechart/ToolCtx;J)J
    move-result-wide v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"recorded\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final recordRow(Lcom/chorechart/ToolCtx;J)J
    .registers 11
    .line 125
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v0
    move-object v5, v4
    const/4 v0, 0x0
    move v6, v0
    .line 126
    const-string v1, "payer_uid"
    invoke-virtual {v8}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 127
    const-string v1, "cents"
    invoke-static {v9, v10}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 128
    nop
    .line 125
    .line 125
    move-object v3, v4
    .line 129
    sget-object v0, Lcom/chorechart/HouseDb;->Companion:Lcom/chorechart/HouseDb$Companion;
    invoke-virtual {v8}, Lcom/chorechart/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/chorechart/HouseDb$Companion;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "payments"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    return-wide v0
.end method

.method private final exportLedger(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 15
    .line 133
    invoke-virtual {v14}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v0
    sget-object v2, Lcom/chorechart/HouseDb;->Companion:Lcom/chorechart/HouseDb$Companion;
    invoke-virtual {v14}, Lcom/chorechart/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v2, v3}, Lcom/chorechart/HouseDb$Companion;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    invoke-virtual {v14}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v3
    invoke-direct {v13, v2, v3}, Lcom/chorechart/LedgerProvider;->balanceOf(Landroid/database/sqlite/SQLiteDatabase;I)J
    move-result-wide v1
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "uid,balance\n"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v8, ","
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v8, "\n"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    .line 134
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createReliablePipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    move-object v10, v0
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v1, 0x0
    aget-object v0, v10, v1
    .line 134
    move-object v11, v0
    const/4 v1, 0x1
    aget-object v0, v10, v1
    .line 134
    move-object v12, v0
    .line 135
    iget-object v0, v13, Lcom/chorechart/LedgerProvider;->io:Lkotlinx/coroutines/CoroutineScope;
    const/4 v1, 0x0
    const/4 v2, 0x0
    new-instance v3, Lcom/chorechart/LedgerProvider$exportLedger$1;
    const/4 v6, 0x0
    invoke-direct {v3, v11, v9, v6}, Lcom/chorechart/LedgerProvider$exportLedger$1;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    move-result-object v0
    .line 138
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v12}, Lcom/chorechart/ToolKt;->fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final exportBalances(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 15
    .line 142
    invoke-virtual {v14}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v0
    sget-object v2, Lcom/chorechart/HouseDb;->Companion:Lcom/chorechart/HouseDb$Companion;
    invoke-virtual {v14}, Lcom/chorechart/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v2, v3}, Lcom/chorechart/HouseDb$Companion;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    invoke-virtual {v14}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v3
    invoke-direct {v13, v2, v3}, Lcom/chorechart/LedgerProvider;->balanceOf(Landroid/database/sqlite/SQLiteDatabase;I)J
    move-result-wide v1
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "uid,balance\n"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v8, ","
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v8, "\n"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    .line 143
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    move-object v10, v0
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v1, 0x0
    aget-object v0, v10, v1
    .line 143
    move-object v11, v0
    const/4 v1, 0x1
    aget-object v0, v10, v1
    .line 143
    move-object v12, v0
    .line 144
    iget-object v0, v13, Lcom/chorechart/LedgerProvider;->io:Lkotlinx/coroutines/CoroutineScope;
    const/4 v1, 0x0
    const/4 v2, 0x0
    new-instance v3, Lcom/chorechart/LedgerProvider$exportBalances$1;
    const/4 v6, 0x0
    invoke-direct {v3, v12, v9, v6}, Lcom/chorechart/LedgerProvider$exportBalances$1;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    move-result-object v0
    .line 147
    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v11}, Lcom/chorechart/ToolKt;->fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 150
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 151
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 152
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 153
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 154
    const/4 v0, 0x0
    return v0
.end method

.method public static final feed$lambda$0(Lkotlin/jvm/functions/Function1;)V
    .registers 4
    const-string v1, "it"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    const-wide/16 v1, 0x64L
    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    invoke-interface {v3, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-void
.end method

.method public static final synthetic access$balanceOf(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;I)J
    .registers 5
    .line 34
    invoke-direct {v2, v3, v4}, Lcom/chorechart/LedgerProvider;->balanceOf(Landroid/database/sqlite/SQLiteDatabase;I)J
    move-result-wide v0
    return-wide v0
.end method

.method public static final synthetic access$balanceFlow(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;)Lkotlinx/coroutines/flow/Flow;
    .registers 3
    .line 34
    invoke-direct {v1, v2}, Lcom/chorechart/LedgerProvider;->balanceFlow(Landroid/database/sqlite/SQLiteDatabase;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getFeed$p(Lcom/chorechart/LedgerProvider;)Lcom/chorechart/RateFeed;
    .registers 2
    .line 34
    iget-object v0, v1, Lcom/chorechart/LedgerProvider;->feed:Lcom/chorechart/RateFeed;
    return-object v0
.end method

.method public static final synthetic access$expenseFlow(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;I)Lkotlinx/coroutines/flow/Flow;
    .registers 4
    .line 34
    invoke-direct {v1, v2, v3}, Lcom/chorechart/LedgerProvider;->expenseFlow(Landroid/database/sqlite/SQLiteDatabase;I)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/chorechart/LedgerProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/chorechart/LedgerProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/chorechart/LedgerProvider;->Companion:Lcom/chorechart/LedgerProvider$Companion;
    .line 158
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.chorechart.companion"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.chorechart.wear"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/chorechart/LedgerProvider;->HOUSE_APPS:Ljava/util/Set;
    return-void
.end method


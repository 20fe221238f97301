.class public abstract Lcom/rc/Endpoint;
.super Landroid/content/ContentProvider;
.source "Endpoint.kt"

# instance fields
.field private final db$delegate:Lkotlin/Lazy;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 17
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 18
    sget-object v1, Lcom/rc/Endpoint$$ExternalSyntheticLambda0;->INSTANCE:Lcom/rc/Endpoint$$ExternalSyntheticLambda0;
    invoke-static {v1}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v1
    iput-object v1, v2, Lcom/rc/Endpoint;->db$delegate:Lkotlin/Lazy;
    .line 17
    return-void
.end method

.method static synthetic execute$suspendImpl(Lcom/rc/Endpoint;Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 9
    .line 22
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v0
    .line 23
    const-string v1, "text"
    const-string v3, "text"
    invoke-virtual {v7, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    invoke-virtual {v5}, Lcom/rc/Endpoint;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "plain"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 25
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method public static final db_delegate$lambda$0()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 18
    const-string v0, "/data/data/com.rc/databases/rc.db"
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method protected final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 5
    .line 18
    iget-object v0, v4, Lcom/rc/Endpoint;->db$delegate:Lkotlin/Lazy;
    move-object v3, v0
    invoke-interface {v3}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    .line 18
    const-string v2, "getValue(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public execute(Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-static {v1, v2, v3, v4}, Lcom/rc/Endpoint;->execute$suspendImpl(Lcom/rc/Endpoint;Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "method"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    move-object v0, v13
    if-nez v13, :L14
    const/4 v0, 0x0
    return-object v0
:L14
    move-object v7, v0
    .line 30
    .line 31
    const-string v1, "execute_tool"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L51
    const/4 v0, 0x0
    new-instance v1, Lcom/rc/Endpoint$call$1;
    const/4 v5, 0x0
    invoke-direct {v1, v10, v7, v5}, Lcom/rc/Endpoint$call$1;-><init>(Lcom/rc/Endpoint;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    goto :L78
:L51
    .line 32
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    move-object v8, v6
    .line 104
    const/4 v9, 0x0
    .line 32
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    move-object v0, v6
:L78
    .line 30
    return-object v0
.end method

.method protected final owner(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    instance-of v0, v11, Lcom/rc/Endpoint$owner$1;
    if-eqz v0, :L39
    move-object v0, v11
    check-cast v0, Lcom/rc/Endpoint$owner$1;
    move-object v6, v0
    iget v0, v6, Lcom/rc/Endpoint$owner$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v6, Lcom/rc/Endpoint$owner$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v6, Lcom/rc/Endpoint$owner$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/rc/Endpoint$owner$1;
    invoke-direct {v0, v9, v11}, Lcom/rc/Endpoint$owner$1;-><init>(Lcom/rc/Endpoint;Lkotlin/coroutines/Continuation;)V
    move-object v6, v0
:L50
    iget-object v0, v6, Lcom/rc/Endpoint$owner$1;->result:Ljava/lang/Object;
    move-object v7, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v8
    .line 36
    iget v0, v6, Lcom/rc/Endpoint$owner$1;->label:I
    packed-switch v0, :sw_66
    goto :L161
:L88
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 36
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/rc/Endpoint$owner$2;
    const/4 v5, 0x0
    invoke-direct {v1, v9, v10, v5}, Lcom/rc/Endpoint$owner$2;-><init>(Lcom/rc/Endpoint;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/rc/Endpoint$owner$1;->L$0:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v6, Lcom/rc/Endpoint$owner$1;->label:I
    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v8, :L154
    .line 36
    return-object v8
:L140
    iget-object v0, v6, Lcom/rc/Endpoint$owner$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object v10, v0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
:L154
    .line 36
    const-string v2, "withContext(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    return-object v0
:L161
    .line 36
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_66
    .packed-switch 0x0
        :L88
        :L140
    .end packed-switch
.end method

.method protected final expired(Landroid/os/Bundle;)Z
    .registers 8
    const-string v1, "extras"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-string v3, "deadline_at_ms"
    const-wide/16 v4, 0x0L
    invoke-virtual {v7, v3, v4, v5}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L24
    const/4 v0, 0x1
    goto :L25
:L24
    const/4 v0, 0x0
:L25
    return v0
.end method

.method protected final fail(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    const-string v1, "code"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v2, v0
    move-object v3, v2
    .line 104
    const/4 v4, 0x0
    .line 43
    const-string v1, "error_code"
    invoke-virtual {v3, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    .line 43
    return-object v2
.end method

.method public onCreate()Z
    .registers 2
    .line 45
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    const/4 v0, 0x0
    return v0
.end method


.class final Lcom/rc/Endpoint$owner$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Endpoint.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field label:I
.field final synthetic this$0:Lcom/rc/Endpoint;
.field final synthetic $extras:Landroid/os/Bundle;


# direct methods
.method constructor <init>(Lcom/rc/Endpoint;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v3, v2, Lcom/rc/Endpoint$owner$2;->this$0:Lcom/rc/Endpoint;
    iput-object v4, v2, Lcom/rc/Endpoint$owner$2;->$extras:Landroid/os/Bundle;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 36
    iget v0, v10, Lcom/rc/Endpoint$owner$2;->label:I
    packed-switch v0, :sw_8
    goto :L132
:L28
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 37
    iget-object v0, v10, Lcom/rc/Endpoint$owner$2;->this$0:Lcom/rc/Endpoint;
    invoke-virtual {v0}, Lcom/rc/Endpoint;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT owner FROM owners WHERE session = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v6, v2
    const/4 v3, 0x0
    iget-object v4, v10, Lcom/rc/Endpoint$owner$2;->$extras:Landroid/os/Bundle;
    const-string v5, "session_token"
    invoke-virtual {v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v6, v3
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v6, v0
    const/4 v9, 0x0
:L68
    nop
    move-object v0, v6
    check-cast v0, Landroid/database/Cursor;
    move-object v8, v0
    const/4 v7, 0x0
    .line 38
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L99
    const/4 v1, 0x0
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L101
:L99
    const-string v0, ""
:L101
    .line 37
    move-object v8, v0
:L103
    invoke-static {v6, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v8
    goto :L131
:L113
    move-exception v7
    move-object v9, v7
    throw v7
:L121
    move-exception v7
:L123
    invoke-static {v6, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v7
:L131
    .line 39
    return-object v0
:L132
    .line 36
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
    .catch Ljava/lang/Throwable; {:L68 .. :L103} :L113
    .catchall {:L68 .. :L103} :L121
    .catchall {:L113 .. :L121} :L121
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/rc/Endpoint$owner$2;
    iget-object v2, v4, Lcom/rc/Endpoint$owner$2;->this$0:Lcom/rc/Endpoint;
    iget-object v3, v4, Lcom/rc/Endpoint$owner$2;->$extras:Landroid/os/Bundle;
    invoke-direct {v0, v2, v3, v6}, Lcom/rc/Endpoint$owner$2;-><init>(Lcom/rc/Endpoint;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/rc/Endpoint$owner$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/rc/Endpoint$owner$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/rc/Endpoint$owner$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/rc/Endpoint$owner$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method


.class final Lcom/berthbook/HarbourLog$berthOf$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Storage.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field label:I
.field final synthetic this$0:Lcom/berthbook/HarbourLog;
.field final synthetic $vessel:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/berthbook/HarbourLog;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v3, v2, Lcom/berthbook/HarbourLog$berthOf$2;->this$0:Lcom/berthbook/HarbourLog;
    iput-object v4, v2, Lcom/berthbook/HarbourLog$berthOf$2;->$vessel:Ljava/lang/String;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 11
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 67
    iget v0, v9, Lcom/berthbook/HarbourLog$berthOf$2;->label:I
    packed-switch v0, :sw_8
    goto :L127
:L28
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 68
    iget-object v0, v9, Lcom/berthbook/HarbourLog$berthOf$2;->this$0:Lcom/berthbook/HarbourLog;
    invoke-static {v0}, Lcom/berthbook/HarbourLog;->access$getDb$p(Lcom/berthbook/HarbourLog;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT berth FROM moorings WHERE vessel = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, v2
    const/4 v3, 0x0
    iget-object v4, v9, Lcom/berthbook/HarbourLog$berthOf$2;->$vessel:Ljava/lang/String;
    aput-object v4, v5, v3
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    .line 69
    const/4 v8, 0x0
:L63
    nop
    move-object v0, v5
    check-cast v0, Landroid/database/Cursor;
    move-object v7, v0
    .line 95
    const/4 v6, 0x0
    .line 69
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L94
    const/4 v1, 0x0
    invoke-interface {v7, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L96
:L94
    const-string v0, ""
:L96
    .line 69
    move-object v7, v0
:L98
    invoke-static {v5, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v7
    goto :L126
:L108
    move-exception v6
    move-object v8, v6
    throw v6
:L116
    move-exception v6
:L118
    invoke-static {v5, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v6
:L126
    .line 69
    return-object v0
:L127
    .line 67
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
    .catch Ljava/lang/Throwable; {:L63 .. :L98} :L108
    .catchall {:L63 .. :L98} :L116
    .catchall {:L108 .. :L116} :L116
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/berthbook/HarbourLog$berthOf$2;
    iget-object v2, v4, Lcom/berthbook/HarbourLog$berthOf$2;->this$0:Lcom/berthbook/HarbourLog;
    iget-object v3, v4, Lcom/berthbook/HarbourLog$berthOf$2;->$vessel:Ljava/lang/String;
    invoke-direct {v0, v2, v3, v6}, Lcom/berthbook/HarbourLog$berthOf$2;-><init>(Lcom/berthbook/HarbourLog;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/HarbourLog$berthOf$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/berthbook/HarbourLog$berthOf$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/berthbook/HarbourLog$berthOf$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/berthbook/HarbourLog$berthOf$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method


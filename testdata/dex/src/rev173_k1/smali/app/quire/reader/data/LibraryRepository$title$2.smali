.class final Lapp/quire/reader/data/LibraryRepository$title$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LibraryRepository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $bookId:J

.field label:I

.field final synthetic this$0:Lapp/quire/reader/data/LibraryRepository;


# direct methods
.method constructor <init>(Lapp/quire/reader/data/LibraryRepository;JLkotlin/coroutines/Continuation;)V
    .registers 6

    iput-object p1, p0, Lapp/quire/reader/data/LibraryRepository$title$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    iput-wide p2, p0, Lapp/quire/reader/data/LibraryRepository$title$2;->$bookId:J

    const/4 v0, 0x2

    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7

    new-instance v0, Lapp/quire/reader/data/LibraryRepository$title$2;

    iget-object v1, p0, Lapp/quire/reader/data/LibraryRepository$title$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    iget-wide v2, p0, Lapp/quire/reader/data/LibraryRepository$title$2;->$bookId:J

    invoke-direct {v0, v1, v2, v3, p2}, Lapp/quire/reader/data/LibraryRepository$title$2;-><init>(Lapp/quire/reader/data/LibraryRepository;JLkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/data/LibraryRepository$title$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/data/LibraryRepository$title$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/LibraryRepository$title$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/LibraryRepository$title$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 14

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 45
    iget v0, p0, Lapp/quire/reader/data/LibraryRepository$title$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_2

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 46
    iget-object v0, p0, Lapp/quire/reader/data/LibraryRepository$title$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    invoke-static {v0}, Lapp/quire/reader/data/LibraryRepository;->access$getDb$p(Lapp/quire/reader/data/LibraryRepository;)Lapp/quire/reader/data/QuireDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/data/QuireDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v8, v2, [Ljava/lang/String;

    const-string v4, "title"

    const/4 v3, 0x0

    aput-object v4, v8, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v8

    move-object v8, v4

    iget-wide v6, p0, Lapp/quire/reader/data/LibraryRepository$title$2;->$bookId:J

    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v8, v5

    move-object v4, v8

    const-string v1, "books"

    const-string v3, "id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    .line 47
    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v10, v0

    .line 105
    const/4 v11, 0x0

    .line 47
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v10, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v10

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v11

    move-object v9, v11

    throw v11
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v11

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v11

    :goto_1
    return-object v0

    .line 45
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method

.class final Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LibraryRepository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $limit:I

.field final synthetic $text:Ljava/lang/String;

.field label:I

.field final synthetic this$0:Lapp/quire/reader/data/LibraryRepository;


# direct methods
.method constructor <init>(Lapp/quire/reader/data/LibraryRepository;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    .registers 6

    iput-object p1, p0, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    iput-object p2, p0, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->$text:Ljava/lang/String;

    iput p3, p0, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->$limit:I

    const/4 v0, 0x2

    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7

    new-instance v0, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;

    iget-object v1, p0, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    iget-object v2, p0, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->$text:Ljava/lang/String;

    iget v3, p0, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->$limit:I

    invoke-direct {v0, v1, v2, v3, p2}, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;-><init>(Lapp/quire/reader/data/LibraryRepository;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 25

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 24
    move-object/from16 v0, p0

    iget v0, v0, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 25
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    invoke-static {v0}, Lapp/quire/reader/data/LibraryRepository;->access$getDb$p(Lapp/quire/reader/data/LibraryRepository;)Lapp/quire/reader/data/QuireDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/data/QuireDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 26
    const/4 v2, 0x4

    new-array v9, v2, [Ljava/lang/String;

    const-string v4, "id"

    const/4 v3, 0x0

    aput-object v4, v9, v3

    const-string v4, "book_id"

    const/4 v3, 0x1

    aput-object v4, v9, v3

    const-string v4, "quote"

    const/4 v3, 0x2

    aput-object v4, v9, v3

    const-string v4, "page"

    const/4 v3, 0x3

    aput-object v4, v9, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v9

    move-object v9, v4

    move-object/from16 v6, p0

    iget-object v6, v6, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->$text:Ljava/lang/String;

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "%"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, "%"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v9, v5

    .line 25
    move-object v4, v9

    const-string v1, "highlights"

    const-string v3, "quote LIKE ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "book_id, page"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    check-cast v9, Ljava/io/Closeable;

    move-object/from16 v0, p0

    iget-object v10, v0, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    move-object/from16 v0, p0

    iget v11, v0, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;->$limit:I

    .line 28
    const/4 v12, 0x0

    :try_start_0
    move-object v0, v9

    check-cast v0, Landroid/database/Cursor;

    move-object v13, v0

    .line 105
    const/4 v14, 0x0

    .line 28
    move-object v15, v10

    invoke-static {v13}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v16, v13

    move/from16 v17, v11

    const/16 v18, 0x0

    .line 106
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object/from16 v19, v0

    .line 107
    :goto_0
    move-object/from16 v0, v19

    invoke-virtual {v0}, Lorg/json/JSONArray;->length()I

    move-result v0

    move/from16 v1, v17

    if-ge v0, v1, :cond_0

    move-object/from16 v0, v16

    invoke-interface {v0}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v20, v16

    move-object/from16 v21, v19

    const/16 v22, 0x0

    .line 28
    move-object/from16 v1, v20

    invoke-static {v10, v1}, Lapp/quire/reader/data/LibraryRepository;->access$highlightJson(Lapp/quire/reader/data/LibraryRepository;Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v0

    .line 107
    move-object v1, v0

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 28
    :cond_0
    move-object/from16 v13, v19
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v9, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v13

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v14

    move-object v12, v14

    throw v14
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v14

    invoke-static {v9, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v14

    :goto_1
    return-object v0

    .line 24
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method

.class public final Lapp/quire/reader/data/LibraryRepository;
.super Ljava/lang/Object;
.source "LibraryRepository.kt"


# instance fields
.field private final db:Lapp/quire/reader/data/QuireDb;


# direct methods
.method public constructor <init>(Lapp/quire/reader/data/QuireDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/data/LibraryRepository;->db:Lapp/quire/reader/data/QuireDb;

    return-void
.end method

.method public static final synthetic access$bookJson(Lapp/quire/reader/data/LibraryRepository;Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 3

    .line 11
    invoke-direct {p0, p1}, Lapp/quire/reader/data/LibraryRepository;->bookJson(Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getDb$p(Lapp/quire/reader/data/LibraryRepository;)Lapp/quire/reader/data/QuireDb;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/quire/reader/data/LibraryRepository;->db:Lapp/quire/reader/data/QuireDb;

    return-object v0
.end method

.method public static final synthetic access$highlightJson(Lapp/quire/reader/data/LibraryRepository;Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 3

    .line 11
    invoke-direct {p0, p1}, Lapp/quire/reader/data/LibraryRepository;->highlightJson(Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final bookJson(Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 6

    .line 91
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 92
    const/4 v3, 0x0

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x1

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x2

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "author"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 93
    const/4 v3, 0x3

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getInt(I)I

    move-result v2

    const-string v1, "pages"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x4

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "status"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final highlightJson(Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 6

    .line 95
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 96
    const/4 v3, 0x0

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x1

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "book_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x2

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "quote"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x3

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getInt(I)I

    move-result v2

    const-string v1, "page"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final rows(Landroid/database/Cursor;ILkotlin/jvm/functions/Function1;)Lorg/json/JSONArray;
    .registers 8

    const/4 v2, 0x0

    .line 99
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 100
    :goto_0
    invoke-virtual {v3}, Lorg/json/JSONArray;->length()I

    move-result v0

    if-ge v0, p2, :cond_0

    invoke-interface {p1}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {p3, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 101
    :cond_0
    return-object v3
.end method


# virtual methods
.method public final addBook(Ljava/lang/String;Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12

    .line 50
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/LibraryRepository$addBook$2;

    move-object v2, p1

    move-object v3, p2

    move v4, p3

    move-object v5, p0

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lapp/quire/reader/data/LibraryRepository$addBook$2;-><init>(Ljava/lang/String;Ljava/lang/String;ILapp/quire/reader/data/LibraryRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p4}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 57
    return-object v0
.end method

.method public final allBooks(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 19
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/LibraryRepository$allBooks$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, v2}, Lapp/quire/reader/data/LibraryRepository$allBooks$2;-><init>(Lapp/quire/reader/data/LibraryRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p1}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 22
    return-object v0
.end method

.method public final allHighlights(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 31
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/LibraryRepository$allHighlights$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, v2}, Lapp/quire/reader/data/LibraryRepository$allHighlights$2;-><init>(Lapp/quire/reader/data/LibraryRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p1}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 34
    return-object v0
.end method

.method public final books(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 12
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/LibraryRepository$books$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, p2, v2}, Lapp/quire/reader/data/LibraryRepository$books$2;-><init>(Lapp/quire/reader/data/LibraryRepository;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p3}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 17
    return-object v0
.end method

.method public final counts(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 9

    instance-of v0, p1, Lapp/quire/reader/data/LibraryRepository$counts$1;

    if-eqz v0, :cond_0

    move-object v0, p1

    check-cast v0, Lapp/quire/reader/data/LibraryRepository$counts$1;

    move-object v5, v0

    iget v0, v5, Lapp/quire/reader/data/LibraryRepository$counts$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v5, Lapp/quire/reader/data/LibraryRepository$counts$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v5, Lapp/quire/reader/data/LibraryRepository$counts$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v5, Lapp/quire/reader/data/LibraryRepository$counts$1;

    invoke-direct {v5, p0, p1}, Lapp/quire/reader/data/LibraryRepository$counts$1;-><init>(Lapp/quire/reader/data/LibraryRepository;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v4, v5, Lapp/quire/reader/data/LibraryRepository$counts$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v6

    .line 85
    iget v0, v5, Lapp/quire/reader/data/LibraryRepository$counts$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/LibraryRepository$counts$2;

    const/4 v3, 0x0

    invoke-direct {v1, p0, v3}, Lapp/quire/reader/data/LibraryRepository$counts$2;-><init>(Lapp/quire/reader/data/LibraryRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v3, 0x1

    iput v3, v5, Lapp/quire/reader/data/LibraryRepository$counts$1;->label:I

    invoke-static {v0, v1, v5}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v6, :cond_1

    return-object v6

    :pswitch_1
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v4

    :cond_1
    const-string v2, "withContext(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 89
    return-object v0

    .line 85
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public final deleteHighlights(JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 65
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, p2, v2}, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;-><init>(Lapp/quire/reader/data/LibraryRepository;JLkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p3}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 67
    return-object v0
.end method

.method public final forgetSync(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 79
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/LibraryRepository$forgetSync$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, v2}, Lapp/quire/reader/data/LibraryRepository$forgetSync$2;-><init>(Lapp/quire/reader/data/LibraryRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p1}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 83
    return-object v0
.end method

.method public final markSynced(Ljava/util/List;JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12

    .line 69
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/LibraryRepository$markSynced$2;

    move-object v2, p1

    move-wide v3, p2

    move-object v5, p0

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lapp/quire/reader/data/LibraryRepository$markSynced$2;-><init>(Ljava/util/List;JLapp/quire/reader/data/LibraryRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p4}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 77
    return-object v0
.end method

.method public final searchHighlights(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 24
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, p2, v2}, Lapp/quire/reader/data/LibraryRepository$searchHighlights$2;-><init>(Lapp/quire/reader/data/LibraryRepository;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p3}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 29
    return-object v0
.end method

.method public final setStatus(JLjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12

    .line 59
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/LibraryRepository$setStatus$2;

    move-object v2, p3

    move-object v3, p0

    move-wide v4, p1

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lapp/quire/reader/data/LibraryRepository$setStatus$2;-><init>(Ljava/lang/String;Lapp/quire/reader/data/LibraryRepository;JLkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p4}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 63
    return-object v0
.end method

.method public final title(JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 45
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/LibraryRepository$title$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, p2, v2}, Lapp/quire/reader/data/LibraryRepository$title$2;-><init>(Lapp/quire/reader/data/LibraryRepository;JLkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p3}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 48
    return-object v0
.end method

.method public final unsynced(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 36
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/LibraryRepository$unsynced$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, v2}, Lapp/quire/reader/data/LibraryRepository$unsynced$2;-><init>(Lapp/quire/reader/data/LibraryRepository;ILkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 43
    return-object v0
.end method

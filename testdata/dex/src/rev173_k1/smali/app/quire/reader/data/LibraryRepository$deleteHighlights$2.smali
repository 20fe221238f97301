.class final Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;
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

    iput-object p1, p0, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    iput-wide p2, p0, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;->$bookId:J

    const/4 v0, 0x2

    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7

    new-instance v0, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;

    iget-object v1, p0, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    iget-wide v2, p0, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;->$bookId:J

    invoke-direct {v0, v1, v2, v3, p2}, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;-><init>(Lapp/quire/reader/data/LibraryRepository;JLkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 65
    iget v0, p0, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 66
    iget-object v0, p0, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    invoke-static {v0}, Lapp/quire/reader/data/LibraryRepository;->access$getDb$p(Lapp/quire/reader/data/LibraryRepository;)Lapp/quire/reader/data/QuireDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/data/QuireDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v7, v3, [Ljava/lang/String;

    iget-wide v5, p0, Lapp/quire/reader/data/LibraryRepository$deleteHighlights$2;->$bookId:J

    invoke-static {v5, v6}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v1, "highlights"

    const-string v2, "book_id = ?"

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    .line 65
    :goto_0
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

.class final Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ShelfToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field label:I

.field final synthetic this$0:Lapp/quire/reader/cetp/ShelfToolProvider;


# direct methods
.method constructor <init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4

    iput-object p1, p0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5

    new-instance v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;

    iget-object v1, p0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    invoke-direct {v0, v1, p2}, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v4

    .line 166
    iget v0, p0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    iget-object v0, p0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    invoke-static {v0}, Lapp/quire/reader/cetp/ShelfToolProvider;->access$getLibrary(Lapp/quire/reader/cetp/ShelfToolProvider;)Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    move-object v1, p0

    check-cast v1, Lkotlin/coroutines/Continuation;

    const/4 v3, 0x1

    iput v3, p0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;->label:I

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/LibraryRepository;->allBooks(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v4, :cond_0

    return-object v4

    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    :cond_0
    return-object v0

    :goto_0
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

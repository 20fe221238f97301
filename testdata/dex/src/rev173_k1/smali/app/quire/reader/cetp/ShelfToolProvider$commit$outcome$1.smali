.class final Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ShelfToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field final synthetic $args:Lorg/json/JSONObject;

.field final synthetic $spec:Lapp/quire/reader/cetp/ToolSpec;

.field label:I

.field final synthetic this$0:Lapp/quire/reader/cetp/ShelfToolProvider;


# direct methods
.method constructor <init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 6

    iput-object p1, p0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    iput-object p2, p0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->$spec:Lapp/quire/reader/cetp/ToolSpec;

    iput-object p3, p0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->$args:Lorg/json/JSONObject;

    const/4 v0, 0x1

    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6

    new-instance v0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;

    iget-object v1, p0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    iget-object v2, p0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->$spec:Lapp/quire/reader/cetp/ToolSpec;

    iget-object v3, p0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->$args:Lorg/json/JSONObject;

    invoke-direct {v0, v1, v2, v3, p1}, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    move-object v1, p1

    check-cast v1, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1}, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->invoke(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    invoke-virtual {p0, p1}, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->create(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v5

    .line 138
    iget v0, p0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    iget-object v0, p0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    iget-object v1, p0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->$spec:Lapp/quire/reader/cetp/ToolSpec;

    iget-object v2, p0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->$args:Lorg/json/JSONObject;

    move-object v3, p0

    check-cast v3, Lkotlin/coroutines/Continuation;

    const/4 v4, 0x1

    iput v4, p0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;->label:I

    invoke-static {v0, v1, v2, v3}, Lapp/quire/reader/cetp/ShelfToolProvider;->access$perform(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v5, :cond_0

    return-object v5

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

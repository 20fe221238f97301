.class final Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SyncToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field label:I

.field final synthetic this$0:Lapp/quire/reader/cetp/SyncToolProvider;


# direct methods
.method constructor <init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4

    iput-object p1, p0, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;->this$0:Lapp/quire/reader/cetp/SyncToolProvider;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5

    new-instance v0, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;

    iget-object v1, p0, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;->this$0:Lapp/quire/reader/cetp/SyncToolProvider;

    invoke-direct {v0, v1, p2}, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v5

    .line 52
    iget v0, p0, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 53
    iget-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;->this$0:Lapp/quire/reader/cetp/SyncToolProvider;

    invoke-static {v0}, Lapp/quire/reader/cetp/SyncToolProvider;->access$getOps(Lapp/quire/reader/cetp/SyncToolProvider;)Lapp/quire/reader/data/OperationRepository;

    move-result-object v0

    .line 54
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 55
    const-string v2, "error_code"

    const-string v3, "UNAVAILABLE"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 56
    const-string v2, "error_message"

    const-string v3, "The sync was interrupted when Quire restarted; start it again."

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 57
    const-string v2, "retryable"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v2, p0

    check-cast v2, Lkotlin/coroutines/Continuation;

    .line 53
    const/4 v4, 0x1

    iput v4, p0, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;->label:I

    invoke-virtual {v0, v1, v2}, Lapp/quire/reader/data/OperationRepository;->failInterrupted(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v5, :cond_0

    .line 52
    return-object v5

    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    .line 59
    :cond_0
    iget-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;->this$0:Lapp/quire/reader/cetp/SyncToolProvider;

    move-object v1, p0

    check-cast v1, Lkotlin/coroutines/Continuation;

    const/4 v3, 0x2

    iput v3, p0, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;->label:I

    invoke-static {v0, v1}, Lapp/quire/reader/cetp/SyncToolProvider;->access$drain(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v5, :cond_1

    .line 52
    return-object v5

    :pswitch_2
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    .line 60
    :cond_1
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 52
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
        :pswitch_2
    .end packed-switch
.end method

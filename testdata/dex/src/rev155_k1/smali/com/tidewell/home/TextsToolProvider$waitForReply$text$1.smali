.class final Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "TextsToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $since:J

.field final synthetic $threadId:J

.field final synthetic $waitMs:J

.field label:I

.field final synthetic this$0:Lcom/tidewell/home/TextsToolProvider;


# direct methods
.method constructor <init>(JLcom/tidewell/home/TextsToolProvider;JJLkotlin/coroutines/Continuation;)V
    .registers 10

    iput-wide p1, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->$waitMs:J

    iput-object p3, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->this$0:Lcom/tidewell/home/TextsToolProvider;

    iput-wide p4, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->$threadId:J

    iput-wide p6, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->$since:J

    const/4 v0, 0x2

    invoke-direct {p0, v0, p8}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 12

    new-instance v0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;

    iget-wide v2, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->$waitMs:J

    iget-object v4, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->this$0:Lcom/tidewell/home/TextsToolProvider;

    iget-wide v5, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->$threadId:J

    iget-wide v7, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->$since:J

    move-wide v1, v2

    move-object v3, v4

    move-wide v4, v5

    move-wide v6, v7

    move-object v8, p2

    invoke-direct/range {v0 .. v8}, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;-><init>(JLcom/tidewell/home/TextsToolProvider;JJLkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v9

    .line 88
    iget v0, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    iget-wide v0, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->$waitMs:J

    new-instance v2, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1$1;

    iget-object v4, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->this$0:Lcom/tidewell/home/TextsToolProvider;

    iget-wide v5, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->$threadId:J

    iget-wide v7, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->$since:J

    move-object v3, v4

    move-wide v4, v5

    move-wide v6, v7

    const/4 v8, 0x0

    invoke-direct/range {v2 .. v8}, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1$1;-><init>(Lcom/tidewell/home/TextsToolProvider;JJLkotlin/coroutines/Continuation;)V

    check-cast v2, Lkotlin/jvm/functions/Function2;

    move-object v3, p0

    check-cast v3, Lkotlin/coroutines/Continuation;

    const/4 v5, 0x1

    iput v5, p0, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;->label:I

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/TimeoutKt;->withTimeoutOrNull(JLkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v9, :cond_0

    return-object v9

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

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

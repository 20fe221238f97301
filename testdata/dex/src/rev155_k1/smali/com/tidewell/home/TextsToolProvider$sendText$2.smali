.class final Lcom/tidewell/home/TextsToolProvider$sendText$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "TextsToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $body:Ljava/lang/String;

.field final synthetic $call:Lcom/tidewell/home/ToolCall;

.field final synthetic $ref:Ljava/lang/String;

.field final synthetic $to:Ljava/lang/String;

.field label:I

.field final synthetic this$0:Lcom/tidewell/home/TextsToolProvider;


# direct methods
.method constructor <init>(Lcom/tidewell/home/ToolCall;Lcom/tidewell/home/TextsToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 8

    iput-object p1, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->$call:Lcom/tidewell/home/ToolCall;

    iput-object p2, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->this$0:Lcom/tidewell/home/TextsToolProvider;

    iput-object p3, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->$to:Ljava/lang/String;

    iput-object p4, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->$body:Ljava/lang/String;

    iput-object p5, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->$ref:Ljava/lang/String;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 10

    new-instance v0, Lcom/tidewell/home/TextsToolProvider$sendText$2;

    iget-object v2, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->$call:Lcom/tidewell/home/ToolCall;

    iget-object v3, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->this$0:Lcom/tidewell/home/TextsToolProvider;

    iget-object v4, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->$to:Ljava/lang/String;

    iget-object v5, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->$body:Ljava/lang/String;

    iget-object v6, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->$ref:Ljava/lang/String;

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, p2

    invoke-direct/range {v0 .. v6}, Lcom/tidewell/home/TextsToolProvider$sendText$2;-><init>(Lcom/tidewell/home/ToolCall;Lcom/tidewell/home/TextsToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/tidewell/home/TextsToolProvider$sendText$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/tidewell/home/TextsToolProvider$sendText$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/tidewell/home/TextsToolProvider$sendText$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/tidewell/home/TextsToolProvider$sendText$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 11

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v8

    .line 111
    iget v0, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    iget-object v0, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->$call:Lcom/tidewell/home/ToolCall;

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->remainingMs()J

    move-result-wide v0

    new-instance v2, Lcom/tidewell/home/TextsToolProvider$sendText$2$1;

    iget-object v4, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->this$0:Lcom/tidewell/home/TextsToolProvider;

    iget-object v5, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->$to:Ljava/lang/String;

    iget-object v6, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->$body:Ljava/lang/String;

    iget-object v7, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->$ref:Ljava/lang/String;

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    const/4 v7, 0x0

    invoke-direct/range {v2 .. v7}, Lcom/tidewell/home/TextsToolProvider$sendText$2$1;-><init>(Lcom/tidewell/home/TextsToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v2, Lkotlin/jvm/functions/Function2;

    move-object v3, p0

    check-cast v3, Lkotlin/coroutines/Continuation;

    const/4 v5, 0x1

    iput v5, p0, Lcom/tidewell/home/TextsToolProvider$sendText$2;->label:I

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/TimeoutKt;->withTimeout(JLkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v8, :cond_0

    return-object v8

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

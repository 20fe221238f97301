.class final Lcom/larkbook/ToolRunner$execute$outcome$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ToolRunner.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $args:Lorg/json/JSONObject;
.field final synthetic $caller:Lcom/larkbook/Caller;
.field final synthetic $env:Lcom/larkbook/Envelope;
.field final synthetic $handler:Lkotlin/jvm/functions/Function2;
.field final synthetic $ticket:Lcom/larkbook/Ticket;
.field  label:I


# direct methods
.method constructor <init>(Lkotlin/jvm/functions/Function2;Lcom/larkbook/Caller;Lcom/larkbook/Envelope;Lorg/json/JSONObject;Lcom/larkbook/Ticket;Lkotlin/coroutines/Continuation;)V
    .registers 8
    iput-object p1, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$handler:Lkotlin/jvm/functions/Function2;
    iput-object p2, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$caller:Lcom/larkbook/Caller;
    iput-object p3, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$env:Lcom/larkbook/Envelope;
    iput-object p4, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$args:Lorg/json/JSONObject;
    iput-object p5, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$ticket:Lcom/larkbook/Ticket;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 10
    new-instance v0, Lcom/larkbook/ToolRunner$execute$outcome$1;
    iget-object v2, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$handler:Lkotlin/jvm/functions/Function2;
    iget-object v3, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$caller:Lcom/larkbook/Caller;
    iget-object v4, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$env:Lcom/larkbook/Envelope;
    iget-object v5, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$args:Lorg/json/JSONObject;
    iget-object v6, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$ticket:Lcom/larkbook/Ticket;
    move-object v1, v2
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, p2
    invoke-direct/range {v0 .. v6}, Lcom/larkbook/ToolRunner$execute$outcome$1;-><init>(Lkotlin/jvm/functions/Function2;Lcom/larkbook/Caller;Lcom/larkbook/Envelope;Lorg/json/JSONObject;Lcom/larkbook/Ticket;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/ToolRunner$execute$outcome$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/larkbook/ToolRunner$execute$outcome$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/larkbook/ToolRunner$execute$outcome$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/larkbook/ToolRunner$execute$outcome$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v7
    .line 54
    iget v0, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L88
:L32
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$handler:Lkotlin/jvm/functions/Function2;
    new-instance v1, Lcom/larkbook/ToolCall;
    iget-object v3, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$caller:Lcom/larkbook/Caller;
    iget-object v4, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$env:Lcom/larkbook/Envelope;
    iget-object v5, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$args:Lorg/json/JSONObject;
    iget-object v6, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->$ticket:Lcom/larkbook/Ticket;
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    const/4 v6, 0x0
    invoke-direct/range {v1 .. v6}, Lcom/larkbook/ToolCall;-><init>(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;Lorg/json/JSONObject;Lcom/larkbook/Ticket;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    const/4 v4, 0x1
    iput v4, p0, Lcom/larkbook/ToolRunner$execute$outcome$1;->label:I
    invoke-interface {v0, v1, p0}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v7, :L87
    return-object v7
:L82
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L87
    return-object v0
:L88
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L32
        :L82
    .end packed-switch
.end method

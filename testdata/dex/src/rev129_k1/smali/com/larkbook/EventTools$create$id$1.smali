.class final Lcom/larkbook/EventTools$create$id$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "EventTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $call:Lcom/larkbook/ToolCall;
.field final synthetic $day:Ljava/time/LocalDate;
.field final synthetic $minutes:I
.field final synthetic $start:Ljava/time/LocalTime;
.field final synthetic $title:Ljava/lang/String;
.field  label:I
.field final synthetic this$0:Lcom/larkbook/EventTools;


# direct methods
.method constructor <init>(Lcom/larkbook/EventTools;Ljava/lang/String;Ljava/time/LocalDate;Ljava/time/LocalTime;ILcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)V
    .registers 9
    iput-object p1, p0, Lcom/larkbook/EventTools$create$id$1;->this$0:Lcom/larkbook/EventTools;
    iput-object p2, p0, Lcom/larkbook/EventTools$create$id$1;->$title:Ljava/lang/String;
    iput-object p3, p0, Lcom/larkbook/EventTools$create$id$1;->$day:Ljava/time/LocalDate;
    iput-object p4, p0, Lcom/larkbook/EventTools$create$id$1;->$start:Ljava/time/LocalTime;
    iput p5, p0, Lcom/larkbook/EventTools$create$id$1;->$minutes:I
    iput-object p6, p0, Lcom/larkbook/EventTools$create$id$1;->$call:Lcom/larkbook/ToolCall;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p7}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 11
    new-instance v0, Lcom/larkbook/EventTools$create$id$1;
    iget-object v2, p0, Lcom/larkbook/EventTools$create$id$1;->this$0:Lcom/larkbook/EventTools;
    iget-object v3, p0, Lcom/larkbook/EventTools$create$id$1;->$title:Ljava/lang/String;
    iget-object v4, p0, Lcom/larkbook/EventTools$create$id$1;->$day:Ljava/time/LocalDate;
    iget-object v5, p0, Lcom/larkbook/EventTools$create$id$1;->$start:Ljava/time/LocalTime;
    iget v6, p0, Lcom/larkbook/EventTools$create$id$1;->$minutes:I
    iget-object v7, p0, Lcom/larkbook/EventTools$create$id$1;->$call:Lcom/larkbook/ToolCall;
    move-object v1, v2
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move v5, v6
    move-object v6, v7
    move-object v7, p2
    invoke-direct/range {v0 .. v7}, Lcom/larkbook/EventTools$create$id$1;-><init>(Lcom/larkbook/EventTools;Ljava/lang/String;Ljava/time/LocalDate;Ljava/time/LocalTime;ILcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/EventTools$create$id$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/larkbook/EventTools$create$id$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/larkbook/EventTools$create$id$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/larkbook/EventTools$create$id$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 63
    iget v0, p0, Lcom/larkbook/EventTools$create$id$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L87
:L28
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 64
    iget-object v0, p0, Lcom/larkbook/EventTools$create$id$1;->this$0:Lcom/larkbook/EventTools;
    invoke-static {v0}, Lcom/larkbook/EventTools;->access$getEvents$p(Lcom/larkbook/EventTools;)Lcom/larkbook/EventRepository;
    move-result-object v0
    iget-object v1, p0, Lcom/larkbook/EventTools$create$id$1;->$title:Ljava/lang/String;
    iget-object v2, p0, Lcom/larkbook/EventTools$create$id$1;->$day:Ljava/time/LocalDate;
    invoke-virtual {v2}, Ljava/time/LocalDate;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v4, "toString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v3, p0, Lcom/larkbook/EventTools$create$id$1;->$start:Ljava/time/LocalTime;
    invoke-virtual {v3}, Ljava/time/LocalTime;->toString()Ljava/lang/String;
    move-result-object v3
    const-string v5, "toString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iget v4, p0, Lcom/larkbook/EventTools$create$id$1;->$minutes:I
    iget-object v5, p0, Lcom/larkbook/EventTools$create$id$1;->$call:Lcom/larkbook/ToolCall;
    invoke-virtual {v5}, Lcom/larkbook/ToolCall;->getCaller()Lcom/larkbook/Caller;
    move-result-object v5
    invoke-virtual {v5}, Lcom/larkbook/Caller;->getUid()I
    move-result v5
    invoke-virtual/range {v0 .. v5}, Lcom/larkbook/EventRepository;->insert(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;II)Ljava/lang/String;
    move-result-object v0
    return-object v0
:L87
    .line 63
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

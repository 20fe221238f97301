.class final Lcom/larkbook/EventTools$list$3$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "EventTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $prefix:Ljava/lang/String;
.field  label:I
.field final synthetic this$0:Lcom/larkbook/EventTools;


# direct methods
.method constructor <init>(Lcom/larkbook/EventTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object p1, p0, Lcom/larkbook/EventTools$list$3$1;->this$0:Lcom/larkbook/EventTools;
    iput-object p2, p0, Lcom/larkbook/EventTools$list$3$1;->$prefix:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/larkbook/EventTools$list$3$1;
    iget-object v1, p0, Lcom/larkbook/EventTools$list$3$1;->this$0:Lcom/larkbook/EventTools;
    iget-object v2, p0, Lcom/larkbook/EventTools$list$3$1;->$prefix:Ljava/lang/String;
    invoke-direct {v0, v1, v2, p2}, Lcom/larkbook/EventTools$list$3$1;-><init>(Lcom/larkbook/EventTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/EventTools$list$3$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/larkbook/EventTools$list$3$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/larkbook/EventTools$list$3$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/larkbook/EventTools$list$3$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 45
    iget v0, p0, Lcom/larkbook/EventTools$list$3$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L52
:L28
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/larkbook/EventTools$list$3$1;->this$0:Lcom/larkbook/EventTools;
    invoke-static {v0}, Lcom/larkbook/EventTools;->access$getEvents$p(Lcom/larkbook/EventTools;)Lcom/larkbook/EventRepository;
    move-result-object v0
    iget-object v2, p0, Lcom/larkbook/EventTools$list$3$1;->$prefix:Ljava/lang/String;
    const-string v1, "day"
    invoke-static {v1, v2}, Lcom/larkbook/QueryKt;->startsWith(Ljava/lang/String;Ljava/lang/String;)Lcom/larkbook/Clause;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larkbook/EventRepository;->find(Lcom/larkbook/Clause;)Ljava/util/List;
    move-result-object v0
    return-object v0
:L52
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

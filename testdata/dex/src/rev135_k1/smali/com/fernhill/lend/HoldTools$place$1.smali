.class final Lcom/fernhill/lend/HoldTools$place$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "HoldTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $hold:Ljava/lang/String;

.field final synthetic $note:Lcom/fernhill/lend/HoldNote;

.field label:I

.field final synthetic this$0:Lcom/fernhill/lend/HoldTools;


# direct methods
.method constructor <init>(Lcom/fernhill/lend/HoldTools;Ljava/lang/String;Lcom/fernhill/lend/HoldNote;Lkotlin/coroutines/Continuation;)V
    .registers 6

    iput-object p1, p0, Lcom/fernhill/lend/HoldTools$place$1;->this$0:Lcom/fernhill/lend/HoldTools;

    iput-object p2, p0, Lcom/fernhill/lend/HoldTools$place$1;->$hold:Ljava/lang/String;

    iput-object p3, p0, Lcom/fernhill/lend/HoldTools$place$1;->$note:Lcom/fernhill/lend/HoldNote;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7

    new-instance v0, Lcom/fernhill/lend/HoldTools$place$1;

    iget-object v1, p0, Lcom/fernhill/lend/HoldTools$place$1;->this$0:Lcom/fernhill/lend/HoldTools;

    iget-object v2, p0, Lcom/fernhill/lend/HoldTools$place$1;->$hold:Ljava/lang/String;

    iget-object v3, p0, Lcom/fernhill/lend/HoldTools$place$1;->$note:Lcom/fernhill/lend/HoldNote;

    invoke-direct {v0, v1, v2, v3, p2}, Lcom/fernhill/lend/HoldTools$place$1;-><init>(Lcom/fernhill/lend/HoldTools;Ljava/lang/String;Lcom/fernhill/lend/HoldNote;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/fernhill/lend/HoldTools$place$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/fernhill/lend/HoldTools$place$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/fernhill/lend/HoldTools$place$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/fernhill/lend/HoldTools$place$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v4

    .line 40
    iget v0, p0, Lcom/fernhill/lend/HoldTools$place$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 41
    iget-object v0, p0, Lcom/fernhill/lend/HoldTools$place$1;->this$0:Lcom/fernhill/lend/HoldTools;

    invoke-virtual {v0}, Lcom/fernhill/lend/HoldTools;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getReminders()Lcom/fernhill/lend/Reminders;

    move-result-object v0

    iget-object v1, p0, Lcom/fernhill/lend/HoldTools$place$1;->$hold:Ljava/lang/String;

    move-object v2, p0

    check-cast v2, Lkotlin/coroutines/Continuation;

    const/4 v3, 0x1

    iput v3, p0, Lcom/fernhill/lend/HoldTools$place$1;->label:I

    invoke-virtual {v0, v1, v2}, Lcom/fernhill/lend/Reminders;->watchQueue(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v4, :cond_0

    .line 40
    return-object v4

    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    .line 42
    :cond_0
    iget-object v0, p0, Lcom/fernhill/lend/HoldTools$place$1;->this$0:Lcom/fernhill/lend/HoldTools;

    invoke-virtual {v0}, Lcom/fernhill/lend/HoldTools;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getLedgerExecutor()Ljava/util/concurrent/Executor;

    move-result-object v0

    iget-object v1, p0, Lcom/fernhill/lend/HoldTools$place$1;->$note:Lcom/fernhill/lend/HoldNote;

    check-cast v1, Ljava/lang/Runnable;

    invoke-interface {v0, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 43
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 40
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

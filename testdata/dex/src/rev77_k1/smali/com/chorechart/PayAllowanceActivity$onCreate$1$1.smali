.class final Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Activities.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/chorechart/PayAllowanceActivity;

.method constructor <init>(Lcom/chorechart/PayAllowanceActivity;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;->this$0:Lcom/chorechart/PayAllowanceActivity;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 136
    iget v0, v3, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;->label:I
    packed-switch v0, :sw_8
    goto :L51
    :L28
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 137
    iget-object v0, v3, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;->this$0:Lcom/chorechart/PayAllowanceActivity;
    const/4 v1, -0x1
    invoke-virtual {v0, v1}, Lcom/chorechart/PayAllowanceActivity;->setResult(I)V
    .line 138
    iget-object v0, v3, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;->this$0:Lcom/chorechart/PayAllowanceActivity;
    invoke-virtual {v0}, Lcom/chorechart/PayAllowanceActivity;->finish()V
    .line 139
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L51
    .line 136
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;
    iget-object v1, v2, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;->this$0:Lcom/chorechart/PayAllowanceActivity;
    invoke-direct {v0, v1, v4}, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;-><init>(Lcom/chorechart/PayAllowanceActivity;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/chorechart/PayAllowanceActivity$onCreate$1$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method


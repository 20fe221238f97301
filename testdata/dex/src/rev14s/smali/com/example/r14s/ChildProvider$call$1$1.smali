# kotlinc's class for the block launched in ChildProvider.call (ChildProvider.kt line 15).
.class final Lcom/example/r14s/ChildProvider$call$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ChildProvider.kt"
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r14s/ChildProvider$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
.end annotation


.field label:I
.field final synthetic this$0:Lcom/example/r14s/ChildProvider;

.method constructor <init>(Lcom/example/r14s/ChildProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/example/r14s/ChildProvider$call$1$1;->this$0:Lcom/example/r14s/ChildProvider;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/example/r14s/ChildProvider$call$1$1;
    iget-object v1, p0, Lcom/example/r14s/ChildProvider$call$1$1;->this$0:Lcom/example/r14s/ChildProvider;
    invoke-direct {v0, v1, p2}, Lcom/example/r14s/ChildProvider$call$1$1;-><init>(Lcom/example/r14s/ChildProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    invoke-virtual {p0, p1, p2}, Lcom/example/r14s/ChildProvider$call$1$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/example/r14s/ChildProvider$call$1$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/example/r14s/ChildProvider$call$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r14s/ChildProvider$call$1$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    iget v0, p0, Lcom/example/r14s/ChildProvider$call$1$1;->label:I
    if-nez v0, :cond_bad
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 16
    iget-object v0, p0, Lcom/example/r14s/ChildProvider$call$1$1;->this$0:Lcom/example/r14s/ChildProvider;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Lcom/example/r14s/ChildProvider;->record(I)V
    .line 17
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :cond_bad
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
.end method

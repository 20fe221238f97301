# Kotlin sketch: the runBlocking block of PeekingJournalExecutor.execute
# (PeekingJournalExecutor.kt, line 12), a suspend lambda that reads the
# DataStore's current Preferences (Flow.first suspends: label 1 resumes
# with them) and asks for the request's key. Nothing is written.
.class final Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "PeekingJournalExecutor.kt"
.implements Lkotlin/jvm/functions/Function2;

.field final synthetic $context:Landroid/content/Context;

.field final synthetic $requestId:Ljava/lang/String;

.field label:I

.method constructor <init>(Landroid/content/Context;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .locals 1
    iput-object p1, p0, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;->$context:Landroid/content/Context;
    iput-object p2, p0, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;->$requestId:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .locals 3
    new-instance p1, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;
    iget-object v0, p0, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;->$context:Landroid/content/Context;
    iget-object v1, p0, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;->$requestId:Ljava/lang/String;
    invoke-direct {p1, v0, v1, p2}, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;-><init>(Landroid/content/Context;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 0
    invoke-virtual {p0, p1, p2}, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 0
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    iget v1, p0, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;->label:I
    packed-switch v1, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    goto :goto_0
    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 12
    iget-object p1, p0, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;->$context:Landroid/content/Context;
    invoke-static {p1}, Lcom/example/dd/JournalStoreKt;->getJournal(Landroid/content/Context;)Landroidx/datastore/core/DataStore;
    move-result-object p1
    invoke-interface {p1}, Landroidx/datastore/core/DataStore;->getData()Lkotlinx/coroutines/flow/Flow;
    move-result-object p1
    move-object v1, p0
    check-cast v1, Lkotlin/coroutines/Continuation;
    const/4 v2, 0x1
    iput v2, p0, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;->label:I
    invoke-static {p1, v1}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    if-ne p1, v0, :goto_0
    return-object v0
    :goto_0
    check-cast p1, Landroidx/datastore/preferences/core/Preferences;
    iget-object v0, p0, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;->$requestId:Ljava/lang/String;
    invoke-static {v0}, Landroidx/datastore/preferences/core/PreferencesKeys;->stringKey(Ljava/lang/String;)Landroidx/datastore/preferences/core/Preferences$Key;
    move-result-object v0
    invoke-virtual {p1, v0}, Landroidx/datastore/preferences/core/Preferences;->contains(Landroidx/datastore/preferences/core/Preferences$Key;)Z
    move-result p1
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object p1
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

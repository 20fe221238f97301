# Kotlin sketch: the edit block of DataStoreJournalExecutor.execute
# (DataStoreJournalExecutor.kt, line 16), a suspend lambda taking the
# MutablePreferences:
#   { it[stringPreferencesKey(requestId)] = "reserved" }
# It never suspends, so its invokeSuspend has one state.
.class final Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "DataStoreJournalExecutor.kt"
.implements Lkotlin/jvm/functions/Function2;

.field final synthetic $requestId:Ljava/lang/String;

.field synthetic L$0:Ljava/lang/Object;

.field label:I

.method constructor <init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .locals 1
    iput-object p1, p0, Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;->$requestId:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .locals 2
    new-instance v0, Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;
    iget-object v1, p0, Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;->$requestId:Ljava/lang/String;
    invoke-direct {v0, v1, p2}, Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    iput-object p1, v0, Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Landroidx/datastore/preferences/core/MutablePreferences;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 0
    invoke-virtual {p0, p1, p2}, Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 0
    check-cast p1, Landroidx/datastore/preferences/core/MutablePreferences;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;->invoke(Landroidx/datastore/preferences/core/MutablePreferences;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 3
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    iget v0, p0, Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;->label:I
    if-nez v0, :cond_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object p1, p0, Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;->L$0:Ljava/lang/Object;
    check-cast p1, Landroidx/datastore/preferences/core/MutablePreferences;
    .line 16
    iget-object v0, p0, Lcom/example/dd/DataStoreJournalExecutor$execute$1$1;->$requestId:Ljava/lang/String;
    invoke-static {v0}, Landroidx/datastore/preferences/core/PreferencesKeys;->stringKey(Ljava/lang/String;)Landroidx/datastore/preferences/core/Preferences$Key;
    move-result-object v0
    const-string v1, "reserved"
    invoke-virtual {p1, v0, v1}, Landroidx/datastore/preferences/core/MutablePreferences;->set(Landroidx/datastore/preferences/core/Preferences$Key;Ljava/lang/Object;)V
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object p1
    :cond_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
.end method

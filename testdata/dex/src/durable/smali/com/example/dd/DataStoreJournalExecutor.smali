# Kotlin sketch (DataStoreJournalExecutor.kt): an executor that answers
# retries from a map but reserves each request in the app's Preferences
# DataStore (JournalStore.kt) first, from a runBlocking coroutine.
#   class DataStoreJournalExecutor : CetpMutationExecutor {                                  // 11
#       private val recent = HashMap<String, CetpProviderResult>()                             // 12
#       override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
#           recent[requestId]?.let { return it }                                                // 14
#           runBlocking {                                                                       // 15
#               context.journal.edit { it[stringPreferencesKey(requestId)] = "reserved" }       // 16
#           }                                                                                   // 17
#           val result = mutation()                                                             // 18
#           recent[requestId] = result                                                          // 19
#           return result                                                                       // 20
#       }
#   }
# kotlinc makes the runBlocking block a SuspendLambda class
# (DataStoreJournalExecutor$execute$1) constructed here and handed to the
# library; the edit block is another (…$execute$1$1).
.class public final Lcom/example/dd/DataStoreJournalExecutor;
.super Ljava/lang/Object;
.source "DataStoreJournalExecutor.kt"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final recent:Ljava/util/HashMap;

# near miss CETP618: the map is only a cache; each request is reserved in the Preferences DataStore (edit in the runBlocking coroutine)
.method public constructor <init>()V
    .locals 1
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 12
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/dd/DataStoreJournalExecutor;->recent:Ljava/util/HashMap;
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "requestId"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "mutation"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    iget-object v0, p0, Lcom/example/dd/DataStoreJournalExecutor;->recent:Ljava/util/HashMap;
    invoke-virtual {v0, p2}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    if-eqz v0, :cond_0
    return-object v0
    .line 15
    :cond_0
    new-instance v0, Lcom/example/dd/DataStoreJournalExecutor$execute$1;
    const/4 v1, 0x0
    invoke-direct {v0, p1, p2, v1}, Lcom/example/dd/DataStoreJournalExecutor$execute$1;-><init>(Landroid/content/Context;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    invoke-static {v1, v0, v2, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    .line 18
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 19
    iget-object p3, p0, Lcom/example/dd/DataStoreJournalExecutor;->recent:Ljava/util/HashMap;
    check-cast p3, Ljava/util/Map;
    invoke-interface {p3, p2, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 20
    return-object p1
.end method

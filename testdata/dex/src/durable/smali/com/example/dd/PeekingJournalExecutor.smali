# Kotlin sketch (PeekingJournalExecutor.kt): an executor that looks a
# request up in the Preferences DataStore but never writes it there: its
# only record is the map, which a restart empties.
#   class PeekingJournalExecutor : CetpMutationExecutor {                                    // 8
#       private val done = ConcurrentHashMap<String, CetpProviderResult>()                     // 9
#       override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
#           done[requestId]?.let { return it }                                                  // 11
#           val seen = runBlocking { context.journal.data.first().contains(stringPreferencesKey(requestId)) }  // 12
#           if (seen) throw IllegalStateException("request ran before a restart")               // 13
#           val result = mutation()                                                             // 14
#           done[requestId] = result                                                            // 15
#           return result                                                                       // 16
#       }
#   }
.class public final Lcom/example/dd/PeekingJournalExecutor;
.super Ljava/lang/Object;
.source "PeekingJournalExecutor.kt"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final done:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .locals 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 9
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/dd/PeekingJournalExecutor;->done:Ljava/util/concurrent/ConcurrentHashMap;
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
    .line 11
    iget-object v0, p0, Lcom/example/dd/PeekingJournalExecutor;->done:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    if-eqz v0, :cond_0
    return-object v0
    .line 12
    :cond_0
    new-instance v0, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;
    const/4 v1, 0x0
    invoke-direct {v0, p1, p2, v1}, Lcom/example/dd/PeekingJournalExecutor$execute$seen$1;-><init>(Landroid/content/Context;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    invoke-static {v1, v0, v2, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Boolean;
    invoke-virtual {p1}, Ljava/lang/Boolean;->booleanValue()Z
    move-result p1
    .line 13
    if-nez p1, :cond_1
    .line 14
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 15
    iget-object p3, p0, Lcom/example/dd/PeekingJournalExecutor;->done:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast p3, Ljava/util/Map;
    invoke-interface {p3, p2, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 16
    return-object p1
    .line 13
    :cond_1
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string p2, "request ran before a restart"
    invoke-direct {p1, p2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
.end method

# Kotlin sketch (WindowedJournalExecutor.kt): remembers executed requests
# in a map, stamped with a clock; neither the clock nor the map persists.
#   class WindowedJournalExecutor(private val clock: Clock) : CetpMutationExecutor {   // 9
#       private val done = HashMap<String, CetpProviderResult>()                         // 10
#       private val at = HashMap<String, Long>()                                         // 11
#       override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
#           done[requestId]?.let { return it }                                            // 13
#           val result = mutation()                                                       // 14
#           done[requestId] = result                                                      // 15
#           at[requestId] = clock.millis()                                                // 16
#           return result                                                                 // 17
#       }
#   }
.class public final Lcom/example/rt/WindowedJournalExecutor;
.super Ljava/lang/Object;
.source "WindowedJournalExecutor.kt"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final at:Ljava/util/HashMap;

.field private final clock:Ljava/time/Clock;

.field private final done:Ljava/util/HashMap;

.method public constructor <init>(Ljava/time/Clock;)V
    .locals 1
    const-string v0, "clock"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/rt/WindowedJournalExecutor;->clock:Ljava/time/Clock;
    .line 10
    new-instance p1, Ljava/util/HashMap;
    invoke-direct {p1}, Ljava/util/HashMap;-><init>()V
    iput-object p1, p0, Lcom/example/rt/WindowedJournalExecutor;->done:Ljava/util/HashMap;
    .line 11
    new-instance p1, Ljava/util/HashMap;
    invoke-direct {p1}, Ljava/util/HashMap;-><init>()V
    iput-object p1, p0, Lcom/example/rt/WindowedJournalExecutor;->at:Ljava/util/HashMap;
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "requestId"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "mutation"
    invoke-static {p3, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    iget-object p1, p0, Lcom/example/rt/WindowedJournalExecutor;->done:Ljava/util/HashMap;
    invoke-virtual {p1, p2}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    if-eqz p1, :cond_0
    return-object p1
    .line 14
    :cond_0
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 15
    iget-object p3, p0, Lcom/example/rt/WindowedJournalExecutor;->done:Ljava/util/HashMap;
    check-cast p3, Ljava/util/Map;
    invoke-interface {p3, p2, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 16
    iget-object p3, p0, Lcom/example/rt/WindowedJournalExecutor;->at:Ljava/util/HashMap;
    check-cast p3, Ljava/util/Map;
    iget-object v0, p0, Lcom/example/rt/WindowedJournalExecutor;->clock:Ljava/time/Clock;
    invoke-virtual {v0}, Ljava/time/Clock;->millis()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    invoke-interface {p3, p2, v0}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 17
    return-object p1
.end method

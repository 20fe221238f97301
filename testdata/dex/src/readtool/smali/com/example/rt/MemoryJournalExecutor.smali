# Kotlin sketch (MemoryJournalExecutor.kt): JournalProvider's executor,
# which remembers executed requests in a map of the object only.
#   object MemoryJournalExecutor : CetpMutationExecutor {                           // 7
#       private val done = ConcurrentHashMap<String, CetpProviderResult>()           // 8
#       override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
#           done[requestId]?.let { return it }                                        // 10
#           val result = mutation()                                                   // 11
#           done[requestId] = result                                                  // 12
#           return result                                                             // 13
#       }
#   }
# kotlinc keeps an object's properties in static fields set by <clinit>.
.class public final Lcom/example/rt/MemoryJournalExecutor;
.super Ljava/lang/Object;
.source "MemoryJournalExecutor.kt"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field public static final INSTANCE:Lcom/example/rt/MemoryJournalExecutor;

.field private static final done:Ljava/util/concurrent/ConcurrentHashMap;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Lcom/example/rt/MemoryJournalExecutor;
    invoke-direct {v0}, Lcom/example/rt/MemoryJournalExecutor;-><init>()V
    sput-object v0, Lcom/example/rt/MemoryJournalExecutor;->INSTANCE:Lcom/example/rt/MemoryJournalExecutor;
    .line 8
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/rt/MemoryJournalExecutor;->done:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .locals 0
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 2
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "requestId"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "mutation"
    invoke-static {p3, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    sget-object p1, Lcom/example/rt/MemoryJournalExecutor;->done:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p1, p2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    if-eqz p1, :cond_0
    return-object p1
    .line 11
    :cond_0
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 12
    sget-object p3, Lcom/example/rt/MemoryJournalExecutor;->done:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast p3, Ljava/util/Map;
    invoke-interface {p3, p2, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 13
    return-object p1
.end method

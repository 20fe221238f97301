# Kotlin sketch (CompanionExecutor.kt):
#   class CompanionExecutor : CetpMutationExecutor {                           // 8
#       override fun execute(requestId: String, block: () -> Any): Any {
#           done[requestId]?.let { return it }                                 // 11
#           val result = block()                                               // 12
#           done[requestId] = result                                           // 13
#           return result                                                      // 15
#       }
#       companion object { private val done = ConcurrentHashMap<String, Any>() } // 19-20
#   }
# true positive CETP618: the records live only in the companion's map (the
# Companion field kotlinc always emits holds nothing)
.class public final Lcom/example/sg/CompanionExecutor;
.super Ljava/lang/Object;
.source "CompanionExecutor.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field public static final Companion:Lcom/example/sg/CompanionExecutor$Companion;
.field private static final done:Ljava/util/concurrent/ConcurrentHashMap;

.method static constructor <clinit>()V
    .locals 2
    new-instance v0, Lcom/example/sg/CompanionExecutor$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/sg/CompanionExecutor$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/sg/CompanionExecutor;->Companion:Lcom/example/sg/CompanionExecutor$Companion;
    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/sg/CompanionExecutor;->done:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method public constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public execute(Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .locals 3
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "block"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    sget-object v0, Lcom/example/sg/CompanionExecutor;->done:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    if-eqz v1, :cond_0
    return-object v1
    .line 12
    :cond_0
    invoke-interface {p2}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v1
    .line 13
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 15
    return-object v1
.end method

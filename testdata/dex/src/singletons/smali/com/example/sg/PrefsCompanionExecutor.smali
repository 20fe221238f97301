# Kotlin sketch (PrefsCompanionExecutor.kt):
#   class PrefsCompanionExecutor(private val prefs: SharedPreferences) : CetpMutationExecutor { // 8
#       override fun execute(requestId: String, block: () -> Any): Any {
#           done[requestId]?.let { return it }                                 // 11
#           val result = block()                                               // 12
#           done[requestId] = result                                           // 13
#           prefs.edit().putString(requestId, "done").commit()                 // 14
#           return result                                                      // 15
#       }
#       companion object { private val done = ConcurrentHashMap<String, Any>() } // 19-20
#   }
# near miss CETP618: the companion's map is a cache in front of SharedPreferences
.class public final Lcom/example/sg/PrefsCompanionExecutor;
.super Ljava/lang/Object;
.source "PrefsCompanionExecutor.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field public static final Companion:Lcom/example/sg/PrefsCompanionExecutor$Companion;
.field private static final done:Ljava/util/concurrent/ConcurrentHashMap;
.field private final prefs:Landroid/content/SharedPreferences;

.method static constructor <clinit>()V
    .locals 2
    new-instance v0, Lcom/example/sg/PrefsCompanionExecutor$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/sg/PrefsCompanionExecutor$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/sg/PrefsCompanionExecutor;->Companion:Lcom/example/sg/PrefsCompanionExecutor$Companion;
    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/sg/PrefsCompanionExecutor;->done:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .locals 1
    const-string v0, "prefs"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/sg/PrefsCompanionExecutor;->prefs:Landroid/content/SharedPreferences;
    return-void
.end method

.method public execute(Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .locals 3
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "block"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    sget-object v0, Lcom/example/sg/PrefsCompanionExecutor;->done:Ljava/util/concurrent/ConcurrentHashMap;
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
    .line 14
    iget-object v0, p0, Lcom/example/sg/PrefsCompanionExecutor;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v2, "done"
    invoke-interface {v0, p1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 15
    return-object v1
.end method

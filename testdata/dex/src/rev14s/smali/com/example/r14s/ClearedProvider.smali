# Kotlin sketch (ClearedProvider.kt), kotlinc 1.9 + D8:
#   class ClearedProvider : ContentProvider() {                                         // 10
#       lateinit var work: CoroutineContext   // set by the app's DI graph, outside this APK's code  11
#       override fun onCreate() = true                                              // 12
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
#           val token = Binder.clearCallingIdentity()                               // 15
#           try {
#               return runBlocking(work) { audit(Binder.getCallingUid()) }          // 17
#           } finally {
#               Binder.restoreCallingIdentity(token)                                // 19
#           }
#       }
#       private fun audit(uid: Int): Bundle {
#           val b = Bundle()                                                        // 23
#           b.putInt("uid", uid)                                                    // 24
#           return b                                                                // 25
#       }
#   }
# note CETP611: whether runBlocking(work) runs its body on this thread, inside the
# cleared window (the read would return the provider's own identity), or on a
# dispatcher's thread (CETP603) depends on a context the analysis cannot see.
.class public final Lcom/example/r14s/ClearedProvider;
.super Landroid/content/ContentProvider;
.source "ClearedProvider.kt"

.field public work:Lkotlin/coroutines/CoroutineContext;

.method public constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public static final synthetic access$audit(Lcom/example/r14s/ClearedProvider;I)Landroid/os/Bundle;
    .registers 2
    .line 10
    invoke-direct {p0, p1}, Lcom/example/r14s/ClearedProvider;->audit(I)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method private final audit(I)Landroid/os/Bundle;
    .registers 4
    .line 23
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 24
    const-string v1, "uid"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 25
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    :try_start_0
    .line 17
    iget-object v2, p0, Lcom/example/r14s/ClearedProvider;->work:Lkotlin/coroutines/CoroutineContext;
    if-nez v2, :cond_0
    const-string v2, "work"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
    :cond_0
    new-instance v3, Lcom/example/r14s/ClearedProvider$call$1;
    const/4 v4, 0x0
    invoke-direct {v3, p0, v4}, Lcom/example/r14s/ClearedProvider$call$1;-><init>(Lcom/example/r14s/ClearedProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    invoke-static {v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Landroid/os/Bundle;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 19
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    return-object v2
    :catchall_0
    move-exception v2
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v2
.end method

.method public final getWork()Lkotlin/coroutines/CoroutineContext;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/example/r14s/ClearedProvider;->work:Lkotlin/coroutines/CoroutineContext;
    if-eqz v0, :cond_0
    return-object v0
    :cond_0
    const-string v0, "work"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setWork(Lkotlin/coroutines/CoroutineContext;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    iput-object p1, p0, Lcom/example/r14s/ClearedProvider;->work:Lkotlin/coroutines/CoroutineContext;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 12
    const/4 v0, 0x1
    return v0
.end method

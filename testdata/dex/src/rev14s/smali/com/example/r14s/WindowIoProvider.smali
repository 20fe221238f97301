# Kotlin sketch (WindowIoProvider.kt), kotlinc 1.9 + D8:
#   class WindowIoProvider : ContentProvider() {                                        // 10
#       @Volatile var lastUid = -1                                                  // 11
#       override fun onCreate() = true                                              // 12
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
#           val token = Binder.clearCallingIdentity()                               // 15
#           try {
#               runBlocking {                                                       // 17
#                   launch(Dispatchers.IO) { record(Binder.getCallingUid()) }      // 18
#               }
#               return Bundle()                                                     // 20
#           } finally {
#               Binder.restoreCallingIdentity(token)                                // 22
#           }
#       }
#       fun record(uid: Int) { lastUid = uid }                                     // 25
#   }
# near miss CETP611: the child runs on Dispatchers.IO, not in the cleared window on this
# thread (the read off the Binder thread is CETP603's).
.class public final Lcom/example/r14s/WindowIoProvider;
.super Landroid/content/ContentProvider;
.source "WindowIoProvider.kt"

.field private volatile lastUid:I

.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 11
    const/4 v0, -0x1
    iput v0, p0, Lcom/example/r14s/WindowIoProvider;->lastUid:I
    return-void
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
    new-instance v2, Lcom/example/r14s/WindowIoProvider$call$1;
    const/4 v3, 0x0
    invoke-direct {v2, p0, v3}, Lcom/example/r14s/WindowIoProvider$call$1;-><init>(Lcom/example/r14s/WindowIoProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v2, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x1
    invoke-static {v3, v2, v4, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    .line 20
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 22
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    return-object v2
    :catchall_0
    move-exception v2
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v2
.end method

.method public final getLastUid()I
    .registers 2
    .line 11
    iget v0, p0, Lcom/example/r14s/WindowIoProvider;->lastUid:I
    return v0
.end method

.method public onCreate()Z
    .registers 2
    .line 12
    const/4 v0, 0x1
    return v0
.end method

.method public final record(I)V
    .registers 2
    .line 25
    iput p1, p0, Lcom/example/r14s/WindowIoProvider;->lastUid:I
    return-void
.end method

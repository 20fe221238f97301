# Kotlin sketch (DetachedProvider.kt), kotlinc 1.9 + D8:
#   class DetachedProvider : ContentProvider() {                                       // 10
#       @Volatile var lastUid = -1                                                  // 11
#       override fun onCreate() = true                                              // 12
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? = runBlocking {  // 14
#           launch(Job()) {                                                         // 15
#               delay(10)                                                           // 16
#               record(Binder.getCallingUid())                                      // 17
#           }
#           Bundle()                                                                // 19
#       }
#       fun record(uid: Int) { lastUid = uid }                                     // 21
#   }
# note CETP603: Job() makes the launched coroutine no child of runBlocking's: it is
# queued on runBlocking's event loop, but runBlocking does not wait for it, and after
# delay() it may resume once runBlocking (and call()) returned, on another thread. The
# dispatcher is the scope's (none), so whether the read runs on the Binder thread is not
# decided: a note, not silence (before: judged as staying on the Binder thread).
.class public final Lcom/example/r14s/DetachedProvider;
.super Landroid/content/ContentProvider;
.source "DetachedProvider.kt"

.field private volatile lastUid:I

.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 11
    const/4 v0, -0x1
    iput v0, p0, Lcom/example/r14s/DetachedProvider;->lastUid:I
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    new-instance v0, Lcom/example/r14s/DetachedProvider$call$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, v1}, Lcom/example/r14s/DetachedProvider$call$1;-><init>(Lcom/example/r14s/DetachedProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    invoke-static {v1, v0, v2, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method public final getLastUid()I
    .registers 2
    .line 11
    iget v0, p0, Lcom/example/r14s/DetachedProvider;->lastUid:I
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
    .line 21
    iput p1, p0, Lcom/example/r14s/DetachedProvider;->lastUid:I
    return-void
.end method

.class public final Lcom/example/r13x/AfterProvider;
.super Landroid/content/ContentProvider;
.source "AfterProvider.kt"

# Sketch (kotlinc + D8), lines as in .line:
# class AfterProvider : ContentProvider() {
#     override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#         val t = Binder.clearCallingIdentity()                                 // 12
#         try { Log.i("r13x", "cleared") }                                       // 13
#         finally { Binder.restoreCallingIdentity(t) }                           // 15
#         return runBlocking {                                                   // 16
#             Bundle().apply { putInt("uid", Binder.getCallingUid()) }           // 19 near miss 611: the window closed before runBlocking
#         }
#     }
# }

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 13
    :try_start_0
    const-string v2, "r13x"
    const-string v3, "cleared"
    invoke-static {v2, v3}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 15
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 16
    new-instance v2, Lcom/example/r13x/AfterProvider$call$1;
    const/4 v3, 0x0
    invoke-direct {v2, v3}, Lcom/example/r13x/AfterProvider$call$1;-><init>(Lkotlin/coroutines/Continuation;)V
    check-cast v2, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x1
    invoke-static {v3, v2, v4, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    const-string v3, "runBlocking(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v2, Landroid/os/Bundle;
    return-object v2
    :catchall_0
    move-exception v2
    .line 15
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v2
.end method

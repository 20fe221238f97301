.class public final Lapp/larder/kitchen/cetp/WorkersKt;
.super Ljava/lang/Object;
.source "Workers.kt"


# direct methods
.method public static final onWorker(Lkotlin/jvm/functions/Function0;)Ljava/util/concurrent/Future;
    .registers 5

    const-string v1, "block"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x0

    .line 15
    invoke-static {}, Lapp/larder/kitchen/cetp/Workers;->getPool()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    new-instance v1, Lapp/larder/kitchen/cetp/WorkersKt$onWorker$1;

    invoke-direct {v1, p0}, Lapp/larder/kitchen/cetp/WorkersKt$onWorker$1;-><init>(Lkotlin/jvm/functions/Function0;)V

    check-cast v1, Ljava/util/concurrent/Callable;

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v0

    const-string v2, "submit(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

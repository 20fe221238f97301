# class P : ContentProvider() {      (Kotlin)
#   override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#     Binder.getCallingUid()
#     val jobs = mutableListOf<Callable<Int>>(Ok())
#     jobs.add(UidJob())                              // added after the list is made
#     Executors.newFixedThreadPool(2).invokeAll(jobs)
#     return Bundle()
#   }
# }
.class public Lcom/example/demo/P;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/util/concurrent/Callable;
    new-instance v1, Lcom/example/demo/Ok;
    invoke-direct {v1}, Lcom/example/demo/Ok;-><init>()V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->mutableListOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    new-instance v1, Lcom/example/demo/UidJob;
    invoke-direct {v1}, Lcom/example/demo/UidJob;-><init>()V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const/4 v1, 0x2
    invoke-static {v1}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v1
    invoke-interface {v1, v0}, Ljava/util/concurrent/ExecutorService;->invokeAll(Ljava/util/Collection;)Ljava/util/List;
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

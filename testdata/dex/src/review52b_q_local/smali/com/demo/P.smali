# class P extends ContentProvider {
#   Bundle call(String m, String a, Bundle x) {
#     int uid = Binder.getCallingUid();
#     BlockingQueue<String> q = new ArrayBlockingQueue<>(4);   // a local buffer, no thread involved
#     q.offer(a);
#     Log.d(q.poll(), "uid " + uid);
#     return null;
#   }
# }
.class public Lcom/demo/P;
.super Landroid/content/ContentProvider;
.source "P.java"
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
    .registers 7
    .line 3
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    .line 4
    new-instance v0, Ljava/util/concurrent/ArrayBlockingQueue;
    const/4 v1, 0x4
    invoke-direct {v0, v1}, Ljava/util/concurrent/ArrayBlockingQueue;-><init>(I)V
    .line 5
    invoke-interface {v0, p2}, Ljava/util/concurrent/BlockingQueue;->offer(Ljava/lang/Object;)Z
    .line 6
    invoke-interface {v0}, Ljava/util/concurrent/BlockingQueue;->poll()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    const/4 v0, 0x0
    return-object v0
.end method

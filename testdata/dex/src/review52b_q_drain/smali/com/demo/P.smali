# class P extends ContentProvider {
#   final LinkedBlockingQueue<String> pending = new LinkedBlockingQueue<>();
#   Bundle call(String m, String a, Bundle x) {
#     pending.offer(a);
#     drain();                 // drained right here, on the Binder thread
#     return null;
#   }
#   void drain() { String s; while ((s = pending.poll()) != null) Log.d(s, "uid " + Binder.getCallingUid()); }
# }
.class public Lcom/demo/P;
.super Landroid/content/ContentProvider;
.source "P.java"

.field final pending:Ljava/util/concurrent/LinkedBlockingQueue;

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    iput-object v0, p0, Lcom/demo/P;->pending:Ljava/util/concurrent/LinkedBlockingQueue;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 4
    iget-object v0, p0, Lcom/demo/P;->pending:Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-virtual {v0, p2}, Ljava/util/concurrent/LinkedBlockingQueue;->offer(Ljava/lang/Object;)Z
    .line 5
    invoke-virtual {p0}, Lcom/demo/P;->drain()V
    const/4 v0, 0x0
    return-object v0
.end method

.method drain()V
    .registers 4
    .line 8
    :goto_0
    iget-object v0, p0, Lcom/demo/P;->pending:Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-virtual {v0}, Ljava/util/concurrent/LinkedBlockingQueue;->poll()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :cond_0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    goto :goto_0
    :cond_0
    return-void
.end method

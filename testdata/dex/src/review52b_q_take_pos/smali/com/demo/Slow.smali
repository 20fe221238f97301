# see P.smali
.class Lcom/demo/Slow;
.super Ljava/lang/Thread;
.source "Slow.java"
.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method
.method public run()V
    .registers 3
    :goto_0
    :try_start_0
    sget-object v0, Lcom/demo/P;->slow:Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-virtual {v0}, Ljava/util/concurrent/LinkedBlockingQueue;->take()Ljava/lang/Object;
    :try_end_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_0
    .line 8
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v1
    const-string v0, "demo"
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    goto :goto_0
    :catch_0
    move-exception v0
    return-void
.end method

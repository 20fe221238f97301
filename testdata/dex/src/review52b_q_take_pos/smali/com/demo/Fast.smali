# q_fields_pos with Fast taking with take() instead of poll(1, SECONDS)
# see P.smali
.class Lcom/demo/Fast;
.super Ljava/lang/Thread;
.source "Fast.java"
.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method
.method public run()V
    .registers 5
    :goto_0
    :try_start_0
    sget-object v0, Lcom/demo/P;->fast:Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-virtual {v0}, Ljava/util/concurrent/LinkedBlockingQueue;->take()Ljava/lang/Object;
    move-result-object v0
    :try_end_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_0
    if-eqz v0, :goto_0
    instance-of v1, v0, Lcom/demo/DeleteJob;
    if-eqz v1, :cond_note
    .line 7
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v1
    const-string v2, "demo"
    invoke-static {v2, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    goto :goto_0
    :cond_note
    const-string v1, "note"
    const-string v2, "demo"
    invoke-static {v2, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    goto :goto_0
    :catch_0
    move-exception v0
    return-void
.end method

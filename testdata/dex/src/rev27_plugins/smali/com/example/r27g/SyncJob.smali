.class public final Lcom/example/r27g/SyncJob;
.super Ljava/lang/Object;
.source "SyncJob.java"
.implements Lcom/example/r27g/Job;

.field private final main:Landroid/os/Handler;

.method public constructor <init>()V
    .registers 3
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 11
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Lcom/example/r27g/SyncJob;->main:Landroid/os/Handler;
    return-void
.end method

.method static synthetic lambda$run$0()V
    .registers 3
    .line 15
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 16
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "sync for "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "sync"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 17
    return-void
.end method

.method public run(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 14
    iget-object p1, p0, Lcom/example/r27g/SyncJob;->main:Landroid/os/Handler;
    sget-object p2, Lcom/example/r27g/SyncJob$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/r27g/SyncJob$$ExternalSyntheticLambda0;
    invoke-virtual {p1, p2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 18
    const-string p1, "{\"queued\":true}"
    invoke-static {p1}, Lcom/example/r27g/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

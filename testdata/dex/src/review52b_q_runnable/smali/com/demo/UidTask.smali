# class UidTask implements Runnable { public void run() { Log.d("demo", "uid " + Binder.getCallingUid()); } }
.class Lcom/demo/UidTask;
.super Ljava/lang/Object;
.source "UidTask.java"
.implements Ljava/lang/Runnable;

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run()V
    .registers 3
    .line 1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v1
    const-string v0, "demo"
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

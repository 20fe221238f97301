# class SafeTask implements Runnable { public void run() { Log.d("demo", "safe"); } }
.class Lcom/demo/SafeTask;
.super Ljava/lang/Object;
.source "SafeTask.java"
.implements Ljava/lang/Runnable;

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run()V
    .registers 3
    .line 1
    const-string v0, "demo"
    const-string v1, "safe"
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

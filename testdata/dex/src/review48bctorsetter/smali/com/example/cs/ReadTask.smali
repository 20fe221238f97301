# Java: final class ReadTask implements Task { public void run(Context c) {} }
.class final Lcom/example/cs/ReadTask;
.super Ljava/lang/Object;
.implements Lcom/example/cs/Task;
.method constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public run(Landroid/content/Context;)V
    .locals 0
    return-void
.end method

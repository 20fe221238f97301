# See sketch/Sources.java (StatProvider.java); WHO and TICK are c.INSTANCE and c.INSTANCE$1.
.class public Lcom/example/r8w/StatProvider;
.super Landroid/content/ContentProvider;
.source "StatProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 13
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object p2
    .line 14
    const-string p3, "stats"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_0
    sget-object p1, Lcom/example/r8w/c;->INSTANCE:Lcom/example/r8w/c;
    invoke-interface {p2, p1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    goto :goto_0
    .line 15
    :cond_0
    sget-object p1, Lcom/example/r8w/c;->INSTANCE$1:Lcom/example/r8w/c;
    invoke-interface {p2, p1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 16
    :goto_0
    const/4 p1, 0x0
    return-object p1
.end method

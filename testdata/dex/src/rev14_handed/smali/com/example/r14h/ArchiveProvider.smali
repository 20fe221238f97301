# See sketch/Sources.java (ArchiveProvider.java).
.class public Lcom/example/r14h/ArchiveProvider;
.super Landroid/content/ContentProvider;
.source "ArchiveProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 8
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
    .line 10
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-nez p1, :cond_0
    return-object p2
    :cond_0
    .line 11
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gez p1, :cond_1
    return-object p2
    :cond_1
    .line 12
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object p1
    .line 13
    const-string v0, "confirmed"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :cond_2
    new-instance v0, Lcom/example/r14h/a;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/example/r14h/a;-><init>(Landroid/content/Context;I)V
    invoke-interface {p1, v0}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 14
    :cond_2
    const-string v0, "force"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :cond_3
    new-instance v0, Lcom/example/r14h/a;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/example/r14h/a;-><init>(Landroid/content/Context;I)V
    invoke-interface {p1, v0}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 15
    :cond_3
    return-object p2
.end method

# See sketch/ToolProvider.java.
.class public Lcom/example/dam/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private final a:Ljava/util/concurrent/ExecutorService;

.field private final b:Lcom/example/dam/a;

.field private c:Lcom/example/dam/a;

.method public constructor <init>()V
    .registers 3
    .line 7
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 8
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/dam/ToolProvider;->a:Ljava/util/concurrent/ExecutorService;
    .line 9
    new-instance v0, Lcom/example/dam/a;
    const/4 v1, 0x2
    invoke-direct {v0, p0, v1}, Lcom/example/dam/a;-><init>(Lcom/example/dam/ToolProvider;I)V
    iput-object v0, p0, Lcom/example/dam/ToolProvider;->b:Lcom/example/dam/a;
    return-void
.end method

.method public static synthetic $r8$lambda$Hk2pRw7Tq4Ld(Lcom/example/dam/ToolProvider;)V
    .registers 3
    .line 18
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p0
    const-string v0, "jobs"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->clear()Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    return-void
.end method

.method final a()V
    .registers 3
    .line 18
    new-instance v0, Lcom/example/dam/a;
    const/4 v1, 0x1
    invoke-direct {v0, p0, v1}, Lcom/example/dam/a;-><init>(Lcom/example/dam/ToolProvider;I)V
    iput-object v0, p0, Lcom/example/dam/ToolProvider;->c:Lcom/example/dam/a;
    .line 19
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 22
    const-string p2, "rearm"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_0
    invoke-virtual {p0}, Lcom/example/dam/ToolProvider;->a()V
    .line 23
    :cond_0
    const-string p1, "confirmed"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result p1
    if-eqz p1, :cond_1
    iget-object p1, p0, Lcom/example/dam/ToolProvider;->a:Ljava/util/concurrent/ExecutorService;
    iget-object p2, p0, Lcom/example/dam/ToolProvider;->c:Lcom/example/dam/a;
    invoke-interface {p1, p2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    # near miss CETP614: fixed is a's id 2, whose case only logs
    .line 24
    :cond_1
    const-string p1, "force"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result p1
    if-eqz p1, :cond_2
    iget-object p1, p0, Lcom/example/dam/ToolProvider;->a:Ljava/util/concurrent/ExecutorService;
    iget-object p2, p0, Lcom/example/dam/ToolProvider;->b:Lcom/example/dam/a;
    invoke-interface {p1, p2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 25
    :cond_2
    const/4 p1, 0x0
    return-object p1
.end method

.method public onCreate()Z
    .registers 3
    .line 13
    new-instance v0, Lcom/example/dam/a;
    const/4 v1, 0x0
    invoke-direct {v0, p0, v1}, Lcom/example/dam/a;-><init>(Lcom/example/dam/ToolProvider;I)V
    iput-object v0, p0, Lcom/example/dam/ToolProvider;->c:Lcom/example/dam/a;
    .line 14
    const/4 v0, 0x1
    return v0
.end method

# See sketch/ToolProvider.java.
.class public Lcom/example/r14l/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

# instance fields
.field private final a:Ljava/util/concurrent/Executor;

# direct methods
.method public constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 9
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r14l/ToolProvider;->a:Ljava/util/concurrent/Executor;
    return-void
.end method

.method public static synthetic $r8$lambda$Ab9sNnE3hYk0(Lcom/example/r14l/ToolProvider;)V
    .registers 2
    .line 14
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-virtual {p0, v0}, Lcom/example/r14l/ToolProvider;->a(I)V
    return-void
.end method

.method public static synthetic $r8$lambda$Zz7uLw0cPq4e(Lcom/example/r14l/ToolProvider;)V
    .registers 1
    .line 16
    invoke-virtual {p0}, Lcom/example/r14l/ToolProvider;->b()V
    return-void
.end method

.method public static synthetic $r8$lambda$Qm0wXbRk1vT2(Lcom/example/r14l/ToolProvider;)V
    .registers 2
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-virtual {p0, v0}, Lcom/example/r14l/ToolProvider;->c(I)V
    return-void
.end method

# virtual methods
.method final a(I)V
    .registers 4
    .line 25
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "audit "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "r14l"
    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method final b()V
    .registers 3
    .line 26
    const-string v0, "r14l"
    const-string v1, "flush"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method final c(I)V
    .registers 4
    .line 27
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "push "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "r14l"
    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 12
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 13
    const-string p2, "audit"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_0
    .line 14
    new-instance p1, Lcom/example/r14l/a;
    const/4 p2, 0x0
    invoke-direct {p1, p0, p2}, Lcom/example/r14l/a;-><init>(Lcom/example/r14l/ToolProvider;I)V
    .line 15
    invoke-interface {p1}, Ljava/lang/Runnable;->run()V
    .line 16
    iget-object p1, p0, Lcom/example/r14l/ToolProvider;->a:Ljava/util/concurrent/Executor;
    new-instance p2, Lcom/example/r14l/a;
    const/4 p3, 0x1
    invoke-direct {p2, p0, p3}, Lcom/example/r14l/a;-><init>(Lcom/example/r14l/ToolProvider;I)V
    invoke-interface {p1, p2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 17
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    .line 19
    :cond_0
    const-string p2, "sync"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_1
    .line 20
    iget-object p1, p0, Lcom/example/r14l/ToolProvider;->a:Ljava/util/concurrent/Executor;
    new-instance p2, Lcom/example/r14l/a;
    const/4 p3, 0x2
    invoke-direct {p2, p0, p3}, Lcom/example/r14l/a;-><init>(Lcom/example/r14l/ToolProvider;I)V
    invoke-interface {p1, p2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 22
    :cond_1
    invoke-direct {p0, p1}, Lcom/example/r14l/ToolProvider;->d(Ljava/lang/String;)V
    .line 23
    const/4 p1, 0x0
    return-object p1
.end method

.method private d(Ljava/lang/String;)V
    .registers 3
    .line 30
    const-string v0, "later"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_0
    .line 31
    iget-object p1, p0, Lcom/example/r14l/ToolProvider;->a:Ljava/util/concurrent/Executor;
    sget-object v0, Lcom/example/r14l/b;->a:Lcom/example/r14l/b;
    invoke-interface {p1, v0}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    goto :goto_0
    .line 33
    :cond_0
    iget-object p1, p0, Lcom/example/r14l/ToolProvider;->a:Ljava/util/concurrent/Executor;
    sget-object v0, Lcom/example/r14l/b;->b:Lcom/example/r14l/b;
    invoke-interface {p1, v0}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 34
    :goto_0
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.class public Lcom/example/r13h/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private final handler:Landroid/os/Handler;
.field private final appExec:Lcom/example/r13h/AppExecutor;

.method public constructor <init>()V
    .registers 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Lcom/example/r13h/ToolProvider;->handler:Landroid/os/Handler;
    new-instance v0, Lcom/example/r13h/AppExecutor;
    invoke-direct {v0}, Lcom/example/r13h/AppExecutor;-><init>()V
    iput-object v0, p0, Lcom/example/r13h/ToolProvider;->appExec:Lcom/example/r13h/AppExecutor;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    # TP 603: Thread subclass started; its run() reads the caller
    .line 21
    new-instance v1, Lcom/example/r13h/AuditThread;
    invoke-direct {v1}, Lcom/example/r13h/AuditThread;-><init>()V
    invoke-virtual {v1}, Lcom/example/r13h/AuditThread;->start()V
    # near miss 603: the same Thread subclass run synchronously
    .line 22
    new-instance v1, Lcom/example/r13h/AuditThread;
    invoke-direct {v1}, Lcom/example/r13h/AuditThread;-><init>()V
    invoke-virtual {v1}, Lcom/example/r13h/AuditThread;->run()V
    # TP 603: androidx HandlerCompat.postDelayed with a D8 lambda reading the caller
    .line 23
    iget-object v1, p0, Lcom/example/r13h/ToolProvider;->handler:Landroid/os/Handler;
    new-instance v2, Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0}, Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r13h/ToolProvider;)V
    const/4 v3, 0x0
    const-wide/16 v4, 0x64
    invoke-static/range {v1 .. v5}, Landroidx/core/os/HandlerCompat;->postDelayed(Landroid/os/Handler;Ljava/lang/Runnable;Ljava/lang/Object;J)Z
    # TP 603: the app's own Executor implementation
    .line 24
    iget-object v1, p0, Lcom/example/r13h/ToolProvider;->appExec:Lcom/example/r13h/AppExecutor;
    new-instance v2, Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, p0}, Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/r13h/ToolProvider;)V
    invoke-virtual {v1, v2}, Lcom/example/r13h/AppExecutor;->execute(Ljava/lang/Runnable;)V
    # TP 611: a lambda run inside an app helper that clears the identity
    .line 25
    new-instance v2, Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda2;
    invoke-direct {v2, p0}, Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda2;-><init>(Lcom/example/r13h/ToolProvider;)V
    invoke-static {v2}, Lcom/example/r13h/Identity;->cleared(Ljava/util/function/Supplier;)Ljava/lang/Object;
    # near miss 611: read after try/finally restored the identity (javac shape)
    .line 26
    invoke-virtual {p0}, Lcom/example/r13h/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lcom/example/r13h/Identity;->afterFinally(Landroid/content/Context;)I
    # TP 611: read inside the catch, before finally restores
    .line 27
    invoke-static {v1}, Lcom/example/r13h/Identity;->inCatch(Landroid/content/Context;)I
    .line 28
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "uid"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    # TP 603: an anonymous Thread subclass started (javac names ToolProvider$1.start)
    .line 29
    new-instance v2, Lcom/example/r13h/ToolProvider$1;
    invoke-direct {v2, p0}, Lcom/example/r13h/ToolProvider$1;-><init>(Lcom/example/r13h/ToolProvider;)V
    invoke-virtual {v2}, Lcom/example/r13h/ToolProvider$1;->start()V
    # near miss 603: HandlerCompat posts a lambda that only uses the UID read on the Binder thread
    .line 30
    iget-object v2, p0, Lcom/example/r13h/ToolProvider;->handler:Landroid/os/Handler;
    new-instance v3, Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda3;
    invoke-direct {v3, v0}, Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda3;-><init>(I)V
    const/4 v4, 0x0
    const-wide/16 v5, 0x64
    invoke-static/range {v2 .. v6}, Landroidx/core/os/HandlerCompat;->postDelayed(Landroid/os/Handler;Ljava/lang/Runnable;Ljava/lang/Object;J)Z
    .line 31
    return-object v1
.end method

.method private static synthetic lambda$call$0(Lcom/example/r13h/ToolProvider;)V
    .registers 3
    .line 40
    invoke-virtual {p0}, Lcom/example/r13h/ToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    const-string v1, "r13h"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method private static synthetic lambda$call$1(Lcom/example/r13h/ToolProvider;)V
    .registers 3
    .line 44
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    const-string v1, "r13h"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method private static synthetic lambda$call$2(Lcom/example/r13h/ToolProvider;)Ljava/lang/String;
    .registers 2
    .line 48
    invoke-virtual {p0}, Lcom/example/r13h/ToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private static synthetic lambda$call$3(I)V
    .registers 3
    # near miss CETP603: the posted lambda only uses the UID read on the Binder thread
    .line 56
    invoke-static {p0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    const-string v1, "r13h"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

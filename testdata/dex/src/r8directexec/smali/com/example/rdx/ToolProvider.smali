# See sketch/ToolProvider.java.
.class public Lcom/example/rdx/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"


# instance fields
.field private final checked:Ljava/util/concurrent/Executor;

.field private final inline:Ljava/util/concurrent/Executor;

.field private final main:Ljava/util/concurrent/Executor;

.field private final sync:Ljava/util/concurrent/Executor;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 10
    invoke-static {}, La/a/b;->a()Ljava/util/concurrent/Executor;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rdx/ToolProvider;->inline:Ljava/util/concurrent/Executor;
    .line 11
    new-instance v0, Lcom/example/rdx/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/rdx/ToolProvider$$ExternalSyntheticLambda0;-><init>()V
    iput-object v0, p0, Lcom/example/rdx/ToolProvider;->sync:Ljava/util/concurrent/Executor;
    .line 12
    new-instance v0, Lcom/example/rdx/InlineExecutor;
    invoke-direct {v0}, Lcom/example/rdx/InlineExecutor;-><init>()V
    iput-object v0, p0, Lcom/example/rdx/ToolProvider;->checked:Ljava/util/concurrent/Executor;
    .line 13
    new-instance v0, Lcom/example/rdx/MainThreadExecutor;
    invoke-direct {v0}, Lcom/example/rdx/MainThreadExecutor;-><init>()V
    iput-object v0, p0, Lcom/example/rdx/ToolProvider;->main:Ljava/util/concurrent/Executor;
    return-void
.end method

.method static synthetic lambda$call$0()V
    .registers 3
    .line 16
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "inline "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "rdx"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method static synthetic lambda$call$1()V
    .registers 3
    .line 17
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "sync "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "rdx"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method static synthetic lambda$call$2()V
    .registers 3
    .line 18
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "checked "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "rdx"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method static synthetic lambda$call$3()V
    .registers 3
    .line 19
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "main "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "rdx"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 16
    iget-object p1, p0, Lcom/example/rdx/ToolProvider;->inline:Ljava/util/concurrent/Executor;
    new-instance p2, Lcom/example/rdx/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {p2}, Lcom/example/rdx/ToolProvider$$ExternalSyntheticLambda1;-><init>()V
    invoke-interface {p1, p2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 17
    iget-object p1, p0, Lcom/example/rdx/ToolProvider;->sync:Ljava/util/concurrent/Executor;
    new-instance p2, Lcom/example/rdx/ToolProvider$$ExternalSyntheticLambda2;
    invoke-direct {p2}, Lcom/example/rdx/ToolProvider$$ExternalSyntheticLambda2;-><init>()V
    invoke-interface {p1, p2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 18
    iget-object p1, p0, Lcom/example/rdx/ToolProvider;->checked:Ljava/util/concurrent/Executor;
    new-instance p2, Lcom/example/rdx/ToolProvider$$ExternalSyntheticLambda3;
    invoke-direct {p2}, Lcom/example/rdx/ToolProvider$$ExternalSyntheticLambda3;-><init>()V
    invoke-interface {p1, p2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 19
    iget-object p1, p0, Lcom/example/rdx/ToolProvider;->main:Ljava/util/concurrent/Executor;
    new-instance p2, Lcom/example/rdx/ToolProvider$$ExternalSyntheticLambda4;
    invoke-direct {p2}, Lcom/example/rdx/ToolProvider$$ExternalSyntheticLambda4;-><init>()V
    invoke-interface {p1, p2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 20
    const/4 p1, 0x0
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    .line 22
    const/4 v0, 0x1
    return v0
.end method

# See sketch/ToolProvider.java.
.class public Lcom/example/r14s/ToolProvider;
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
    iput-object v0, p0, Lcom/example/r14s/ToolProvider;->a:Ljava/util/concurrent/Executor;
    return-void
.end method

# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 12
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 14
    iget-object p2, p0, Lcom/example/r14s/ToolProvider;->a:Ljava/util/concurrent/Executor;
    new-instance p3, Lcom/example/r14s/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {p3}, Lcom/example/r14s/ToolProvider$$ExternalSyntheticLambda0;-><init>()V
    invoke-interface {p2, p3}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 15
    invoke-static {p1}, Lcom/example/r14s/Errors;->failure(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

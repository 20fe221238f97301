# See sketch/ToolProvider.java.
.class public Lcom/example/grn/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

# instance fields
.field private final a:La/b/c;

# direct methods
.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 12
    invoke-static {}, Ljava/util/concurrent/Executors;->newCachedThreadPool()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    invoke-static {v0}, La/b/e;->a(Ljava/util/concurrent/ExecutorService;)La/b/c;
    move-result-object v0
    iput-object v0, p0, Lcom/example/grn/ToolProvider;->a:La/b/c;
    return-void
.end method

# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 15
    const-string p2, "audit"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_0
    .line 16
    iget-object p1, p0, Lcom/example/grn/ToolProvider;->a:La/b/c;
    new-instance p3, Lcom/example/grn/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {p3}, Lcom/example/grn/ToolProvider$$ExternalSyntheticLambda0;-><init>()V
    invoke-interface {p1, p3}, La/b/c;->submit(Ljava/lang/Runnable;)La/b/d;
    .line 17
    return-object p2
    .line 19
    :cond_0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    .line 20
    iget-object p3, p0, Lcom/example/grn/ToolProvider;->a:La/b/c;
    new-instance v0, Lcom/example/grn/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0, p1}, Lcom/example/grn/ToolProvider$$ExternalSyntheticLambda1;-><init>(I)V
    invoke-interface {p3, v0}, La/b/c;->submit(Ljava/lang/Runnable;)La/b/d;
    move-result-object p1
    .line 21
    new-instance v0, Lcom/example/grn/ToolProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0}, Lcom/example/grn/ToolProvider$$ExternalSyntheticLambda2;-><init>()V
    iget-object p3, p0, Lcom/example/grn/ToolProvider;->a:La/b/c;
    invoke-interface {p1, v0, p3}, La/b/d;->a(Ljava/lang/Runnable;Ljava/util/concurrent/Executor;)V
    .line 22
    return-object p2
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

# See sketch/ToolProvider.java.
.class public Lcom/example/r14u/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

# instance fields
.field private final a:Ljava/util/concurrent/ExecutorService;

.field private b:Lcom/example/r14u/a;

.field private c:Lcom/example/r14u/b;

.field private d:Lcom/example/r14u/c;

# direct methods
.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 8
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r14u/ToolProvider;->a:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method public static synthetic $r8$lambda$Bv3kQe8Lr1Zs(Lcom/example/r14u/ToolProvider;)V
    .registers 3
    .line 21
    new-instance p0, Ljava/lang/StringBuilder;
    const-string v0, "uid "
    invoke-direct {p0, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    const-string v0, "r14u"
    invoke-static {v0, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public static synthetic $r8$lambda$Cq0tYw5Nm7Hd(Lcom/example/r14u/ToolProvider;)V
    .registers 3
    .line 15
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p0
    const-string v0, "r"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->clear()Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method

.method public static synthetic $r8$lambda$Dn6pUa2Wc9Gk(Lcom/example/r14u/ToolProvider;)V
    .registers 3
    .line 22
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object p0
    const-string v0, "r14u"
    invoke-static {v0, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public static synthetic $r8$lambda$Ej1rXo4Tb2Fv(Lcom/example/r14u/ToolProvider;)Ljava/lang/String;
    .registers 1
    .line 23
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

# virtual methods
.method final a()V
    .registers 3
    .line 21
    new-instance v0, Lcom/example/r14u/a;
    const/4 v1, 0x1
    invoke-direct {v0, p0, v1}, Lcom/example/r14u/a;-><init>(Lcom/example/r14u/ToolProvider;I)V
    iput-object v0, p0, Lcom/example/r14u/ToolProvider;->b:Lcom/example/r14u/a;
    .line 22
    new-instance v0, Lcom/example/r14u/b;
    invoke-direct {v0, p0, v1}, Lcom/example/r14u/b;-><init>(Lcom/example/r14u/ToolProvider;I)V
    iput-object v0, p0, Lcom/example/r14u/ToolProvider;->c:Lcom/example/r14u/b;
    .line 23
    new-instance v0, Lcom/example/r14u/c;
    invoke-direct {v0, p0, v1}, Lcom/example/r14u/c;-><init>(Lcom/example/r14u/ToolProvider;I)V
    iput-object v0, p0, Lcom/example/r14u/ToolProvider;->d:Lcom/example/r14u/c;
    .line 24
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 27
    const-string p2, "rearm"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_0
    invoke-virtual {p0}, Lcom/example/r14u/ToolProvider;->a()V
    .line 28
    :cond_0
    iget-object p1, p0, Lcom/example/r14u/ToolProvider;->a:Ljava/util/concurrent/ExecutorService;
    iget-object p2, p0, Lcom/example/r14u/ToolProvider;->b:Lcom/example/r14u/a;
    invoke-interface {p1, p2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 29
    iget-object p2, p0, Lcom/example/r14u/ToolProvider;->c:Lcom/example/r14u/b;
    invoke-static {p2}, Landroid/os/Binder;->withCleanCallingIdentity(Landroid/os/Binder$ThrowingRunnable;)V
    .line 30
    iget-object p2, p0, Lcom/example/r14u/ToolProvider;->d:Lcom/example/r14u/c;
    invoke-interface {p1, p2}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    .line 31
    const/4 p1, 0x0
    return-object p1
.end method

.method public onCreate()Z
    .registers 3
    .line 14
    new-instance v0, Lcom/example/r14u/a;
    const/4 v1, 0x0
    invoke-direct {v0, p0, v1}, Lcom/example/r14u/a;-><init>(Lcom/example/r14u/ToolProvider;I)V
    iput-object v0, p0, Lcom/example/r14u/ToolProvider;->b:Lcom/example/r14u/a;
    .line 15
    new-instance v0, Lcom/example/r14u/b;
    invoke-direct {v0, p0, v1}, Lcom/example/r14u/b;-><init>(Lcom/example/r14u/ToolProvider;I)V
    iput-object v0, p0, Lcom/example/r14u/ToolProvider;->c:Lcom/example/r14u/b;
    .line 16
    new-instance v0, Lcom/example/r14u/c;
    invoke-direct {v0, p0, v1}, Lcom/example/r14u/c;-><init>(Lcom/example/r14u/ToolProvider;I)V
    iput-object v0, p0, Lcom/example/r14u/ToolProvider;->d:Lcom/example/r14u/c;
    .line 17
    const/4 v0, 0x1
    return v0
.end method

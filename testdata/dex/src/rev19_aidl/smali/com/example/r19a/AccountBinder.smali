.class final Lcom/example/r19a/AccountBinder;
.super Lcom/example/r19a/IAccountApi$Stub;
.source "AccountBinder.java"

.field private static final EXEC:Ljava/util/concurrent/Executor;

.field private final ctx:Landroid/content/Context;

.method static constructor <clinit>()V
    .registers 1
    .line 10
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    sput-object v0, Lcom/example/r19a/AccountBinder;->EXEC:Ljava/util/concurrent/Executor;
    return-void
.end method

.method constructor <init>(Landroid/content/Context;)V
    .registers 2
    .line 13
    invoke-direct {p0}, Lcom/example/r19a/IAccountApi$Stub;-><init>()V
    iput-object p1, p0, Lcom/example/r19a/AccountBinder;->ctx:Landroid/content/Context;
    return-void
.end method

.method public refresh(Ljava/lang/String;)V
    .registers 4
    .line 17
    sget-object v0, Lcom/example/r19a/AccountBinder;->EXEC:Ljava/util/concurrent/Executor;
    new-instance v1, Lcom/example/r19a/AccountBinder$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0, p1}, Lcom/example/r19a/AccountBinder$$ExternalSyntheticLambda0;-><init>(Lcom/example/r19a/AccountBinder;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 21
    return-void
.end method

.method public synthetic lambda$refresh$0$com-example-r19a-AccountBinder(Ljava/lang/String;)V
    .registers 5
    .line 18
    # true positive CETP603: the executor's thread reads the caller's UID, no longer the Binder thread
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 19
    iget-object v1, p0, Lcom/example/r19a/AccountBinder;->ctx:Landroid/content/Context;
    const-string v2, "accounts"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    invoke-interface {v1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v1
    invoke-interface {v1, p1, v0}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 20
    return-void
.end method

.method public lookup(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    # near miss CETP603: read in the Binder call itself (onTransact's thread)
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 25
    iget-object v1, p0, Lcom/example/r19a/AccountBinder;->ctx:Landroid/content/Context;
    const-string v2, "accounts"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    const/4 v2, -0x1
    invoke-interface {v1, p1, v2}, Landroid/content/SharedPreferences;->getInt(Ljava/lang/String;I)I
    move-result v1
    .line 26
    if-ne v1, v0, :cond_0
    return-object p1
    :cond_0
    const/4 p1, 0x0
    return-object p1
.end method

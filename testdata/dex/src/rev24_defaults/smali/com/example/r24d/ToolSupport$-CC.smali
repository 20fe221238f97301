.class public final synthetic Lcom/example/r24d/ToolSupport$-CC;
.super Ljava/lang/Object;
.source "ToolSupport.java"

.method public static $default$auditLater(Lcom/example/r24d/ToolSupport;Landroid/content/Context;)V
    .registers 4
    .line 16
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object p0
    new-instance v0, Lcom/example/r24d/ToolSupport$$ExternalSyntheticLambda0;
    invoke-direct {v0, p1}, Lcom/example/r24d/ToolSupport$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;)V
    invoke-interface {p0, v0}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 18
    return-void
.end method

.method public static $default$localeOf(Lcom/example/r24d/ToolSupport;Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    # near miss CETP606: a locale, not who is calling
    .line 21
    const-string p0, "locale"
    invoke-virtual {p1, p0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static $default$partner(Lcom/example/r24d/ToolSupport;Landroid/os/Bundle;)Z
    .registers 3
    .line 12
    const-string p0, "com.example.partner"
    invoke-static {p1}, Lcom/example/r24d/ToolSupport$-CC;->callerOf(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p0
    return p0
.end method

.method public static callerOf(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    # true positive CETP606: the static interface method reads the caller
    # package the request names
    .line 9
    const-string v0, "caller_package"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static synthetic lambda$auditLater$0(Landroid/content/Context;)V
    .registers 4
    # true positive CETP603: the default method's lambda runs on the
    # executor's thread
    .line 17
    const-string v0, "audit"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    const-string v0, "uid"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-interface {p0, v0, v1}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method

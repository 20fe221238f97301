# See sketch/ToolProvider.java.
.class public Lcom/example/r14c/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public static synthetic $r8$lambda$Df6sRm3uJa7c(Lcom/example/r14c/ToolProvider;Ljava/lang/String;)V
    .registers 2
    .line 14
    invoke-virtual {p0, p1}, Lcom/example/r14c/ToolProvider;->a(Ljava/lang/String;)V
    return-void
.end method

.method public static synthetic $r8$lambda$Hw4pTz1bYq9e(Lcom/example/r14c/ToolProvider;Ljava/lang/String;)V
    .registers 3
    .line 16
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, p1, v0}, Lcom/example/r14c/ToolProvider;->b(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method public static synthetic $r8$lambda$Lq2vKc8GnX0s(Lcom/example/r14c/ToolProvider;Ljava/lang/String;)V
    .registers 3
    .line 19
    invoke-virtual {p0}, Lcom/example/r14c/ToolProvider;->c()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, p1, v0}, Lcom/example/r14c/ToolProvider;->b(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

# virtual methods
.method final a(Ljava/lang/String;)V
    .registers 4
    .line 23
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "r"
    const/4 p0, 0x0
    invoke-virtual {v0, v1, p0}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "last"
    invoke-interface {v0, v1, p1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method

.method final b(Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    .line 24
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string p1, " "
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string p2, "r14c"
    invoke-static {p2, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method final c()Ljava/lang/String;
    .registers 2
    .line 25
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 12
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object p2
    .line 13
    const-string p3, "refresh"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_0
    .line 14
    new-instance p3, Lcom/example/r14c/a;
    const/4 v0, 0x0
    invoke-direct {p3, p0, p2, v0}, Lcom/example/r14c/a;-><init>(Lcom/example/r14c/ToolProvider;Ljava/lang/String;I)V
    invoke-static {p3}, Landroid/os/Binder;->withCleanCallingIdentity(Landroid/os/Binder$ThrowingRunnable;)V
    .line 16
    new-instance p2, Lcom/example/r14c/a;
    const/4 p3, 0x1
    invoke-direct {p2, p0, p1, p3}, Lcom/example/r14c/a;-><init>(Lcom/example/r14c/ToolProvider;Ljava/lang/String;I)V
    .line 17
    :try_start_0
    invoke-interface {p2}, Landroid/os/Binder$ThrowingRunnable;->runOrThrow()V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    goto :cond_0
    :catch_0
    .line 19
    :cond_0
    new-instance p1, Lcom/example/r14c/a;
    const-string p2, "clean"
    const/4 p3, 0x2
    invoke-direct {p1, p0, p2, p3}, Lcom/example/r14c/a;-><init>(Lcom/example/r14c/ToolProvider;Ljava/lang/String;I)V
    invoke-static {p1}, Landroid/os/Binder;->withCleanCallingIdentity(Landroid/os/Binder$ThrowingRunnable;)V
    .line 20
    const/4 p1, 0x0
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

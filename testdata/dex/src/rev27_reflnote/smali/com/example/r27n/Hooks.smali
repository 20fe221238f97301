.class final Lcom/example/r27n/Hooks;
.super Ljava/lang/Object;
.source "Hooks.java"

.method private constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static load(Landroid/content/Context;)Lcom/example/r27n/Job;
    .registers 4
    .line 9
    const-string v0, "hooks"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p0
    const-string v0, "job_class"
    const/4 v2, 0x0
    invoke-interface {p0, v0, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    .line 11
    :try_start_0
    invoke-static {p0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object p0
    new-array v0, v1, [Ljava/lang/Class;
    invoke-virtual {p0, v0}, Ljava/lang/Class;->getDeclaredConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;
    move-result-object p0
    new-array v0, v1, [Ljava/lang/Object;
    invoke-virtual {p0, v0}, Ljava/lang/reflect/Constructor;->newInstance([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Lcom/example/r27n/Job;
    :try_end_0
    .catch Ljava/lang/ReflectiveOperationException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p0
    .line 13
    :catch_0
    move-exception p0
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0, p0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V
    throw v0
.end method

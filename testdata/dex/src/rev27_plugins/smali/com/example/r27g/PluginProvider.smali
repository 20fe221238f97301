.class public Lcom/example/r27g/PluginProvider;
.super Landroid/content/ContentProvider;
.source "PluginProvider.java"

.field private static final JOBS:Ljava/util/Map;

.method static constructor <clinit>()V
    .registers 3
    .line 14
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/example/r27g/PluginProvider;->JOBS:Ljava/util/Map;
    .line 16
    const-string v1, "sync_now"
    const-string v2, "com.example.r27g.SyncJob"
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method

.method private static create(Ljava/lang/String;)Lcom/example/r27g/Job;
    .registers 3
    const/4 v0, 0x0
    .line 39
    if-nez p0, :cond_load
    return-object v0
    .line 41
    :cond_load
    :try_start_0
    invoke-static {p0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object p0
    const/4 v1, 0x0
    new-array v1, v1, [Ljava/lang/Class;
    invoke-virtual {p0, v1}, Ljava/lang/Class;->getDeclaredConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;
    move-result-object p0
    const/4 v1, 0x0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-virtual {p0, v1}, Ljava/lang/reflect/Constructor;->newInstance([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Lcom/example/r27g/Job;
    :try_end_0
    .catch Ljava/lang/ReflectiveOperationException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p0
    .line 43
    :catch_0
    return-object v0
.end method

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r27g/PluginProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r27g/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r27g/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r27g/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r27g/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r27g/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r27g/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r27g/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :pre_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :pre_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r27g/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string p2, "ping"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_create
    new-instance p2, Lcom/example/r27g/PingJob;
    invoke-direct {p2}, Lcom/example/r27g/PingJob;-><init>()V
    goto :goto_job
    :cond_create
    sget-object p2, Lcom/example/r27g/PluginProvider;->JOBS:Ljava/util/Map;
    invoke-interface {p2, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p2
    check-cast p2, Ljava/lang/String;
    invoke-static {p2}, Lcom/example/r27g/PluginProvider;->create(Ljava/lang/String;)Lcom/example/r27g/Job;
    move-result-object p2
    .line 30
    :goto_job
    if-eqz p2, :cond_loader
    invoke-virtual {p0}, Lcom/example/r27g/PluginProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-interface {p2, p1, p3}, Lcom/example/r27g/Job;->run(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_loader
    const-class p2, Lcom/example/r27g/Exporter;
    invoke-static {p2}, Ljava/util/ServiceLoader;->load(Ljava/lang/Class;)Ljava/util/ServiceLoader;
    move-result-object p2
    invoke-virtual {p2}, Ljava/util/ServiceLoader;->iterator()Ljava/util/Iterator;
    move-result-object p2
    :goto_loop
    invoke-interface {p2}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :cond_builtin
    invoke-interface {p2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r27g/Exporter;
    .line 32
    invoke-interface {v0}, Lcom/example/r27g/Exporter;->name()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :goto_loop
    invoke-virtual {p0}, Lcom/example/r27g/PluginProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-interface {v0, p1, p3}, Lcom/example/r27g/Exporter;->export(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_builtin
    new-instance p2, Lcom/example/r27g/JsonExporter;
    invoke-direct {p2}, Lcom/example/r27g/JsonExporter;-><init>()V
    .line 35
    invoke-interface {p2}, Lcom/example/r27g/Exporter;->name()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_none
    invoke-virtual {p0}, Lcom/example/r27g/PluginProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-interface {p2, p1, p3}, Lcom/example/r27g/Exporter;->export(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r27g/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

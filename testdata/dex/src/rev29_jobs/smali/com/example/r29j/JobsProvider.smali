.class public Lcom/example/r29j/JobsProvider;
.super Landroid/content/ContentProvider;
.source "JobsProvider.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r29j/JobsProvider$Ping;,
        Lcom/example/r29j/JobsProvider$Audit;,
        Lcom/example/r29j/JobsProvider$Rotate;,
        Lcom/example/r29j/JobsProvider$Vacuum;,
        Lcom/example/r29j/JobsProvider$Trim;,
        Lcom/example/r29j/JobsProvider$Count;
    }
.end annotation

.field private static final EXTRA:Ljava/util/Map;

.field private final jobs:Ljava/util/Map;

.field private final pool:Ljava/util/concurrent/ExecutorService;

.method static constructor <clinit>()V
    .registers 3
    .line 46
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    const-string v1, "ping_later"
    new-instance v2, Lcom/example/r29j/JobsProvider$Ping;
    invoke-direct {v2}, Lcom/example/r29j/JobsProvider$Ping;-><init>()V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    invoke-static {v0}, Ljava/util/Collections;->unmodifiableMap(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v0
    sput-object v0, Lcom/example/r29j/JobsProvider;->EXTRA:Ljava/util/Map;
    return-void
.end method

.method public constructor <init>()V
    .registers 4
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 8
    const/4 v0, 0x2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r29j/JobsProvider;->pool:Ljava/util/concurrent/ExecutorService;
    .line 9
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r29j/JobsProvider;->jobs:Ljava/util/Map;
    .line 11
    iget-object v0, p0, Lcom/example/r29j/JobsProvider;->jobs:Ljava/util/Map;
    new-instance v1, Lcom/example/r29j/JobsProvider$Count;
    invoke-direct {v1}, Lcom/example/r29j/JobsProvider$Count;-><init>()V
    const-string v2, "count_notes"
    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 12
    iget-object v0, p0, Lcom/example/r29j/JobsProvider;->jobs:Ljava/util/Map;
    new-instance v1, Lcom/example/r29j/JobsProvider$Trim;
    invoke-direct {v1}, Lcom/example/r29j/JobsProvider$Trim;-><init>()V
    const-string v2, "trim_cache"
    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 13
    iget-object v0, p0, Lcom/example/r29j/JobsProvider;->jobs:Ljava/util/Map;
    new-instance v1, Lcom/example/r29j/JobsProvider$Vacuum;
    invoke-direct {v1}, Lcom/example/r29j/JobsProvider$Vacuum;-><init>()V
    const-string v2, "vacuum_db"
    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 14
    iget-object v0, p0, Lcom/example/r29j/JobsProvider;->jobs:Ljava/util/Map;
    new-instance v1, Lcom/example/r29j/JobsProvider$Rotate;
    invoke-direct {v1}, Lcom/example/r29j/JobsProvider$Rotate;-><init>()V
    const-string v2, "rotate_logs"
    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 15
    iget-object v0, p0, Lcom/example/r29j/JobsProvider;->jobs:Ljava/util/Map;
    new-instance v1, Lcom/example/r29j/JobsProvider$Audit;
    invoke-direct {v1}, Lcom/example/r29j/JobsProvider$Audit;-><init>()V
    const-string v2, "audit_access"
    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 16
    iget-object v0, p0, Lcom/example/r29j/JobsProvider;->jobs:Ljava/util/Map;
    new-instance v1, Lcom/example/r29j/JobsProvider$Ping;
    invoke-direct {v1}, Lcom/example/r29j/JobsProvider$Ping;-><init>()V
    const-string v2, "ping"
    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 17
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r29j/JobsProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r29j/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r29j/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r29j/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29j/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r29j/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r29j/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r29j/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r29j/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    move-object v3, p1
    iget-object p2, p0, Lcom/example/r29j/JobsProvider;->jobs:Ljava/util/Map;
    invoke-interface {p2, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/util/concurrent/Callable;
    .line 30
    if-nez p1, :cond_job
    .line 31
    sget-object p2, Lcom/example/r29j/JobsProvider;->EXTRA:Ljava/util/Map;
    invoke-interface {p2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/util/concurrent/Callable;
    if-eqz p1, :cond_none
    iget-object p2, p0, Lcom/example/r29j/JobsProvider;->pool:Ljava/util/concurrent/ExecutorService;
    invoke-interface {p2, p1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    const-string p1, "{\"queued\":true}"
    invoke-static {p1}, Lcom/example/r29j/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r29j/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_job
    :try_start_0
    iget-object p2, p0, Lcom/example/r29j/JobsProvider;->pool:Ljava/util/concurrent/ExecutorService;
    invoke-interface {p2, p1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object p1
    invoke-interface {p1}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    invoke-static {p1}, Lcom/example/r29j/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1
    :catch_0
    .line 34
    const-string p1, "INTERNAL"
    const-string p2, "job failed"
    invoke-static {p1, p2}, Lcom/example/r29j/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

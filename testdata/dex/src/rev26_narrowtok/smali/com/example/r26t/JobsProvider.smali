.class public final Lcom/example/r26t/JobsProvider;
.super Landroid/content/ContentProvider;
.source "JobsProvider.kt"
.field private final source:Lcom/example/r26t/IdSource;
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r26t/JobsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r26t/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r26t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r26t/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r26t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r26t/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r26t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r26t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r26t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    :t_0
    const-string p2, "start_weak"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_1
    invoke-direct {p0, p3}, Lcom/example/r26t/JobsProvider;->startWeak(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :t_1
    const-string p2, "start_strong"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_2
    invoke-direct {p0, p3}, Lcom/example/r26t/JobsProvider;->startStrong(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :t_2
    const-string p2, "start_any"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_3
    invoke-direct {p0, p3}, Lcom/example/r26t/JobsProvider;->startAny(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :t_3
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r26t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method


.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    const-string v0, "ids.weak"
    invoke-static {v0}, Ljava/lang/Boolean;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :cond_0
    new-instance v0, Lcom/example/r26t/WeakIds;
    invoke-direct {v0}, Lcom/example/r26t/WeakIds;-><init>()V
    check-cast v0, Lcom/example/r26t/IdSource;
    goto :goto_0
    :cond_0
    new-instance v0, Lcom/example/r26t/StrongIds;
    invoke-direct {v0}, Lcom/example/r26t/StrongIds;-><init>()V
    check-cast v0, Lcom/example/r26t/IdSource;
    :goto_0
    iput-object v0, p0, Lcom/example/r26t/JobsProvider;->source:Lcom/example/r26t/IdSource;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method private final issue(Lcom/example/r26t/IdSource;)Ljava/lang/String;
    .registers 4
    .line 35
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "op-"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-interface {p1}, Lcom/example/r26t/IdSource;->next()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method private final reply(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    .line 38
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "operation_id"
    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object p1
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "toString(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p1}, Lcom/example/r26t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final startWeak(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 41
    new-instance p1, Lcom/example/r26t/WeakIds;
    invoke-direct {p1}, Lcom/example/r26t/WeakIds;-><init>()V
    check-cast p1, Lcom/example/r26t/IdSource;
    invoke-direct {p0, p1}, Lcom/example/r26t/JobsProvider;->issue(Lcom/example/r26t/IdSource;)Ljava/lang/String;
    move-result-object p1
    .line 42
    invoke-direct {p0, p1}, Lcom/example/r26t/JobsProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final startStrong(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 45
    new-instance p1, Lcom/example/r26t/StrongIds;
    invoke-direct {p1}, Lcom/example/r26t/StrongIds;-><init>()V
    check-cast p1, Lcom/example/r26t/IdSource;
    invoke-direct {p0, p1}, Lcom/example/r26t/JobsProvider;->issue(Lcom/example/r26t/IdSource;)Ljava/lang/String;
    move-result-object p1
    .line 46
    invoke-direct {p0, p1}, Lcom/example/r26t/JobsProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final startAny(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 49
    iget-object p1, p0, Lcom/example/r26t/JobsProvider;->source:Lcom/example/r26t/IdSource;
    invoke-direct {p0, p1}, Lcom/example/r26t/JobsProvider;->issue(Lcom/example/r26t/IdSource;)Ljava/lang/String;
    move-result-object p1
    .line 50
    invoke-direct {p0, p1}, Lcom/example/r26t/JobsProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

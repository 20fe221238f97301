.class public Lcom/example/dzf/FormatProvider;
.super Landroid/content/ContentProvider;
.source "FormatProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 10
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 14
    invoke-virtual {p0}, Lcom/example/dzf/FormatProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/dzf/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/dzf/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 15
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/dzf/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/dzf/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 16
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/dzf/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/dzf/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 17
    :pre_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/dzf/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 18
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
    invoke-static {p1, p2}, Lcom/example/dzf/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 20
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 21
    const-string p3, "start_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_a
    invoke-direct {p0}, Lcom/example/dzf/FormatProvider;->startJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 22
    :cond_a
    const-string p3, "copy_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_b
    invoke-direct {p0}, Lcom/example/dzf/FormatProvider;->copyJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :cond_b
    const-string p3, "pair_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_c
    invoke-direct {p0}, Lcom/example/dzf/FormatProvider;->pairJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :cond_c
    const-string p3, "kt_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_d
    invoke-static {}, Lcom/example/dzf/JobsKt;->ktJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_d
    const-string p3, "kt_copy_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_e
    invoke-static {}, Lcom/example/dzf/JobsKt;->ktCopyJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_e
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/dzf/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private startJob()Landroid/os/Bundle;
    .registers 4
    # true positive CETP613: the operation id is the %s after "operation_id": (Random)
    .line 29
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/Object;
    invoke-static {}, Lcom/example/dzf/OpIds;->next()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const-string v1, "{\"operation_id\":\"%s\"}"
    invoke-static {v1, v0}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/dzf/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private copyJob()Landroid/os/Bundle;
    .registers 6
    # near miss CETP613: SecureRandom at the operation_id specifier, Random only under trace_id
    .line 32
    sget-object v0, Ljava/util/Locale;->ROOT:Ljava/util/Locale;
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/Object;
    .line 33
    invoke-static {}, Lcom/example/dzf/OpIds;->secure()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    aput-object v2, v1, v3
    invoke-static {}, Lcom/example/dzf/OpIds;->next()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x1
    aput-object v2, v1, v3
    .line 32
    const-string v2, "{\"operation_id\":\"%s\",\"trace_id\":\"%s\"}"
    invoke-static {v0, v2, v1}, Ljava/lang/String;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/dzf/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private pairJob()Landroid/os/Bundle;
    .registers 3
    # note: the arguments array is made in OpIds.pair(), its elements are not read here
    .line 36
    invoke-static {}, Lcom/example/dzf/OpIds;->pair()[Ljava/lang/String;
    move-result-object v0
    const-string v1, "{\"operation_id\":\"%s\"}"
    invoke-static {v1, v0}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/dzf/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

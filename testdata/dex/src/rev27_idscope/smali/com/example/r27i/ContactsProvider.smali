.class public Lcom/example/r27i/ContactsProvider;
.super Landroid/content/ContentProvider;
.source "ContactsProvider.java"

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
    invoke-virtual {p0}, Lcom/example/r27i/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r27i/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r27i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r27i/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r27i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r27i/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r27i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r27i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r27i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string p3, "sync_contacts"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_audit
    invoke-direct {p0}, Lcom/example/r27i/ContactsProvider;->sync()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_audit
    const-string p3, "audit_contacts"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_none
    invoke-direct {p0, p2}, Lcom/example/r27i/ContactsProvider;->audit(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r27i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private sync()Landroid/os/Bundle;
    .registers 5
    .line 34
    invoke-static {}, Lcom/example/r27i/IdentityScope;->asSelf()Lcom/example/r27i/IdentityScope;
    move-result-object v0
    .line 35
    :try_start_0
    invoke-virtual {p0}, Lcom/example/r27i/ContactsProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    .line 36
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"for\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "\"}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/example/r27i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .line 37
    if-eqz v0, :cond_closed
    invoke-virtual {v0}, Lcom/example/r27i/IdentityScope;->close()V
    :cond_closed
    .line 36
    return-object v1
    .line 34
    :catch_0
    move-exception v1
    if-eqz v0, :goto_rethrow
    :try_start_1
    invoke-virtual {v0}, Lcom/example/r27i/IdentityScope;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1
    goto :goto_rethrow
    :catch_1
    move-exception v0
    invoke-virtual {v1, v0}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :goto_rethrow
    throw v1
.end method

.method private audit(I)Landroid/os/Bundle;
    .registers 6
    .line 40
    invoke-virtual {p0}, Lcom/example/r27i/ContactsProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    .line 41
    invoke-static {}, Lcom/example/r27i/IdentityScope;->asSelf()Lcom/example/r27i/IdentityScope;
    move-result-object v1
    .line 42
    :try_start_0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"caller\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v2, "\",\"uid\":"
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r27i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .line 43
    if-eqz v1, :cond_closed
    invoke-virtual {v1}, Lcom/example/r27i/IdentityScope;->close()V
    :cond_closed
    .line 42
    return-object p1
    .line 41
    :catch_0
    move-exception p1
    if-eqz v1, :goto_rethrow
    :try_start_1
    invoke-virtual {v1}, Lcom/example/r27i/IdentityScope;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1
    goto :goto_rethrow
    :catch_1
    move-exception v0
    invoke-virtual {p1, v0}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :goto_rethrow
    throw p1
.end method

.class final Lcom/example/r13h/Identity;
.super Ljava/lang/Object;
.source "Identity.java"

.method static cleared(Ljava/util/function/Supplier;)Ljava/lang/Object;
    .registers 5
    .line 10
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 12
    :try_start_0
    invoke-interface {p0}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;
    move-result-object v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 14
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 12
    return-object v2
    :catchall_0
    move-exception v2
    .line 14
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 15
    throw v2
.end method

.method static afterFinally(Landroid/content/Context;)I
    .registers 5
    .line 20
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 22
    :try_start_0
    const-string v2, "audit"
    invoke-virtual {p0, v2}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 24
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 25
    nop
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    return v2
    :catchall_0
    move-exception v2
    .line 24
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 25
    throw v2
.end method

.method static inCatch(Landroid/content/Context;)I
    .registers 6
    .line 30
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 32
    :try_start_0
    const-string v2, "audit"
    invoke-virtual {p0, v2}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    :try_end_0
    .catch Ljava/lang/SecurityException; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 37
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 38
    goto :goto_0
    .line 33
    :catch_0
    move-exception v2
    .line 34
    :try_start_1
    const-string v3, "audit"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    invoke-static {v3, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    .line 37
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 38
    nop
    .line 39
    :goto_0
    const/4 v2, 0x0
    return v2
    .line 37
    :catchall_0
    move-exception v2
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 38
    throw v2
.end method

.class public Lcom/example/r24w/BackupProvider;
.super Landroid/content/ContentProvider;
.source "BackupProvider.java"

.field private static final POOL:Ljava/util/concurrent/ExecutorService;

.method static constructor <clinit>()V
    .registers 1
    .line 15
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    sput-object v0, Lcom/example/r24w/BackupProvider;->POOL:Ljava/util/concurrent/ExecutorService;
    return-void
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
    invoke-virtual {p0}, Lcom/example/r24w/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r24w/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r24w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r24w/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r24w/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r24w/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r24w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r24w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r24w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const/4 v0, -0x1
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data
    goto :goto_dispatch
    :sswitch_export
    const-string v1, "export_logs"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :goto_dispatch
    const/4 v0, 0x3
    goto :goto_dispatch
    :sswitch_backup
    const-string v1, "backup_now"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :goto_dispatch
    const/4 v0, 0x0
    goto :goto_dispatch
    :sswitch_restore
    const-string v1, "restore_backup"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :goto_dispatch
    const/4 v0, 0x1
    goto :goto_dispatch
    :sswitch_audit
    const-string v1, "audit_later"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :goto_dispatch
    const/4 v0, 0x2
    :goto_dispatch
    packed-switch v0, :pswitch_data
    .line 34
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r24w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :pswitch_export
    invoke-direct {p0}, Lcom/example/r24w/BackupProvider;->exportLogs()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :pswitch_audit
    invoke-direct {p0, p2}, Lcom/example/r24w/BackupProvider;->auditLater(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :pswitch_restore
    invoke-direct {p0}, Lcom/example/r24w/BackupProvider;->restore()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :pswitch_backup
    invoke-direct {p0}, Lcom/example/r24w/BackupProvider;->backupNow()Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :sswitch_data
    .sparse-switch
        -0x7cdf64a6 -> :sswitch_export
        -0x37a76127 -> :sswitch_backup
        -0x28c3bb6d -> :sswitch_restore
        0x36de3128 -> :sswitch_audit
    .end sparse-switch

    :pswitch_data
    .packed-switch 0x0
        :pswitch_backup
        :pswitch_restore
        :pswitch_audit
        :pswitch_export
    .end packed-switch
.end method

.method static synthetic lambda$backupNow$0(Landroid/content/Context;)V
    .registers 4
    # true positive CETP603: the lambda runs on the executor's thread
    .line 40
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 41
    const-string v1, "backups"
    const/4 v2, 0x0
    invoke-virtual {p0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    const-string v1, "last_uid"
    invoke-interface {p0, v1, v0}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 42
    return-void
.end method

.method static synthetic lambda$auditLater$1(Landroid/content/Context;I)V
    .registers 5
    # near miss CETP603: the uid was read on the Binder thread and captured
    .line 48
    const-string v0, "audit"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    const-string v0, "last_uid"
    invoke-interface {p0, v0, p1}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 49
    return-void
.end method

.method private backupNow()Landroid/os/Bundle;
    .registers 4
    .line 38
    sget-object v0, Lcom/example/r24w/BackupProvider;->POOL:Ljava/util/concurrent/ExecutorService;
    invoke-virtual {p0}, Lcom/example/r24w/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    new-instance v2, Lcom/example/r24w/BackupProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v1}, Lcom/example/r24w/BackupProvider$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;)V
    invoke-interface {v0, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 43
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r24w/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private auditLater(I)Landroid/os/Bundle;
    .registers 5
    .line 47
    sget-object v0, Lcom/example/r24w/BackupProvider;->POOL:Ljava/util/concurrent/ExecutorService;
    invoke-virtual {p0}, Lcom/example/r24w/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    new-instance v2, Lcom/example/r24w/BackupProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v1, p1}, Lcom/example/r24w/BackupProvider$$ExternalSyntheticLambda1;-><init>(Landroid/content/Context;I)V
    invoke-interface {v0, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 50
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r24w/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private restore()Landroid/os/Bundle;
    .registers 6
    .line 54
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    # true positive CETP611: inside the cleared window
    .line 56
    :try_start_0
    invoke-virtual {p0}, Lcom/example/r24w/BackupProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    .line 57
    invoke-virtual {p0}, Lcom/example/r24w/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    const-string v4, "restores"
    invoke-virtual {v3, v4, v2}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 59
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 60
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r24w/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 59
    :catchall_0
    move-exception v2
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 60
    throw v2
.end method

.method private exportLogs()Landroid/os/Bundle;
    .registers 6
    # near miss CETP611: read before the window opens
    .line 64
    invoke-virtual {p0}, Lcom/example/r24w/BackupProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    .line 65
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v1
    .line 67
    :try_start_0
    invoke-virtual {p0}, Lcom/example/r24w/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    const-string v4, "exports"
    invoke-virtual {v3, v4, v0}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 69
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 70
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r24w/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 69
    :catchall_0
    move-exception v0
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 70
    throw v0
.end method

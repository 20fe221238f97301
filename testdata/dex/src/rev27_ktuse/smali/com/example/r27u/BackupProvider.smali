.class public final Lcom/example/r27u/BackupProvider;
.super Landroid/content/ContentProvider;
.source "BackupProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nBackupProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 BackupProvider.kt\ncom/example/r27u/BackupProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,59:1\n1#2:60\n*E\n"
.end annotation

.method public constructor <init>()V
    .registers 1
    .line 23
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 57
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 26
    invoke-virtual {p0}, Lcom/example/r27u/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v4}, Lcom/example/r27u/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_neg
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r27u/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_neg
    const-string v0, "negotiate"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_sess
    invoke-static {v4}, Lcom/example/r27u/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r27u/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :cond_sess
    if-eqz p3, :cond_nosess
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v4}, Lcom/example/r27u/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_exec
    :cond_nosess
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r27u/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 29
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_deadline
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r27u/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_deadline
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v2, p1, v0
    if-gtz v2, :cond_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r27u/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_ok
    invoke-virtual {p0}, Lcom/example/r27u/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object v5
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    .line 32
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const/4 v0, 0x0
    if-eqz p1, :cond_none
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p2
    sparse-switch p2, :sswitch_data
    goto :cond_none
    :sswitch_link
    const-string p2, "link_account"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_link
    goto :cond_none
    :sswitch_backup
    const-string p2, "backup_notes"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_backup
    goto :cond_none
    :sswitch_restore
    const-string p2, "restore_notes"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_restore
    goto :cond_none
    :sswitch_quiet
    const-string p2, "backup_quiet"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_quiet
    goto :cond_none
    .line 33
    :case_backup
    const/4 p1, 0x1
    invoke-direct {p0, v5, p1}, Lcom/example/r27u/BackupProvider;->backup(Landroid/content/Context;Z)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 34
    :case_quiet
    invoke-direct {p0, v5, v0}, Lcom/example/r27u/BackupProvider;->backup(Landroid/content/Context;Z)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 35
    :case_restore
    const-string v1, "AUTH_REQUIRED"
    const/16 v5, 0xe
    move-object v2, v0
    move-object v3, v0
    move-object v4, v0
    move-object v6, v0
    invoke-static/range {v1 .. v6}, Lcom/example/r27u/Answers;->fail$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 36
    :case_link
    invoke-direct {p0, v5}, Lcom/example/r27u/BackupProvider;->confirm(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-static {v4}, Lcom/example/r27u/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p2
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm on the phone"
    invoke-static {v0, v1, p1, p2}, Lcom/example/r27u/Answers;->fail(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 37
    :cond_none
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "no such tool"
    const/16 v5, 0xc
    move-object v3, v0
    move-object v4, v0
    move-object v6, v0
    invoke-static/range {v1 .. v6}, Lcom/example/r27u/Answers;->fail$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    .line 32
    :goto_ret
    return-object p1

    :sswitch_data
    .sparse-switch
        -0x78b4b918 -> :sswitch_link
        -0x19671e30 -> :sswitch_restore
        0x14ac4e04 -> :sswitch_backup
        0x14d92577 -> :sswitch_quiet
    .end sparse-switch
.end method

.method private final confirm(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 42
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r27u/ConfirmActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    const-string v0, "getActivity(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method private final backup(Landroid/content/Context;Z)Landroid/os/Bundle;
    .registers 9
    .line 46
    :try_start_0
    const-string v0, "notes.bak"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->openFileOutput(Ljava/lang/String;I)Ljava/io/FileOutputStream;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    const/4 v0, 0x0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_io
    :try_start_1
    move-object v2, p1
    check-cast v2, Ljava/io/FileOutputStream;
    .line 60
    const-string v3, "rows"
    sget-object v4, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v3, v4}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v3
    .line 46
    const-string v4, "getBytes(...)"
    invoke-static {v3, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v2, v3}, Ljava/io/FileOutputStream;->write([B)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_t
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    :try_start_2
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_io
    .line 47
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r27u/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 45
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    goto :goto_ret
    .line 46
    :catch_t
    move-exception v0
    :try_start_3
    throw v0
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1
    :catchall_1
    move-exception v1
    :try_start_4
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v1
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_io
    .line 48
    :catch_io
    move-exception p1
    .line 49
    if-eqz p2, :cond_quiet
    .line 50
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "backup failed: "
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p1}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "INTERNAL_ERROR"
    const/16 v5, 0xc
    const/4 v3, 0x0
    move-object v4, v3
    move-object v6, v3
    invoke-static/range {v1 .. v6}, Lcom/example/r27u/Answers;->fail$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 52
    :cond_quiet
    check-cast p1, Ljava/lang/Throwable;
    const-string p2, "backup"
    invoke-static {p2, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 53
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "backup failed"
    const/16 v5, 0xc
    const/4 v3, 0x0
    move-object v4, v3
    move-object v6, v3
    invoke-static/range {v1 .. v6}, Lcom/example/r27u/Answers;->fail$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    .line 55
    :goto_ret
    return-object p1
.end method

.class public Lcom/example/r19i/LinkProvider;
.super Landroid/content/ContentProvider;
.source "LinkProvider.java"

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
    invoke-virtual {p0}, Lcom/example/r19i/LinkProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r19i/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r19i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r19i/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r19i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r19i/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r19i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r19i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r19i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    :t_0
    const-string p2, "grant_partner"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_1
    invoke-direct {p0, p3}, Lcom/example/r19i/LinkProvider;->grantPartner(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :t_1
    const-string p2, "notify_done"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_2
    invoke-direct {p0, p3}, Lcom/example/r19i/LinkProvider;->notifyDone(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :t_2
    const-string p2, "share_log"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_3
    invoke-direct {p0, p3}, Lcom/example/r19i/LinkProvider;->shareLog(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :t_3
    const-string p2, "share_file"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_4
    invoke-direct {p0, p3}, Lcom/example/r19i/LinkProvider;->shareFile(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :t_4
    const-string p2, "grant_uid"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_5
    invoke-direct {p0, p3}, Lcom/example/r19i/LinkProvider;->grantUid(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :t_5
    const-string p2, "reply_to"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_6
    invoke-direct {p0, p3}, Lcom/example/r19i/LinkProvider;->replyTo(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :t_6
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r19i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private grantPartner(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Landroid/os/RemoteException;
        }
    .end annotation
    .line 36
    # true positive CETP606: the package name comes from a binder the Consumer put in the extras
    const-string v0, "caller"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBinder(Ljava/lang/String;)Landroid/os/IBinder;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r19i/ICaller$Stub;->asInterface(Landroid/os/IBinder;)Lcom/example/r19i/ICaller;
    move-result-object p1
    invoke-interface {p1}, Lcom/example/r19i/ICaller;->getPackageName()Ljava/lang/String;
    move-result-object p1
    .line 37
    const-string v0, "com.partner.app"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_0
    .line 38
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not a partner"
    invoke-static {p1, v0}, Lcom/example/r19i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 39
    :cond_0
    invoke-virtual {p0}, Lcom/example/r19i/LinkProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "grants"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const/4 v1, 0x1
    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences$Editor;->putBoolean(Ljava/lang/String;Z)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 40
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r19i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private notifyDone(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Landroid/os/RemoteException;
        }
    .end annotation
    # near miss CETP606: the Consumer's binder under "caller" is only called back with the result; nothing it answers decides
    .line 44
    const-string v0, "caller"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBinder(Ljava/lang/String;)Landroid/os/IBinder;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r19i/ICaller$Stub;->asInterface(Landroid/os/IBinder;)Lcom/example/r19i/ICaller;
    move-result-object p1
    .line 45
    const-string v0, "{}"
    invoke-interface {p1, v0}, Lcom/example/r19i/ICaller;->onDone(Ljava/lang/String;)V
    .line 46
    invoke-static {v0}, Lcom/example/r19i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private shareLog(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
    .line 50
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    .line 51
    const/4 v0, 0x1
    aget-object v0, p1, v0
    invoke-virtual {v0}, Landroid/os/ParcelFileDescriptor;->dup()Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 52
    const/4 v1, 0x0
    aget-object v1, p1, v1
    invoke-virtual {v1}, Landroid/os/ParcelFileDescriptor;->close()V
    .line 53
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r19i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 54
    # true positive CETP612: a duplicate of the pipe's write end
    const-string v1, "result_fd"
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 55
    return-object p1
.end method

.method private shareFile(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
    .line 59
    new-instance p1, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r19i/LinkProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v0
    const-string v1, "report.txt"
    invoke-direct {p1, v0, v1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/high16 v0, 0x10000000
    invoke-static {p1, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    invoke-virtual {p1}, Landroid/os/ParcelFileDescriptor;->dup()Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 60
    invoke-virtual {p1}, Landroid/os/ParcelFileDescriptor;->close()V
    .line 61
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r19i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    # near miss CETP612: a duplicate of a read-only file descriptor
    .line 62
    const-string v1, "result_fd"
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 63
    return-object p1
.end method

.method private grantUid(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 66
    # true positive CETP606: the uid a Consumer-supplied Parcelable reports decides the grant
    const-string v0, "caller"
    const-class v1, Lcom/example/r19i/CallerInfo;
    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r19i/CallerInfo;
    .line 67
    invoke-virtual {p1}, Lcom/example/r19i/CallerInfo;->getUid()I
    move-result p1
    const/16 v0, 0x3e8
    if-eq p1, v0, :cond_0
    .line 68
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not the system"
    invoke-static {p1, v0}, Lcom/example/r19i/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 69
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r19i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private replyTo(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    # near miss CETP606: the ResultReceiver under "caller" is only sent the reply
    .line 72
    const-string v0, "caller"
    const-class v1, Landroid/os/ResultReceiver;
    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/ResultReceiver;
    .line 73
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r19i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {p1, v2, v1}, Landroid/os/ResultReceiver;->send(ILandroid/os/Bundle;)V
    .line 74
    invoke-static {v0}, Lcom/example/r19i/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

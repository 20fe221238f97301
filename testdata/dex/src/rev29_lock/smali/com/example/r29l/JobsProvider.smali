.class public Lcom/example/r29l/JobsProvider;
.super Landroid/content/ContentProvider;
.source "JobsProvider.java"

.field private static final JOBS:Landroid/net/Uri;

.field private final auditLock:Ljava/lang/Object;

.field private final auditTrail:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final ops:Lcom/example/r29l/OpLedger;

.field private final resumes:Lcom/example/r29l/OpLedger;

.method static constructor <clinit>()V
    .registers 1
    .line 74
    const-string v0, "content://com.example.r29l.tools/jobs"
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    sput-object v0, Lcom/example/r29l/JobsProvider;->JOBS:Landroid/net/Uri;
    return-void
.end method

.method public constructor <init>()V
    .registers 3
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 9
    new-instance v0, Lcom/example/r29l/OpLedger;
    new-instance v1, Ljava/util/Random;
    invoke-direct {v1}, Ljava/util/Random;-><init>()V
    invoke-direct {v0, v1}, Lcom/example/r29l/OpLedger;-><init>(Ljava/util/Random;)V
    iput-object v0, p0, Lcom/example/r29l/JobsProvider;->ops:Lcom/example/r29l/OpLedger;
    .line 10
    new-instance v0, Lcom/example/r29l/OpLedger;
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    invoke-direct {v0, v1}, Lcom/example/r29l/OpLedger;-><init>(Ljava/util/Random;)V
    iput-object v0, p0, Lcom/example/r29l/JobsProvider;->resumes:Lcom/example/r29l/OpLedger;
    .line 11
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput-object v0, p0, Lcom/example/r29l/JobsProvider;->auditLock:Ljava/lang/Object;
    .line 12
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iput-object v0, p0, Lcom/example/r29l/JobsProvider;->auditTrail:Ljava/util/List;
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
    invoke-virtual {p0}, Lcom/example/r29l/JobsProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r29l/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r29l/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r29l/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29l/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r29l/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r29l/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r29l/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r29l/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "start_backup"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_30
    iget-object p1, p0, Lcom/example/r29l/JobsProvider;->ops:Lcom/example/r29l/OpLedger;
    invoke-virtual {p1, p2}, Lcom/example/r29l/OpLedger;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29l/JobsProvider;->started(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_30
    const-string v0, "approve_restore"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_31
    iget-object p1, p0, Lcom/example/r29l/JobsProvider;->resumes:Lcom/example/r29l/OpLedger;
    invoke-virtual {p1, p2}, Lcom/example/r29l/OpLedger;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r29l/JobsProvider;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_31
    const-string v0, "compact_db"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_32
    invoke-direct {p0}, Lcom/example/r29l/JobsProvider;->compact()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_32
    const-string v0, "vacuum_db"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_33
    invoke-direct {p0}, Lcom/example/r29l/JobsProvider;->vacuum()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_33
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r29l/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private compact()Landroid/os/Bundle;
    .registers 6
    .line 36
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 38
    :try_start_0
    iget-object v2, p0, Lcom/example/r29l/JobsProvider;->auditLock:Ljava/lang/Object;
    monitor-enter v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_1
    .line 39
    :try_start_1
    iget-object v3, p0, Lcom/example/r29l/JobsProvider;->auditTrail:Ljava/util/List;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "compact by "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-direct {p0}, Lcom/example/r29l/JobsProvider;->callerTag()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-interface {v3, v4}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 40
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    .line 41
    :try_start_2
    invoke-virtual {p0}, Lcom/example/r29l/JobsProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v2
    sget-object v3, Lcom/example/r29l/JobsProvider;->JOBS:Landroid/net/Uri;
    const/4 v4, 0x0
    invoke-virtual {v2, v3, v4}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_1
    .line 43
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 45
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r29l/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :catchall_0
    move-exception v3
    .line 40
    :try_start_3
    monitor-exit v2
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0
    :try_start_4
    throw v3
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_1
    :catchall_1
    move-exception v2
    .line 43
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 44
    throw v2
.end method

.method private vacuum()Landroid/os/Bundle;
    .registers 7
    .line 48
    invoke-direct {p0}, Lcom/example/r29l/JobsProvider;->callerTag()Ljava/lang/String;
    move-result-object v0
    .line 49
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v1
    .line 51
    :try_start_0
    iget-object v3, p0, Lcom/example/r29l/JobsProvider;->auditLock:Ljava/lang/Object;
    monitor-enter v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_1
    :try_start_1
    iget-object v4, p0, Lcom/example/r29l/JobsProvider;->auditTrail:Ljava/util/List;
    new-instance v5, Ljava/lang/StringBuilder;
    const-string v6, "vacuum by "
    invoke-direct {v5, v6}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-interface {v4, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    monitor-exit v3
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    .line 53
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 55
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r29l/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :catchall_0
    move-exception v0
    .line 51
    :try_start_2
    monitor-exit v3
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0
    :try_start_3
    throw v0
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1
    :catchall_1
    move-exception v0
    .line 53
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 54
    throw v0
.end method

.method private callerTag()Ljava/lang/String;
    .registers 2
    .line 58
    invoke-virtual {p0}, Lcom/example/r29l/JobsProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private static started(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 61
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r29l/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 62
    const-string v1, "status"
    const-string v2, "accepted"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 63
    const-string v1, "operation_id"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 64
    const-string v1, "poll_after_ms"
    const-wide/16 v2, 0x7d0
    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->putLong(Ljava/lang/String;J)V
    .line 65
    return-object v0
.end method

.method private needsUser(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 68
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r29l/JobsProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/example/r29l/ConfirmActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 69
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "confirm the restore"
    invoke-static {v1, v2}, Lcom/example/r29l/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    .line 70
    invoke-virtual {p0}, Lcom/example/r29l/JobsProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const/4 v3, 0x0
    const/high16 v4, 0x4000000
    invoke-static {v2, v3, v0, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "resolution"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 71
    const-string v0, "resume_token"
    invoke-virtual {v1, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 72
    return-object v1
.end method

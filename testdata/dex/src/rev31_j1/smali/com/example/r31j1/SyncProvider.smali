.class public Lcom/example/r31j1/SyncProvider;
.super Landroid/content/ContentProvider;
.source "SyncProvider.java"

# Java sketch: sketch/SyncProvider.java (javac 17 + D8 --min-api 24).

.field private final ledger:Lcom/example/r31j1/Ledger;

.field private final mirror:Lcom/example/r31j1/Mirror;

.method public constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 12
    new-instance v0, Lcom/example/r31j1/Ledger;
    invoke-direct {v0}, Lcom/example/r31j1/Ledger;-><init>()V
    iput-object v0, p0, Lcom/example/r31j1/SyncProvider;->ledger:Lcom/example/r31j1/Ledger;
    .line 13
    new-instance v0, Lcom/example/r31j1/Mirror;
    invoke-direct {v0}, Lcom/example/r31j1/Mirror;-><init>()V
    iput-object v0, p0, Lcom/example/r31j1/SyncProvider;->mirror:Lcom/example/r31j1/Mirror;
    return-void
.end method

.method static synthetic -$$Nest$fgetledger(Lcom/example/r31j1/SyncProvider;)Lcom/example/r31j1/Ledger;
    .registers 1
    iget-object p0, p0, Lcom/example/r31j1/SyncProvider;->ledger:Lcom/example/r31j1/Ledger;
    return-object p0
.end method

.method private mirrorOwned(I)Landroid/os/Bundle;
    .registers 6
    .line 79
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 81
    :try_start_0
    iget-object v2, p0, Lcom/example/r31j1/SyncProvider;->mirror:Lcom/example/r31j1/Mirror;
    invoke-virtual {p0}, Lcom/example/r31j1/SyncProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v2, v3, p1}, Lcom/example/r31j1/Mirror;->pushFor(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r31j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 83
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 81
    return-object p1
    :catchall_0
    move-exception p1
    .line 83
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 84
    throw p1
.end method

.method private mirrorShare()Landroid/os/Bundle;
    .registers 5
    .line 71
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 73
    :try_start_0
    iget-object v2, p0, Lcom/example/r31j1/SyncProvider;->mirror:Lcom/example/r31j1/Mirror;
    invoke-virtual {p0}, Lcom/example/r31j1/SyncProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v2, v3}, Lcom/example/r31j1/Mirror;->push(Landroid/content/Context;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/example/r31j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 75
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 73
    return-object v2
    :catchall_0
    move-exception v2
    .line 75
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 76
    throw v2
.end method

.method private prefetch(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 49
    new-instance v0, Lcom/example/r31j1/SyncProvider$1;
    invoke-direct {v0, p0}, Lcom/example/r31j1/SyncProvider$1;-><init>(Lcom/example/r31j1/SyncProvider;)V
    sget-object v1, Landroid/os/AsyncTask;->THREAD_POOL_EXECUTOR:Ljava/util/concurrent/Executor;
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v2, v3
    .line 56
    invoke-virtual {v0, v1, v2}, Lcom/example/r31j1/SyncProvider$1;->executeOnExecutor(Ljava/util/concurrent/Executor;[Ljava/lang/Object;)Landroid/os/AsyncTask;
    .line 57
    const-string p1, "{\"started\":true}"
    invoke-static {p1}, Lcom/example/r31j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private prefetchOwned(Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 6
    .line 60
    new-instance v0, Lcom/example/r31j1/SyncProvider$2;
    invoke-direct {v0, p0, p2}, Lcom/example/r31j1/SyncProvider$2;-><init>(Lcom/example/r31j1/SyncProvider;I)V
    sget-object p2, Landroid/os/AsyncTask;->THREAD_POOL_EXECUTOR:Ljava/util/concurrent/Executor;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    .line 67
    invoke-virtual {v0, p2, v1}, Lcom/example/r31j1/SyncProvider$2;->executeOnExecutor(Ljava/util/concurrent/Executor;[Ljava/lang/Object;)Landroid/os/AsyncTask;
    .line 68
    const-string p1, "{\"started\":true}"
    invoke-static {p1}, Lcom/example/r31j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private syncNow()Landroid/os/Bundle;
    .registers 3
    .line 38
    invoke-virtual {p0}, Lcom/example/r31j1/SyncProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Landroidx/work/WorkManager;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v0
    const-class v1, Lcom/example/r31j1/SyncWorker;
    invoke-static {v1}, Landroidx/work/OneTimeWorkRequest;->from(Ljava/lang/Class;)Landroidx/work/OneTimeWorkRequest;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroidx/work/WorkManager;->enqueue(Landroidx/work/WorkRequest;)Landroidx/work/Operation;
    .line 39
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/example/r31j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private syncOwned(I)Landroid/os/Bundle;
    .registers 5
    .line 42
    new-instance v0, Landroidx/work/OneTimeWorkRequest$Builder;
    const-class v1, Lcom/example/r31j1/OwnedSyncWorker;
    invoke-direct {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    .line 43
    new-instance v1, Landroidx/work/Data$Builder;
    invoke-direct {v1}, Landroidx/work/Data$Builder;-><init>()V
    const-string v2, "owner_uid"
    invoke-virtual {v1, v2, p1}, Landroidx/work/Data$Builder;->putInt(Ljava/lang/String;I)Landroidx/work/Data$Builder;
    move-result-object p1
    invoke-virtual {p1}, Landroidx/work/Data$Builder;->build()Landroidx/work/Data;
    move-result-object p1
    invoke-virtual {v0, p1}, Landroidx/work/OneTimeWorkRequest$Builder;->setInputData(Landroidx/work/Data;)Landroidx/work/WorkRequest$Builder;
    move-result-object p1
    check-cast p1, Landroidx/work/OneTimeWorkRequest$Builder;
    .line 44
    invoke-virtual {p1}, Landroidx/work/OneTimeWorkRequest$Builder;->build()Landroidx/work/WorkRequest;
    move-result-object p1
    check-cast p1, Landroidx/work/OneTimeWorkRequest;
    .line 45
    invoke-virtual {p0}, Lcom/example/r31j1/SyncProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Landroidx/work/WorkManager;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroidx/work/WorkManager;->enqueue(Landroidx/work/WorkRequest;)Landroidx/work/Operation;
    .line 46
    const-string p1, "{\"queued\":true}"
    invoke-static {p1}, Lcom/example/r31j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r31j1/SyncProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r31j1/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r31j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r31j1/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r31j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r31j1/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r31j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r31j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r31j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "sync_now"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_30
    invoke-direct {p0}, Lcom/example/r31j1/SyncProvider;->syncNow()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_30
    const-string v0, "sync_owned"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_31
    invoke-direct {p0, p2}, Lcom/example/r31j1/SyncProvider;->syncOwned(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_31
    const-string v0, "prefetch"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    const-string v1, "query"
    if-eqz v0, :cond_32
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r31j1/SyncProvider;->prefetch(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_32
    const-string v0, "prefetch_owned"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_33
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1, p2}, Lcom/example/r31j1/SyncProvider;->prefetchOwned(Ljava/lang/String;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_33
    const-string v0, "mirror_share"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_34
    invoke-direct {p0}, Lcom/example/r31j1/SyncProvider;->mirrorShare()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_34
    const-string v0, "mirror_owned"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_35
    invoke-direct {p0, p2}, Lcom/example/r31j1/SyncProvider;->mirrorOwned(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :cond_35
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r31j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    .line 16
    const/4 v0, 0x1
    return v0
.end method

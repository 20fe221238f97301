.class public Lapp/shoebox/backup/BackupProvider;
.super Landroid/content/ContentProvider;
.source "BackupProvider.java"


# static fields
.field static final INFO:Ljava/lang/String; = "{\"provider_id\":\"app.shoebox\",\"provider_name\":\"Shoebox\",\"description\":\"Library backups\",\"scopes\":[{\"name\":\"backup.write\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"backup-7\",\"tools\":[\"start_backup\",\"purge_snapshots\",\"restore_snapshot\"]}"


# instance fields
.field final gate:Lapp/shoebox/core/Gate;

.field final handlers:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lapp/shoebox/core/ToolHandler<",
            "Lorg/json/JSONObject;",
            "Landroid/os/Bundle;",
            ">;>;"
        }
    .end annotation
.end field

.field final io:Ljava/util/concurrent/ExecutorService;

.field ledger:Lapp/shoebox/core/Ledger;

.field final seq:Ljava/util/concurrent/atomic/AtomicInteger;

.field store:Lapp/shoebox/backup/SnapshotStore;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 30
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 36
    new-instance v0, Lapp/shoebox/core/Gate;

    invoke-direct {v0}, Lapp/shoebox/core/Gate;-><init>()V

    iput-object v0, p0, Lapp/shoebox/backup/BackupProvider;->gate:Lapp/shoebox/core/Gate;

    .line 37
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lapp/shoebox/backup/BackupProvider;->handlers:Ljava/util/Map;

    .line 38
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lapp/shoebox/backup/BackupProvider;->io:Ljava/util/concurrent/ExecutorService;

    .line 39
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V

    iput-object v0, p0, Lapp/shoebox/backup/BackupProvider;->seq:Ljava/util/concurrent/atomic/AtomicInteger;

    return-void
.end method

.method static synthetic lambda$execute$0(Lapp/shoebox/backup/SnapshotStore;ILjava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 108
    invoke-virtual {p0, p1, p2, p3}, Lapp/shoebox/backup/SnapshotStore;->snapshot(ILjava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method static synthetic lambda$execute$1(Lapp/shoebox/core/Ledger;ILjava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 131
    invoke-virtual {p0, p1, p2, p3}, Lapp/shoebox/core/Ledger;->audit(ILjava/lang/String;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 55
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 56
    if-eqz p3, :cond_0

    move-object v1, p3

    goto :goto_0

    :cond_0
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 57
    :goto_0
    invoke-virtual {p0}, Lapp/shoebox/backup/BackupProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2, v0}, Lapp/shoebox/core/Callers;->soleAllowed(Landroid/content/Context;I)Z

    move-result v2

    if-nez v2, :cond_1

    .line 58
    const-string v2, "PERMISSION_DENIED"

    const-string v3, "caller not allowed"

    invoke-static {v1, v2, v3}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 60
    :cond_1
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_2

    .line 61
    iget-object v2, p0, Lapp/shoebox/backup/BackupProvider;->gate:Lapp/shoebox/core/Gate;

    invoke-virtual {v2, v0}, Lapp/shoebox/core/Gate;->open(I)Ljava/lang/String;

    move-result-object v2

    const-string v3, "[\"async_operations\"]"

    invoke-static {v2, v3}, Lapp/shoebox/core/Replies;->negotiated(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 63
    :cond_2
    iget-object v2, p0, Lapp/shoebox/backup/BackupProvider;->gate:Lapp/shoebox/core/Gate;

    invoke-virtual {v2, v1, v0}, Lapp/shoebox/core/Gate;->admits(Landroid/os/Bundle;I)Z

    move-result v2

    if-nez v2, :cond_3

    .line 64
    const-string v2, "NEGOTIATION_REQUIRED"

    const-string v3, "negotiate first"

    invoke-static {v1, v2, v3}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 66
    :cond_3
    const-string v2, "get_provider_info"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_4

    .line 67
    const-string v2, "{\"provider_id\":\"app.shoebox\",\"provider_name\":\"Shoebox\",\"description\":\"Library backups\",\"scopes\":[{\"name\":\"backup.write\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

    invoke-static {v2}, Lapp/shoebox/core/Replies;->value(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    invoke-static {v2, v1}, Lapp/shoebox/core/Replies;->echo(Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 69
    :cond_4
    const-string v2, "list_tools"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_5

    .line 70
    const-string v2, "{\"revision\":\"backup-7\",\"tools\":[\"start_backup\",\"purge_snapshots\",\"restore_snapshot\"]}"

    invoke-static {v2}, Lapp/shoebox/core/Replies;->value(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    invoke-static {v2, v1}, Lapp/shoebox/core/Replies;->echo(Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 72
    :cond_5
    const-string v2, "get_operation"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_7

    .line 73
    const-string v2, "operation_id"

    const-string v3, ""

    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 74
    iget-object v3, p0, Lapp/shoebox/backup/BackupProvider;->store:Lapp/shoebox/backup/SnapshotStore;

    invoke-virtual {v3, v2, v0}, Lapp/shoebox/backup/SnapshotStore;->operationState(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v3

    .line 75
    if-nez v3, :cond_6

    .line 76
    const-string v2, "INVALID_REQUEST"

    const-string v3, "unknown operation"

    invoke-static {v1, v2, v3}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 78
    :cond_6
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "{\"operation_id\":\""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\",\"state\":\""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\"}"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-static {v4}, Lapp/shoebox/core/Replies;->value(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    invoke-static {v4, v1}, Lapp/shoebox/core/Replies;->echo(Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 80
    :cond_7
    const-string v2, "execute_tool"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_8

    .line 81
    const-string v2, "METHOD_NOT_FOUND"

    const-string v3, "unknown method"

    invoke-static {v1, v2, v3}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 83
    :cond_8
    invoke-virtual {p0, v0, v1}, Lapp/shoebox/backup/BackupProvider;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 155
    const/4 v0, 0x0

    return v0
.end method

.method execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    .line 87
    const-string v0, "request_id"

    const-string v1, ""

    invoke-virtual {p2, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 88
    const-string v2, "tool_name"

    invoke-virtual {p2, v2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lapp/shoebox/backup/BackupProvider$$ExternalSyntheticBackport0;->m(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 89
    iget-object v2, p0, Lapp/shoebox/backup/BackupProvider;->handlers:Ljava/util/Map;

    invoke-interface {v2, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lapp/shoebox/core/ToolHandler;

    .line 90
    if-nez v2, :cond_0

    const-string v3, "start_backup"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_0

    .line 91
    const-string v3, "TOOL_NOT_FOUND"

    const-string v4, "no such tool"

    invoke-static {p2, v3, v4}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 93
    :cond_0
    invoke-static {p2}, Lapp/shoebox/core/Gate;->expired(Landroid/os/Bundle;)Z

    move-result v3

    if-eqz v3, :cond_1

    .line 94
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v4, "deadline passed"

    invoke-static {p2, v3, v4}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 97
    :cond_1
    :try_start_0
    const-string v3, "args"

    const-string v4, "{}"

    invoke-virtual {p2, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 98
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 99
    iget-object v5, p0, Lapp/shoebox/backup/BackupProvider;->ledger:Lapp/shoebox/core/Ledger;

    invoke-virtual {v5, p1, v0, v1, v3}, Lapp/shoebox/core/Ledger;->replay(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lj$/util/Optional;

    move-result-object v5

    .line 100
    invoke-virtual {v5}, Lj$/util/Optional;->isPresent()Z

    move-result v6

    if-eqz v6, :cond_2

    .line 101
    invoke-virtual {v5}, Lj$/util/Optional;->get()Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Ljava/lang/String;

    invoke-static {v6}, Lapp/shoebox/core/Replies;->replayed(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    invoke-static {v6, p2}, Lapp/shoebox/core/Replies;->echo(Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 103
    :cond_2
    const-string v5, "start_backup"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_3

    .line 104
    const/4 v5, 0x3

    new-array v5, v5, [Ljava/lang/String;

    const-string v6, "op"

    const/4 v7, 0x0

    aput-object v6, v5, v7

    invoke-static {}, Lapp/shoebox/core/Tokens;->stamp()Ljava/lang/String;

    move-result-object v6

    const/4 v7, 0x1

    aput-object v6, v5, v7

    iget-object v6, p0, Lapp/shoebox/backup/BackupProvider;->seq:Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-virtual {v6}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I

    move-result v6

    invoke-static {v6}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v6

    const/4 v7, 0x2

    aput-object v6, v5, v7

    invoke-static {v5}, Lapp/shoebox/core/Tokens;->join([Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 105
    iget-object v6, p0, Lapp/shoebox/backup/BackupProvider;->store:Lapp/shoebox/backup/SnapshotStore;

    invoke-virtual {v6, v5, p1}, Lapp/shoebox/backup/SnapshotStore;->startOperation(Ljava/lang/String;I)V

    .line 106
    iget-object v6, p0, Lapp/shoebox/backup/BackupProvider;->store:Lapp/shoebox/backup/SnapshotStore;

    .line 107
    const-string v7, "label"

    const-string v8, "manual"

    invoke-virtual {v4, v7, v8}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 108
    new-instance v8, Lapp/shoebox/backup/BackupProvider$$ExternalSyntheticLambda0;

    invoke-direct {v8, v6, p1, v5, v7}, Lapp/shoebox/backup/BackupProvider$$ExternalSyntheticLambda0;-><init>(Lapp/shoebox/backup/SnapshotStore;ILjava/lang/String;Ljava/lang/String;)V

    iget-object v9, p0, Lapp/shoebox/backup/BackupProvider;->io:Ljava/util/concurrent/ExecutorService;

    invoke-static {v8, v9}, Lj$/util/concurrent/CompletableFuture;->runAsync(Ljava/lang/Runnable;Ljava/util/concurrent/Executor;)Lj$/util/concurrent/CompletableFuture;

    .line 109
    const-wide/16 v8, 0x3e8

    invoke-static {v5, v8, v9}, Lapp/shoebox/core/Replies;->accepted(Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v6

    .line 110
    iget-object v7, p0, Lapp/shoebox/backup/BackupProvider;->ledger:Lapp/shoebox/core/Ledger;

    const-string v8, "data"

    invoke-virtual {v6, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    move v8, p1

    move-object v9, v0

    move-object v10, v1

    move-object v11, v3

    invoke-virtual/range {v7 .. v12}, Lapp/shoebox/core/Ledger;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 111
    invoke-static {v6, p2}, Lapp/shoebox/core/Replies;->echo(Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v7

    return-object v7

    .line 113
    :cond_3
    const-string v5, "restore_snapshot"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_5

    .line 114
    const-string v5, "resume_token"

    invoke-virtual {p2, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 115
    if-nez v5, :cond_4

    .line 116
    invoke-static {}, Lapp/shoebox/core/Approvals;->get()Lapp/shoebox/core/Approvals;

    move-result-object v6

    invoke-virtual {v6, p1, v1, v0, v3}, Lapp/shoebox/core/Approvals;->issue(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 117
    invoke-virtual {p0}, Lapp/shoebox/backup/BackupProvider;->getContext()Landroid/content/Context;

    move-result-object v7

    .line 118
    const-string v8, "snapshot_id"

    invoke-virtual {v4, v8}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    new-instance v9, Ljava/lang/StringBuilder;

    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V

    const-string v10, "Restore snapshot "

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v9

    invoke-virtual {v9, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v9

    const-string v8, " over the current library"

    invoke-virtual {v9, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v9

    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    const/high16 v9, 0xc000000

    .line 117
    invoke-static {v7, v0, v6, v8, v9}, Lapp/shoebox/core/Resolutions;->confirm(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v7

    .line 120
    invoke-static {p2, v7, v6}, Lapp/shoebox/core/Replies;->actionRequired(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 122
    :cond_4
    invoke-static {}, Lapp/shoebox/core/Approvals;->get()Lapp/shoebox/core/Approvals;

    move-result-object v6

    invoke-virtual {v6, v5, v1, v3}, Lapp/shoebox/core/Approvals;->peek(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v6

    if-nez v6, :cond_5

    .line 123
    const-string v6, "USER_CANCELLED"

    const-string v7, "the restore was not approved"

    invoke-static {p2, v6, v7}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 126
    :cond_5
    invoke-virtual {v2, v4}, Lapp/shoebox/core/ToolHandler;->handle(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Landroid/os/Bundle;

    .line 127
    invoke-static {v5}, Lapp/shoebox/core/Replies;->succeeded(Landroid/os/Bundle;)Z

    move-result v6

    if-eqz v6, :cond_6

    .line 128
    iget-object v7, p0, Lapp/shoebox/backup/BackupProvider;->ledger:Lapp/shoebox/core/Ledger;

    const-string v8, "data"

    invoke-virtual {v5, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    move v8, p1

    move-object v9, v0

    move-object v10, v1

    move-object v11, v3

    invoke-virtual/range {v7 .. v12}, Lapp/shoebox/core/Ledger;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 130
    :cond_6
    iget-object v6, p0, Lapp/shoebox/backup/BackupProvider;->ledger:Lapp/shoebox/core/Ledger;

    .line 131
    new-instance v7, Lapp/shoebox/backup/BackupProvider$$ExternalSyntheticLambda1;

    invoke-direct {v7, v6, p1, v1, v0}, Lapp/shoebox/backup/BackupProvider$$ExternalSyntheticLambda1;-><init>(Lapp/shoebox/core/Ledger;ILjava/lang/String;Ljava/lang/String;)V

    iget-object v8, p0, Lapp/shoebox/backup/BackupProvider;->io:Ljava/util/concurrent/ExecutorService;

    invoke-static {v7, v8}, Lj$/util/concurrent/CompletableFuture;->runAsync(Ljava/lang/Runnable;Ljava/util/concurrent/Executor;)Lj$/util/concurrent/CompletableFuture;

    .line 132
    invoke-static {v5, p2}, Lapp/shoebox/core/Replies;->echo(Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v6
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v6

    .line 133
    :catch_0
    move-exception v3

    .line 134
    invoke-static {v3}, Lapp/shoebox/core/Errors;->chain(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "backup failed: "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v5, "INTERNAL_ERROR"

    invoke-static {p2, v5, v4}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 145
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 150
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 5

    .line 45
    invoke-virtual {p0}, Lapp/shoebox/backup/BackupProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "backup.db"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 46
    new-instance v1, Lapp/shoebox/backup/SnapshotStore;

    invoke-direct {v1, v0}, Lapp/shoebox/backup/SnapshotStore;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lapp/shoebox/backup/BackupProvider;->store:Lapp/shoebox/backup/SnapshotStore;

    .line 47
    new-instance v1, Lapp/shoebox/core/Ledger;

    invoke-direct {v1, v0}, Lapp/shoebox/core/Ledger;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lapp/shoebox/backup/BackupProvider;->ledger:Lapp/shoebox/core/Ledger;

    .line 48
    iget-object v1, p0, Lapp/shoebox/backup/BackupProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lapp/shoebox/backup/PurgeHandler;

    iget-object v3, p0, Lapp/shoebox/backup/BackupProvider;->store:Lapp/shoebox/backup/SnapshotStore;

    invoke-direct {v2, v3}, Lapp/shoebox/backup/PurgeHandler;-><init>(Lapp/shoebox/backup/SnapshotStore;)V

    const-string v3, "purge_snapshots"

    invoke-interface {v1, v3, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 49
    iget-object v1, p0, Lapp/shoebox/backup/BackupProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lapp/shoebox/backup/RestoreHandler;

    iget-object v3, p0, Lapp/shoebox/backup/BackupProvider;->store:Lapp/shoebox/backup/SnapshotStore;

    invoke-direct {v2, v3}, Lapp/shoebox/backup/RestoreHandler;-><init>(Lapp/shoebox/backup/SnapshotStore;)V

    const-string v3, "restore_snapshot"

    invoke-interface {v1, v3, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 50
    const/4 v1, 0x1

    return v1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 140
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 160
    const/4 v0, 0x0

    return v0
.end method

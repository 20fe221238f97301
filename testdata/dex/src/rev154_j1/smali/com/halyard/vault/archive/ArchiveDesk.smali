.class public final Lcom/halyard/vault/archive/ArchiveDesk;
.super Ljava/lang/Object;
.source "ArchiveDesk.java"

# interfaces
.implements Lcom/halyard/vault/cetp/Desk;


# static fields
.field private static final OPERATION:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\"},\"items\":{\"type\":\"integer\"}}}"

.field public static final PROVIDER_ID:Ljava/lang/String; = "com.halyard.vault"

.field private static final SNAPSHOT_ID:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false}"


# instance fields
.field private final chunks:Lcom/halyard/vault/archive/ChunkStore;

.field private final confirmations:Lcom/halyard/vault/cetp/Confirmations;

.field private final context:Landroid/content/Context;

.field private final grants:Lcom/halyard/vault/cetp/Grants;

.field private final repository:Lcom/halyard/vault/jobs/OperationRepository;

.field private final tools:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/halyard/vault/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/halyard/vault/jobs/VaultDb;Lcom/halyard/vault/jobs/OperationRepository;)V
    .registers 19

    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 39
    new-instance v1, Ljava/util/ArrayList;

    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V

    iput-object v1, p0, Lcom/halyard/vault/archive/ArchiveDesk;->tools:Ljava/util/List;

    .line 42
    move-object/from16 v1, p1

    iput-object v1, p0, Lcom/halyard/vault/archive/ArchiveDesk;->context:Landroid/content/Context;

    .line 43
    new-instance v1, Lcom/halyard/vault/cetp/Grants;

    move-object/from16 v3, p1

    move-object/from16 v4, p2

    invoke-direct {v1, v3, v4}, Lcom/halyard/vault/cetp/Grants;-><init>(Landroid/content/Context;Lcom/halyard/vault/jobs/VaultDb;)V

    iput-object v1, p0, Lcom/halyard/vault/archive/ArchiveDesk;->grants:Lcom/halyard/vault/cetp/Grants;

    .line 44
    new-instance v1, Lcom/halyard/vault/cetp/Confirmations;

    move-object/from16 v3, p1

    const-string v4, "com.halyard.vault"

    invoke-direct {v1, v3, v4}, Lcom/halyard/vault/cetp/Confirmations;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/halyard/vault/archive/ArchiveDesk;->confirmations:Lcom/halyard/vault/cetp/Confirmations;

    .line 45
    move-object/from16 v1, p3

    iput-object v1, p0, Lcom/halyard/vault/archive/ArchiveDesk;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    .line 46
    new-instance v1, Lcom/halyard/vault/archive/ChunkStore;

    move-object/from16 v3, p2

    invoke-direct {v1, v3}, Lcom/halyard/vault/archive/ChunkStore;-><init>(Lcom/halyard/vault/jobs/VaultDb;)V

    iput-object v1, p0, Lcom/halyard/vault/archive/ArchiveDesk;->chunks:Lcom/halyard/vault/archive/ChunkStore;

    .line 47
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveDesk;->tools:Ljava/util/List;

    new-instance v1, Lcom/halyard/vault/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "list_snapshots"

    const-string v4, "List snapshots"

    const-string v5, "Lists the vault\'s snapshots, newest first"

    const-string v6, "read"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "never"

    const/4 v10, 0x0

    const/4 v11, 0x0

    const-string v12, "snapshots.read"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"additionalProperties\":false}"

    const-string v14, "{\"type\":\"object\",\"properties\":{\"snapshots\":{\"type\":\"array\"}},\"required\":[\"snapshots\"]}"

    invoke-direct/range {v2 .. v14}, Lcom/halyard/vault/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 52
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveDesk;->tools:Ljava/util/List;

    new-instance v1, Lcom/halyard/vault/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "verify_snapshot"

    const-string v4, "Verify a snapshot"

    const-string v5, "Checks every stored chunk of a snapshot against its recorded SHA-256"

    const-string v6, "read"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "never"

    const/4 v10, 0x0

    const/4 v11, 0x0

    const-string v12, "snapshots.read"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false}"

    const-string v14, "{\"type\":\"object\",\"properties\":{\"chunks\":{\"type\":\"integer\"},\"damaged\":{\"type\":\"integer\"}},\"required\":[\"chunks\",\"damaged\"]}"

    invoke-direct/range {v2 .. v14}, Lcom/halyard/vault/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 57
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveDesk;->tools:Ljava/util/List;

    new-instance v1, Lcom/halyard/vault/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "snapshot_stats"

    const-string v4, "Snapshot statistics"

    const-string v5, "Counts the chunks and bytes a snapshot holds"

    const-string v6, "read"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "never"

    const/4 v10, 0x0

    const/4 v11, 0x0

    const-string v12, "snapshots.read"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false}"

    const-string v14, "{\"type\":\"object\",\"properties\":{\"chunks\":{\"type\":\"integer\"},\"bytes\":{\"type\":\"integer\"}},\"required\":[\"chunks\",\"bytes\"]}"

    invoke-direct/range {v2 .. v14}, Lcom/halyard/vault/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 62
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveDesk;->tools:Ljava/util/List;

    new-instance v1, Lcom/halyard/vault/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "create_snapshot"

    const-string v4, "Take a snapshot"

    const-string v5, "Copies every vault item into a new snapshot"

    const-string v6, "create"

    const-string v7, "moderate"

    const/4 v8, 0x0

    const-string v9, "provider_policy"

    const/4 v10, 0x1

    const/4 v11, 0x0

    const-string v12, "snapshots.write"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"maxLength\":80}},\"additionalProperties\":false}"

    const-string v14, "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\"},\"items\":{\"type\":\"integer\"}}}"

    invoke-direct/range {v2 .. v14}, Lcom/halyard/vault/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 66
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveDesk;->tools:Ljava/util/List;

    new-instance v1, Lcom/halyard/vault/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "export_snapshot"

    const-string v4, "Export a snapshot"

    const-string v5, "Writes a snapshot\'s manifest as a JSON file the assistant can read"

    const-string v6, "create"

    const-string v7, "moderate"

    const/4 v8, 0x0

    const-string v9, "provider_policy"

    const/4 v10, 0x1

    const/4 v11, 0x1

    const-string v12, "snapshots.write"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\",\"minimum\":1},\"file_name\":{\"type\":\"string\"}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false}"

    const-string v14, "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\"},\"items\":{\"type\":\"array\"}},\"required\":[\"snapshot_id\",\"items\"]}"

    invoke-direct/range {v2 .. v14}, Lcom/halyard/vault/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 74
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveDesk;->tools:Ljava/util/List;

    new-instance v1, Lcom/halyard/vault/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "restore_snapshot"

    const-string v4, "Restore a snapshot"

    const-string v5, "Overwrites the vault\'s items with the content a snapshot holds"

    const-string v6, "update"

    const-string v7, "high"

    const/4 v8, 0x1

    const-string v9, "always"

    const/4 v10, 0x1

    const/4 v11, 0x0

    const-string v12, "snapshots.write"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false}"

    const-string v14, "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\"},\"items\":{\"type\":\"integer\"}}}"

    invoke-direct/range {v2 .. v14}, Lcom/halyard/vault/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 77
    return-void
.end method

.method private checkArgs(Lcom/halyard/vault/cetp/Call;)Ljava/lang/String;
    .registers 8

    .line 185
    iget-object v0, p1, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v0, v0, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "create_snapshot"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 186
    iget-object v0, p1, Lcom/halyard/vault/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "label"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-le v0, v1, :cond_0

    const-string v0, "label is longer than 80 characters"

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0

    .line 188
    :cond_1
    iget-object v0, p1, Lcom/halyard/vault/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "snapshot_id"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v4

    .line 189
    const-wide/16 v2, 0x0

    cmp-long v0, v4, v2

    if-gtz v0, :cond_2

    .line 190
    const-string v0, "snapshot_id must be a positive integer"

    return-object v0

    .line 192
    :cond_2
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveDesk;->chunks:Lcom/halyard/vault/archive/ChunkStore;

    invoke-virtual {v0, v4, v5}, Lcom/halyard/vault/archive/ChunkStore;->hasSnapshot(J)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    goto :goto_1

    :cond_3
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "There is no snapshot "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    :goto_1
    return-object v0
.end method

.method private submit(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 150
    move-object/from16 v1, p2

    iget-object v1, v1, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v0, "com.halyard.vault"

    invoke-static {v0, v1}, Lcom/halyard/vault/cetp/Digests;->callerKey(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 151
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v8

    .line 153
    move-object/from16 v0, p0

    :try_start_0
    iget-object v0, v0, Lcom/halyard/vault/archive/ArchiveDesk;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0, v7}, Lcom/halyard/vault/jobs/OperationRepository;->findByDedupKey(Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v10

    .line 154
    if-eqz v10, :cond_0

    .line 155
    move-object/from16 v1, p2

    invoke-static {v10, v1}, Lcom/halyard/vault/jobs/OperationsEndpoint;->replay(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v11

    .line 180
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 155
    return-object v11

    .line 157
    :cond_0
    move-object/from16 v0, p0

    move-object/from16 v1, p2

    :try_start_1
    invoke-direct {v0, v1}, Lcom/halyard/vault/archive/ArchiveDesk;->checkArgs(Lcom/halyard/vault/cetp/Call;)Ljava/lang/String;

    move-result-object v11

    .line 158
    if-eqz v11, :cond_1

    .line 159
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const/4 v3, 0x0

    invoke-static {v0, v1, v11, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v12

    .line 180
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 159
    return-object v12

    .line 161
    :cond_1
    move-object/from16 v0, p2

    :try_start_2
    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v0, v0, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "restore_snapshot"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 162
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/archive/ArchiveDesk;->confirmations:Lcom/halyard/vault/cetp/Confirmations;

    move-object/from16 v3, p2

    iget-object v3, v3, Lcom/halyard/vault/cetp/Call;->args:Lorg/json/JSONObject;

    .line 163
    const-string v4, "snapshot_id"

    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Restore snapshot "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, " over the vault\'s current items"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v3, v5

    .line 162
    move-object/from16 v1, p1

    move-object/from16 v2, p2

    invoke-virtual {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Confirmations;->require(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    move-result-object v12

    .line 164
    if-eqz v12, :cond_2

    .line 165
    move-object v13, v12

    .line 180
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 165
    return-object v13

    .line 168
    :cond_2
    :try_start_3
    invoke-static {}, Lcom/halyard/vault/cetp/Digests;->operationId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v2, p1

    const-string v3, "com.halyard.vault"

    move-object/from16 v4, p2

    invoke-static {v0, v7, v2, v3, v4}, Lcom/halyard/vault/jobs/OperationRow;->pending(Ljava/lang/String;Ljava/lang/String;Lcom/halyard/vault/cetp/Caller;Ljava/lang/String;Lcom/halyard/vault/cetp/Call;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v12

    .line 169
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v0, v0, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "export_snapshot"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 170
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->args:Lorg/json/JSONObject;

    move-object/from16 v2, p2

    iget-object v2, v2, Lcom/halyard/vault/cetp/Call;->args:Lorg/json/JSONObject;

    .line 171
    const-string v3, "snapshot_id"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v2

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "snapshot-"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ".json"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    .line 170
    const-string v1, "file_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 172
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/archive/ArchiveDesk;->context:Landroid/content/Context;

    iget-object v1, v12, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "exports/"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-static {v0, v1}, Lcom/halyard/vault/jobs/ResultFiles;->area(Landroid/content/Context;Ljava/lang/String;)Ljava/io/File;

    move-result-object v14

    .line 173
    invoke-static {v14, v13}, Lcom/halyard/vault/jobs/ResultFiles;->named(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;

    move-result-object v1

    invoke-virtual {v1}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v1

    iput-object v1, v12, Lcom/halyard/vault/jobs/OperationRow;->resultPath:Ljava/lang/String;

    .line 174
    const-string v1, "application/json"

    iput-object v1, v12, Lcom/halyard/vault/jobs/OperationRow;->mediaType:Ljava/lang/String;

    .line 176
    :cond_3
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/archive/ArchiveDesk;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0, v12}, Lcom/halyard/vault/jobs/OperationRepository;->insert(Lcom/halyard/vault/jobs/OperationRow;)V

    .line 177
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/archive/ArchiveDesk;->context:Landroid/content/Context;

    invoke-static {v0}, Lcom/halyard/vault/jobs/JobWorkerService;->wake(Landroid/content/Context;)V

    .line 178
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    iget-object v1, v12, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    const-wide/16 v2, 0x5dc

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    move-result-object v13

    .line 180
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 178
    return-object v13

    :catchall_0
    move-exception v15

    .line 180
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 181
    throw v15
.end method


# virtual methods
.method public capabilities()[Ljava/lang/String;
    .registers 4

    .line 104
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "async_operations"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "cancellation"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "large_results"

    aput-object v2, v0, v1

    return-object v0
.end method

.method public description()Ljava/lang/String;
    .registers 2

    .line 91
    const-string v0, "Snapshots of your Halyard Vault: take, check, export and restore them"

    return-object v0
.end method

.method public execute(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 114
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveDesk;->grants:Lcom/halyard/vault/cetp/Grants;

    iget-object v2, p2, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v2, v2, Lcom/halyard/vault/cetp/ToolSpec;->scope:Ljava/lang/String;

    invoke-virtual {v0, p1, v2}, Lcom/halyard/vault/cetp/Grants;->allows(Lcom/halyard/vault/cetp/Caller;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 115
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "Halyard Vault has not granted this scope"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 117
    :cond_0
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-boolean v0, v0, Lcom/halyard/vault/cetp/ToolSpec;->async:Z

    if-eqz v0, :cond_1

    .line 118
    invoke-direct {p0, p1, p2}, Lcom/halyard/vault/archive/ArchiveDesk;->submit(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 120
    :cond_1
    invoke-virtual {p2}, Lcom/halyard/vault/cetp/Call;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 121
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the tool started"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 124
    :cond_2
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "snapshot_id"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 125
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v7, v0, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v8, -0x1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_snapshots"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "verify_snapshot"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x1

    :cond_3
    :goto_0
    sparse-switch v8, :sswitch_data_1

    goto :goto_1

    .line 127
    :sswitch_2
    iget-object v2, p2, Lcom/halyard/vault/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v3, "limit"

    const/16 v4, 0x14

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v2

    const/16 v1, 0x32

    invoke-static {v1, v2}, Ljava/lang/Math;->min(II)I

    move-result v1

    const/4 v0, 0x1

    invoke-static {v0, v1}, Ljava/lang/Math;->max(II)I

    move-result v9

    .line 128
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/halyard/vault/archive/ArchiveDesk;->chunks:Lcom/halyard/vault/archive/ChunkStore;

    invoke-virtual {v3, v9}, Lcom/halyard/vault/archive/ChunkStore;->snapshots(I)Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "snapshots"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/halyard/vault/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 130
    :sswitch_3
    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-gtz v0, :cond_4

    .line 131
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "snapshot_id must be a positive integer"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 133
    :cond_4
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveDesk;->chunks:Lcom/halyard/vault/archive/ChunkStore;

    invoke-virtual {v0, v5, v6}, Lcom/halyard/vault/archive/ChunkStore;->verify(J)Lcom/halyard/vault/archive/ChunkStore$Verification;

    move-result-object v10

    .line 134
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget v3, v10, Lcom/halyard/vault/archive/ChunkStore$Verification;->checked:I

    .line 135
    const-string v2, "chunks"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    iget v3, v10, Lcom/halyard/vault/archive/ChunkStore$Verification;->damaged:I

    .line 136
    const-string v2, "damaged"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    .line 134
    invoke-static {v0, v1}, Lcom/halyard/vault/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 138
    :goto_1
    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-gtz v0, :cond_5

    .line 139
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "snapshot_id must be a positive integer"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 141
    :cond_5
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveDesk;->chunks:Lcom/halyard/vault/archive/ChunkStore;

    invoke-virtual {v0, v5, v6}, Lcom/halyard/vault/archive/ChunkStore;->stats(J)Lcom/halyard/vault/archive/ChunkStore$Stats;

    move-result-object v11

    .line 142
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget v3, v11, Lcom/halyard/vault/archive/ChunkStore$Stats;->chunks:I

    .line 143
    const-string v2, "chunks"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    iget-wide v3, v11, Lcom/halyard/vault/archive/ChunkStore$Stats;->bytes:J

    .line 144
    const-string v2, "bytes"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 142
    invoke-static {v0, v1}, Lcom/halyard/vault/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x40a21f32 -> :sswitch_0
        -0x39f10936 -> :sswitch_1
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        0x0 -> :sswitch_2
        0x1 -> :sswitch_3
    .end sparse-switch
.end method

.method public providerId()Ljava/lang/String;
    .registers 2

    .line 81
    const-string v0, "com.halyard.vault"

    return-object v0
.end method

.method public providerName()Ljava/lang/String;
    .registers 2

    .line 86
    const-string v0, "Halyard Vault"

    return-object v0
.end method

.method public scopes()Ljava/lang/String;
    .registers 2

    .line 96
    const-string v0, "[{\"name\":\"snapshots.read\",\"title\":\"Read snapshots\",\"description\":\"List, check and export snapshots\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"snapshots.write\",\"title\":\"Take and restore snapshots\",\"description\":\"Create snapshots and restore one over the vault\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

    return-object v0
.end method

.method public tools()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/halyard/vault/cetp/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 109
    iget-object v0, p0, Lcom/halyard/vault/archive/ArchiveDesk;->tools:Ljava/util/List;

    return-object v0
.end method

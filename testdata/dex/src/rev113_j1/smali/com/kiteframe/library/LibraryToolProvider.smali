.class public final Lcom/kiteframe/library/LibraryToolProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "LibraryToolProvider.java"

# static fields
.field private static final TAG:Ljava/lang/String; = "LibraryTools"
.field private static final WORKERS:Ljava/util/concurrent/ExecutorService;
.field private static final DESCRIPTOR:Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
.field private static final TOOLS:Ljava/util/List;

# instance fields
.field private final dedup:Lcom/kiteframe/ops/MemoryDedupExecutor;
.field private db:Lcom/kiteframe/data/KiteDb;
.field private operations:Lcom/kiteframe/ops/OperationStore;
.field private grants:Lcom/kiteframe/auth/ConsumerGrants;
.field private confirmations:Lcom/kiteframe/auth/Confirmations;
.field private transcoder:Lcom/kiteframe/library/Transcoder;

# direct methods
.method public constructor <init>()V
    .registers 4
    .line 42
    invoke-direct {v3}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 62
    new-instance v1, Lcom/kiteframe/ops/MemoryDedupExecutor;
    invoke-direct {v1}, Lcom/kiteframe/ops/MemoryDedupExecutor;-><init>()V
    iput-object v1, v3, Lcom/kiteframe/library/LibraryToolProvider;->dedup:Lcom/kiteframe/ops/MemoryDedupExecutor;
    return-void
.end method

.method private albumInfo(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 15
    .line 148
    invoke-virtual {v14}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "album_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    .line 149
    iget-object v0, v13, Lcom/kiteframe/library/LibraryToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "albums"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    const-string v5, "title"
    const/4 v4, 0x0
    aput-object v5, v2, v4
    const-string v5, "remote_id"
    const/4 v4, 0x1
    aput-object v5, v2, v4
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v8, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
    :L50
    .line 152
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-nez v0, :L81
    .line 153
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_ARGS"
    const-string v2, "no such album"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v10
    :L72
    .line 163
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    .line 153
    return-object v10
    :L81
    .line 155
    new-instance v10, Lorg/json/JSONObject;
    invoke-direct {v10}, Lorg/json/JSONObject;-><init>()V
    .line 156
    const-string v1, "album_id"
    invoke-virtual {v10, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 157
    const-string v1, "title"
    const/4 v3, 0x0
    invoke-interface {v9, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 158
    const-string v1, "synced"
    const/4 v3, 0x1
    invoke-interface {v9, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    move-object v0, v10
    if-eqz v2, :L133
    const/4 v2, 0x1
    goto :L134
    :L133
    const/4 v2, 0x0
    :L134
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    .line 159
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, v10}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v11
    :L148
    .line 163
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    .line 159
    return-object v11
    :L157
    .line 160
    move-exception v10
    .line 161
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "the album could not be described"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v11
    :L172
    .line 163
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    .line 161
    return-object v11
    :L181
    .line 163
    move-exception v12
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    .line 164
    throw v12
    .catch Lorg/json/JSONException; {:L50 .. :L72} :L157
    .catch Lorg/json/JSONException; {:L81 .. :L148} :L157
    .catchall {:L50 .. :L72} :L181
    .catchall {:L81 .. :L148} :L181
    .catchall {:L157 .. :L172} :L181
.end method

.method private transcodeJobs(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 11
    .line 168
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "state"
    const-string v2, "running"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 169
    iget-object v0, v9, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    const-string v1, "owner_uid = ? AND tool = ? AND state = ?"
    const/4 v2, 0x3
    new-array v2, v2, [Ljava/lang/String;
    .line 170
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v5
    invoke-static {v5}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    const/4 v4, 0x0
    aput-object v5, v2, v4
    const-string v5, "transcode_album"
    const/4 v4, 0x1
    aput-object v5, v2, v4
    const/4 v4, 0x2
    aput-object v6, v2, v4
    .line 169
    invoke-virtual {v0, v1, v2}, Lcom/kiteframe/ops/OperationStore;->list(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    move-result-object v7
    :L48
    .line 172
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-static {v7}, Lcom/kiteframe/ops/Operation;->summaries(Ljava/util/List;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L58
    return-object v0
    :L59
    .line 173
    move-exception v8
    .line 174
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "the jobs could not be listed"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    .catch Lorg/json/JSONException; {:L48 .. :L58} :L59
.end method

.method private transcodeAlbum(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 19
    .line 179
    invoke-virtual/range {v18 .. v18}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v12
    .line 180
    const-string v1, "album_id"
    invoke-virtual {v12, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v13
    .line 181
    const-string v1, "format"
    const-string v2, "heic"
    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v14
    .line 182
    const-string v1, "include_videos"
    const/4 v2, 0x0
    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v15
    .line 183
    invoke-virtual {v13}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-nez v0, :L54
    sget-object v0, Lcom/kiteframe/library/Transcoder;->FORMATS:Ljava/util/List;
    invoke-interface {v0, v14}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L66
    :L54
    .line 184
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_ARGS"
    const-string v2, "album_id and a known format are required"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L66
    .line 186
    invoke-static {}, Lcom/kiteframe/ops/OperationIds;->newId()Ljava/lang/String;
    move-result-object v16
    .line 187
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual/range {v18 .. v18}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v2
    invoke-virtual/range {v18 .. v18}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v3
    const-string v4, "transcode_album"
    move-object/from16 v1, v16
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/kiteframe/ops/OperationStore;->create(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .line 188
    sget-object v0, Lcom/kiteframe/library/LibraryToolProvider;->WORKERS:Ljava/util/concurrent/ExecutorService;
    new-instance v6, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;
    move-object/from16 v7, v17
    move-object/from16 v8, v16
    move-object v9, v13
    move-object v10, v14
    move v11, v15
    invoke-direct/range {v6 .. v11}, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/kiteframe/library/LibraryToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    invoke-interface {v0, v6}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 189
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-wide/16 v2, 0x3e8
    move-object/from16 v1, v16
    invoke-virtual {v0, v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->accepted(Ljava/lang/String;J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private runTranscode(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 12
    .line 193
    iget-object v0, v7, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v8}, Lcom/kiteframe/ops/OperationStore;->cancelRequested(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L20
    .line 194
    iget-object v0, v7, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v8}, Lcom/kiteframe/ops/OperationStore;->markCancelled(Ljava/lang/String;)V
    .line 195
    return-void
    :L20
    .line 197
    iget-object v0, v7, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v8}, Lcom/kiteframe/ops/OperationStore;->markRunning(Ljava/lang/String;)V
    :L28
    .line 199
    iget-object v0, v7, Lcom/kiteframe/library/LibraryToolProvider;->transcoder:Lcom/kiteframe/library/Transcoder;
    const-string v3, "photo"
    invoke-virtual {v0, v9, v10, v3}, Lcom/kiteframe/library/Transcoder;->transcode(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v6
    .line 200
    if-eqz v11, :L68
    .line 201
    const-string v1, "videos"
    iget-object v2, v7, Lcom/kiteframe/library/LibraryToolProvider;->transcoder:Lcom/kiteframe/library/Transcoder;
    const-string v5, "video"
    invoke-virtual {v2, v9, v10, v5}, Lcom/kiteframe/library/Transcoder;->transcode(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :L68
    .line 203
    iget-object v0, v7, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v8, v6}, Lcom/kiteframe/ops/OperationStore;->succeed(Ljava/lang/String;Lorg/json/JSONObject;)V
    :L78
    .line 209
    goto :L136
    :L81
    .line 204
    move-exception v6
    .line 205
    iget-object v0, v7, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    const-string v2, "INTERNAL_ERROR"
    invoke-static {v6}, Landroid/util/Log;->getStackTraceString(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x1
    invoke-static {v2, v3, v4}, Lcom/kiteframe/ops/Operation;->errorJson(Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v0, v8, v2}, Lcom/kiteframe/ops/OperationStore;->fail(Ljava/lang/String;Lorg/json/JSONObject;)V
    .line 209
    goto :L136
    :L105
    .line 206
    move-exception v6
    .line 207
    const-string v0, "LibraryTools"
    const-string v1, "transcode summary"
    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 208
    iget-object v0, v7, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    const-string v2, "INTERNAL_ERROR"
    const-string v3, "the transcode result was not saved"
    const/4 v4, 0x0
    invoke-static {v2, v3, v4}, Lcom/kiteframe/ops/Operation;->errorJson(Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v0, v8, v2}, Lcom/kiteframe/ops/OperationStore;->fail(Ljava/lang/String;Lorg/json/JSONObject;)V
    :L136
    .line 210
    return-void
    .catch Ljava/io/IOException; {:L28 .. :L78} :L81
    .catch Lorg/json/JSONException; {:L28 .. :L78} :L105
.end method

.method private purgeTrash(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 14
    .line 213
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v6
    .line 214
    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/kiteframe/ops/Digests;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 215
    const-string v1, "user_confirmed"
    const/4 v2, 0x0
    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v8
    .line 216
    if-nez v8, :L126
    iget-object v0, v12, Lcom/kiteframe/library/LibraryToolProvider;->confirmations:Lcom/kiteframe/auth/Confirmations;
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v2
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v3
    const-string v4, "purge_trash"
    move-object v5, v7
    invoke-virtual/range {v0 .. v5}, Lcom/kiteframe/auth/Confirmations;->take(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L126
    .line 218
    iget-object v0, v12, Lcom/kiteframe/library/LibraryToolProvider;->confirmations:Lcom/kiteframe/auth/Confirmations;
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v1
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v2
    const-string v3, "purge_trash"
    invoke-virtual {v0, v1, v2, v3, v7}, Lcom/kiteframe/auth/Confirmations;->issue(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 219
    new-instance v10, Landroid/content/Intent;
    invoke-virtual {v12}, Lcom/kiteframe/library/LibraryToolProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/kiteframe/ui/ConfirmPurgeActivity;
    invoke-direct {v10, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 220
    const-string v1, "resume_token"
    invoke-virtual {v10, v1, v9}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 221
    invoke-virtual {v12}, Lcom/kiteframe/library/LibraryToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x1
    const/high16 v3, 0xc000000
    invoke-static {v0, v1, v10, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v11
    .line 223
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, v11, v9}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L126
    .line 225
    invoke-static {}, Lcom/kiteframe/ops/OperationIds;->newId()Ljava/lang/String;
    move-result-object v9
    .line 226
    iget-object v0, v12, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v2
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v3
    const-string v4, "purge_trash"
    invoke-virtual {v0, v9, v2, v3, v4}, Lcom/kiteframe/ops/OperationStore;->create(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .line 227
    sget-object v0, Lcom/kiteframe/library/LibraryToolProvider;->WORKERS:Ljava/util/concurrent/ExecutorService;
    new-instance v3, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {v3, v12, v9}, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/kiteframe/library/LibraryToolProvider;Ljava/lang/String;)V
    invoke-interface {v0, v3}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 228
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-wide/16 v2, 0x3e8
    invoke-virtual {v0, v9, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->accepted(Ljava/lang/String;J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private runPurge(Ljava/lang/String;)V
    .registers 10
    .line 232
    iget-object v0, v8, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v9}, Lcom/kiteframe/ops/OperationStore;->markRunning(Ljava/lang/String;)V
    .line 233
    iget-object v0, v8, Lcom/kiteframe/library/LibraryToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v5
    .line 234
    const-string v1, "photos"
    const-string v2, "trashed = 1"
    const/4 v3, 0x0
    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v6
    :L28
    .line 236
    new-instance v7, Lorg/json/JSONObject;
    invoke-direct {v7}, Lorg/json/JSONObject;-><init>()V
    .line 237
    const-string v1, "removed"
    invoke-virtual {v7, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    .line 238
    iget-object v0, v8, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v9, v7}, Lcom/kiteframe/ops/OperationStore;->succeed(Ljava/lang/String;Lorg/json/JSONObject;)V
    :L57
    .line 241
    goto :L79
    :L60
    .line 239
    move-exception v7
    .line 240
    iget-object v0, v8, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    const-string v2, "INTERNAL_ERROR"
    const-string v3, "the purge result was not saved"
    const/4 v4, 0x0
    invoke-static {v2, v3, v4}, Lcom/kiteframe/ops/Operation;->errorJson(Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v0, v9, v2}, Lcom/kiteframe/ops/OperationStore;->fail(Ljava/lang/String;Lorg/json/JSONObject;)V
    :L79
    .line 242
    return-void
    .catch Lorg/json/JSONException; {:L28 .. :L57} :L60
.end method

.method static constructor <clinit>()V
    .registers 14
    .line 44
    const/4 v0, 0x2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    sput-object v0, Lcom/kiteframe/library/LibraryToolProvider;->WORKERS:Ljava/util/concurrent/ExecutorService;
    .line 46
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    const-string v2, "com.kiteframe"
    const-string v3, "KiteFrame Library"
    const-string v4, "Albums, transcoding and trash of the KiteFrame photo library"
    const/4 v5, 0x2
    new-array v5, v5, [Lcom/clawseed/cetp/sdk/ProviderScope;
    new-instance v8, Lcom/clawseed/cetp/sdk/ProviderScope;
    const-string v10, "library.read"
    const-string v11, "See albums and jobs"
    sget-object v12, Lcom/clawseed/cetp/sdk/ScopeAccess;->READ:Lcom/clawseed/cetp/sdk/ScopeAccess;
    sget-object v13, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->PERSONAL:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    invoke-direct {v8, v10, v11, v12, v13}, Lcom/clawseed/cetp/sdk/ProviderScope;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/cetp/sdk/ScopeAccess;Lcom/clawseed/cetp/sdk/ScopeSensitivity;)V
    const/4 v7, 0x0
    aput-object v8, v5, v7
    new-instance v8, Lcom/clawseed/cetp/sdk/ProviderScope;
    const-string v10, "library.write"
    const-string v11, "Transcode albums and empty the trash"
    sget-object v12, Lcom/clawseed/cetp/sdk/ScopeAccess;->WRITE:Lcom/clawseed/cetp/sdk/ScopeAccess;
    sget-object v13, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->PERSONAL:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    invoke-direct {v8, v10, v11, v12, v13}, Lcom/clawseed/cetp/sdk/ProviderScope;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/cetp/sdk/ScopeAccess;Lcom/clawseed/cetp/sdk/ScopeSensitivity;)V
    const/4 v7, 0x1
    aput-object v8, v5, v7
    .line 47
    invoke-static {v5}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v5
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V
    sput-object v0, Lcom/kiteframe/library/LibraryToolProvider;->DESCRIPTOR:Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    .line 52
    const/4 v0, 0x4
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v3, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v5, "album_info"
    const-string v6, "Album details"
    const-string v7, "library.read"
    .line 53
    invoke-static {v7}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v7
    new-instance v8, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v10, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v11, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v13, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const/4 v12, 0x1
    invoke-direct {v8, v10, v11, v12, v13}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v3, v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v3, v0, v2
    new-instance v3, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v5, "transcode_jobs"
    const-string v6, "Transcode jobs"
    const-string v7, "library.read"
    .line 55
    invoke-static {v7}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v7
    new-instance v8, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v10, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v11, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v13, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const/4 v12, 0x1
    invoke-direct {v8, v10, v11, v12, v13}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v3, v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v3, v0, v2
    new-instance v3, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v5, "transcode_album"
    const-string v6, "Transcode an album"
    const-string v7, "library.write"
    .line 57
    invoke-static {v7}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v7
    new-instance v8, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v10, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v11, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v13, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const/4 v12, 0x0
    invoke-direct {v8, v10, v11, v12, v13}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v3, v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x2
    aput-object v3, v0, v2
    new-instance v3, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v5, "purge_trash"
    const-string v6, "Empty the trash"
    const-string v7, "library.write"
    .line 59
    invoke-static {v7}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v7
    new-instance v8, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v10, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v11, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v13, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const/4 v12, 0x0
    invoke-direct {v8, v10, v11, v12, v13}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v3, v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x3
    aput-object v3, v0, v2
    .line 52
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/kiteframe/library/LibraryToolProvider;->TOOLS:Ljava/util/List;
    return-void
.end method

# virtual methods
.method public onCreate()Z
    .registers 6
    .line 71
    new-instance v1, Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v5}, Lcom/kiteframe/library/LibraryToolProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/kiteframe/data/KiteDb;-><init>(Landroid/content/Context;)V
    iput-object v1, v5, Lcom/kiteframe/library/LibraryToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    .line 72
    new-instance v1, Lcom/kiteframe/ops/OperationStore;
    iget-object v3, v5, Lcom/kiteframe/library/LibraryToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-direct {v1, v3}, Lcom/kiteframe/ops/OperationStore;-><init>(Lcom/kiteframe/data/KiteDb;)V
    iput-object v1, v5, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    .line 73
    new-instance v1, Lcom/kiteframe/auth/ConsumerGrants;
    iget-object v3, v5, Lcom/kiteframe/library/LibraryToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v5}, Lcom/kiteframe/library/LibraryToolProvider;->getContext()Landroid/content/Context;
    move-result-object v4
    invoke-virtual {v4}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v4
    invoke-direct {v1, v3, v4}, Lcom/kiteframe/auth/ConsumerGrants;-><init>(Lcom/kiteframe/data/KiteDb;Landroid/content/pm/PackageManager;)V
    iput-object v1, v5, Lcom/kiteframe/library/LibraryToolProvider;->grants:Lcom/kiteframe/auth/ConsumerGrants;
    .line 74
    invoke-static {}, Lcom/kiteframe/auth/Confirmations;->shared()Lcom/kiteframe/auth/Confirmations;
    move-result-object v1
    iput-object v1, v5, Lcom/kiteframe/library/LibraryToolProvider;->confirmations:Lcom/kiteframe/auth/Confirmations;
    .line 75
    new-instance v1, Lcom/kiteframe/library/Transcoder;
    iget-object v3, v5, Lcom/kiteframe/library/LibraryToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v5}, Lcom/kiteframe/library/LibraryToolProvider;->getContext()Landroid/content/Context;
    move-result-object v4
    invoke-virtual {v4}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v4
    invoke-direct {v1, v3, v4}, Lcom/kiteframe/library/Transcoder;-><init>(Lcom/kiteframe/data/KiteDb;Landroid/content/ContentResolver;)V
    iput-object v1, v5, Lcom/kiteframe/library/LibraryToolProvider;->transcoder:Lcom/kiteframe/library/Transcoder;
    .line 76
    const/4 v0, 0x1
    return v0
.end method

.method public getProvider()Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    .registers 2
    .line 81
    sget-object v0, Lcom/kiteframe/library/LibraryToolProvider;->DESCRIPTOR:Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 86
    sget-object v0, Lcom/kiteframe/library/LibraryToolProvider;->TOOLS:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 91
    iget-object v0, v1, Lcom/kiteframe/library/LibraryToolProvider;->dedup:Lcom/kiteframe/ops/MemoryDedupExecutor;
    return-object v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 6
    .line 96
    iget-object v0, v4, Lcom/kiteframe/library/LibraryToolProvider;->grants:Lcom/kiteframe/auth/ConsumerGrants;
    invoke-virtual {v5}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v5}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v2
    invoke-virtual {v5}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/kiteframe/auth/ConsumerGrants;->allows(Ljava/lang/String;ILjava/util/List;)Z
    move-result v0
    if-eqz v0, :L29
    .line 97
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
    :L29
    .line 99
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    const-string v1, "no grant for these scopes"
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    .line 104
    invoke-virtual {v6}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v3
    const/4 v4, -0x1
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :S11
    goto :L105
    :L52
    const-string v1, "album_info"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L105
    const/4 v4, 0x0
    goto :L105
    :L66
    const-string v1, "transcode_jobs"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L105
    const/4 v4, 0x1
    goto :L105
    :L80
    const-string v1, "transcode_album"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L105
    const/4 v4, 0x2
    goto :L105
    :L94
    const-string v1, "purge_trash"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L105
    const/4 v4, 0x3
    :L105
    packed-switch v4, :S106
    goto :L160
    :L136
    .line 106
    invoke-direct {v5, v6}, Lcom/kiteframe/library/LibraryToolProvider;->albumInfo(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L142
    .line 108
    invoke-direct {v5, v6}, Lcom/kiteframe/library/LibraryToolProvider;->transcodeJobs(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L148
    .line 110
    invoke-direct {v5, v6}, Lcom/kiteframe/library/LibraryToolProvider;->transcodeAlbum(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L154
    .line 112
    invoke-direct {v5, v6}, Lcom/kiteframe/library/LibraryToolProvider;->purgeTrash(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L160
    .line 114
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "no such tool"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :S11
    .sparse-switch
        -0x469595bb -> :L80
        -0x3274b382 -> :L52
        -0x12c6e240 -> :L66
        0x233b1aa4 -> :L94
    .end sparse-switch
    :S106
    .packed-switch 0x0
        :L136
        :L142
        :L148
        :L154
    .end packed-switch
.end method

.method public getOperation(Lcom/clawseed/cetp/sdk/CetpOperationRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    .line 120
    iget-object v0, v5, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v6}, Lcom/clawseed/cetp/sdk/CetpOperationRequest;->getOperationId()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/kiteframe/ops/OperationStore;->find(Ljava/lang/String;)Lcom/kiteframe/ops/Operation;
    move-result-object v3
    .line 121
    if-eqz v3, :L27
    iget v0, v3, Lcom/kiteframe/ops/Operation;->ownerUid:I
    invoke-virtual {v6}, Lcom/clawseed/cetp/sdk/CetpOperationRequest;->getCallingUid()I
    move-result v1
    if-eq v0, v1, :L38
    :L27
    .line 122
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "unknown operation_id"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L38
    .line 125
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v3}, Lcom/kiteframe/ops/Operation;->statusJson()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->status(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L48
    return-object v0
    :L49
    .line 126
    move-exception v4
    .line 127
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "the operation could not be read"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    .catch Lorg/json/JSONException; {:L38 .. :L48} :L49
.end method

.method public cancelOperation(Lcom/clawseed/cetp/sdk/CetpOperationRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    .line 133
    iget-object v0, v5, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v6}, Lcom/clawseed/cetp/sdk/CetpOperationRequest;->getOperationId()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/kiteframe/ops/OperationStore;->find(Ljava/lang/String;)Lcom/kiteframe/ops/Operation;
    move-result-object v3
    .line 134
    if-eqz v3, :L27
    iget v0, v3, Lcom/kiteframe/ops/Operation;->ownerUid:I
    invoke-virtual {v6}, Lcom/clawseed/cetp/sdk/CetpOperationRequest;->getCallingUid()I
    move-result v1
    if-eq v0, v1, :L38
    :L27
    .line 135
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "unknown operation_id"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L38
    .line 137
    iget-object v0, v5, Lcom/kiteframe/library/LibraryToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    iget-object v1, v3, Lcom/kiteframe/ops/Operation;->id:Ljava/lang/String;
    invoke-virtual {v0, v1}, Lcom/kiteframe/ops/OperationStore;->requestCancel(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L63
    .line 138
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "CONFLICT"
    const-string v2, "the operation already finished"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L63
    .line 141
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    iget-object v1, v3, Lcom/kiteframe/ops/Operation;->id:Ljava/lang/String;
    invoke-static {v1}, Lcom/kiteframe/ops/Operation;->cancellationRequested(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->status(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L76
    return-object v0
    :L77
    .line 142
    move-exception v4
    .line 143
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "the cancellation could not be answered"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    .catch Lorg/json/JSONException; {:L63 .. :L76} :L77
.end method

.method synthetic lambda$purgeTrash$1$com-kiteframe-library-LibraryToolProvider(Ljava/lang/String;)V
    .registers 4
    .line 227
    invoke-direct {v2, v3}, Lcom/kiteframe/library/LibraryToolProvider;->runPurge(Ljava/lang/String;)V
    return-void
.end method

.method synthetic lambda$transcodeAlbum$0$com-kiteframe-library-LibraryToolProvider(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 10
    .line 188
    invoke-direct {v5, v6, v7, v8, v9}, Lcom/kiteframe/library/LibraryToolProvider;->runTranscode(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    return-void
.end method

.class public final Lcom/kiteframe/sync/SyncToolProvider;
.super Landroid/content/ContentProvider;
.source "SyncToolProvider.java"

# static fields
.field private static final TAG:Ljava/lang/String; = "SyncTools"
.field private static final WORKERS:Ljava/util/concurrent/ExecutorService;
.field private static final PROVIDER_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.kiteframe\",\"provider_name\":\"KiteFrame Sync\",\"description\":\"Back up KiteFrame albums to the KiteFrame cloud\",\"scopes\":[{\"name\":\"sync.read\",\"title\":\"See sync state\",\"description\":\"Read sync runs\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"sync.write\",\"title\":\"Run and undo backups\",\"description\":\"Start syncs, delete cloud copies\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
.field private static final TOOLS_JSON:Ljava/lang/String; = "{\"revision\":\"sync-7\",\"tools\":[{\"name\":\"sync_status\",\"description\":\"Last sync time of each folder\",\"input_schema\":{\"type\":\"object\",\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"folders\":{\"type\":\"array\"}},\"required\":[\"folders\"]},\"scopes\":[\"sync.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"sync_history\",\"description\":\"Sync runs of the caller in one state\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"state\":{\"type\":\"string\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"operations\":{\"type\":\"array\"}},\"required\":[\"operations\"]},\"scopes\":[\"sync.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"start_sync\",\"description\":\"Back up one folder to the cloud\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"}},\"required\":[\"folder\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"}},\"required\":[\"folder\"]},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":true,\"open_world\":true,\"confirmation\":\"provider_policy\",\"execution\":\"sync_or_async\"}},{\"name\":\"delete_remote_copy\",\"description\":\"Delete the cloud copy of an album\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"album_id\":{\"type\":\"string\"},\"dry_run\":{\"type\":\"boolean\"}},\"required\":[\"album_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"album_id\":{\"type\":\"string\"}},\"required\":[\"album_id\"]},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":true,\"confirmation\":\"always\",\"execution\":\"sync_or_async\"}}]}"

# instance fields
.field private final syncSequence:Ljava/util/concurrent/atomic/AtomicLong;
.field private final sessions:Lcom/kiteframe/sync/Sessions;
.field private final cloud:Lcom/kiteframe/sync/CloudClient;
.field private db:Lcom/kiteframe/data/KiteDb;
.field private operations:Lcom/kiteframe/ops/OperationStore;
.field private journal:Lcom/kiteframe/ops/JournaledExecutor;
.field private grants:Lcom/kiteframe/auth/ConsumerGrants;
.field private confirmations:Lcom/kiteframe/auth/Confirmations;
.field private audit:Lcom/kiteframe/ops/AuditLog;

# direct methods
.method public constructor <init>()V
    .registers 6
    .line 37
    invoke-direct {v5}, Landroid/content/ContentProvider;-><init>()V
    .line 74
    new-instance v1, Ljava/util/concurrent/atomic/AtomicLong;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    invoke-direct {v1, v3, v4}, Ljava/util/concurrent/atomic/AtomicLong;-><init>(J)V
    iput-object v1, v5, Lcom/kiteframe/sync/SyncToolProvider;->syncSequence:Ljava/util/concurrent/atomic/AtomicLong;
    .line 75
    new-instance v1, Lcom/kiteframe/sync/Sessions;
    invoke-direct {v1}, Lcom/kiteframe/sync/Sessions;-><init>()V
    iput-object v1, v5, Lcom/kiteframe/sync/SyncToolProvider;->sessions:Lcom/kiteframe/sync/Sessions;
    .line 76
    new-instance v1, Lcom/kiteframe/sync/CloudClient;
    invoke-direct {v1}, Lcom/kiteframe/sync/CloudClient;-><init>()V
    iput-object v1, v5, Lcom/kiteframe/sync/SyncToolProvider;->cloud:Lcom/kiteframe/sync/CloudClient;
    return-void
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .line 127
    const-string v1, "consumer_versions"
    invoke-virtual {v14, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I
    move-result-object v5
    .line 128
    const/4 v6, 0x0
    .line 129
    if-eqz v5, :L54
    .line 130
    move-object v7, v5
    array-length v8, v7
    const/4 v9, 0x0
    :L25
    if-ge v9, v8, :L54
    aget v10, v7, v9
    .line 131
    const/4 v1, 0x2
    if-ne v10, v1, :L48
    .line 132
    const/4 v6, 0x1
    :L48
    .line 130
    add-int/lit8 v9, v9, 0x1
    goto :L25
    :L54
    .line 136
    if-nez v6, :L68
    .line 137
    const-string v0, "UNSUPPORTED_VERSION"
    const-string v1, "CETP v2 is required"
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L68
    .line 140
    new-instance v7, Lorg/json/JSONArray;
    const-string v3, "consumer_capabilities"
    const-string v4, "[]"
    invoke-virtual {v14, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v7, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    .line 141
    new-instance v8, Lorg/json/JSONArray;
    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V
    .line 142
    const/4 v9, 0x0
    :L97
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I
    move-result v1
    if-ge v9, v1, :L150
    .line 143
    invoke-virtual {v7, v9}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;
    move-result-object v10
    .line 144
    const-string v0, "async_operations"
    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L136
    const-string v0, "cancellation"
    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L144
    :L136
    .line 145
    invoke-virtual {v8, v10}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :L144
    .line 142
    add-int/lit8 v9, v9, 0x1
    goto :L97
    :L150
    .line 148
    new-instance v9, Lorg/json/JSONObject;
    invoke-direct {v9}, Lorg/json/JSONObject;-><init>()V
    .line 149
    const-string v1, "max_request_bytes"
    const/high16 v2, 0x10000
    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    .line 150
    const-string v1, "max_inline_result_bytes"
    const/high16 v2, 0x40000
    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    .line 151
    const-string v1, "max_concurrent_requests"
    const/4 v2, 0x2
    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    .line 152
    const-string v1, "idempotency_window_seconds"
    const v2, 0x15180
    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    .line 153
    new-instance v10, Lorg/json/JSONObject;
    invoke-direct {v10}, Lorg/json/JSONObject;-><init>()V
    .line 154
    const-string v1, "selected_version"
    const/4 v2, 0x2
    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    .line 155
    const-string v1, "provider_id"
    const-string v2, "com.kiteframe"
    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 156
    const-string v1, "provider_name"
    const-string v2, "KiteFrame Sync"
    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 157
    const-string v1, "session_token"
    iget-object v2, v12, Lcom/kiteframe/sync/SyncToolProvider;->sessions:Lcom/kiteframe/sync/Sessions;
    invoke-virtual {v2, v13}, Lcom/kiteframe/sync/Sessions;->open(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 158
    const-string v1, "capabilities"
    invoke-virtual {v10, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 159
    const-string v1, "limits"
    invoke-virtual {v10, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 160
    new-instance v11, Landroid/os/Bundle;
    invoke-direct {v11}, Landroid/os/Bundle;-><init>()V
    .line 161
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 162
    const-string v1, "data"
    invoke-virtual {v10}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 163
    :L309
    return-object v11
    :L310
    .line 164
    move-exception v7
    .line 165
    const-string v0, "INVALID_REQUEST"
    const-string v1, "consumer_capabilities is not a JSON array"
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Lorg/json/JSONException; {:L68 .. :L309} :L310
.end method

.method private executeTool(ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 21
    .line 170
    const-string v1, "tool_name"
    const-string v2, ""
    move-object/from16 v0, v19
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 171
    invoke-static {v9}, Lcom/kiteframe/sync/SyncToolProvider;->scopesOf(Ljava/lang/String;)Ljava/util/List;
    move-result-object v10
    .line 172
    if-nez v10, :L36
    .line 173
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    move-object/from16 v2, v20
    invoke-static {v0, v1, v2}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L36
    .line 175
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/kiteframe/sync/SyncToolProvider;->grants:Lcom/kiteframe/auth/ConsumerGrants;
    move-object/from16 v1, v18
    move/from16 v2, v17
    move-object v3, v10
    invoke-virtual {v0, v1, v2, v3}, Lcom/kiteframe/auth/ConsumerGrants;->allows(Ljava/lang/String;ILjava/util/List;)Z
    move-result v0
    if-nez v0, :L62
    .line 176
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "caller is not allowed"
    move-object/from16 v2, v20
    invoke-static {v0, v1, v2}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L62
    .line 180
    new-instance v11, Lorg/json/JSONObject;
    const-string v3, "args"
    const-string v4, "{}"
    move-object/from16 v2, v19
    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v11, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :L81
    .line 183
    goto :L98
    :L84
    .line 181
    move-exception v12
    .line 182
    const-string v0, "INVALID_ARGS"
    const-string v1, "args are not a JSON object"
    move-object/from16 v2, v20
    invoke-static {v0, v1, v2}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L98
    .line 184
    const-string v1, "resume_token"
    move-object/from16 v0, v19
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v12
    .line 185
    new-instance v13, Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    move-object v1, v13
    move/from16 v2, v17
    move-object/from16 v3, v18
    move-object v4, v9
    move-object/from16 v5, v20
    move-object v6, v11
    move-object v7, v10
    move-object v8, v12
    invoke-direct/range {v1 .. v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/util/List;Ljava/lang/String;)V
    .line 186
    if-eqz v12, :L145
    .line 188
    move-object/from16 v0, v16
    move-object v1, v13
    invoke-direct {v0, v1}, Lcom/kiteframe/sync/SyncToolProvider;->resume(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object/from16 v1, v20
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L145
    .line 190
    const-string v1, "deadline_at_ms"
    const-wide/16 v2, 0x0
    move-object/from16 v0, v19
    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L172
    .line 191
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "the deadline passed before the call started"
    move-object/from16 v2, v20
    invoke-static {v0, v1, v2}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L172
    .line 193
    move-object v14, v9
    const/4 v15, -0x1
    invoke-virtual {v14}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :S184
    goto :L293
    :L228
    const-string v1, "sync_status"
    invoke-virtual {v14, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L293
    const/4 v15, 0x0
    goto :L293
    :L245
    const-string v1, "sync_history"
    invoke-virtual {v14, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L293
    const/4 v15, 0x1
    goto :L293
    :L262
    const-string v1, "start_sync"
    invoke-virtual {v14, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L293
    const/4 v15, 0x2
    goto :L293
    :L279
    const-string v1, "delete_remote_copy"
    invoke-virtual {v14, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L293
    const/4 v15, 0x3
    :L293
    packed-switch v15, :S295
    goto :L381
    :L324
    .line 195
    invoke-direct/range {v16 .. v16}, Lcom/kiteframe/sync/SyncToolProvider;->syncStatus()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object/from16 v1, v20
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L334
    .line 197
    move-object/from16 v0, v16
    move-object v1, v13
    invoke-direct {v0, v1}, Lcom/kiteframe/sync/SyncToolProvider;->syncHistory(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object/from16 v1, v20
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L346
    .line 199
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/kiteframe/sync/SyncToolProvider;->journal:Lcom/kiteframe/ops/JournaledExecutor;
    new-instance v4, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda0;
    move-object/from16 v5, v16
    move-object v6, v13
    invoke-direct {v4, v5, v6}, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/kiteframe/sync/SyncToolProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)V
    invoke-virtual {v0, v13, v4}, Lcom/kiteframe/ops/JournaledExecutor;->execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object/from16 v1, v20
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L369
    .line 201
    move-object/from16 v0, v16
    move-object v1, v13
    invoke-direct {v0, v1}, Lcom/kiteframe/sync/SyncToolProvider;->askRemoteDelete(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object/from16 v1, v20
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L381
    .line 203
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    move-object/from16 v2, v20
    invoke-static {v0, v1, v2}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Lorg/json/JSONException; {:L62 .. :L81} :L84
    :S184
    .sparse-switch
        -0x5dc483a8 -> :L262
        -0x58d361ea -> :L228
        -0x19452510 -> :L245
        0xae5673a -> :L279
    .end sparse-switch
    :S295
    .packed-switch 0x0
        :L324
        :L334
        :L346
        :L369
    .end packed-switch
.end method

.method private resume(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 9
    .line 208
    const-string v0, "delete_remote_copy"
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L26
    .line 209
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "this tool takes no resume_token"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L26
    .line 211
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/kiteframe/ops/Digests;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 212
    iget-object v0, v7, Lcom/kiteframe/sync/SyncToolProvider;->confirmations:Lcom/kiteframe/auth/Confirmations;
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v2
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v3
    const-string v4, "delete_remote_copy"
    move-object v5, v6
    invoke-virtual/range {v0 .. v5}, Lcom/kiteframe/auth/Confirmations;->take(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L76
    .line 214
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "the resume_token is not valid for this call"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L76
    .line 216
    iget-object v0, v7, Lcom/kiteframe/sync/SyncToolProvider;->journal:Lcom/kiteframe/ops/JournaledExecutor;
    new-instance v4, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {v4, v7, v8}, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/kiteframe/sync/SyncToolProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)V
    invoke-virtual {v0, v8, v4}, Lcom/kiteframe/ops/JournaledExecutor;->execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private getOperation(ILandroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 220
    const-string v1, "operation_id"
    invoke-virtual {v8, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 221
    if-nez v3, :L18
    const/4 v0, 0x0
    goto :L27
    :L18
    iget-object v0, v6, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v3}, Lcom/kiteframe/ops/OperationStore;->find(Ljava/lang/String;)Lcom/kiteframe/ops/Operation;
    move-result-object v0
    :L27
    move-object v4, v0
    .line 222
    if-nez v4, :L45
    .line 223
    const-string v0, "INVALID_REQUEST"
    const-string v1, "unknown operation_id"
    invoke-static {v0, v1, v9}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L45
    .line 226
    invoke-virtual {v4}, Lcom/kiteframe/ops/Operation;->statusJson()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v9, v1}, Lcom/kiteframe/sync/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L57
    return-object v0
    :L58
    .line 227
    move-exception v5
    .line 228
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "the operation could not be read"
    invoke-static {v0, v1, v9}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Lorg/json/JSONException; {:L45 .. :L57} :L58
.end method

.method private cancelOperation(ILandroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 233
    const-string v1, "operation_id"
    invoke-virtual {v8, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 234
    if-nez v3, :L18
    const/4 v0, 0x0
    goto :L27
    :L18
    iget-object v0, v6, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v3}, Lcom/kiteframe/ops/OperationStore;->find(Ljava/lang/String;)Lcom/kiteframe/ops/Operation;
    move-result-object v0
    :L27
    move-object v4, v0
    .line 235
    if-eqz v4, :L43
    iget v0, v4, Lcom/kiteframe/ops/Operation;->ownerUid:I
    if-eq v0, v7, :L54
    :L43
    .line 236
    const-string v0, "INVALID_REQUEST"
    const-string v1, "unknown operation_id"
    invoke-static {v0, v1, v9}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L54
    .line 238
    iget-object v0, v6, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v3}, Lcom/kiteframe/ops/OperationStore;->requestCancel(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L77
    .line 239
    const-string v0, "CONFLICT"
    const-string v1, "the operation already finished"
    invoke-static {v0, v1, v9}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 242
    invoke-static {v3}, Lcom/kiteframe/ops/Operation;->cancellationRequested(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v9, v1}, Lcom/kiteframe/sync/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L89
    return-object v0
    :L90
    .line 243
    move-exception v5
    .line 244
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "the cancellation could not be answered"
    invoke-static {v0, v1, v9}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Lorg/json/JSONException; {:L77 .. :L89} :L90
.end method

.method private syncStatus()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 14
    .line 249
    iget-object v0, v13, Lcom/kiteframe/sync/SyncToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "sync_state"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    const-string v5, "folder"
    const/4 v4, 0x0
    aput-object v5, v2, v4
    const-string v5, "last_sync"
    const/4 v4, 0x1
    aput-object v5, v2, v4
    const-string v7, "folder"
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    :L37
    .line 252
    new-instance v9, Lorg/json/JSONArray;
    invoke-direct {v9}, Lorg/json/JSONArray;-><init>()V
    :L45
    .line 253
    invoke-interface {v8}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L101
    .line 254
    new-instance v10, Lorg/json/JSONObject;
    invoke-direct {v10}, Lorg/json/JSONObject;-><init>()V
    .line 255
    const-string v1, "folder"
    const/4 v3, 0x0
    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 256
    const-string v1, "last_sync_ms"
    const/4 v3, 0x1
    invoke-interface {v8, v3}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v2
    invoke-virtual {v10, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    .line 257
    invoke-virtual {v9, v10}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 258
    goto :L45
    :L101
    .line 259
    new-instance v10, Lorg/json/JSONObject;
    invoke-direct {v10}, Lorg/json/JSONObject;-><init>()V
    .line 260
    const-string v1, "folders"
    invoke-virtual {v10, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 261
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, v10}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v11
    :L127
    .line 265
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 261
    return-object v11
    :L136
    .line 262
    move-exception v9
    .line 263
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "the sync state could not be read"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v10
    :L150
    .line 265
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 263
    return-object v10
    :L158
    .line 265
    move-exception v12
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 266
    throw v12
    .catch Lorg/json/JSONException; {:L37 .. :L127} :L136
    .catchall {:L37 .. :L127} :L158
    .catchall {:L136 .. :L150} :L158
.end method

.method private syncHistory(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 11
    .line 270
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "state"
    const-string v2, "succeeded"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 271
    iget-object v0, v9, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "owner_uid = "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, " AND tool = \'start_sync\' AND state = \'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lcom/kiteframe/ops/OperationStore;->list(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    move-result-object v7
    :L33
    .line 274
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-static {v7}, Lcom/kiteframe/ops/Operation;->summaries(Ljava/util/List;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L43
    return-object v0
    :L44
    .line 275
    move-exception v8
    .line 276
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "the sync runs could not be listed"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    .catch Lorg/json/JSONException; {:L33 .. :L43} :L44
.end method

.method private startSync(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 11
    .line 281
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "folder"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 282
    invoke-virtual {v6}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-eqz v0, :L31
    .line 283
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_ARGS"
    const-string v2, "folder is required"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L31
    .line 285
    invoke-direct {v9}, Lcom/kiteframe/sync/SyncToolProvider;->nextOperationId()Ljava/lang/String;
    move-result-object v7
    .line 286
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v8
    .line 287
    iget-object v0, v9, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v10}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v2
    const-string v4, "start_sync"
    invoke-virtual {v0, v7, v2, v8, v4}, Lcom/kiteframe/ops/OperationStore;->create(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .line 288
    sget-object v0, Lcom/kiteframe/sync/SyncToolProvider;->WORKERS:Ljava/util/concurrent/ExecutorService;
    new-instance v5, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda2;
    invoke-direct {v5, v9, v7, v8, v6}, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda2;-><init>(Lcom/kiteframe/sync/SyncToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-interface {v0, v5}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 289
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-wide/16 v2, 0x7d0
    invoke-virtual {v0, v7, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->accepted(Ljava/lang/String;J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private runSync(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 15
    .line 293
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v12}, Lcom/kiteframe/ops/OperationStore;->markRunning(Ljava/lang/String;)V
    :L8
    .line 296
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->cloud:Lcom/kiteframe/sync/CloudClient;
    invoke-virtual {v0, v14}, Lcom/kiteframe/sync/CloudClient;->syncFolder(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v9
    .line 297
    new-instance v10, Landroid/content/ContentValues;
    invoke-direct {v10}, Landroid/content/ContentValues;-><init>()V
    .line 298
    const-string v1, "folder"
    invoke-virtual {v10, v1, v14}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 299
    const-string v1, "last_sync"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 300
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "sync_state"
    const-string v3, "folder = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v14, v4, v6
    invoke-virtual {v0, v1, v10, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    if-nez v0, :L96
    .line 301
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "sync_state"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    :L96
    .line 303
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v12, v9}, Lcom/kiteframe/ops/OperationStore;->succeed(Ljava/lang/String;Lorg/json/JSONObject;)V
    .line 304
    const-string v8, "succeeded"
    :L111
    .line 309
    goto :L151
    :L114
    .line 305
    move-exception v9
    .line 306
    const-string v0, "SyncTools"
    const-string v1, "sync failed"
    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 307
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    const-string v2, "UNAVAILABLE"
    const-string v3, "the cloud service did not answer"
    const/4 v4, 0x1
    invoke-static {v2, v3, v4}, Lcom/kiteframe/ops/Operation;->errorJson(Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v0, v12, v2}, Lcom/kiteframe/ops/OperationStore;->fail(Ljava/lang/String;Lorg/json/JSONObject;)V
    .line 308
    const-string v8, "failed"
    :L151
    .line 310
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->audit:Lcom/kiteframe/ops/AuditLog;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    const-string v2, "start_sync"
    invoke-virtual {v0, v1, v2, v13, v8}, Lcom/kiteframe/ops/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 311
    return-void
    .catch Ljava/io/IOException; {:L8 .. :L111} :L114
    .catch Lorg/json/JSONException; {:L8 .. :L111} :L114
.end method

.method private askRemoteDelete(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 13
    .line 314
    invoke-virtual {v12}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v5
    .line 315
    const-string v1, "album_id"
    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 316
    invoke-direct {v11, v6}, Lcom/kiteframe/sync/SyncToolProvider;->remoteIdOf(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 317
    if-nez v7, :L38
    .line 318
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_ARGS"
    const-string v2, "the album has no cloud copy"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L38
    .line 320
    const-string v1, "dry_run"
    const/4 v2, 0x0
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-eqz v0, :L103
    :L49
    .line 322
    new-instance v8, Lorg/json/JSONObject;
    invoke-direct {v8}, Lorg/json/JSONObject;-><init>()V
    .line 323
    const-string v1, "album_id"
    invoke-virtual {v8, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 324
    const-string v1, "would_delete"
    invoke-virtual {v8, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 325
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, v8}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L87
    return-object v0
    :L88
    .line 326
    move-exception v8
    .line 327
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "the preview could not be built"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L103
    .line 330
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->confirmations:Lcom/kiteframe/auth/Confirmations;
    invoke-virtual {v12}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v1
    invoke-virtual {v12}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v2
    const-string v3, "delete_remote_copy"
    .line 331
    invoke-virtual {v5}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, Lcom/kiteframe/ops/Digests;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    .line 330
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/kiteframe/auth/Confirmations;->issue(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    .line 332
    new-instance v9, Landroid/content/Intent;
    invoke-virtual {v11}, Lcom/kiteframe/sync/SyncToolProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/kiteframe/ui/ConfirmRemoteDeleteActivity;
    invoke-direct {v9, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 333
    const-string v1, "resume_token"
    invoke-virtual {v9, v1, v8}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 334
    const-string v1, "album_id"
    invoke-virtual {v9, v1, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 335
    invoke-virtual {v11}, Lcom/kiteframe/sync/SyncToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x2
    const/high16 v3, 0xc000000
    invoke-static {v0, v1, v9, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v10
    .line 337
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, v10, v8}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    .catch Lorg/json/JSONException; {:L49 .. :L87} :L88
.end method

.method private removeRemoteCopy(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 21
    .line 341
    invoke-virtual/range {v20 .. v20}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "album_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v14
    .line 342
    move-object/from16 v0, v19
    move-object v1, v14
    invoke-direct {v0, v1}, Lcom/kiteframe/sync/SyncToolProvider;->remoteIdOf(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v15
    .line 343
    if-nez v15, :L34
    .line 344
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_ARGS"
    const-string v2, "the album has no cloud copy"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L34
    .line 346
    invoke-virtual/range {v20 .. v20}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v16
    .line 347
    invoke-virtual/range {v20 .. v20}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v17
    .line 348
    invoke-direct/range {v19 .. v19}, Lcom/kiteframe/sync/SyncToolProvider;->nextOperationId()Ljava/lang/String;
    move-result-object v18
    .line 349
    move-object/from16 v0, v19
    iget-object v0, v0, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    const-string v4, "delete_remote_copy"
    move-object/from16 v1, v18
    move/from16 v2, v16
    move-object/from16 v3, v17
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/kiteframe/ops/OperationStore;->create(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .line 350
    sget-object v0, Lcom/kiteframe/sync/SyncToolProvider;->WORKERS:Ljava/util/concurrent/ExecutorService;
    new-instance v7, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;
    move-object/from16 v8, v19
    move-object/from16 v9, v18
    move/from16 v10, v16
    move-object/from16 v11, v17
    move-object v12, v14
    move-object v13, v15
    invoke-direct/range {v7 .. v13}, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;-><init>(Lcom/kiteframe/sync/SyncToolProvider;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-interface {v0, v7}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 351
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-wide/16 v2, 0x3e8
    move-object/from16 v1, v18
    invoke-virtual {v0, v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->accepted(Ljava/lang/String;J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private runRemoteDelete(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 17
    .line 355
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v12}, Lcom/kiteframe/ops/OperationStore;->markRunning(Ljava/lang/String;)V
    :L8
    .line 358
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->cloud:Lcom/kiteframe/sync/CloudClient;
    move-object/from16 v1, v16
    invoke-virtual {v0, v1}, Lcom/kiteframe/sync/CloudClient;->deleteRemoteCopy(Ljava/lang/String;)V
    .line 359
    new-instance v9, Landroid/content/ContentValues;
    invoke-direct {v9}, Landroid/content/ContentValues;-><init>()V
    .line 360
    const-string v1, "remote_id"
    const/4 v2, 0x0
    check-cast v2, Ljava/lang/String;
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 361
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "albums"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v15, v4, v6
    invoke-virtual {v0, v1, v9, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 362
    new-instance v10, Lorg/json/JSONObject;
    invoke-direct {v10}, Lorg/json/JSONObject;-><init>()V
    .line 363
    const-string v1, "album_id"
    invoke-virtual {v10, v1, v15}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 364
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    invoke-virtual {v0, v12, v10}, Lcom/kiteframe/ops/OperationStore;->succeed(Ljava/lang/String;Lorg/json/JSONObject;)V
    .line 365
    const-string v8, "succeeded"
    :L101
    .line 370
    goto :L141
    :L104
    .line 366
    move-exception v9
    .line 367
    const-string v0, "SyncTools"
    const-string v1, "remote delete failed"
    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 368
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    const-string v2, "UNAVAILABLE"
    const-string v3, "the cloud service did not answer"
    const/4 v4, 0x1
    invoke-static {v2, v3, v4}, Lcom/kiteframe/ops/Operation;->errorJson(Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v0, v12, v2}, Lcom/kiteframe/ops/OperationStore;->fail(Ljava/lang/String;Lorg/json/JSONObject;)V
    .line 369
    const-string v8, "failed"
    :L141
    .line 371
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->audit:Lcom/kiteframe/ops/AuditLog;
    const-string v2, "delete_remote_copy"
    invoke-virtual {v0, v13, v2, v14, v8}, Lcom/kiteframe/ops/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 372
    return-void
    .catch Ljava/io/IOException; {:L8 .. :L101} :L104
    .catch Lorg/json/JSONException; {:L8 .. :L101} :L104
.end method

.method private nextOperationId()Ljava/lang/String;
    .registers 6
    .line 375
    iget-object v0, v5, Lcom/kiteframe/sync/SyncToolProvider;->syncSequence:Ljava/util/concurrent/atomic/AtomicLong;
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J
    move-result-wide v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "sync-"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private remoteIdOf(Ljava/lang/String;)Ljava/lang/String;
    .registers 13
    .line 379
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "albums"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const-string v5, "remote_id"
    const/4 v4, 0x0
    aput-object v5, v2, v4
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v12, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    :L38
    .line 382
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L57
    const/4 v1, 0x0
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L58
    :L57
    const/4 v0, 0x0
    :L58
    move-object v9, v0
    :L59
    .line 384
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 382
    return-object v9
    :L67
    .line 384
    move-exception v10
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 385
    throw v10
    .catchall {:L38 .. :L59} :L67
.end method

.method private static scopesOf(Ljava/lang/String;)Ljava/util/List;
    .registers 5
    .line 389
    move-object v2, v4
    const/4 v3, -0x1
    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :S8
    goto :L109
    :L52
    const-string v1, "sync_status"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L109
    const/4 v3, 0x0
    goto :L109
    :L67
    const-string v1, "sync_history"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L109
    const/4 v3, 0x1
    goto :L109
    :L82
    const-string v1, "start_sync"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L109
    const/4 v3, 0x2
    goto :L109
    :L97
    const-string v1, "delete_remote_copy"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L109
    const/4 v3, 0x3
    :L109
    packed-switch v3, :S110
    goto :L154
    :L140
    .line 392
    const-string v0, "sync.read"
    invoke-static {v0}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
    :L147
    .line 395
    const-string v0, "sync.write"
    invoke-static {v0}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
    :L154
    .line 397
    const/4 v0, 0x0
    return-object v0
    :S8
    .sparse-switch
        -0x5dc483a8 -> :L82
        -0x58d361ea -> :L52
        -0x19452510 -> :L67
        0xae5673a -> :L97
    .end sparse-switch
    :S110
    .packed-switch 0x0
        :L140
        :L140
        :L147
        :L147
    .end packed-switch
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 39
    const/4 v0, 0x2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    sput-object v0, Lcom/kiteframe/sync/SyncToolProvider;->WORKERS:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

# virtual methods
.method public onCreate()Z
    .registers 6
    .line 86
    new-instance v1, Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v5}, Lcom/kiteframe/sync/SyncToolProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/kiteframe/data/KiteDb;-><init>(Landroid/content/Context;)V
    iput-object v1, v5, Lcom/kiteframe/sync/SyncToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    .line 87
    new-instance v1, Lcom/kiteframe/ops/OperationStore;
    iget-object v3, v5, Lcom/kiteframe/sync/SyncToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-direct {v1, v3}, Lcom/kiteframe/ops/OperationStore;-><init>(Lcom/kiteframe/data/KiteDb;)V
    iput-object v1, v5, Lcom/kiteframe/sync/SyncToolProvider;->operations:Lcom/kiteframe/ops/OperationStore;
    .line 88
    new-instance v1, Lcom/kiteframe/ops/JournaledExecutor;
    iget-object v3, v5, Lcom/kiteframe/sync/SyncToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-direct {v1, v3}, Lcom/kiteframe/ops/JournaledExecutor;-><init>(Lcom/kiteframe/data/KiteDb;)V
    iput-object v1, v5, Lcom/kiteframe/sync/SyncToolProvider;->journal:Lcom/kiteframe/ops/JournaledExecutor;
    .line 89
    new-instance v1, Lcom/kiteframe/auth/ConsumerGrants;
    iget-object v3, v5, Lcom/kiteframe/sync/SyncToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v5}, Lcom/kiteframe/sync/SyncToolProvider;->getContext()Landroid/content/Context;
    move-result-object v4
    invoke-virtual {v4}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v4
    invoke-direct {v1, v3, v4}, Lcom/kiteframe/auth/ConsumerGrants;-><init>(Lcom/kiteframe/data/KiteDb;Landroid/content/pm/PackageManager;)V
    iput-object v1, v5, Lcom/kiteframe/sync/SyncToolProvider;->grants:Lcom/kiteframe/auth/ConsumerGrants;
    .line 90
    invoke-static {}, Lcom/kiteframe/auth/Confirmations;->shared()Lcom/kiteframe/auth/Confirmations;
    move-result-object v1
    iput-object v1, v5, Lcom/kiteframe/sync/SyncToolProvider;->confirmations:Lcom/kiteframe/auth/Confirmations;
    .line 91
    new-instance v1, Lcom/kiteframe/ops/AuditLog;
    iget-object v3, v5, Lcom/kiteframe/sync/SyncToolProvider;->db:Lcom/kiteframe/data/KiteDb;
    invoke-direct {v1, v3}, Lcom/kiteframe/ops/AuditLog;-><init>(Lcom/kiteframe/data/KiteDb;)V
    iput-object v1, v5, Lcom/kiteframe/sync/SyncToolProvider;->audit:Lcom/kiteframe/ops/AuditLog;
    .line 92
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .line 97
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v5
    .line 98
    invoke-virtual {v11}, Lcom/kiteframe/sync/SyncToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v6
    .line 99
    if-eqz v14, :L19
    move-object v0, v14
    goto :L26
    :L19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L26
    move-object v7, v0
    .line 100
    const-string v0, "negotiate"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L46
    .line 101
    invoke-direct {v11, v5, v7}, Lcom/kiteframe/sync/SyncToolProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L46
    .line 103
    const-string v1, "request_id"
    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    .line 104
    const-string v1, "protocol_version"
    const/4 v2, 0x0
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L77
    .line 105
    const-string v0, "UNSUPPORTED_VERSION"
    const-string v1, "this provider serves CETP v2 only"
    invoke-static {v0, v1, v8}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 107
    iget-object v0, v11, Lcom/kiteframe/sync/SyncToolProvider;->sessions:Lcom/kiteframe/sync/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v7, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v5}, Lcom/kiteframe/sync/Sessions;->isValid(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L106
    .line 108
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1, v8}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L106
    .line 110
    move-object v9, v12
    const/4 v10, -0x1
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :S117
    goto :L245
    :L168
    const-string v1, "get_provider_info"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L245
    const/4 v10, 0x0
    goto :L245
    :L184
    const-string v1, "list_tools"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L245
    const/4 v10, 0x1
    goto :L245
    :L200
    const-string v1, "execute_tool"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L245
    const/4 v10, 0x2
    goto :L245
    :L216
    const-string v1, "get_operation"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L245
    const/4 v10, 0x3
    goto :L245
    :L232
    const-string v1, "cancel_operation"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L245
    const/4 v10, 0x4
    :L245
    packed-switch v10, :S247
    goto :L331
    :L280
    .line 112
    const-string v1, "{\"provider_id\":\"com.kiteframe\",\"provider_name\":\"KiteFrame Sync\",\"description\":\"Back up KiteFrame albums to the KiteFrame cloud\",\"scopes\":[{\"name\":\"sync.read\",\"title\":\"See sync state\",\"description\":\"Read sync runs\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"sync.write\",\"title\":\"Run and undo backups\",\"description\":\"Start syncs, delete cloud copies\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
    invoke-static {v8, v1}, Lcom/kiteframe/sync/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L288
    .line 114
    const-string v1, "{\"revision\":\"sync-7\",\"tools\":[{\"name\":\"sync_status\",\"description\":\"Last sync time of each folder\",\"input_schema\":{\"type\":\"object\",\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"folders\":{\"type\":\"array\"}},\"required\":[\"folders\"]},\"scopes\":[\"sync.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"sync_history\",\"description\":\"Sync runs of the caller in one state\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"state\":{\"type\":\"string\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"operations\":{\"type\":\"array\"}},\"required\":[\"operations\"]},\"scopes\":[\"sync.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"start_sync\",\"description\":\"Back up one folder to the cloud\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"}},\"required\":[\"folder\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"}},\"required\":[\"folder\"]},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":true,\"open_world\":true,\"confirmation\":\"provider_policy\",\"execution\":\"sync_or_async\"}},{\"name\":\"delete_remote_copy\",\"description\":\"Delete the cloud copy of an album\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"album_id\":{\"type\":\"string\"},\"dry_run\":{\"type\":\"boolean\"}},\"required\":[\"album_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"album_id\":{\"type\":\"string\"}},\"required\":[\"album_id\"]},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":true,\"confirmation\":\"always\",\"execution\":\"sync_or_async\"}}]}"
    invoke-static {v8, v1}, Lcom/kiteframe/sync/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L296
    .line 116
    invoke-direct {v11, v5, v6, v7, v8}, Lcom/kiteframe/sync/SyncToolProvider;->executeTool(ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L309
    .line 118
    invoke-direct {v11, v5, v7, v8}, Lcom/kiteframe/sync/SyncToolProvider;->getOperation(ILandroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L320
    .line 120
    invoke-direct {v11, v5, v7, v8}, Lcom/kiteframe/sync/SyncToolProvider;->cancelOperation(ILandroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L331
    .line 122
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1, v8}, Lcom/kiteframe/sync/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :S117
    .sparse-switch
        -0x7e355442 -> :L216
        -0x503e73de -> :L200
        -0xa1e06ed -> :L168
        0x2a3a6efa -> :L184
        0x7571ade2 -> :L232
    .end sparse-switch
    :S247
    .packed-switch 0x0
        :L280
        :L288
        :L296
        :L309
        :L320
    .end packed-switch
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 403
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 408
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 413
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 418
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 423
    const/4 v0, 0x0
    return v0
.end method

.method synthetic lambda$removeRemoteCopy$3$com-kiteframe-sync-SyncToolProvider(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 12
    .line 350
    invoke-direct/range {v6 .. v11}, Lcom/kiteframe/sync/SyncToolProvider;->runRemoteDelete(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method synthetic lambda$startSync$2$com-kiteframe-sync-SyncToolProvider(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 8
    .line 288
    invoke-direct {v4, v5, v6, v7}, Lcom/kiteframe/sync/SyncToolProvider;->runSync(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method synthetic lambda$resume$1$com-kiteframe-sync-SyncToolProvider(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 4
    .line 216
    invoke-direct {v2, v3}, Lcom/kiteframe/sync/SyncToolProvider;->removeRemoteCopy(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method synthetic lambda$executeTool$0$com-kiteframe-sync-SyncToolProvider(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 4
    .line 199
    invoke-direct {v2, v3}, Lcom/kiteframe/sync/SyncToolProvider;->startSync(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

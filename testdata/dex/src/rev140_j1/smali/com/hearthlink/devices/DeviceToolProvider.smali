.class public final Lcom/hearthlink/devices/DeviceToolProvider;
.super Lcom/hearthlink/cetp/ToolProviderBase;
.source "DeviceToolProvider.java"


# static fields
.field static final ASSISTANT:Ljava/lang/String; = "com.clawseed.assistant"

.field static final ASSISTANT_BETA:Ljava/lang/String; = "com.clawseed.assistant.beta"

.field static final ASSISTANT_CERT_SHA256:Ljava/lang/String; = "3f9a1c7e5b2d8f4a6c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a"

.field private static final DEVICE_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9-]{1,40}$\"}},\"required\":[\"device_id\"],\"additionalProperties\":false}"

.field private static final LIGHT_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9-]{1,40}$\"},\"level\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":100}},\"required\":[\"device_id\",\"level\"],\"additionalProperties\":false}"

.field static final LIST:Ljava/lang/String; = "list_devices"

.field private static final LIST_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"devices\":{\"type\":\"array\"}},\"required\":[\"devices\"]}"

.field private static final NO_ARGS_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"room\":{\"type\":\"string\",\"maxLength\":40}},\"additionalProperties\":false}"

.field static final PROVIDER_ID:Ljava/lang/String; = "com.hearthlink.devices"

.field static final SET_LIGHT:Ljava/lang/String; = "set_light"

.field static final SNAPSHOT:Ljava/lang/String; = "camera_snapshot"

.field private static final SNAPSHOT_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"snapshot_uri\":{\"type\":\"string\"},\"taken_at\":{\"type\":\"integer\"}},\"required\":[\"snapshot_uri\",\"taken_at\"]}"

.field static final STATE:Ljava/lang/String; = "get_device_state"

.field private static final STATE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"state\":{\"type\":\"object\"}},\"required\":[\"device_id\",\"state\"]}"

.field static final UNLOCK:Ljava/lang/String; = "unlock_door"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 44
    invoke-direct {p0}, Lcom/hearthlink/cetp/ToolProviderBase;-><init>()V

    return-void
.end method

.method private command(Ljava/lang/String;Ljava/lang/String;I)Lorg/json/JSONObject;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 255
    invoke-direct {p0, p1}, Lcom/hearthlink/devices/DeviceToolProvider;->device(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "state"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0, p2, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v4

    .line 256
    iget-object v0, p0, Lcom/hearthlink/devices/DeviceToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE devices SET state = ?, updated_at = ? WHERE _id = ?"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v5

    .line 257
    :try_start_0
    invoke-virtual {v4}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x1

    invoke-virtual {v5, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 258
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const/4 v1, 0x2

    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 259
    const/4 v1, 0x3

    invoke-virtual {v5, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 260
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 261
    if-eqz v5, :cond_1

    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->close()V

    goto :goto_1

    :catch_0
    move-exception v6

    .line 256
    if-eqz v5, :cond_0

    :try_start_1
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v7

    invoke-virtual {v6, v7}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_0
    :goto_0
    throw v6

    .line 262
    :cond_1
    :goto_1
    invoke-virtual {p0}, Lcom/hearthlink/devices/DeviceToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "device_id"

    invoke-virtual {v1, v2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "set"

    invoke-virtual {v1, v2, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 263
    const-string v2, "value"

    invoke-virtual {v1, v2, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    .line 262
    invoke-static {v0, v1}, Lcom/hearthlink/hub/HubService;->enqueue(Landroid/content/Context;Lorg/json/JSONObject;)V

    .line 264
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "device_id"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "state"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private device(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 242
    iget-object v0, p0, Lcom/hearthlink/devices/DeviceToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x5

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "_id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "name"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "kind"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "room"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "state"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "devices"

    const-string v3, "_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 244
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_1

    .line 245
    const/4 v9, 0x0

    .line 250
    if-eqz v8, :cond_0

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 245
    :cond_0
    return-object v9

    .line 247
    :cond_1
    :try_start_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const/4 v3, 0x0

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "device_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x1

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 248
    const/4 v3, 0x2

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "kind"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x3

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "room"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    .line 249
    const/4 v5, 0x4

    invoke-interface {v8, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "state"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v9

    .line 250
    if-eqz v8, :cond_2

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 247
    :cond_2
    return-object v9

    :catch_0
    move-exception v9

    .line 242
    if-eqz v8, :cond_3

    :try_start_2
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_0
    throw v9
.end method

.method private list(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 167
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "room"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 168
    new-instance v9, Lorg/json/JSONArray;

    invoke-direct {v9}, Lorg/json/JSONArray;-><init>()V

    .line 169
    iget-object v0, p0, Lcom/hearthlink/devices/DeviceToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x4

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "_id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "name"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "kind"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "room"

    aput-object v5, v2, v4

    .line 170
    const-string v1, "devices"

    if-eqz v8, :cond_0

    const-string v3, "room = ?"

    goto :goto_0

    :cond_0
    const/4 v3, 0x0

    :goto_0
    if-eqz v8, :cond_1

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v8, v4, v6

    goto :goto_1

    :cond_1
    const/4 v4, 0x0

    .line 169
    :goto_1
    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 171
    :goto_2
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 172
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const/4 v4, 0x0

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "device_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x1

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "name"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 173
    const/4 v4, 0x2

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "kind"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x3

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "room"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 172
    invoke-virtual {v9, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_2

    .line 175
    :cond_2
    if-eqz v10, :cond_4

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    goto :goto_4

    :catch_0
    move-exception v11

    .line 169
    if-eqz v10, :cond_3

    :try_start_1
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_3

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_3
    throw v11

    .line 176
    :cond_4
    :goto_4
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "devices"

    invoke-virtual {v1, v2, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthlink/cetp/Replies;->inline(Lcom/hearthlink/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private setLight(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 190
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "device_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 191
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "level"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v9

    .line 192
    if-ltz v9, :cond_0

    const/16 v1, 0x64

    if-le v9, v1, :cond_1

    .line 193
    :cond_0
    const-string v1, "INVALID_ARGS"

    const-string v2, "level must be between 0 and 100"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 195
    :cond_1
    invoke-direct {p0, v8}, Lcom/hearthlink/devices/DeviceToolProvider;->device(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v10

    .line 196
    if-eqz v10, :cond_2

    const-string v2, "kind"

    invoke-virtual {v10, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "light"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 197
    :cond_2
    const-string v1, "INVALID_ARGS"

    const-string v2, "No such light"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 199
    :cond_3
    iget-object v0, p0, Lcom/hearthlink/devices/DeviceToolProvider;->registry:Lcom/hearthlink/security/SecurityRegistry;

    iget-object v11, v0, Lcom/hearthlink/security/SecurityRegistry;->audit:Lcom/hearthlink/security/AuditLog;

    .line 200
    iget-object v12, p1, Lcom/hearthlink/cetp/Call;->requestId:Ljava/lang/String;

    .line 201
    new-instance v2, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;

    move-object v3, p0

    move-object v4, v8

    move v5, v9

    move-object v6, v11

    move-object v7, v12

    invoke-direct/range {v2 .. v7}, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/hearthlink/devices/DeviceToolProvider;Ljava/lang/String;ILcom/hearthlink/security/AuditLog;Ljava/lang/String;)V

    invoke-virtual {p0, p1, v2}, Lcom/hearthlink/devices/DeviceToolProvider;->onWorker(Lcom/hearthlink/cetp/Call;Ljava/util/concurrent/Callable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private snapshot(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 227
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "device_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 228
    iget-object v0, p0, Lcom/hearthlink/devices/DeviceToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "_id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "taken_at"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v9, v4, v6

    const-string v1, "snapshots"

    const-string v3, "camera_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "taken_at DESC"

    const-string v8, "1"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 230
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 231
    const-string v1, "INVALID_ARGS"

    const-string v2, "This camera has no picture yet"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v11

    .line 236
    if-eqz v10, :cond_0

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 231
    :cond_0
    return-object v11

    .line 233
    :cond_1
    :try_start_1
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 234
    const/4 v4, 0x0

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "content://com.hearthlink.devices/snapshots/"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v3, v5

    const-string v2, "snapshot_uri"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 235
    const/4 v4, 0x1

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "taken_at"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 233
    invoke-static {p1, v1}, Lcom/hearthlink/cetp/Replies;->inline(Lcom/hearthlink/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v11

    .line 236
    if-eqz v10, :cond_2

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 233
    :cond_2
    return-object v11

    :catch_0
    move-exception v11

    .line 228
    if-eqz v10, :cond_3

    :try_start_2
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_0
    throw v11
.end method

.method private state(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 180
    iget-object v1, p1, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v2, "device_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/hearthlink/devices/DeviceToolProvider;->device(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    .line 181
    if-nez v5, :cond_0

    .line 182
    const-string v1, "INVALID_ARGS"

    const-string v2, "No such device"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 184
    :cond_0
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "device_id"

    invoke-virtual {v5, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "device_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 185
    const-string v4, "state"

    invoke-virtual {v5, v4}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "state"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 184
    invoke-static {p1, v1}, Lcom/hearthlink/cetp/Replies;->inline(Lcom/hearthlink/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private unlock(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 210
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "device_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 211
    invoke-direct {p0, v5}, Lcom/hearthlink/devices/DeviceToolProvider;->device(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v6

    .line 212
    if-eqz v6, :cond_0

    const-string v2, "kind"

    invoke-virtual {v6, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "lock"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 213
    :cond_0
    const-string v1, "INVALID_ARGS"

    const-string v2, "No such door lock"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 215
    :cond_1
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v7

    .line 217
    :try_start_0
    iget-object v0, p0, Lcom/hearthlink/devices/DeviceToolProvider;->registry:Lcom/hearthlink/security/SecurityRegistry;

    iget-object v0, v0, Lcom/hearthlink/security/SecurityRegistry;->permissions:Lcom/hearthlink/security/PermissionPolicy;

    iget v1, p1, Lcom/hearthlink/cetp/Call;->uid:I

    iget v2, p1, Lcom/hearthlink/cetp/Call;->pid:I

    const-string v3, "com.hearthlink.permission.CONTROL_LOCKS"

    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthlink/security/PermissionPolicy;->holds(IILjava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 218
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "The assistant lacks the lock permission"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v9

    .line 222
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 218
    return-object v9

    .line 220
    :cond_2
    :try_start_1
    const-string v3, "locked"

    const/4 v4, 0x0

    invoke-direct {p0, v5, v3, v4}, Lcom/hearthlink/devices/DeviceToolProvider;->command(Ljava/lang/String;Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthlink/cetp/Replies;->inline(Lcom/hearthlink/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v9

    .line 222
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 220
    return-object v9

    :catchall_0
    move-exception v10

    .line 222
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 223
    throw v10
.end method


# virtual methods
.method protected description()Ljava/lang/String;
    .registers 2

    .line 121
    const-string v0, "Lights, door locks and cameras connected to the Hearthlink hub"

    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 6

    .line 293
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 294
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "snapshots"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "image/jpeg"

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public synthetic lambda$setLight$0$com-hearthlink-devices-DeviceToolProvider(Ljava/lang/String;ILcom/hearthlink/security/AuditLog;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 202
    const-string v1, "level"

    invoke-direct {p0, p1, v1, p2}, Lcom/hearthlink/devices/DeviceToolProvider;->command(Ljava/lang/String;Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v4

    .line 203
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "level "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v0, "set_light"

    invoke-virtual {p3, v0, p4, v2}, Lcom/hearthlink/security/AuditLog;->recordCaller(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 204
    return-object v4
.end method

.method public onCreate()Z
    .registers 25

    .line 72
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/hearthlink/devices/DeviceToolProvider;->getContext()Landroid/content/Context;

    move-result-object v14

    .line 73
    invoke-static {v14}, Lcom/hearthlink/data/HomeDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v15

    .line 74
    invoke-virtual {v14}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v16

    .line 75
    new-instance v17, Lcom/hearthlink/security/CallerPackages;

    move-object/from16 v1, v17

    move-object/from16 v2, v16

    invoke-direct {v1, v2}, Lcom/hearthlink/security/CallerPackages;-><init>(Landroid/content/pm/PackageManager;)V

    .line 76
    move-object/from16 v1, v17

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda0;

    move-object/from16 v0, v17

    invoke-direct {v1, v0}, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/hearthlink/security/CallerPackages;)V

    move-object/from16 v18, v1

    .line 77
    const/4 v0, 0x2

    new-array v0, v0, [Lcom/hearthlink/security/CallerVerifier;

    new-instance v3, Lcom/hearthlink/security/PackageAllowList;

    const/4 v6, 0x2

    new-array v6, v6, [Ljava/lang/String;

    const/4 v8, 0x0

    const-string v9, "com.clawseed.assistant"

    aput-object v9, v6, v8

    const/4 v8, 0x1

    const-string v9, "com.clawseed.assistant.beta"

    aput-object v9, v6, v8

    move-object/from16 v5, v18

    invoke-direct {v3, v5, v6}, Lcom/hearthlink/security/PackageAllowList;-><init>(Ljava/util/function/IntFunction;[Ljava/lang/String;)V

    const/4 v2, 0x0

    aput-object v3, v0, v2

    new-instance v3, Lcom/hearthlink/security/SignaturePinVerifier;

    move-object/from16 v5, v16

    move-object/from16 v6, v18

    const-string v7, "3f9a1c7e5b2d8f4a6c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a"

    invoke-direct {v3, v5, v6, v7}, Lcom/hearthlink/security/SignaturePinVerifier;-><init>(Landroid/content/pm/PackageManager;Ljava/util/function/IntFunction;Ljava/lang/String;)V

    const/4 v2, 0x1

    aput-object v3, v0, v2

    invoke-static {v0}, Lcom/hearthlink/security/VerifierChain;->all([Lcom/hearthlink/security/CallerVerifier;)Lcom/hearthlink/security/CallerVerifier;

    move-result-object v19

    .line 80
    sget-boolean v0, Lcom/hearthlink/BuildConfig;->DEBUG:Z

    if-eqz v0, :cond_0

    .line 81
    const/4 v0, 0x2

    new-array v0, v0, [Lcom/hearthlink/security/CallerVerifier;

    new-instance v3, Lcom/hearthlink/security/DebugBypassVerifier;

    invoke-static {}, Landroid/os/Process;->myUid()I

    move-result v5

    invoke-direct {v3, v5}, Lcom/hearthlink/security/DebugBypassVerifier;-><init>(I)V

    const/4 v2, 0x0

    aput-object v3, v0, v2

    const/4 v2, 0x1

    aput-object v19, v0, v2

    invoke-static {v0}, Lcom/hearthlink/security/VerifierChain;->any([Lcom/hearthlink/security/CallerVerifier;)Lcom/hearthlink/security/CallerVerifier;

    move-result-object v19

    .line 83
    :cond_0
    new-instance v20, Lcom/hearthlink/security/ScopeAuthorizer;

    new-instance v2, Lcom/hearthlink/security/ScopeChecker;

    const-string v5, "com.hearthlink.devices"

    invoke-direct {v2, v15, v5}, Lcom/hearthlink/security/ScopeChecker;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    new-instance v3, Lcom/hearthlink/security/RateLimiter;

    const/16 v5, 0x1e

    const-wide/32 v6, 0xea60

    invoke-direct {v3, v5, v6, v7}, Lcom/hearthlink/security/RateLimiter;-><init>(IJ)V

    move-object/from16 v1, v20

    invoke-direct {v1, v2, v3}, Lcom/hearthlink/security/ScopeAuthorizer;-><init>(Lcom/hearthlink/security/ScopeChecker;Lcom/hearthlink/security/RateLimiter;)V

    .line 84
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "devices.read"

    aput-object v3, v0, v2

    move-object/from16 v21, v0

    .line 85
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "devices.control"

    aput-object v3, v0, v2

    move-object/from16 v22, v0

    .line 86
    new-instance v0, Lcom/hearthlink/security/SecurityRegistry$Builder;

    invoke-direct {v0}, Lcom/hearthlink/security/SecurityRegistry$Builder;-><init>()V

    .line 87
    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->verifier(Lcom/hearthlink/security/CallerVerifier;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/security/PermissionPolicy;

    invoke-direct {v1, v14}, Lcom/hearthlink/security/PermissionPolicy;-><init>(Landroid/content/Context;)V

    .line 88
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->permissions(Lcom/hearthlink/security/PermissionPolicy;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/security/TicketConfirmation;

    invoke-direct {v1}, Lcom/hearthlink/security/TicketConfirmation;-><init>()V

    .line 89
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->confirmations(Lcom/hearthlink/security/ConfirmationPolicy;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/security/AuditLog;

    const-string v4, "com.hearthlink.devices"

    invoke-direct {v1, v15, v4}, Lcom/hearthlink/security/AuditLog;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    .line 90
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->audit(Lcom/hearthlink/security/AuditLog;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "list_devices"

    const-string v4, "List devices"

    const-string v5, "Lists the lights, locks and cameras paired with the hub, optionally in one room."

    const-string v6, "read"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "never"

    move-object/from16 v10, v21

    const-string v11, "{\"type\":\"object\",\"properties\":{\"room\":{\"type\":\"string\",\"maxLength\":40}},\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"devices\":{\"type\":\"array\"}},\"required\":[\"devices\"]}"

    move-object/from16 v13, v20

    invoke-direct/range {v2 .. v13}, Lcom/hearthlink/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/hearthlink/security/Authorizer;)V

    .line 91
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->tool(Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "get_device_state"

    const-string v4, "Get device state"

    const-string v5, "Returns the last reported state of one device."

    const-string v6, "read"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "never"

    move-object/from16 v10, v21

    const-string v11, "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9-]{1,40}$\"}},\"required\":[\"device_id\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"state\":{\"type\":\"object\"}},\"required\":[\"device_id\",\"state\"]}"

    move-object/from16 v13, v20

    invoke-direct/range {v2 .. v13}, Lcom/hearthlink/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/hearthlink/security/Authorizer;)V

    .line 94
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->tool(Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "set_light"

    const-string v4, "Set light level"

    const-string v5, "Dims or brightens a light (0 switches it off)."

    const-string v6, "update"

    const-string v7, "moderate"

    const/4 v8, 0x0

    const-string v9, "never"

    move-object/from16 v10, v22

    const-string v11, "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9-]{1,40}$\"},\"level\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":100}},\"required\":[\"device_id\",\"level\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"state\":{\"type\":\"object\"}},\"required\":[\"device_id\",\"state\"]}"

    move-object/from16 v13, v20

    invoke-direct/range {v2 .. v13}, Lcom/hearthlink/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/hearthlink/security/Authorizer;)V

    .line 96
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->tool(Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/cetp/ToolSpec;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "locks.control"

    aput-object v13, v10, v12

    move-object v2, v1

    const-string v3, "unlock_door"

    const-string v4, "Unlock door"

    const-string v5, "Unlocks a door lock. The user confirms on the phone."

    const-string v6, "update"

    const-string v7, "high"

    const/4 v8, 0x0

    const-string v9, "always"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9-]{1,40}$\"}},\"required\":[\"device_id\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"state\":{\"type\":\"object\"}},\"required\":[\"device_id\",\"state\"]}"

    move-object/from16 v13, v20

    invoke-direct/range {v2 .. v13}, Lcom/hearthlink/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/hearthlink/security/Authorizer;)V

    .line 98
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->tool(Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/cetp/ToolSpec;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "cameras.read"

    aput-object v13, v10, v12

    move-object v2, v1

    const-string v3, "camera_snapshot"

    const-string v4, "Latest camera picture"

    const-string v5, "Returns a content URI of the newest picture a camera took."

    const-string v6, "read"

    const-string v7, "moderate"

    const/4 v8, 0x0

    const-string v9, "never"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9-]{1,40}$\"}},\"required\":[\"device_id\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"snapshot_uri\":{\"type\":\"string\"},\"taken_at\":{\"type\":\"integer\"}},\"required\":[\"snapshot_uri\",\"taken_at\"]}"

    move-object/from16 v13, v20

    invoke-direct/range {v2 .. v13}, Lcom/hearthlink/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/hearthlink/security/Authorizer;)V

    .line 101
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->tool(Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    .line 104
    invoke-virtual {v0}, Lcom/hearthlink/security/SecurityRegistry$Builder;->build()Lcom/hearthlink/security/SecurityRegistry;

    move-result-object v23

    .line 105
    move-object/from16 v0, p0

    move-object/from16 v2, v23

    invoke-virtual {v0, v15, v2}, Lcom/hearthlink/devices/DeviceToolProvider;->install(Landroid/database/sqlite/SQLiteDatabase;Lcom/hearthlink/security/SecurityRegistry;)V

    .line 106
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 271
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v9

    .line 272
    const-string v0, "r"

    move-object/from16 v1, p2

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v9}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v9, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "snapshots"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 273
    :cond_0
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "Only camera pictures can be opened, and only for reading"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 275
    :cond_1
    const/4 v10, 0x0

    .line 276
    :try_start_0
    iget-object v0, p0, Lcom/hearthlink/devices/DeviceToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "file"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 277
    const/4 v8, 0x1

    invoke-interface {v9, v8}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Ljava/lang/String;

    invoke-static {v7}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 276
    const-string v1, "snapshots"

    const-string v3, "_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    :try_end_0
    .catch Ljava/lang/NumberFormatException; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v11

    .line 278
    :try_start_1
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 279
    const/4 v1, 0x0

    invoke-interface {v11, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/lang/NumberFormatException; {:try_start_1 .. :try_end_1} :catch_2

    move-result-object v10

    .line 281
    :cond_2
    if-eqz v11, :cond_4

    :try_start_2
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/NumberFormatException; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_1

    :catch_0
    move-exception v12

    .line 276
    if-eqz v11, :cond_3

    :try_start_3
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/lang/NumberFormatException; {:try_start_3 .. :try_end_3} :catch_2

    goto :goto_0

    :catch_1
    move-exception v13

    :try_start_4
    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_0
    throw v12
    :try_end_4
    .catch Ljava/lang/NumberFormatException; {:try_start_4 .. :try_end_4} :catch_2

    .line 283
    :cond_4
    :goto_1
    goto :goto_2

    :catch_2
    move-exception v11

    .line 282
    const/4 v10, 0x0

    .line 284
    :goto_2
    if-nez v10, :cond_5

    .line 285
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "No such picture"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 287
    :cond_5
    new-instance v11, Ljava/io/File;

    new-instance v2, Ljava/io/File;

    invoke-virtual {p0}, Lcom/hearthlink/devices/DeviceToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v4}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v4

    const-string v5, "snapshots"

    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v11, v2, v10}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 288
    const/high16 v1, 0x10000000

    invoke-static {v11, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 111
    const-string v0, "com.hearthlink.devices"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 116
    const-string v0, "Hearthlink Devices"

    return-object v0
.end method

.method protected revision()Ljava/lang/String;
    .registers 2

    .line 126
    const-string v0, "devices-9"

    return-object v0
.end method

.method protected run(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 140
    iget-object v2, p2, Lcom/hearthlink/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_devices"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_device_state"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "set_light"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "unlock_door"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x3

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_1

    .line 142
    :pswitch_0
    invoke-direct {p0, p1}, Lcom/hearthlink/devices/DeviceToolProvider;->list(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 144
    :pswitch_1
    invoke-direct {p0, p1}, Lcom/hearthlink/devices/DeviceToolProvider;->state(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 146
    :pswitch_2
    invoke-direct {p0, p1}, Lcom/hearthlink/devices/DeviceToolProvider;->setLight(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 148
    :pswitch_3
    invoke-direct {p0, p1}, Lcom/hearthlink/devices/DeviceToolProvider;->unlock(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 150
    :goto_1
    invoke-direct {p0, p1}, Lcom/hearthlink/devices/DeviceToolProvider;->snapshot(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x33611837 -> :sswitch_3
        -0x12845c4f -> :sswitch_1
        0x2647863c -> :sswitch_0
        0x372702f9 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method protected scopes()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 131
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 132
    const-string v1, "devices.read"

    const-string v2, "See your devices and their state"

    const-string v3, "read"

    const-string v4, "device"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthlink/cetp/ToolSpec;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 133
    const-string v1, "devices.control"

    const-string v2, "Switch and dim lights"

    const-string v3, "write"

    const-string v4, "device"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthlink/cetp/ToolSpec;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 134
    const-string v1, "locks.control"

    const-string v2, "Unlock doors"

    const-string v3, "write"

    const-string v4, "device"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthlink/cetp/ToolSpec;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 135
    const-string v1, "cameras.read"

    const-string v2, "See camera pictures"

    const-string v3, "read"

    const-string v4, "personal"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthlink/cetp/ToolSpec;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 131
    return-object v0
.end method

.method protected summarize(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Ljava/lang/String;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 156
    iget-object v1, p1, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v2, "device_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/hearthlink/devices/DeviceToolProvider;->device(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    .line 157
    if-eqz v4, :cond_0

    const-string v2, "kind"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "lock"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 158
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 160
    :cond_1
    const-string v1, "name"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "room"

    const-string v3, "no room"

    invoke-virtual {v4, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Unlock \u201c"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\u201d ("

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ") now. Anyone at the door can then open it."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method

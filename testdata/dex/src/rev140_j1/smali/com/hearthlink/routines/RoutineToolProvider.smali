.class public final Lcom/hearthlink/routines/RoutineToolProvider;
.super Lcom/hearthlink/cetp/ToolProviderBase;
.source "RoutineToolProvider.java"


# static fields
.field static final ASSISTANT:Ljava/lang/String; = "com.clawseed.assistant"

.field static final ASSISTANT_BETA:Ljava/lang/String; = "com.clawseed.assistant.beta"

.field static final ASSISTANT_CERT_SHA256:Ljava/lang/String; = "3f9a1c7e5b2d8f4a6c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a"

.field static final ASSISTANT_MIN_VERSION:J = 0xa0f0L

.field static final DELETE:Ljava/lang/String; = "delete_routine"

.field private static final DELETE_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"integer\",\"minimum\":1},\"user_confirmed\":{\"type\":\"boolean\",\"description\":\"true when the user already agreed in the assistant\"}},\"required\":[\"routine_id\"],\"additionalProperties\":false}"

.field private static final DELETE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}"

.field static final LIST:Ljava/lang/String; = "list_routines"

.field private static final LIST_IN:Ljava/lang/String; = "{\"type\":\"object\",\"additionalProperties\":false}"

.field private static final LIST_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"routines\":{\"type\":\"array\"}},\"required\":[\"routines\"]}"

.field static final PROVIDER_ID:Ljava/lang/String; = "com.hearthlink.routines"

.field private static final ROUTINE_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"routine_id\"],\"additionalProperties\":false}"

.field static final RUN:Ljava/lang/String; = "run_routine"

.field private static final RUN_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"integer\"},\"steps_sent\":{\"type\":\"integer\"}},\"required\":[\"routine_id\",\"steps_sent\"]}"

.field static final SAVE:Ljava/lang/String; = "save_routine"

.field private static final SAVE_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":60},\"steps\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"set\":{\"enum\":[\"level\",\"locked\"]},\"value\":{\"type\":\"integer\"}},\"required\":[\"device_id\",\"set\",\"value\"],\"additionalProperties\":false}}},\"required\":[\"name\",\"steps\"],\"additionalProperties\":false}"

.field private static final SAVE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"integer\"}},\"required\":[\"routine_id\"]}"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 49
    invoke-direct {p0}, Lcom/hearthlink/cetp/ToolProviderBase;-><init>()V

    return-void
.end method

.method private definition(J)Ljava/io/File;
    .registers 8

    .line 295
    new-instance v0, Ljava/io/File;

    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Lcom/hearthlink/routines/RoutineToolProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v3

    const-string v4, "routines"

    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ".json"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method private delete(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 243
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "routine_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v6

    .line 244
    invoke-direct {p0, v6, v7}, Lcom/hearthlink/routines/RoutineToolProvider;->routine(J)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_0

    .line 245
    const-string v1, "INVALID_ARGS"

    const-string v2, "No such routine"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 247
    :cond_0
    iget-object v0, p0, Lcom/hearthlink/routines/RoutineToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v3, v4

    const-string v1, "routines"

    const-string v2, "_id = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 248
    invoke-direct {p0, v6, v7}, Lcom/hearthlink/routines/RoutineToolProvider;->definition(J)Ljava/io/File;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    move-result v8

    .line 249
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "routine_id"

    invoke-virtual {v1, v2, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "deleted"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    .line 250
    const-string v2, "file_removed"

    invoke-virtual {v1, v2, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    .line 249
    invoke-static {p1, v1}, Lcom/hearthlink/cetp/Replies;->inline(Lcom/hearthlink/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private list(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 174
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 175
    iget-object v0, p0, Lcom/hearthlink/routines/RoutineToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "_id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "name"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "last_run"

    aput-object v5, v2, v4

    const-string v1, "routines"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 177
    :goto_0
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 178
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const/4 v4, 0x0

    invoke-interface {v9, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "routine_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x1

    invoke-interface {v9, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "name"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 179
    const/4 v4, 0x2

    invoke-interface {v9, v4}, Landroid/database/Cursor;->isNull(I)Z

    move-result v3

    move-object v0, v8

    const-string v2, "last_run"

    if-eqz v3, :cond_0

    const/4 v3, 0x0

    goto :goto_1

    :cond_0
    const/4 v4, 0x2

    invoke-interface {v9, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    :goto_1
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 180
    const/4 v4, 0x0

    invoke-interface {v9, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "content://com.hearthlink.routines/routines/"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v3, v5

    const-string v2, "definition_uri"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 178
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 182
    :cond_1
    if-eqz v9, :cond_3

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    goto :goto_3

    :catch_0
    move-exception v10

    .line 175
    if-eqz v9, :cond_2

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_2

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_2
    throw v10

    .line 183
    :cond_3
    :goto_3
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "routines"

    invoke-virtual {v1, v2, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthlink/cetp/Replies;->inline(Lcom/hearthlink/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private markRun(J)V
    .registers 10

    .line 287
    iget-object v0, p0, Lcom/hearthlink/routines/RoutineToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE routines SET last_run = ? WHERE _id = ?"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v4

    .line 288
    :try_start_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const/4 v1, 0x1

    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 289
    const/4 v1, 0x2

    invoke-virtual {v4, v1, p1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 290
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 291
    if-eqz v4, :cond_1

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    goto :goto_1

    :catch_0
    move-exception v5

    .line 287
    if-eqz v4, :cond_0

    :try_start_1
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v6

    invoke-virtual {v5, v6}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_0
    :goto_0
    throw v5

    .line 292
    :cond_1
    :goto_1
    return-void
.end method

.method private routine(J)Lorg/json/JSONObject;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 256
    iget-object v0, p0, Lcom/hearthlink/routines/RoutineToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "name"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "steps"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "touches_locks"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 257
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 256
    const-string v1, "routines"

    const-string v3, "_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 258
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_1

    .line 259
    const/4 v9, 0x0

    .line 263
    if-eqz v8, :cond_0

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 259
    :cond_0
    return-object v9

    .line 261
    :cond_1
    :try_start_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "routine_id"

    invoke-virtual {v0, v1, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x0

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    .line 262
    const/4 v5, 0x1

    invoke-interface {v8, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    const-string v1, "steps"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x2

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getInt(I)I

    move-result v2

    const-string v1, "touches_locks"

    if-eqz v2, :cond_2

    const/4 v2, 0x1

    goto :goto_0

    :cond_2
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v9

    .line 263
    if-eqz v8, :cond_3

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 261
    :cond_3
    return-object v9

    :catch_0
    move-exception v9

    .line 256
    if-eqz v8, :cond_4

    :try_start_2
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_1

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_4
    :goto_1
    throw v9
.end method

.method private runRoutine(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 188
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "routine_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v4

    .line 189
    invoke-direct {p0, v4, v5}, Lcom/hearthlink/routines/RoutineToolProvider;->routine(J)Lorg/json/JSONObject;

    move-result-object v6

    .line 190
    if-nez v6, :cond_0

    .line 191
    const-string v1, "INVALID_ARGS"

    const-string v2, "No such routine"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 193
    :cond_0
    const-string v1, "steps"

    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->getJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v7

    .line 194
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v8

    .line 196
    :try_start_0
    const-string v1, "touches_locks"

    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->getBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, p0, Lcom/hearthlink/routines/RoutineToolProvider;->registry:Lcom/hearthlink/security/SecurityRegistry;

    iget-object v0, v0, Lcom/hearthlink/security/SecurityRegistry;->permissions:Lcom/hearthlink/security/PermissionPolicy;

    .line 197
    const-string v1, "com.hearthlink.permission.CONTROL_LOCKS"

    invoke-virtual {v0, v1}, Lcom/hearthlink/security/PermissionPolicy;->callerHolds(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 198
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This routine unlocks doors and the assistant lacks the lock permission"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v10

    .line 206
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 198
    return-object v10

    .line 201
    :cond_1
    const/4 v10, 0x0

    :goto_0
    :try_start_1
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v10, v1, :cond_2

    .line 202
    invoke-virtual {p0}, Lcom/hearthlink/routines/RoutineToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v7, v10}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/hearthlink/hub/HubService;->enqueue(Landroid/content/Context;Lorg/json/JSONObject;)V

    .line 201
    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    .line 204
    :cond_2
    invoke-direct {p0, v4, v5}, Lcom/hearthlink/routines/RoutineToolProvider;->markRun(J)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 206
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 207
    goto :goto_1

    :catchall_0
    move-exception v11

    .line 206
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 207
    throw v11

    .line 208
    :goto_1
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "routine_id"

    invoke-virtual {v1, v2, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v3

    const-string v2, "steps_sent"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthlink/cetp/Replies;->inline(Lcom/hearthlink/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private save(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;
    .registers 20
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 213
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "name"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v10

    .line 214
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "steps"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v11

    .line 215
    invoke-virtual {v10}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v10}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x3c

    if-gt v0, v1, :cond_0

    invoke-virtual {v11}, Lorg/json/JSONArray;->length()I

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v11}, Lorg/json/JSONArray;->length()I

    move-result v0

    const/16 v1, 0x14

    if-le v0, v1, :cond_1

    .line 216
    :cond_0
    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    const-string v2, "A routine needs a name and 1 to 20 steps"

    invoke-static {v0, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 218
    :cond_1
    new-instance v12, Lorg/json/JSONArray;

    invoke-direct {v12}, Lorg/json/JSONArray;-><init>()V

    .line 219
    const/4 v13, 0x0

    .line 220
    const/4 v14, 0x0

    :goto_0
    invoke-virtual {v11}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v14, v1, :cond_3

    .line 221
    invoke-virtual {v11, v14}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v15

    .line 222
    const-string v1, "set"

    invoke-virtual {v15, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v16

    .line 223
    const-string v0, "level"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const-string v0, "locked"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 224
    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    const-string v2, "A step can set a light level or a lock"

    invoke-static {v0, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 226
    :cond_2
    const-string v1, "locked"

    move-object/from16 v2, v16

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    or-int/2addr v13, v1

    .line 227
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "device_id"

    invoke-virtual {v15, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "device_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "set"

    move-object/from16 v3, v16

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 228
    const-string v4, "value"

    invoke-virtual {v15, v4}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v3

    const-string v2, "value"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    .line 227
    invoke-virtual {v12, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 220
    add-int/lit8 v14, v14, 0x1

    goto :goto_0

    .line 230
    :cond_3
    move-object/from16 v0, p1

    iget v14, v0, Lcom/hearthlink/cetp/Call;->uid:I

    .line 231
    move-object/from16 v0, p1

    iget-object v15, v0, Lcom/hearthlink/cetp/Call;->requestId:Ljava/lang/String;

    .line 232
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/hearthlink/routines/RoutineToolProvider;->registry:Lcom/hearthlink/security/SecurityRegistry;

    iget-object v0, v0, Lcom/hearthlink/security/SecurityRegistry;->audit:Lcom/hearthlink/security/AuditLog;

    move-object/from16 v16, v0

    .line 233
    move/from16 v17, v13

    .line 234
    new-instance v2, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;

    move-object/from16 v3, p0

    move-object v4, v10

    move-object v5, v12

    move/from16 v6, v17

    move v7, v14

    move-object/from16 v8, v16

    move-object v9, v15

    invoke-direct/range {v2 .. v9}, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/hearthlink/routines/RoutineToolProvider;Ljava/lang/String;Lorg/json/JSONArray;ZILcom/hearthlink/security/AuditLog;Ljava/lang/String;)V

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-virtual {v0, v1, v2}, Lcom/hearthlink/routines/RoutineToolProvider;->onWorker(Lcom/hearthlink/cetp/Call;Ljava/util/concurrent/Callable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private store(Ljava/lang/String;Lorg/json/JSONArray;ZI)J
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 269
    iget-object v0, p0, Lcom/hearthlink/routines/RoutineToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO routines (name, steps, touches_locks, created_by) VALUES (?, ?, ?, ?)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v6

    .line 271
    const/4 v1, 0x1

    :try_start_0
    invoke-virtual {v6, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 272
    invoke-virtual {p2}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x2

    invoke-virtual {v6, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 273
    move-object v0, v6

    const/4 v1, 0x3

    if-eqz p3, :cond_0

    const-wide/16 v2, 0x1

    goto :goto_0

    :cond_0
    const-wide/16 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 274
    int-to-long v2, p4

    const/4 v1, 0x4

    invoke-virtual {v6, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 275
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-wide v4

    .line 276
    if-eqz v6, :cond_2

    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteStatement;->close()V

    goto :goto_2

    :catch_0
    move-exception v7

    .line 269
    if-eqz v6, :cond_1

    :try_start_1
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v8

    invoke-virtual {v7, v8}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v7

    .line 277
    :cond_2
    :goto_2
    invoke-direct {p0, v4, v5}, Lcom/hearthlink/routines/RoutineToolProvider;->definition(J)Ljava/io/File;

    move-result-object v6

    .line 278
    invoke-virtual {v6}, Ljava/io/File;->getParentFile()Ljava/io/File;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z

    .line 279
    new-instance v7, Ljava/io/FileOutputStream;

    invoke-direct {v7, v6}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    .line 280
    :try_start_2
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "name"

    invoke-virtual {v1, v2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "steps"

    invoke-virtual {v1, v2, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    .line 281
    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    .line 280
    invoke-virtual {v7, v1}, Ljava/io/OutputStream;->write([B)V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    .line 282
    invoke-virtual {v7}, Ljava/io/OutputStream;->close()V

    goto :goto_4

    :catch_2
    move-exception v8

    .line 279
    :try_start_3
    invoke-virtual {v7}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_3

    goto :goto_3

    :catch_3
    move-exception v9

    invoke-virtual {v8, v9}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_3
    throw v8

    .line 283
    :goto_4
    return-wide v4
.end method


# virtual methods
.method protected description()Ljava/lang/String;
    .registers 2

    .line 131
    const-string v0, "Routines: named sets of light and lock settings the hub applies together"

    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 6

    .line 321
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 322
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "routines"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "application/json"

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public synthetic lambda$save$0$com-hearthlink-routines-RoutineToolProvider(Ljava/lang/String;Lorg/json/JSONArray;ZILcom/hearthlink/security/AuditLog;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 235
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/hearthlink/routines/RoutineToolProvider;->store(Ljava/lang/String;Lorg/json/JSONArray;ZI)J

    move-result-wide v5

    .line 236
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "routine "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "save_routine"

    invoke-virtual {p5, p4, v2, p6, v3}, Lcom/hearthlink/security/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 237
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "routine_id"

    invoke-virtual {v0, v1, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 24

    .line 85
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/hearthlink/routines/RoutineToolProvider;->getContext()Landroid/content/Context;

    move-result-object v14

    .line 86
    invoke-static {v14}, Lcom/hearthlink/data/HomeDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v15

    .line 87
    invoke-virtual {v14}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v16

    .line 88
    new-instance v17, Lcom/hearthlink/security/CallerPackages;

    move-object/from16 v1, v17

    move-object/from16 v2, v16

    invoke-direct {v1, v2}, Lcom/hearthlink/security/CallerPackages;-><init>(Landroid/content/pm/PackageManager;)V

    .line 89
    move-object/from16 v1, v17

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda0;

    move-object/from16 v0, v17

    invoke-direct {v1, v0}, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/hearthlink/security/CallerPackages;)V

    move-object/from16 v18, v1

    .line 90
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

    new-instance v3, Lcom/hearthlink/security/AssistantVerifier;

    move-object v4, v3

    move-object/from16 v5, v16

    move-object/from16 v6, v18

    const-string v7, "3f9a1c7e5b2d8f4a6c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a"

    const-wide/32 v8, 0xa0f0

    invoke-direct/range {v4 .. v9}, Lcom/hearthlink/security/AssistantVerifier;-><init>(Landroid/content/pm/PackageManager;Ljava/util/function/IntFunction;Ljava/lang/String;J)V

    const/4 v2, 0x1

    aput-object v3, v0, v2

    invoke-static {v0}, Lcom/hearthlink/security/VerifierChain;->all([Lcom/hearthlink/security/CallerVerifier;)Lcom/hearthlink/security/CallerVerifier;

    move-result-object v19

    .line 93
    sget-boolean v0, Lcom/hearthlink/BuildConfig;->DEBUG:Z

    if-eqz v0, :cond_0

    .line 94
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

    .line 96
    :cond_0
    new-instance v20, Lcom/hearthlink/security/ScopeAuthorizer;

    new-instance v2, Lcom/hearthlink/security/ScopeChecker;

    const-string v5, "com.hearthlink.routines"

    invoke-direct {v2, v15, v5}, Lcom/hearthlink/security/ScopeChecker;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    new-instance v3, Lcom/hearthlink/security/RateLimiter;

    const/16 v5, 0x14

    const-wide/32 v6, 0xea60

    invoke-direct {v3, v5, v6, v7}, Lcom/hearthlink/security/RateLimiter;-><init>(IJ)V

    move-object/from16 v1, v20

    invoke-direct {v1, v2, v3}, Lcom/hearthlink/security/ScopeAuthorizer;-><init>(Lcom/hearthlink/security/ScopeChecker;Lcom/hearthlink/security/RateLimiter;)V

    .line 97
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "routines.write"

    aput-object v3, v0, v2

    move-object/from16 v21, v0

    .line 98
    new-instance v0, Lcom/hearthlink/security/SecurityRegistry$Builder;

    invoke-direct {v0}, Lcom/hearthlink/security/SecurityRegistry$Builder;-><init>()V

    .line 99
    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->verifier(Lcom/hearthlink/security/CallerVerifier;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/security/PermissionPolicy;

    invoke-direct {v1, v14}, Lcom/hearthlink/security/PermissionPolicy;-><init>(Landroid/content/Context;)V

    .line 100
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->permissions(Lcom/hearthlink/security/PermissionPolicy;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/security/AssistantConfirmation;

    invoke-direct {v1}, Lcom/hearthlink/security/AssistantConfirmation;-><init>()V

    .line 101
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->confirmations(Lcom/hearthlink/security/ConfirmationPolicy;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/security/AuditLog;

    const-string v4, "com.hearthlink.routines"

    invoke-direct {v1, v15, v4}, Lcom/hearthlink/security/AuditLog;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    .line 102
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->audit(Lcom/hearthlink/security/AuditLog;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/cetp/ToolSpec;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "routines.read"

    aput-object v13, v10, v12

    move-object v2, v1

    const-string v3, "list_routines"

    const-string v4, "List routines"

    const-string v5, "Lists the saved routines with the URI of each routine\'s definition."

    const-string v6, "read"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "never"

    const-string v11, "{\"type\":\"object\",\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"routines\":{\"type\":\"array\"}},\"required\":[\"routines\"]}"

    move-object/from16 v13, v20

    invoke-direct/range {v2 .. v13}, Lcom/hearthlink/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/hearthlink/security/Authorizer;)V

    .line 103
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->tool(Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/cetp/ToolSpec;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "routines.run"

    aput-object v13, v10, v12

    new-instance v13, Lcom/hearthlink/security/HouseholdAuthorizer;

    invoke-direct {v13}, Lcom/hearthlink/security/HouseholdAuthorizer;-><init>()V

    move-object v2, v1

    const-string v3, "run_routine"

    const-string v4, "Run routine"

    const-string v5, "Applies every step of a saved routine now."

    const-string v6, "update"

    const-string v7, "moderate"

    const/4 v8, 0x0

    const-string v9, "provider_policy"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"routine_id\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"integer\"},\"steps_sent\":{\"type\":\"integer\"}},\"required\":[\"routine_id\",\"steps_sent\"]}"

    invoke-direct/range {v2 .. v13}, Lcom/hearthlink/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/hearthlink/security/Authorizer;)V

    .line 106
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->tool(Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "save_routine"

    const-string v4, "Save routine"

    const-string v5, "Saves a new routine: a name and up to 20 device settings."

    const-string v6, "create"

    const-string v7, "moderate"

    const/4 v8, 0x0

    const-string v9, "never"

    move-object/from16 v10, v21

    const-string v11, "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":60},\"steps\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"set\":{\"enum\":[\"level\",\"locked\"]},\"value\":{\"type\":\"integer\"}},\"required\":[\"device_id\",\"set\",\"value\"],\"additionalProperties\":false}}},\"required\":[\"name\",\"steps\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"integer\"}},\"required\":[\"routine_id\"]}"

    move-object/from16 v13, v20

    invoke-direct/range {v2 .. v13}, Lcom/hearthlink/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/hearthlink/security/Authorizer;)V

    .line 109
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->tool(Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "delete_routine"

    const-string v4, "Delete routine"

    const-string v5, "Deletes a saved routine. The user confirms on the phone unless they already agreed in the assistant."

    const-string v6, "delete"

    const-string v7, "high"

    const/4 v8, 0x1

    const-string v9, "always"

    move-object/from16 v10, v21

    const-string v11, "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"integer\",\"minimum\":1},\"user_confirmed\":{\"type\":\"boolean\",\"description\":\"true when the user already agreed in the assistant\"}},\"required\":[\"routine_id\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}"

    move-object/from16 v13, v20

    invoke-direct/range {v2 .. v13}, Lcom/hearthlink/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/hearthlink/security/Authorizer;)V

    .line 111
    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry$Builder;->tool(Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/SecurityRegistry$Builder;

    move-result-object v0

    .line 114
    invoke-virtual {v0}, Lcom/hearthlink/security/SecurityRegistry$Builder;->build()Lcom/hearthlink/security/SecurityRegistry;

    move-result-object v22

    .line 115
    move-object/from16 v0, p0

    move-object/from16 v2, v22

    invoke-virtual {v0, v15, v2}, Lcom/hearthlink/routines/RoutineToolProvider;->install(Landroid/database/sqlite/SQLiteDatabase;Lcom/hearthlink/security/SecurityRegistry;)V

    .line 116
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 302
    invoke-virtual {p0}, Lcom/hearthlink/routines/RoutineToolProvider;->requireCaller()V

    .line 303
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 304
    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "routines"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 305
    :cond_0
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "Only routine definitions can be opened, and only for reading"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 309
    :cond_1
    const/4 v2, 0x1

    :try_start_0
    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-static {v1}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-direct {p0, v1, v2}, Lcom/hearthlink/routines/RoutineToolProvider;->definition(J)Ljava/io/File;
    :try_end_0
    .catch Ljava/lang/NumberFormatException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v4

    .line 312
    goto :goto_0

    :catch_0
    move-exception v5

    .line 311
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "No such routine"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 313
    :goto_0
    invoke-virtual {v4}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_2

    .line 314
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "No such routine"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 316
    :cond_2
    const/high16 v1, 0x10000000

    invoke-static {v4, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 121
    const-string v0, "com.hearthlink.routines"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 126
    const-string v0, "Hearthlink Routines"

    return-object v0
.end method

.method protected revision()Ljava/lang/String;
    .registers 2

    .line 136
    const-string v0, "routines-5"

    return-object v0
.end method

.method protected run(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 149
    iget-object v2, p2, Lcom/hearthlink/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_routines"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "run_routine"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "save_routine"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_1

    .line 151
    :pswitch_0
    invoke-direct {p0, p1}, Lcom/hearthlink/routines/RoutineToolProvider;->list(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 153
    :pswitch_1
    invoke-direct {p0, p1}, Lcom/hearthlink/routines/RoutineToolProvider;->runRoutine(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 155
    :pswitch_2
    invoke-direct {p0, p1}, Lcom/hearthlink/routines/RoutineToolProvider;->save(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 157
    :goto_1
    invoke-direct {p0, p1}, Lcom/hearthlink/routines/RoutineToolProvider;->delete(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7808f8f0 -> :sswitch_1
        -0x288a03fe -> :sswitch_2
        0x60e10ab0 -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method protected scopes()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 141
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 142
    const-string v1, "routines.read"

    const-string v2, "See your routines"

    const-string v3, "read"

    const-string v4, "device"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthlink/cetp/ToolSpec;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 143
    const-string v1, "routines.run"

    const-string v2, "Run your routines"

    const-string v3, "write"

    const-string v4, "device"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthlink/cetp/ToolSpec;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 144
    const-string v1, "routines.write"

    const-string v2, "Create and delete routines"

    const-string v3, "write"

    const-string v4, "device"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthlink/cetp/ToolSpec;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 141
    return-object v0
.end method

.method protected summarize(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Ljava/lang/String;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 163
    iget-object v1, p1, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v2, "routine_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-direct {p0, v1, v2}, Lcom/hearthlink/routines/RoutineToolProvider;->routine(J)Lorg/json/JSONObject;

    move-result-object v4

    .line 164
    if-nez v4, :cond_0

    .line 165
    const/4 v0, 0x0

    return-object v0

    .line 167
    :cond_0
    const-string v1, "name"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 168
    const-string v2, "steps"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->getJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONArray;->length()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Delete the routine \u201c"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\u201d with its "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " steps. This cannot be undone."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    .line 167
    return-object v0
.end method

.class public final Lcom/loomkit/YarnProvider;
.super Lcom/loomkit/KitProvider;
.source "YarnProvider.java"

.field private static final TOOLS:Ljava/lang/String; = "[{\"name\":\"dye_lot\",\"effect\":\"write\"},{\"name\":\"share_pattern\",\"effect\":\"write\"},{\"name\":\"order_swatch\",\"effect\":\"write\"},{\"name\":\"find_yarn\",\"effect\":\"read\"},{\"name\":\"yarns_by_weight\",\"effect\":\"read\"}]"

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {v0}, Lcom/loomkit/KitProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17
    .line 19
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v5, v0
    .line 20
    invoke-virtual {v13}, Lcom/loomkit/YarnProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    move-object v6, v0
    .line 21
    if-nez v6, :L18
    const/4 v0, 0x0
    return-object v0
    :L18
    .line 22
    invoke-virtual {v13, v5}, Lcom/loomkit/YarnProvider;->callerPackage(I)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L36
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "not a LoomKit app"
    invoke-virtual {v13, v1, v2}, Lcom/loomkit/YarnProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L36
    .line 23
    if-eqz v16, :L44
    move-object/from16 v0, v16
    goto :L51
    :L44
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L51
    move-object v7, v0
    .line 24
    const-string v0, "negotiate"
    move-object v1, v14
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L113
    .line 25
    invoke-virtual {v13}, Lcom/loomkit/YarnProvider;->secureToken()Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 26
    invoke-virtual {v13}, Lcom/loomkit/YarnProvider;->getSessions()Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v8, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 27
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "\"}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v13, v1}, Lcom/loomkit/YarnProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L113
    .line 29
    const-string v2, "session_token"
    invoke-virtual {v7, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v13, v1}, Lcom/loomkit/YarnProvider;->ownerOf(Ljava/lang/String;)Ljava/lang/Integer;
    move-result-object v0
    move-object v8, v0
    .line 30
    if-nez v8, :L140
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "negotiate first"
    invoke-virtual {v13, v1, v2}, Lcom/loomkit/YarnProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L140
    .line 31
    const-string v0, "list_tools"
    move-object v1, v14
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L156
    const-string v1, "[{\"name\":\"dye_lot\",\"effect\":\"write\"},{\"name\":\"share_pattern\",\"effect\":\"write\"},{\"name\":\"order_swatch\",\"effect\":\"write\"},{\"name\":\"find_yarn\",\"effect\":\"read\"},{\"name\":\"yarns_by_weight\",\"effect\":\"read\"}]"
    invoke-virtual {v13, v1}, Lcom/loomkit/YarnProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L156
    .line 32
    const-string v0, "execute_tool"
    move-object v1, v14
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L174
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "unknown method"
    invoke-virtual {v13, v1, v2}, Lcom/loomkit/YarnProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L174
    .line 33
    const-string v1, "deadline_at_ms"
    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v9, v0
    .line 34
    const-wide/16 v2, 0x0L
    cmp-long v0, v9, v2
    if-lez v0, :L208
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v9, v2
    if-gez v0, :L208
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "too late"
    invoke-virtual {v13, v1, v2}, Lcom/loomkit/YarnProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :t_208
    :L208
    .line 37
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    const-string v4, "{}"
    invoke-virtual {v7, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v11, v0
    :t_226
    .line 41
    goto :L250
    :L229
    .line 38
    move-exception v0
    move-object v12, v0
    .line 39
    const-string v0, "LoomKit"
    const-string v1, "bad args"
    invoke-static {v0, v1, v12}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 40
    const-string v1, "INVALID_ARGUMENT"
    const-string v2, "args is not a JSON object"
    invoke-virtual {v13, v1, v2}, Lcom/loomkit/YarnProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L250
    .line 42
    const-string v1, "tool_name"
    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v12, v0
    .line 43
    const-string v0, "dye_lot"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L282
    invoke-virtual {v13, v6, v5, v7, v11}, Lcom/loomkit/YarnProvider;->dyeLot(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L282
    .line 44
    const-string v0, "share_pattern"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L303
    invoke-virtual {v13, v6, v5, v7}, Lcom/loomkit/YarnProvider;->sharePattern(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L303
    .line 45
    const-string v0, "order_swatch"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L326
    invoke-virtual {v13, v6, v5, v7, v11}, Lcom/loomkit/YarnProvider;->orderSwatch(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L326
    .line 46
    const-string v0, "find_yarn"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L343
    invoke-virtual {v13, v11}, Lcom/loomkit/YarnProvider;->findYarn(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L343
    .line 47
    const-string v0, "yarns_by_weight"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L360
    invoke-virtual {v13, v11}, Lcom/loomkit/YarnProvider;->yarnsByWeight(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L360
    .line 48
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "unknown tool"
    invoke-virtual {v13, v1, v2}, Lcom/loomkit/YarnProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Lorg/json/JSONException; {:t_208 .. :t_226} :L229
.end method

.method private dyeLot(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 52
    const-string v2, "resume_token"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "dye_lot"
    invoke-virtual {v7, v1, v9, v3}, Lcom/loomkit/YarnProvider;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-eqz v0, :L70
    .line 53
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v0
    .line 54
    const-string v1, "lot"
    const-string v3, "lot"
    invoke-virtual {v11, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 55
    const-string v1, "owner"
    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 56
    invoke-virtual {v7}, Lcom/loomkit/YarnProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "dye_lots"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 57
    const-string v1, "{\"reserved\":true}"
    invoke-virtual {v7, v1}, Lcom/loomkit/YarnProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L70
    .line 59
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/loomkit/ConfirmDyeLotActivity;
    invoke-direct {v0, v8, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v5, v0
    .line 60
    const/4 v1, 0x3
    sget v3, Lcom/loomkit/KitProvider;->PI_FLAGS:I
    invoke-static {v8, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 61
    invoke-virtual {v7}, Lcom/loomkit/YarnProvider;->secureToken()Ljava/lang/String;
    move-result-object v3
    const-string v4, "dye_lot"
    invoke-virtual {v7, v3, v9, v4}, Lcom/loomkit/YarnProvider;->issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v6, v2}, Lcom/loomkit/YarnProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private sharePattern(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 65
    const-string v2, "resume_token"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "share_pattern"
    invoke-virtual {v7, v1, v9, v3}, Lcom/loomkit/YarnProvider;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-eqz v0, :L32
    .line 66
    invoke-virtual {v7}, Lcom/loomkit/YarnProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "UPDATE patterns SET shared = 1"
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 67
    const-string v1, "{\"shared\":true}"
    invoke-virtual {v7, v1}, Lcom/loomkit/YarnProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L32
    .line 69
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.loomkit.action.SHARE_PATTERN"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {v8}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v5, v0
    .line 70
    const/4 v1, 0x4
    sget v3, Lcom/loomkit/KitProvider;->LOCKED_FLAGS:I
    invoke-static {v8, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 71
    invoke-virtual {v7}, Lcom/loomkit/YarnProvider;->quickToken()Ljava/lang/String;
    move-result-object v3
    const-string v4, "share_pattern"
    invoke-virtual {v7, v3, v9, v4}, Lcom/loomkit/YarnProvider;->issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v6, v2}, Lcom/loomkit/YarnProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private orderSwatch(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 75
    const-string v2, "resume_token"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "order_swatch"
    invoke-virtual {v7, v1, v9, v3}, Lcom/loomkit/YarnProvider;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-eqz v0, :L74
    .line 76
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v0
    .line 77
    const-string v1, "yarn"
    const-string v3, "yarn"
    invoke-virtual {v11, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 78
    const-string v1, "owner"
    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 79
    invoke-virtual {v7}, Lcom/loomkit/YarnProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "swatches"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 80
    const-string v1, "{\"ordered\":true}"
    invoke-virtual {v7, v1}, Lcom/loomkit/YarnProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L74
    .line 82
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/loomkit/ConfirmSwatchActivity;
    invoke-direct {v0, v8, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v5, v0
    .line 83
    const/4 v1, 0x5
    sget v3, Lcom/loomkit/KitProvider;->LOCKED_FLAGS:I
    invoke-static {v8, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 84
    invoke-virtual {v7}, Lcom/loomkit/YarnProvider;->secureToken()Ljava/lang/String;
    move-result-object v3
    const-string v4, "order_swatch"
    invoke-virtual {v7, v3, v9, v4}, Lcom/loomkit/YarnProvider;->issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v6, v2}, Lcom/loomkit/YarnProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private findYarn(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .line 88
    const-string v1, "query"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v3, v0
    .line 89
    invoke-virtual {v6}, Lcom/loomkit/YarnProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "SELECT name, weight FROM yarns WHERE name LIKE \'%"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "%\'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v4, v0
    .line 90
    invoke-interface {v4}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v5, v0
    .line 91
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 92
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"matches\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v6, v1}, Lcom/loomkit/YarnProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private yarnsByWeight(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .line 96
    const-string v1, "weight"
    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 97
    invoke-virtual {v7}, Lcom/loomkit/YarnProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT name FROM yarns WHERE weight = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object v4, v2, v3
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v5, v0
    .line 98
    invoke-interface {v5}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v6, v0
    .line 99
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 100
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"matches\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v7, v1}, Lcom/loomkit/YarnProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method


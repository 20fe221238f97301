.class public Lcom/bikebus/routes/RouteProvider;
.super Landroid/content/ContentProvider;
.source "RouteProvider.java"

.field static final TAG:Ljava/lang/String; = "BikeBus"
.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"2\",\"tools\":[]}"
.field private final sessions:Ljava/util/Map;
.field private final pending:Ljava/util/Map;

.method public constructor <init>()V
    .registers 2
    .line 26
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 30
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/bikebus/routes/RouteProvider;->sessions:Ljava/util/Map;
    .line 31
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/bikebus/routes/RouteProvider;->pending:Ljava/util/Map;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 35
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19
    .line 40
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v7, v0
    .line 41
    invoke-virtual/range {v15 .. v15}, Lcom/bikebus/routes/RouteProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v7}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 42
    invoke-static {v8}, Lcom/bikebus/core/CallersKt;->anyTrusted([Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L35
    .line 43
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a BikeBus coordinator app"
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L35
    .line 45
    if-eqz v18, :L43
    move-object/from16 v0, v18
    goto :L50
    :L43
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L50
    move-object v9, v0
    .line 46
    const-string v0, "negotiate"
    move-object/from16 v1, v16
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L111
    .line 47
    const/16 v0, 0x18
    invoke-static {v0}, Lcom/bikebus/core/TokensKt;->sessionToken(I)Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    .line 48
    iget-object v0, v15, Lcom/bikebus/routes/RouteProvider;->sessions:Ljava/util/Map;
    new-instance v2, Lcom/bikebus/core/Session;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v5
    invoke-direct {v2, v7, v5, v6}, Lcom/bikebus/core/Session;-><init>(IJ)V
    invoke-interface {v0, v10, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 49
    const-string v0, "{\"selected_version\":2}"
    invoke-static {v0}, Lcom/bikebus/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v11, v0
    .line 50
    const-string v1, "session_token"
    invoke-virtual {v11, v1, v10}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    return-object v11
    :L111
    .line 53
    iget-object v0, v15, Lcom/bikebus/routes/RouteProvider;->sessions:Ljava/util/Map;
    const-string v2, "session_token"
    const-string v3, ""
    invoke-virtual {v9, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/bikebus/core/Session;
    move-object v10, v0
    .line 54
    if-eqz v10, :L149
    invoke-virtual {v10}, Lcom/bikebus/core/Session;->getUid()I
    move-result v0
    if-eq v0, v7, :L157
    :L149
    .line 55
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L157
    .line 57
    const-string v0, "list_tools"
    move-object/from16 v1, v16
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L172
    .line 58
    const-string v0, "{\"revision\":\"2\",\"tools\":[]}"
    invoke-static {v0}, Lcom/bikebus/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L172
    .line 60
    const-string v0, "execute_tool"
    move-object/from16 v1, v16
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L189
    .line 61
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L189
    .line 63
    const-string v1, "deadline_at_ms"
    invoke-virtual {v9, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L211
    .line 64
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L211
    .line 66
    const-string v1, "resume_token"
    invoke-virtual {v9, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    .line 67
    if-eqz v11, :L242
    iget-object v0, v15, Lcom/bikebus/routes/RouteProvider;->pending:Ljava/util/Map;
    invoke-interface {v0, v11}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/bikebus/core/PendingAction;
    goto :L243
    :L242
    const/4 v0, 0x0
    :L243
    move-object v12, v0
    .line 68
    if-eqz v12, :L264
    invoke-virtual {v12}, Lcom/bikebus/core/PendingAction;->getUid()I
    move-result v0
    if-ne v0, v7, :L264
    const/4 v0, 0x1
    goto :L265
    :L264
    const/4 v0, 0x0
    :L265
    move v13, v0
    :t_267
    .line 70
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    const-string v4, "{}"
    invoke-virtual {v9, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v14, v0
    .line 71
    const-string v3, "tool_name"
    const-string v4, ""
    invoke-virtual {v9, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v15
    move-object v3, v14
    move v4, v7
    move v5, v13
    invoke-direct/range {v1 .. v5}, Lcom/bikebus/routes/RouteProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;IZ)Lcom/bikebus/core/Outcome;
    move-result-object v1
    move-object v0, v15
    move v2, v7
    invoke-direct/range {v0 .. v2}, Lcom/bikebus/routes/RouteProvider;->unwrap(Lcom/bikebus/core/Outcome;I)Landroid/os/Bundle;
    move-result-object v0
    :t_310
    return-object v0
    :L311
    .line 72
    move-exception v0
    move-object v14, v0
    .line 73
    const-string v0, "BikeBus"
    const-string v1, "tool failed"
    move-object v2, v14
    invoke-static/range {v0 .. v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 74
    const-string v0, "INTERNAL"
    const-string v1, "the tool could not run"
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Exception; {:t_267 .. :t_310} :L311
.end method

.method private execute(Ljava/lang/String;Lorg/json/JSONObject;IZ)Lcom/bikebus/core/Outcome;
    .registers 17
    .line 79
    invoke-virtual {v12}, Lcom/bikebus/routes/RouteProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    move-object v6, v0
    .line 80
    const-string v0, "route_stops"
    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L47
    .line 81
    sget-object v0, Lcom/bikebus/core/Roster;->INSTANCE:Lcom/bikebus/core/Roster;
    invoke-virtual {v0, v6}, Lcom/bikebus/core/Roster;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    move-object v7, v0
    .line 82
    new-instance v0, Lcom/bikebus/core/Outcome$Done;
    sget-object v2, Lcom/bikebus/core/Roster;->INSTANCE:Lcom/bikebus/core/Roster;
    const-string v5, "route"
    move-object v4, v14
    invoke-virtual/range {v4 .. v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v7, v4}, Lcom/bikebus/core/Roster;->stopsByName(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/bikebus/core/Outcome$Done;-><init>(Ljava/lang/String;)V
    return-object v0
    :L47
    .line 84
    const-string v0, "route_stops_by_id"
    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L88
    .line 85
    sget-object v0, Lcom/bikebus/core/Roster;->INSTANCE:Lcom/bikebus/core/Roster;
    invoke-virtual {v0, v6}, Lcom/bikebus/core/Roster;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    move-object v7, v0
    .line 86
    new-instance v0, Lcom/bikebus/core/Outcome$Done;
    sget-object v2, Lcom/bikebus/core/Roster;->INSTANCE:Lcom/bikebus/core/Roster;
    const-string v5, "route_id"
    move-object v4, v14
    invoke-virtual/range {v4 .. v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v7, v4}, Lcom/bikebus/core/Roster;->stopsById(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/bikebus/core/Outcome$Done;-><init>(Ljava/lang/String;)V
    return-object v0
    :L88
    .line 88
    const-string v0, "join_train"
    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L106
    const-string v0, "leave_train"
    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L142
    :L106
    .line 89
    if-nez v16, :L120
    .line 90
    new-instance v0, Lcom/bikebus/core/Outcome$NeedsUser;
    invoke-direct {v0, v13}, Lcom/bikebus/core/Outcome$NeedsUser;-><init>(Ljava/lang/String;)V
    return-object v0
    :L120
    .line 92
    sget-object v0, Lcom/bikebus/core/Roster;->INSTANCE:Lcom/bikebus/core/Roster;
    const-string v3, "route_id"
    move-object v2, v14
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "child"
    move-object v3, v14
    invoke-virtual/range {v3 .. v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    move-object v1, v6
    move v4, v15
    invoke-virtual/range {v0 .. v4}, Lcom/bikebus/core/Roster;->join(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;I)Lcom/bikebus/core/Outcome;
    move-result-object v0
    return-object v0
    :L142
    .line 94
    const-string v0, "cancel_trip"
    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L190
    .line 95
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v7, v0
    :t_156
    .line 97
    sget-object v0, Lcom/bikebus/core/Roster;->INSTANCE:Lcom/bikebus/core/Roster;
    const-string v3, "trip_id"
    move-object v2, v14
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v6, v2}, Lcom/bikebus/core/Roster;->cancelTrip(Landroid/content/Context;Ljava/lang/String;)Lcom/bikebus/core/Outcome;
    move-result-object v0
    move-object v9, v0
    :t_172
    .line 99
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 97
    return-object v9
    :L180
    .line 99
    move-exception v0
    move-object v10, v0
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 100
    throw v10
    :L190
    .line 102
    const-string v0, "delay_trip"
    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L239
    .line 103
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v7, v0
    :t_204
    .line 105
    sget-object v0, Lcom/bikebus/core/Roster;->INSTANCE:Lcom/bikebus/core/Roster;
    const-string v3, "trip_id"
    move-object v2, v14
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v6
    move v3, v15
    invoke-virtual/range {v0 .. v3}, Lcom/bikebus/core/Roster;->delayTrip(Landroid/content/Context;Ljava/lang/String;I)Lcom/bikebus/core/Outcome;
    move-result-object v0
    move-object v9, v0
    :t_221
    .line 107
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 105
    return-object v9
    :L229
    .line 107
    move-exception v0
    move-object v11, v0
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 108
    throw v11
    :L239
    .line 110
    new-instance v0, Lcom/bikebus/core/Outcome$Refused;
    const-string v2, "TOOL_NOT_FOUND"
    const-string v3, "unknown tool"
    invoke-direct {v0, v2, v3}, Lcom/bikebus/core/Outcome$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
    .catchall {:t_156 .. :t_172} :L180
    .catchall {:t_204 .. :t_221} :L229
.end method

.method private unwrap(Lcom/bikebus/core/Outcome;I)Landroid/os/Bundle;
    .registers 10
    .line 114
    instance-of v0, v8, Lcom/bikebus/core/Outcome$Done;
    if-eqz v0, :L18
    .line 115
    check-cast v8, Lcom/bikebus/core/Outcome$Done;
    invoke-virtual {v8}, Lcom/bikebus/core/Outcome$Done;->getJson()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/bikebus/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L18
    .line 117
    instance-of v0, v8, Lcom/bikebus/core/Outcome$NeedsUser;
    if-eqz v0, :L111
    .line 118
    check-cast v8, Lcom/bikebus/core/Outcome$NeedsUser;
    invoke-virtual {v8}, Lcom/bikebus/core/Outcome$NeedsUser;->getTool()Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 119
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    invoke-static {v4, v1, v2}, Lcom/bikebus/core/TokensKt;->resumeToken(Ljava/lang/String;J)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 120
    iget-object v0, v7, Lcom/bikebus/routes/RouteProvider;->pending:Ljava/util/Map;
    new-instance v2, Lcom/bikebus/core/PendingAction;
    invoke-direct {v2, v9, v4}, Lcom/bikebus/core/PendingAction;-><init>(ILjava/lang/String;)V
    invoke-interface {v0, v5, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 122
    const-string v0, "leave_train"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L91
    .line 123
    invoke-virtual {v7}, Lcom/bikebus/routes/RouteProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/bikebus/routes/LeaveTrainActivity;
    const/4 v2, 0x1
    const/high16 v3, 0xc000000
    invoke-static {v0, v1, v2, v3}, Lcom/bikebus/core/Screens;->confirm(Landroid/content/Context;Ljava/lang/Class;II)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    goto :L103
    :L91
    .line 126
    invoke-virtual {v7}, Lcom/bikebus/routes/RouteProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/bikebus/routes/JoinTrainActivity;
    invoke-static {v0, v1}, Lcom/bikebus/core/Screens;->confirm(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    :L103
    .line 128
    invoke-static {v6, v5}, Lcom/bikebus/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L111
    .line 130
    check-cast v8, Lcom/bikebus/core/Outcome$Refused;
    move-object v4, v8
    .line 131
    invoke-virtual {v4}, Lcom/bikebus/core/Outcome$Refused;->getCode()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v4}, Lcom/bikebus/core/Outcome$Refused;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 136
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 141
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 146
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 151
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 156
    const/4 v0, 0x0
    return v0
.end method


.class public final Lcom/kitelog/LogProvider;
.super Landroid/content/ContentProvider;
.source "LogProvider.kt"

.field public static final Companion:Lcom/kitelog/LogProvider$Companion;
.field private static final RIDERS:Ljava/util/Set;
.field private static final TOOLS:Ljava/lang/String; = "[{\"name\":\"delete_session\",\"effect\":\"delete\"},{\"name\":\"clear_day\",\"effect\":\"delete\"},{\"name\":\"export_log\",\"effect\":\"read\"},{\"name\":\"session_stats\",\"effect\":\"read\"}]"

.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 20
    const-string v1, "method"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v7, v0
    .line 21
    invoke-virtual/range {v16 .. v16}, Lcom/kitelog/LogProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v8, v0
    .line 22
    invoke-virtual {v8}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v7}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    .line 23
    if-eqz v9, :L56
    sget-object v0, Lcom/kitelog/LogProvider;->RIDERS:Ljava/util/Set;
    const/4 v2, 0x0
    aget-object v1, v9, v2
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L64
    :L56
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a KiteLog app"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L64
    .line 24
    move-object/from16 v0, v19
    if-nez v19, :L77
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L77
    move-object v10, v0
    .line 25
    const-string v1, "negotiate"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L105
    sget-object v0, Lcom/kitelog/Sessions;->INSTANCE:Lcom/kitelog/Sessions;
    invoke-virtual {v0, v7}, Lcom/kitelog/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L105
    .line 26
    sget-object v0, Lcom/kitelog/Sessions;->INSTANCE:Lcom/kitelog/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v7}, Lcom/kitelog/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L131
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L131
    .line 27
    const-string v1, "list_tools"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L146
    const-string v0, "[{\"name\":\"delete_session\",\"effect\":\"delete\"},{\"name\":\"clear_day\",\"effect\":\"delete\"},{\"name\":\"export_log\",\"effect\":\"read\"},{\"name\":\"session_stats\",\"effect\":\"read\"}]"
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L146
    .line 28
    const-string v1, "execute_tool"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L163
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L163
    .line 29
    const-string v1, "deadline_at_ms"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v11, v0
    .line 30
    const-wide/16 v2, 0x0L
    cmp-long v0, v11, v2
    if-eqz v0, :L196
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v0, v0, v11
    if-lez v0, :L196
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L196
    .line 31
    invoke-static {v10}, Lcom/kitelog/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L214
    const-string v0, "INVALID_ARGS"
    const-string v1, "tool_name missing"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L214
    move-object v13, v0
    .line 32
    move-object/from16 v0, v16
    move-object v1, v8
    invoke-direct/range {v0 .. v1}, Lcom/kitelog/LogProvider;->entry(Landroid/content/Context;)Lcom/kitelog/ProviderEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/kitelog/ProviderEntryPoint;->gate()Lcom/kitelog/Gate;
    move-result-object v0
    invoke-interface {v0, v7, v13}, Lcom/kitelog/Gate;->authorize(ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L247
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not allowed"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L247
    .line 33
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v10, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L265
    const-string v2, "{}"
    :L265
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v14, v0
    .line 34
    move-object v15, v13
    invoke-virtual {v15}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_279
    goto :L422
    :L320
    const-string v1, "session_stats"
    invoke-virtual {v15, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L411
    goto :L422
    :L333
    const-string v1, "delete_session"
    invoke-virtual {v15, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L372
    goto :L422
    :L346
    const-string v1, "export_log"
    invoke-virtual {v15, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L400
    goto :L422
    :L359
    const-string v1, "clear_day"
    invoke-virtual {v15, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L385
    goto :L422
    :L372
    .line 35
    move-object/from16 v0, v16
    move-object v1, v8
    move v2, v7
    move-object v3, v14
    invoke-direct/range {v0 .. v3}, Lcom/kitelog/LogProvider;->deleteSession(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L429
    :L385
    .line 36
    move-object/from16 v0, v16
    move-object v1, v8
    move v2, v7
    move-object v3, v10
    move-object v4, v14
    invoke-direct/range {v0 .. v4}, Lcom/kitelog/LogProvider;->clearDay(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L429
    :L400
    .line 37
    move-object/from16 v0, v16
    move-object v1, v8
    move v2, v7
    invoke-direct/range {v0 .. v2}, Lcom/kitelog/LogProvider;->exportLog(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L429
    :L411
    .line 38
    move-object/from16 v0, v16
    move-object v1, v8
    move-object v2, v14
    invoke-direct/range {v0 .. v2}, Lcom/kitelog/LogProvider;->sessionStats(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L429
    :L422
    .line 39
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L429
    .line 34
    return-object v0
    :sw_279
    .sparse-switch
        -0x7b582bfe -> :L333
        -0x4bbb8556 -> :L359
        0xbf4e1b6 -> :L320
        0xc7cec39 -> :L346
    .end sparse-switch
.end method

.method private final entry(Landroid/content/Context;)Lcom/kitelog/ProviderEntryPoint;
    .registers 5
    .line 44
    invoke-virtual {v4}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "getApplicationContext(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-class v1, Lcom/kitelog/ProviderEntryPoint;
    invoke-static {v0, v1}, Ldagger/hilt/android/EntryPointAccessors;->fromApplication(Landroid/content/Context;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/kitelog/ProviderEntryPoint;
    return-object v0
.end method

.method private final confirm(Landroid/content/Context;II)Landroid/app/PendingIntent;
    .registers 7
    .line 47
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/kitelog/ConfirmActivity;
    invoke-direct {v1, v4, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-static {v4, v5, v1, v6}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v1, "getActivity(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method private final deleteSession(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .line 50
    const-string v1, "session_id"
    invoke-virtual {v13, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v6, v0
    .line 51
    invoke-direct {v10, v11}, Lcom/kitelog/LogProvider;->entry(Landroid/content/Context;)Lcom/kitelog/ProviderEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/kitelog/ProviderEntryPoint;->logRepo()Lcom/kitelog/LogRepo;
    move-result-object v0
    move-object v8, v0
    .line 52
    const-string v1, "confirmed"
    invoke-virtual {v13, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L61
    .line 53
    const/4 v2, 0x1
    const/high16 v3, 0x4000000
    invoke-direct {v10, v11, v2, v3}, Lcom/kitelog/LogProvider;->confirm(Landroid/content/Context;II)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v9, v0
    .line 54
    sget-object v1, Lcom/kitelog/ResumeBook;->INSTANCE:Lcom/kitelog/ResumeBook;
    sget-object v2, Lcom/kitelog/Tokens;->INSTANCE:Lcom/kitelog/Tokens;
    invoke-virtual {v2}, Lcom/kitelog/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v12}, Lcom/kitelog/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v9, v1}, Lcom/kitelog/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L61
    .line 56
    invoke-virtual {v8, v6, v7}, Lcom/kitelog/LogRepo;->deleteSession(J)I
    move-result v0
    .line 57
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"deleted\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final clearDay(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 61
    const-string v1, "day"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 62
    invoke-virtual {v8}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "null cannot be cast to non-null type com.kitelog.KiteApp"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Lcom/kitelog/KiteApp;
    invoke-virtual {v0}, Lcom/kitelog/KiteApp;->getComponent()Lcom/kitelog/AppComponent;
    move-result-object v0
    invoke-interface {v0}, Lcom/kitelog/AppComponent;->logRepo()Lcom/kitelog/LogRepo;
    move-result-object v0
    move-object v5, v0
    .line 63
    sget-object v0, Lcom/kitelog/ResumeBook;->INSTANCE:Lcom/kitelog/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v9}, Lcom/kitelog/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L81
    .line 64
    const/4 v2, 0x2
    const/high16 v3, 0x4000000
    invoke-direct {v7, v8, v2, v3}, Lcom/kitelog/LogProvider;->confirm(Landroid/content/Context;II)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 65
    sget-object v1, Lcom/kitelog/ResumeBook;->INSTANCE:Lcom/kitelog/ResumeBook;
    sget-object v2, Lcom/kitelog/Tokens;->INSTANCE:Lcom/kitelog/Tokens;
    invoke-virtual {v2}, Lcom/kitelog/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v9}, Lcom/kitelog/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/kitelog/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L81
    .line 67
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v5, v4}, Lcom/kitelog/LogRepo;->deleteDay(Ljava/lang/String;)I
    move-result v0
    .line 68
    const-string v0, "{\"cleared\":true}"
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final exportLog(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 8
    .line 72
    const/4 v2, 0x3
    const/high16 v3, 0x8000000
    invoke-direct {v5, v6, v2, v3}, Lcom/kitelog/LogProvider;->confirm(Landroid/content/Context;II)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v4, v0
    .line 73
    sget-object v1, Lcom/kitelog/ResumeBook;->INSTANCE:Lcom/kitelog/ResumeBook;
    sget-object v2, Lcom/kitelog/Tokens;->INSTANCE:Lcom/kitelog/Tokens;
    invoke-virtual {v2}, Lcom/kitelog/Tokens;->quick()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v7}, Lcom/kitelog/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v4, v1}, Lcom/kitelog/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final sessionStats(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    :t_0
    .line 76
    nop
    .line 77
    invoke-direct {v5, v6}, Lcom/kitelog/LogProvider;->entry(Landroid/content/Context;)Lcom/kitelog/ProviderEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/kitelog/ProviderEntryPoint;->logRepo()Lcom/kitelog/LogRepo;
    move-result-object v0
    const-string v2, "session_id"
    invoke-virtual {v7, v2}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Lcom/kitelog/LogRepo;->stats(J)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v3, v0
    :t_25
    goto :L40
    :L28
    .line 78
    move-exception v0
    move-object v4, v0
    .line 79
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "stats are unavailable"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v3, v0
    :L40
    .line 80
    return-object v3
    .catch Landroid/database/sqlite/SQLiteException; {:t_0 .. :t_25} :L28
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 82
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 83
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 84
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 85
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 86
    const/4 v0, 0x0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/kitelog/LogProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/kitelog/LogProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/kitelog/LogProvider;->Companion:Lcom/kitelog/LogProvider$Companion;
    .line 89
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.kitelog.watch"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.windapp.spots"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/kitelog/LogProvider;->RIDERS:Ljava/util/Set;
    return-void
.end method


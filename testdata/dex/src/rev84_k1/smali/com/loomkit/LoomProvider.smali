.class public final Lcom/loomkit/LoomProvider;
.super Lcom/loomkit/KitProvider;
.source "LoomProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLoomProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 LoomProvider.kt\ncom/loomkit/LoomProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,104:1\n1#2:105\n*E\n"
.end annotation

.field public static final Companion:Lcom/loomkit/LoomProvider$Companion;
.field private final lock:Lkotlinx/coroutines/sync/Mutex;
.field private static final TOOLS:Ljava/lang/String; = "[{\"name\":\"purge_drafts\",\"effect\":\"delete\"},{\"name\":\"archive_pattern\",\"effect\":\"delete\"},{\"name\":\"import_pattern\",\"effect\":\"write\"},{\"name\":\"import_palette\",\"effect\":\"write\"},{\"name\":\"pattern_stats\",\"effect\":\"read\"}]"

.method public constructor <init>()V
    .registers 4
    .line 19
    invoke-direct {v3}, Lcom/loomkit/KitProvider;-><init>()V
    .line 20
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v0
    iput-object v0, v3, Lcom/loomkit/LoomProvider;->lock:Lkotlinx/coroutines/sync/Mutex;
    .line 19
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "method"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 24
    invoke-virtual {v11}, Lcom/loomkit/LoomProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 25
    invoke-virtual {v11, v4}, Lcom/loomkit/LoomProvider;->callerPackage(I)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L44
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "not a LoomKit app"
    invoke-virtual {v11, v1, v2}, Lcom/loomkit/LoomProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L44
    .line 26
    move-object v0, v14
    if-nez v14, :L58
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L58
    move-object v6, v0
    .line 27
    const-string v1, "negotiate"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L103
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v11, v4}, Lcom/loomkit/LoomProvider;->openSession(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "\"}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v11, v1}, Lcom/loomkit/LoomProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L103
    .line 28
    const-string v2, "session_token"
    invoke-virtual {v6, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v11, v1, v4}, Lcom/loomkit/LoomProvider;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L128
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "negotiate first"
    invoke-virtual {v11, v1, v2}, Lcom/loomkit/LoomProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L128
    .line 29
    const-string v1, "list_tools"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L144
    const-string v1, "[{\"name\":\"purge_drafts\",\"effect\":\"delete\"},{\"name\":\"archive_pattern\",\"effect\":\"delete\"},{\"name\":\"import_pattern\",\"effect\":\"write\"},{\"name\":\"import_palette\",\"effect\":\"write\"},{\"name\":\"pattern_stats\",\"effect\":\"read\"}]"
    invoke-virtual {v11, v1}, Lcom/loomkit/LoomProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L144
    .line 30
    const-string v1, "execute_tool"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L162
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "unknown method"
    invoke-virtual {v11, v1, v2}, Lcom/loomkit/LoomProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L162
    .line 31
    const-string v1, "deadline_at_ms"
    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v7, v0
    .line 32
    const-wide/16 v2, 0x0L
    cmp-long v0, v7, v2
    if-lez v0, :L196
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v7, v2
    if-gez v0, :L196
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "too late"
    invoke-virtual {v11, v1, v2}, Lcom/loomkit/LoomProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L196
    .line 33
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v6, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L214
    const-string v2, "{}"
    :L214
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v9, v0
    .line 34
    const-string v1, "tool_name"
    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    if-eqz v10, :L412
    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_238
    goto :L412
    :L288
    const-string v1, "import_pattern"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L381
    goto :L412
    :L301
    const-string v1, "pattern_stats"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L403
    goto :L412
    :L314
    const-string v1, "import_palette"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L392
    goto :L412
    :L327
    const-string v1, "purge_drafts"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L353
    goto :L412
    :L340
    const-string v1, "archive_pattern"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L366
    goto :L412
    :L353
    .line 35
    invoke-direct {v11, v5, v4, v9}, Lcom/loomkit/LoomProvider;->purgeDrafts(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L420
    :L366
    .line 36
    invoke-direct {v11, v5, v4, v6, v9}, Lcom/loomkit/LoomProvider;->archivePattern(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L420
    :L381
    .line 37
    invoke-direct {v11, v4, v9}, Lcom/loomkit/LoomProvider;->importPattern(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L420
    :L392
    .line 38
    invoke-direct {v11, v4, v9}, Lcom/loomkit/LoomProvider;->importPalette(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L420
    :L403
    .line 39
    invoke-direct {v11, v4}, Lcom/loomkit/LoomProvider;->patternStats(I)Landroid/os/Bundle;
    move-result-object v0
    goto :L420
    :L412
    .line 40
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "unknown tool"
    invoke-virtual {v11, v1, v2}, Lcom/loomkit/LoomProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L420
    .line 34
    return-object v0
    :sw_238
    .sparse-switch
        -0x7a326eed -> :L340
        -0x6e9ad8d0 -> :L301
        0x28da8106 -> :L327
        0x734b3be1 -> :L314
        0x73c290f6 -> :L288
    .end sparse-switch
.end method

.method private final purgeDrafts(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 45
    const-string v1, "force"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L52
    .line 46
    const/4 v1, 0x1
    new-instance v2, Landroid/content/Intent;
    const-class v5, Lcom/loomkit/ConfirmPurgeActivity;
    invoke-direct {v2, v9, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    sget v3, Lcom/loomkit/KitProvider;->LOCKED_FLAGS:I
    invoke-static {v9, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 47
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v8}, Lcom/loomkit/LoomProvider;->secureToken()Ljava/lang/String;
    move-result-object v3
    const-string v5, "purge_drafts"
    invoke-virtual {v8, v3, v10, v5}, Lcom/loomkit/LoomProvider;->issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v7, v2}, Lcom/loomkit/LoomProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L52
    .line 49
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    const/4 v1, 0x0
    const/4 v2, 0x0
    new-instance v3, Lcom/loomkit/LoomProvider$purgeDrafts$1;
    const/4 v6, 0x0
    invoke-direct {v3, v8, v6}, Lcom/loomkit/LoomProvider$purgeDrafts$1;-><init>(Lcom/loomkit/LoomProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    move-result-object v0
    .line 53
    const-string v1, "{\"purging\":true}"
    invoke-virtual {v8, v1}, Lcom/loomkit/LoomProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final archivePattern(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .line 57
    const-string v1, "name"
    move-object v0, v13
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 58
    const-string v2, "resume_token"
    move-object v1, v12
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "archive_pattern"
    invoke-virtual {v9, v1, v11, v3}, Lcom/loomkit/LoomProvider;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L71
    .line 59
    const/4 v1, 0x2
    new-instance v2, Landroid/content/Intent;
    const-class v5, Lcom/loomkit/ConfirmArchiveActivity;
    invoke-direct {v2, v10, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    sget v3, Lcom/loomkit/KitProvider;->LOCKED_FLAGS:I
    invoke-static {v10, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v8, v0
    .line 60
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v9}, Lcom/loomkit/LoomProvider;->secureToken()Ljava/lang/String;
    move-result-object v3
    const-string v5, "archive_pattern"
    invoke-virtual {v9, v3, v11, v5}, Lcom/loomkit/LoomProvider;->issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9, v8, v2}, Lcom/loomkit/LoomProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L71
    .line 62
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    const/4 v1, 0x0
    const/4 v2, 0x0
    new-instance v3, Lcom/loomkit/LoomProvider$archivePattern$1;
    const/4 v6, 0x0
    invoke-direct {v3, v9, v7, v11, v6}, Lcom/loomkit/LoomProvider$archivePattern$1;-><init>(Lcom/loomkit/LoomProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    move-result-object v0
    .line 67
    const-string v1, "{\"archiving\":true}"
    invoke-virtual {v9, v1}, Lcom/loomkit/LoomProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final importPattern(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16
    .line 73
    move-object v5, v13
    :t_3
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v6, v5
    .line 105
    const/4 v0, 0x0
    move v7, v0
    .line 71
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "pattern"
    move-object v2, v15
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v1, "warp"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 71
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v6, v0
    :t_43
    goto :L62
    :L46
    move-exception v0
    move-object v7, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v7}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v6, v0
    :L62
    move-object v5, v6
    .line 72
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-eqz v0, :L98
    move-object v6, v0
    move-object v7, v6
    .line 105
    const/4 v0, 0x0
    move v8, v0
    .line 72
    const-string v0, "LoomKit"
    const-string v1, "import_pattern"
    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 72
    goto :L99
    :L98
    :L99
    .line 73
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L118
    move-object v0, v5
    goto :L144
    :L118
    move-object v6, v0
    .line 105
    const/4 v0, 0x0
    move v7, v0
    .line 73
    const-string v1, "INVALID_ARGUMENT"
    invoke-virtual {v6}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    move-object v0, v13
    if-nez v2, :L140
    const-string v2, "bad pattern"
    :L140
    invoke-virtual {v0, v1, v2}, Lcom/loomkit/LoomProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L144
    .line 73
    check-cast v0, Ljava/lang/String;
    .line 71
    move-object v4, v0
    .line 74
    invoke-virtual/range {v13 .. v13}, Lcom/loomkit/LoomProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "patterns"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v3
    move-object v6, v5
    .line 105
    move-object v11, v2
    move-object v10, v1
    move-object v9, v0
    const/4 v0, 0x0
    move v7, v0
    .line 74
    const-string v1, "warp"
    invoke-virtual {v6, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "owner"
    invoke-static/range {v14 .. v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 74
    .line 74
    invoke-virtual {v9, v10, v11, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 75
    const-string v1, "{\"imported\":true}"
    move-object v0, v13
    invoke-virtual/range {v0 .. v1}, Lcom/loomkit/LoomProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_3 .. :t_43} :L46
.end method

.method private final importPalette(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16
    .line 79
    move-object v5, v13
    :t_3
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v6, v5
    .line 105
    const/4 v0, 0x0
    move v7, v0
    .line 79
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "palette"
    move-object v2, v15
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v1, "colours"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 79
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v6, v0
    :t_43
    goto :L62
    :L46
    move-exception v0
    move-object v7, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v7}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v6, v0
    :L62
    .line 79
    move-object v4, v6
    .line 80
    invoke-static {v4}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    move-object v5, v0
    if-eqz v5, :L127
    move-object v7, v5
    const/4 v0, 0x0
    move v8, v0
    .line 81
    const-string v0, "LoomKit"
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "import_palette: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v7}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 82
    const-string v1, "INVALID_ARGUMENT"
    const-string v2, "palette is not valid JSON"
    move-object v0, v13
    invoke-virtual/range {v0 .. v2}, Lcom/loomkit/LoomProvider;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L127
    .line 84
    invoke-virtual/range {v13 .. v13}, Lcom/loomkit/LoomProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "palettes"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v3
    move-object v6, v5
    .line 105
    move-object v11, v2
    move-object v10, v1
    move-object v9, v0
    const/4 v0, 0x0
    move v7, v0
    .line 84
    const-string v1, "colours"
    invoke-static {v4}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result v2
    move-object v0, v6
    if-eqz v2, :L173
    const/4 v2, 0x0
    goto :L174
    :L173
    move-object v2, v4
    :L174
    check-cast v2, Ljava/lang/String;
    .line 84
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "owner"
    invoke-static/range {v14 .. v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 84
    .line 84
    invoke-virtual {v9, v10, v11, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 85
    const-string v1, "{\"imported\":true}"
    move-object v0, v13
    invoke-virtual/range {v0 .. v1}, Lcom/loomkit/LoomProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_3 .. :t_43} :L46
.end method

.method private final patternStats(I)Landroid/os/Bundle;
    .registers 9
    .line 89
    const/4 v0, 0x0
    new-instance v1, Lcom/loomkit/LoomProvider$patternStats$count$1;
    const/4 v4, 0x0
    invoke-direct {v1, v7, v8, v4}, Lcom/loomkit/LoomProvider$patternStats$count$1;-><init>(Lcom/loomkit/LoomProvider;ILkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    move-wide v5, v0
    .line 92
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"patterns\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v1
    const/16 v2, 0x7d
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v7, v1}, Lcom/loomkit/LoomProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final countFor(I)J
    .registers 15
    .line 96
    invoke-virtual {v13}, Lcom/loomkit/LoomProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT COUNT(*) FROM patterns WHERE owner = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, v2
    const/4 v3, 0x0
    invoke-static/range {v14 .. v14}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v5, v3
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v6, v0
    const/4 v0, 0x0
    move v7, v0
    .line 97
    invoke-interface {v6}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L46
    const/4 v1, 0x0
    invoke-interface {v6, v1}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v0
    goto :L47
    :L46
    const-wide/16 v0, 0x0L
    :L47
    move-wide v8, v0
    move-wide v10, v8
    .line 105
    const/4 v0, 0x0
    move v12, v0
    .line 97
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 97
    .line 97
    nop
    .line 96
    nop
    .line 98
    return-wide v8
.end method

.method public static final synthetic access$getLock$p(Lcom/loomkit/LoomProvider;)Lkotlinx/coroutines/sync/Mutex;
    .registers 2
    .line 19
    iget-object v0, v1, Lcom/loomkit/LoomProvider;->lock:Lkotlinx/coroutines/sync/Mutex;
    return-object v0
.end method

.method public static final synthetic access$countFor(Lcom/loomkit/LoomProvider;I)J
    .registers 4
    .line 19
    invoke-direct {v2, v3}, Lcom/loomkit/LoomProvider;->countFor(I)J
    move-result-wide v0
    return-wide v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/loomkit/LoomProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/loomkit/LoomProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/loomkit/LoomProvider;->Companion:Lcom/loomkit/LoomProvider$Companion;
    return-void
.end method


.class public final Lcom/bikebus/marshals/MarshalProvider;
.super Landroid/content/ContentProvider;
.source "MarshalProvider.kt"

.field public static final Companion:Lcom/bikebus/marshals/MarshalProvider$Companion;
.field private final sessions:Ljava/util/concurrent/ConcurrentHashMap;
.field private final pending:Ljava/util/concurrent/ConcurrentHashMap;
.field public static final TAG:Ljava/lang/String; = "BikeBus"
.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"2\",\"tools\":[]}"

.method public constructor <init>()V
    .registers 2
    .line 27
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 28
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/bikebus/marshals/MarshalProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    .line 29
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/bikebus/marshals/MarshalProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    .line 27
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 31
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 21
    move-object/from16 v13, v17
    const-string v1, "method"
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v7, v0
    .line 35
    invoke-virtual/range {v13 .. v13}, Lcom/bikebus/marshals/MarshalProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v8, v0
    .line 36
    invoke-virtual {v8}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v7}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    .line 37
    invoke-static {v9}, Lcom/bikebus/core/CallersKt;->allTrusted([Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L49
    .line 38
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a BikeBus coordinator app"
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L49
    .line 40
    move-object/from16 v0, v20
    if-nez v20, :L62
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L62
    move-object v10, v0
    .line 41
    const-string v1, "negotiate"
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L127
    .line 42
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lcom/bikebus/core/TokensKt;->sessionToken$default(IILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    .line 43
    iget-object v0, v13, Lcom/bikebus/marshals/MarshalProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    new-instance v2, Lcom/bikebus/core/Session;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v5
    invoke-direct {v2, v7, v5, v6}, Lcom/bikebus/core/Session;-><init>(IJ)V
    invoke-interface {v0, v11, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 44
    const-string v0, "{\"selected_version\":2}"
    invoke-static {v0}, Lcom/bikebus/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v12, v0
    .line 45
    const-string v1, "session_token"
    invoke-virtual {v12, v1, v11}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 46
    return-object v12
    :L127
    .line 48
    iget-object v0, v13, Lcom/bikebus/marshals/MarshalProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    const-string v2, "session_token"
    const-string v3, ""
    invoke-virtual {v10, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/bikebus/core/Session;
    move-object v11, v0
    .line 49
    if-eqz v11, :L163
    invoke-virtual {v11}, Lcom/bikebus/core/Session;->getUid()I
    move-result v0
    if-eq v0, v7, :L171
    :L163
    .line 50
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L171
    .line 52
    const-string v1, "list_tools"
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L186
    .line 53
    const-string v0, "{\"revision\":\"2\",\"tools\":[]}"
    invoke-static {v0}, Lcom/bikebus/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L186
    .line 55
    const-string v1, "execute_tool"
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L203
    .line 56
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L203
    .line 58
    const-string v1, "deadline_at_ms"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L225
    .line 59
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L225
    .line 61
    const-string v1, "resume_token"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v12, v0
    .line 62
    if-eqz v12, :L280
    iget-object v0, v13, Lcom/bikebus/marshals/MarshalProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v12}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/bikebus/core/PendingAction;
    if-eqz v0, :L271
    invoke-virtual {v0}, Lcom/bikebus/core/PendingAction;->getUid()I
    move-result v0
    if-ne v0, v7, :L267
    const/4 v0, 0x1
    goto :L273
    :L267
    const/4 v0, 0x0
    goto :L273
    :L271
    const/4 v0, 0x0
    :L273
    if-eqz v0, :L280
    const/4 v0, 0x1
    goto :L281
    :L280
    const/4 v0, 0x0
    :L281
    move/16 v16, v0
    :t_283
    .line 63
    nop
    .line 64
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    const-string v4, "{}"
    invoke-virtual {v10, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v14, v0
    .line 65
    const-string v3, "tool_name"
    const-string v4, ""
    invoke-virtual {v10, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "getString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v0, v13
    move-object v1, v8
    move-object v3, v14
    move v4, v7
    move/from16 v5, v16
    invoke-direct/range {v0 .. v5}, Lcom/bikebus/marshals/MarshalProvider;->execute(Landroid/content/Context;Ljava/lang/String;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    move-result-object v0
    move-object v14, v0
    :t_331
    goto :L358
    :L334
    .line 66
    move-exception v0
    move-object v15, v0
    .line 67
    const-string v0, "BikeBus"
    const-string v1, "tool failed"
    check-cast v15, Ljava/lang/Throwable;
    move-object v2, v15
    invoke-static/range {v0 .. v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 68
    const-string v0, "INTERNAL"
    const-string v1, "the tool could not run"
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v14, v0
    :L358
    .line 63
    return-object v14
    .catch Ljava/lang/Exception; {:t_283 .. :t_331} :L334
.end method

.method private final execute(Landroid/content/Context;Ljava/lang/String;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 11
    .line 73
    const-string v1, "sign_up_shift"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L29
    const-string v3, "shift_id"
    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "getString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v5, v6, v2, v9}, Lcom/bikebus/marshals/MarshalProvider;->signUp(Landroid/content/Context;Ljava/lang/String;I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L29
    .line 74
    const-string v1, "check_in"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L58
    const-string v3, "shift_id"
    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "getString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v5, v6, v2, v9}, Lcom/bikebus/marshals/MarshalProvider;->checkIn(Landroid/content/Context;Ljava/lang/String;I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L58
    .line 75
    const-string v1, "shift_report"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L85
    const-string v3, "shift_id"
    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "getString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v5, v6, v2}, Lcom/bikebus/marshals/MarshalProvider;->shiftReport(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L85
    .line 76
    const-string v1, "shift_summary"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L114
    const-string v3, "shift_id"
    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "getString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v5, v6, v2, v9}, Lcom/bikebus/marshals/MarshalProvider;->shiftSummary(Landroid/content/Context;Ljava/lang/String;I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L114
    .line 77
    const-string v1, "swap_shift"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L135
    invoke-direct {v5, v6, v8, v9, v10}, Lcom/bikebus/marshals/MarshalProvider;->swapShift(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L135
    .line 78
    const-string v1, "cancel_shift"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L156
    invoke-direct {v5, v6, v8, v9, v10}, Lcom/bikebus/marshals/MarshalProvider;->cancelShift(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L156
    .line 79
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    const-string v2, "error(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method private final signUp(Landroid/content/Context;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 10
    .line 83
    invoke-virtual {v7}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v9}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L29
    .line 84
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    invoke-static {v0, v1}, Lcom/bikebus/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    const-string v2, "error(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
    :L29
    .line 83
    move-object v3, v0
    .line 85
    const/4 v1, 0x0
    aget-object v0, v3, v1
    move-object v4, v0
    .line 86
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v0
    .line 87
    const-string v1, "shift_id"
    invoke-virtual {v5, v1, v8}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 88
    const-string v1, "marshal_app"
    invoke-virtual {v5, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 89
    const-string v1, "marshal_uid"
    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 90
    sget-object v0, Lcom/bikebus/core/Roster;->INSTANCE:Lcom/bikebus/core/Roster;
    invoke-virtual {v0, v7}, Lcom/bikebus/core/Roster;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "marshals"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 91
    const-string v0, "{\"signed_up\":true}"
    invoke-static {v0}, Lcom/bikebus/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    const-string v2, "ok(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method private final checkIn(Landroid/content/Context;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 10
    .line 94
    const/4 v0, 0x0
    new-instance v1, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;
    const/4 v4, 0x0
    invoke-direct {v1, v7, v8, v9, v4}, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;-><init>(Landroid/content/Context;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast v5, Landroid/os/Bundle;
    .line 97
    return-object v5
.end method

.method private final shiftReport(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 100
    new-instance v3, Lcom/bikebus/marshals/MarshalProvider$$ExternalSyntheticLambda0;
    invoke-direct {v3, v6}, Lcom/bikebus/marshals/MarshalProvider$$ExternalSyntheticLambda0;-><init>(Ljava/lang/String;)V
    move-object v1, v3
    invoke-static {v5, v1}, Lcom/bikebus/core/Dispatch;->later(Landroid/content/Context;Lcom/bikebus/core/MarshalJob;)V
    .line 101
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/bikebus/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    const-string v2, "ok(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method private final shiftSummary(Landroid/content/Context;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 8
    .line 105
    new-instance v3, Lcom/bikebus/marshals/MarshalProvider$$ExternalSyntheticLambda1;
    invoke-direct {v3, v6, v7}, Lcom/bikebus/marshals/MarshalProvider$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;I)V
    move-object v1, v3
    invoke-static {v5, v1}, Lcom/bikebus/core/Dispatch;->later(Landroid/content/Context;Lcom/bikebus/core/MarshalJob;)V
    .line 106
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/bikebus/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    const-string v2, "ok(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method private final swapShift(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 17
    .line 110
    const-string v1, "shift_id"
    move-object v0, v14
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 111
    const-string v1, "force"
    move-object v0, v14
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L45
    .line 112
    const-string v0, "BikeBus"
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "swap_shift asked with force for"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    :L45
    .line 114
    if-nez v16, :L141
    .line 115
    const/16 v0, 0x12
    invoke-static {v0}, Lcom/bikebus/core/TokensKt;->sessionToken(I)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 116
    iget-object v0, v12, Lcom/bikebus/marshals/MarshalProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    new-instance v2, Lcom/bikebus/core/PendingAction;
    const-string v5, "swap_shift"
    move-object v3, v2
    move v4, v15
    invoke-direct/range {v3 .. v5}, Lcom/bikebus/core/PendingAction;-><init>(ILjava/lang/String;)V
    invoke-interface {v0, v7, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 117
    new-instance v0, Lcom/bikebus/core/ResolutionBuilder;
    invoke-direct {v0, v13}, Lcom/bikebus/core/ResolutionBuilder;-><init>(Landroid/content/Context;)V
    move-object v9, v0
    move-object v10, v9
    const/4 v0, 0x0
    move v11, v0
    .line 118
    const-class v1, Lcom/bikebus/marshals/SwapShiftActivity;
    invoke-virtual {v10, v1}, Lcom/bikebus/core/ResolutionBuilder;->setScreen(Ljava/lang/Class;)Lcom/bikebus/core/ResolutionBuilder;
    move-result-object v0
    .line 119
    const/high16 v1, 0xc000000
    invoke-virtual {v10, v1}, Lcom/bikebus/core/ResolutionBuilder;->setFlags(I)Lcom/bikebus/core/ResolutionBuilder;
    move-result-object v0
    .line 120
    nop
    .line 117
    .line 120
    invoke-virtual {v9}, Lcom/bikebus/core/ResolutionBuilder;->build()Landroid/app/PendingIntent;
    move-result-object v0
    .line 117
    move-object v8, v0
    .line 121
    invoke-static {v8, v7}, Lcom/bikebus/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    const-string v2, "needsUser(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
    :L141
    .line 123
    sget-object v0, Lcom/bikebus/core/Roster;->INSTANCE:Lcom/bikebus/core/Roster;
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v1, v13
    move-object v2, v6
    move v3, v15
    invoke-virtual/range {v0 .. v3}, Lcom/bikebus/core/Roster;->release(Landroid/content/Context;Ljava/lang/String;I)V
    .line 124
    const-string v0, "{\"swapped\":true}"
    invoke-static {v0}, Lcom/bikebus/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    const-string v2, "ok(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method private final cancelShift(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 17
    .line 128
    const-string v1, "shift_id"
    move-object v0, v14
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 129
    if-nez v16, :L114
    const-string v1, "confirmed"
    move-object v0, v14
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L114
    .line 130
    const/16 v0, 0x12
    invoke-static {v0}, Lcom/bikebus/core/TokensKt;->sessionToken(I)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 131
    iget-object v0, v12, Lcom/bikebus/marshals/MarshalProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    new-instance v2, Lcom/bikebus/core/PendingAction;
    const-string v5, "cancel_shift"
    move-object v3, v2
    move v4, v15
    invoke-direct/range {v3 .. v5}, Lcom/bikebus/core/PendingAction;-><init>(ILjava/lang/String;)V
    invoke-interface {v0, v7, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 132
    new-instance v0, Lcom/bikebus/core/ResolutionBuilder;
    invoke-direct {v0, v13}, Lcom/bikebus/core/ResolutionBuilder;-><init>(Landroid/content/Context;)V
    move-object v9, v0
    move-object v10, v9
    const/4 v0, 0x0
    move v11, v0
    .line 133
    const-class v1, Lcom/bikebus/marshals/CancelShiftActivity;
    invoke-virtual {v10, v1}, Lcom/bikebus/core/ResolutionBuilder;->setScreen(Ljava/lang/Class;)Lcom/bikebus/core/ResolutionBuilder;
    move-result-object v0
    .line 134
    const/high16 v1, 0x4000000
    invoke-virtual {v10, v1}, Lcom/bikebus/core/ResolutionBuilder;->setFlags(I)Lcom/bikebus/core/ResolutionBuilder;
    move-result-object v0
    .line 135
    nop
    .line 132
    .line 135
    invoke-virtual {v9}, Lcom/bikebus/core/ResolutionBuilder;->build()Landroid/app/PendingIntent;
    move-result-object v0
    .line 132
    move-object v8, v0
    .line 136
    invoke-static {v8, v7}, Lcom/bikebus/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    const-string v2, "needsUser(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
    :L114
    .line 138
    sget-object v0, Lcom/bikebus/core/Roster;->INSTANCE:Lcom/bikebus/core/Roster;
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v1, v13
    move-object v2, v6
    move v3, v15
    invoke-virtual/range {v0 .. v3}, Lcom/bikebus/core/Roster;->release(Landroid/content/Context;Ljava/lang/String;I)V
    .line 139
    const-string v0, "{\"cancelled\":true}"
    invoke-static {v0}, Lcom/bikebus/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    const-string v2, "ok(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 142
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 144
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 146
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 148
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 150
    const/4 v0, 0x0
    return v0
.end method

.method public static final shiftReport$lambda$0(Ljava/lang/String;Landroid/content/Context;)V
    .registers 4
    .line 100
    sget-object v0, Lcom/bikebus/core/Roster;->INSTANCE:Lcom/bikebus/core/Roster;
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v3, v2, v1}, Lcom/bikebus/core/Roster;->writeReport(Landroid/content/Context;Ljava/lang/String;I)V
    return-void
.end method

.method public static final shiftSummary$lambda$0(Ljava/lang/String;ILandroid/content/Context;)V
    .registers 4
    .line 105
    sget-object v0, Lcom/bikebus/core/Roster;->INSTANCE:Lcom/bikebus/core/Roster;
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v3, v1, v2}, Lcom/bikebus/core/Roster;->writeReport(Landroid/content/Context;Ljava/lang/String;I)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/bikebus/marshals/MarshalProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/bikebus/marshals/MarshalProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/bikebus/marshals/MarshalProvider;->Companion:Lcom/bikebus/marshals/MarshalProvider$Companion;
    return-void
.end method


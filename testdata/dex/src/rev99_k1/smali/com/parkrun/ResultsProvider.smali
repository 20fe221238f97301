.class public final Lcom/parkrun/ResultsProvider;
.super Landroid/content/ContentProvider;
.source "ResultsProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nResultsProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ResultsProvider.kt\ncom/parkrun/ResultsProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,93:1\n1#2:94\n*E\n"
.end annotation

.field public static final Companion:Lcom/parkrun/ResultsProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field public static final TAG:Ljava/lang/String; = "ParkRun"
.field public static final TOOLS:Ljava/lang/String; = "[\"log_time\",\"fix_time\",\"claim_result\",\"share_result\"]"

.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 20
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/parkrun/ResultsProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "results.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/parkrun/ResultsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 26
    const-string v1, "method"
    move-object/from16 v0, v23
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v13, v0
    .line 26
    invoke-virtual/range {v22 .. v22}, Lcom/parkrun/ResultsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v14, v0
    .line 27
    invoke-virtual {v14}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v13}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L43
    const/4 v1, 0x0
    aget-object v0, v0, v1
    goto :L45
    :L43
    const/4 v0, 0x0
    :L45
    move-object v15, v0
    .line 28
    if-eqz v15, :L68
    sget-object v0, Lcom/parkrun/RosterProvider;->Companion:Lcom/parkrun/RosterProvider$Companion;
    invoke-virtual {v0}, Lcom/parkrun/RosterProvider$Companion;->getCLUBS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v15}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L76
    :L68
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a ParkRun app"
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L76
    .line 29
    move-object/from16 v0, v25
    if-nez v25, :L89
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L89
    move-object/16 v16, v0
    .line 30
    const-string v1, "negotiate"
    move-object/from16 v0, v23
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L117
    sget-object v0, Lcom/parkrun/Sessions;->INSTANCE:Lcom/parkrun/Sessions;
    invoke-virtual {v0, v13}, Lcom/parkrun/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v11, Ljava/lang/StringBuilder;
    invoke-direct {v11}, Ljava/lang/StringBuilder;-><init>()V
    const-string v12, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v11, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v12, "\"}"
    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v11}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L117
    .line 31
    sget-object v0, Lcom/parkrun/Sessions;->INSTANCE:Lcom/parkrun/Sessions;
    invoke-static/range {v16 .. v16}, Lcom/parkrun/ToolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v13}, Lcom/parkrun/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L141
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L141
    .line 32
    const-string v1, "list_tools"
    move-object/from16 v0, v23
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L156
    const-string v0, "[\"log_time\",\"fix_time\",\"claim_result\",\"share_result\"]"
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L156
    .line 33
    const-string v1, "execute_tool"
    move-object/from16 v0, v23
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L173
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L173
    .line 34
    const-string v1, "deadline_at_ms"
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide/16 v17, v0
    .line 35
    const-wide/16 v0, 0x1L
    cmp-long v0, v0, v17
    if-gtz v0, :L206
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v17, v2
    if-gtz v0, :L202
    const/4 v0, 0x1
    goto :L207
    :L202
    const/4 v0, 0x0
    goto :L207
    :L206
    const/4 v0, 0x0
    :L207
    if-eqz v0, :L218
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L218
    .line 36
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    move-object/from16 v2, v16
    invoke-virtual/range {v2 .. v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L236
    const-string v2, "{}"
    :L236
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object/16 v19, v0
    .line 38
    const/4 v0, 0x4
    new-array v0, v0, [Lkotlin/Pair;
    move-object/16 v21, v0
    const/4 v1, 0x0
    const-string v2, "log_time"
    new-instance v3, Lcom/parkrun/ResultsProvider$call$tools$1;
    move-object v4, v3
    move-object/from16 v5, v22
    invoke-direct/range {v4 .. v5}, Lcom/parkrun/ResultsProvider$call$tools$1;-><init>(Ljava/lang/Object;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v21, v1
    const/4 v1, 0x1
    .line 39
    const-string v2, "fix_time"
    new-instance v3, Lcom/parkrun/ResultsProvider$call$tools$2;
    move-object v4, v3
    move-object/from16 v5, v22
    invoke-direct/range {v4 .. v5}, Lcom/parkrun/ResultsProvider$call$tools$2;-><init>(Ljava/lang/Object;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v21, v1
    .line 38
    const/4 v1, 0x2
    .line 40
    const-string v2, "claim_result"
    new-instance v3, Lcom/parkrun/ResultsProvider$call$tools$3;
    const/4 v10, 0x0
    move-object v4, v3
    move-object/from16 v5, v16
    move-object/from16 v6, v22
    move-object v7, v14
    move v8, v13
    move-object v9, v15
    invoke-direct/range {v4 .. v10}, Lcom/parkrun/ResultsProvider$call$tools$3;-><init>(Landroid/os/Bundle;Lcom/parkrun/ResultsProvider;Landroid/content/Context;ILjava/lang/String;Lkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v21, v1
    .line 38
    const/4 v1, 0x3
    .line 50
    const-string v2, "share_result"
    new-instance v3, Lcom/parkrun/ResultsProvider$call$tools$4;
    const/4 v9, 0x0
    move-object v4, v3
    move-object/from16 v5, v16
    move v6, v13
    move-object/from16 v7, v22
    move-object v8, v14
    invoke-direct/range {v4 .. v9}, Lcom/parkrun/ResultsProvider$call$tools$4;-><init>(Landroid/os/Bundle;ILcom/parkrun/ResultsProvider;Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v21, v1
    .line 38
    .line 37
    invoke-static/range {v21 .. v21}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    move-object/16 v20, v0
    .line 63
    invoke-static/range {v16 .. v16}, Lcom/parkrun/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    move-object/from16 v0, v20
    invoke-interface/range {v0 .. v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 63
    if-nez v0, :L366
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L366
    move-object/16 v21, v0
    .line 64
    const/4 v0, 0x0
    new-instance v1, Lcom/parkrun/ResultsProvider$call$1;
    const/4 v5, 0x0
    move-object v2, v1
    move-object/from16 v3, v21
    move-object/from16 v4, v19
    invoke-direct/range {v2 .. v5}, Lcom/parkrun/ResultsProvider$call$1;-><init>(Lkotlin/jvm/functions/Function2;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method private final logTime(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18
    .line 67
    move-object v4, v15
    :t_2
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v4, Lcom/parkrun/ResultsProvider;
    move-object v5, v4
    const/4 v0, 0x0
    move v6, v0
    .line 68
    const-string v1, "time"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v0
    .line 68
    move v7, v0
    .line 69
    iget-object v0, v5, Lcom/parkrun/ResultsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L45
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L45
    const-string v1, "results"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v3
    move-object v9, v8
    .line 94
    move-object v10, v2
    move-object v11, v1
    move-object v12, v0
    const/4 v0, 0x0
    move v13, v0
    .line 69
    const-string v1, "runner"
    const-string v3, "runner"
    move-object/from16 v2, v16
    invoke-static/range {v2 .. v3}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "secs"
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v14, v0
    .line 69
    .line 69
    invoke-virtual {v12, v11, v10, v8}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 70
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v8, v0
    move-object v9, v8
    .line 94
    const/4 v0, 0x0
    move v13, v0
    .line 70
    const-string v1, "{\"logged\":"
    invoke-virtual {v9, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v9, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "}"
    invoke-virtual {v9, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    .line 70
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 70
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 67
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    :t_171
    goto :L190
    :L174
    move-exception v0
    move-object v6, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v6}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    :L190
    move-object v4, v5
    .line 71
    invoke-static {v4}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L206
    move-object v0, v4
    goto :L220
    :L206
    move-object v5, v0
    .line 94
    const/4 v0, 0x0
    move v6, v0
    .line 71
    invoke-virtual {v5}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 71
    nop
    :L220
    .line 71
    return-object v0
    .catch Ljava/lang/Throwable; {:t_2 .. :t_171} :L174
.end method

.method private final fixTime(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 21
    .line 73
    move-object/from16 v8, v18
    :t_2
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v8, Lcom/parkrun/ResultsProvider;
    move-object v9, v8
    const/4 v0, 0x0
    move v10, v0
    .line 74
    const-string v1, "time"
    move-object/from16 v0, v19
    invoke-static/range {v0 .. v1}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v0
    .line 74
    move v11, v0
    .line 75
    iget-object v0, v9, Lcom/parkrun/ResultsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L45
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L45
    const-string v1, "results"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v12, v2
    move-object v13, v12
    .line 94
    move-object v14, v1
    move-object v15, v0
    const/4 v0, 0x0
    move/16 v16, v0
    .line 75
    const-string v1, "secs"
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object/16 v17, v0
    .line 75
    .line 75
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v12
    move-object v12, v4
    const/4 v5, 0x0
    const-string v7, "id"
    move-object/from16 v6, v19
    invoke-static/range {v6 .. v7}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v12, v5
    move-object v0, v15
    move-object v1, v14
    move-object v4, v12
    invoke-virtual/range {v0 .. v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 76
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v12, v0
    move-object v13, v12
    .line 94
    const/4 v0, 0x0
    move/16 v16, v0
    .line 76
    const-string v1, "{\"fixed\":"
    invoke-virtual {v13, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v13, v11}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "}"
    invoke-virtual {v13, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    .line 76
    invoke-virtual {v12}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 76
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 73
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v9, v0
    :t_173
    goto :L192
    :L176
    move-exception v0
    move-object v10, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v9, v0
    :L192
    move-object v8, v9
    .line 77
    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L208
    move-object v0, v8
    goto :L232
    :L208
    move-object v9, v0
    const/4 v0, 0x0
    move v10, v0
    .line 78
    const-string v0, "ParkRun"
    const-string v1, "fix_time failed"
    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 79
    const-string v0, "could not fix that time"
    invoke-static {v0}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 77
    nop
    :L232
    .line 80
    return-object v0
    .catch Ljava/lang/Throwable; {:t_2 .. :t_173} :L176
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 82
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 83
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 84
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 85
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 86
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$logTime(Lcom/parkrun/ResultsProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 16
    invoke-direct {v1, v2, v3}, Lcom/parkrun/ResultsProvider;->logTime(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$fixTime(Lcom/parkrun/ResultsProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 16
    invoke-direct {v1, v2, v3}, Lcom/parkrun/ResultsProvider;->fixTime(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getDb$p(Lcom/parkrun/ResultsProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/parkrun/ResultsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/parkrun/ResultsProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/parkrun/ResultsProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/parkrun/ResultsProvider;->Companion:Lcom/parkrun/ResultsProvider$Companion;
    return-void
.end method


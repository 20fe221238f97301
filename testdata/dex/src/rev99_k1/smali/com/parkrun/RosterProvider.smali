.class public final Lcom/parkrun/RosterProvider;
.super Landroid/content/ContentProvider;
.source "RosterProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRosterProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RosterProvider.kt\ncom/parkrun/RosterProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,104:1\n1#2:105\n*E\n"
.end annotation

.field public static final Companion:Lcom/parkrun/RosterProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private static final CLUBS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"add_volunteer\",\"find_volunteer\",\"drop_volunteer\",\"swap_role\",\"mark_absent\",\"mark_present\"]"

.method public constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 21
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/parkrun/RosterProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "roster.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/parkrun/RosterProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 25
    const-string v1, "method"
    move-object/from16 v0, v22
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v12, v0
    .line 27
    invoke-virtual/range {v21 .. v21}, Lcom/parkrun/RosterProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v13, v0
    .line 28
    invoke-virtual {v13}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v12}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v14, v0
    .line 29
    if-eqz v14, :L69
    sget-object v0, Lcom/parkrun/RosterProvider;->CLUBS:Ljava/util/Set;
    invoke-interface {v0, v14}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a ParkRun app"
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 30
    move-object/from16 v0, v24
    if-nez v24, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v15, v0
    .line 31
    const-string v1, "negotiate"
    move-object/from16 v0, v22
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L118
    sget-object v0, Lcom/parkrun/Sessions;->INSTANCE:Lcom/parkrun/Sessions;
    invoke-virtual {v0, v12}, Lcom/parkrun/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v10, Ljava/lang/StringBuilder;
    invoke-direct {v10}, Ljava/lang/StringBuilder;-><init>()V
    const-string v11, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v10, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v11, "\"}"
    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v10}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L118
    .line 32
    sget-object v0, Lcom/parkrun/Sessions;->INSTANCE:Lcom/parkrun/Sessions;
    invoke-static {v15}, Lcom/parkrun/ToolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v12}, Lcom/parkrun/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L142
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L142
    .line 33
    const-string v1, "list_tools"
    move-object/from16 v0, v22
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L157
    const-string v0, "[\"add_volunteer\",\"find_volunteer\",\"drop_volunteer\",\"swap_role\",\"mark_absent\",\"mark_present\"]"
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L157
    .line 34
    const-string v1, "execute_tool"
    move-object/from16 v0, v22
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L174
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L174
    .line 35
    const-string v1, "deadline_at_ms"
    invoke-virtual {v15, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide/16 v16, v0
    .line 36
    const-wide/16 v0, 0x1L
    cmp-long v0, v0, v16
    if-gtz v0, :L207
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v16, v2
    if-gtz v0, :L203
    const/4 v0, 0x1
    goto :L208
    :L203
    const/4 v0, 0x0
    goto :L208
    :L207
    const/4 v0, 0x0
    :L208
    if-eqz v0, :L219
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L219
    .line 37
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v15, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L237
    const-string v2, "{}"
    :L237
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object/16 v18, v0
    .line 39
    const/4 v0, 0x6
    new-array v0, v0, [Lkotlin/Pair;
    move-object/16 v20, v0
    const/4 v1, 0x0
    const-string v2, "add_volunteer"
    new-instance v3, Lcom/parkrun/RosterProvider$call$tools$1;
    move-object v4, v3
    move-object/from16 v5, v21
    invoke-direct/range {v4 .. v5}, Lcom/parkrun/RosterProvider$call$tools$1;-><init>(Ljava/lang/Object;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v20, v1
    const/4 v1, 0x1
    .line 40
    const-string v2, "find_volunteer"
    new-instance v3, Lcom/parkrun/RosterProvider$call$tools$2;
    move-object v4, v3
    move-object/from16 v5, v21
    invoke-direct/range {v4 .. v5}, Lcom/parkrun/RosterProvider$call$tools$2;-><init>(Ljava/lang/Object;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v20, v1
    .line 39
    const/4 v1, 0x2
    .line 41
    const-string v2, "drop_volunteer"
    new-instance v3, Lcom/parkrun/RosterProvider$call$tools$3;
    const/4 v8, 0x0
    move-object v4, v3
    move-object/from16 v5, v21
    move-object v6, v13
    move v7, v12
    invoke-direct/range {v4 .. v8}, Lcom/parkrun/RosterProvider$call$tools$3;-><init>(Lcom/parkrun/RosterProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v20, v1
    .line 39
    const/4 v1, 0x3
    .line 50
    const-string v2, "swap_role"
    new-instance v3, Lcom/parkrun/RosterProvider$call$tools$4;
    const/4 v9, 0x0
    move-object v4, v3
    move-object v5, v15
    move v6, v12
    move-object/from16 v7, v21
    move-object v8, v13
    invoke-direct/range {v4 .. v9}, Lcom/parkrun/RosterProvider$call$tools$4;-><init>(Landroid/os/Bundle;ILcom/parkrun/RosterProvider;Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v20, v1
    .line 39
    const/4 v1, 0x4
    .line 59
    const-string v2, "mark_absent"
    new-instance v3, Lcom/parkrun/RosterProvider$call$tools$5;
    const/4 v6, 0x0
    move-object v4, v3
    move-object/from16 v5, v21
    invoke-direct/range {v4 .. v6}, Lcom/parkrun/RosterProvider$call$tools$5;-><init>(Lcom/parkrun/RosterProvider;Lkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v20, v1
    .line 39
    const/4 v1, 0x5
    .line 66
    const-string v2, "mark_present"
    new-instance v3, Lcom/parkrun/RosterProvider$call$tools$6;
    const/4 v7, 0x0
    move-object v4, v3
    move-object/from16 v5, v21
    move v6, v12
    invoke-direct/range {v4 .. v7}, Lcom/parkrun/RosterProvider$call$tools$6;-><init>(Lcom/parkrun/RosterProvider;ILkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v20, v1
    .line 39
    .line 38
    invoke-static/range {v20 .. v20}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    move-object/16 v19, v0
    .line 73
    invoke-static {v15}, Lcom/parkrun/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    move-object/from16 v0, v19
    invoke-interface/range {v0 .. v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 73
    if-nez v0, :L403
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L403
    move-object/16 v20, v0
    .line 74
    const/4 v0, 0x0
    new-instance v1, Lcom/parkrun/RosterProvider$call$1;
    const/4 v5, 0x0
    move-object v2, v1
    move-object/from16 v3, v20
    move-object/from16 v4, v18
    invoke-direct/range {v2 .. v5}, Lcom/parkrun/RosterProvider$call$1;-><init>(Lkotlin/jvm/functions/Function2;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method private final addVolunteer(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17
    .line 78
    const-string v1, "name"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 79
    iget-object v0, v14, Lcom/parkrun/RosterProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L24
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L24
    const-string v1, "SELECT id FROM volunteers WHERE name = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v6, v2
    const/4 v3, 0x0
    aput-object v4, v6, v3
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v6, v0
    const/4 v0, 0x0
    move-object v7, v0
    :t_51
    nop
    check-cast v6, Landroid/database/Cursor;
    move-object v8, v6
    .line 105
    const/4 v0, 0x0
    move v9, v0
    .line 79
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    .line 79
    move v8, v0
    :t_71
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v8
    goto :L104
    :t_83
    :L83
    move-exception v0
    move-object v9, v0
    move-object v7, v9
    throw v9
    :t_92
    :L92
    move-exception v0
    move-object v9, v0
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
    :L104
    .line 79
    move v5, v0
    .line 80
    if-eqz v5, :L121
    const-string v0, "INVALID_ARGUMENT"
    const-string v1, "already on the roster"
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L121
    .line 81
    iget-object v0, v14, Lcom/parkrun/RosterProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L137
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L137
    const-string v1, "volunteers"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v3
    move-object v7, v6
    .line 105
    move-object v12, v2
    move-object v11, v1
    move-object v10, v0
    const/4 v0, 0x0
    move v8, v0
    .line 81
    const-string v1, "name"
    invoke-virtual {v7, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v13, v0
    .line 81
    .line 81
    invoke-virtual {v10, v11, v12, v6}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 82
    const-string v0, "{\"added\":true}"
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_51 .. :t_71} :L83
    .catchall {:t_51 .. :t_71} :L92
    .catchall {:t_83 .. :t_92} :L92
.end method

.method private final findVolunteer(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 24
    move-object/from16 v12, v21
    .line 86
    const-string v1, "query"
    move-object/from16 v0, v22
    invoke-static/range {v0 .. v1}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    .line 87
    iget-object v0, v12, Lcom/parkrun/RosterProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L24
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L24
    new-instance v9, Ljava/lang/StringBuilder;
    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V
    const-string v10, "SELECT name FROM volunteers WHERE name LIKE \'%"
    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v9, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v10, "%\'"
    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v13, v0
    const/4 v0, 0x0
    move-object v14, v0
    :t_42
    nop
    check-cast v13, Landroid/database/Cursor;
    move-object v15, v13
    const/4 v0, 0x0
    move/16 v16, v0
    .line 88
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v0
    move-object/16 v17, v0
    move-object/16 v18, v17
    .line 105
    const/4 v0, 0x0
    move/16 v19, v0
    :L65
    .line 88
    invoke-interface {v15}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L94
    const/4 v2, 0x0
    invoke-interface {v15, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    move-object/from16 v0, v18
    invoke-interface/range {v0 .. v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    move-result v0
    goto :L65
    :L94
    .line 88
    invoke-static/range {v17 .. v17}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v0
    .line 88
    nop
    .line 87
    move-object v15, v0
    :t_102
    invoke-static {v13, v14}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v15
    goto :L135
    :t_114
    :L114
    move-exception v0
    move-object/16 v16, v0
    move-object/from16 v14, v16
    throw v16
    :t_123
    :L123
    move-exception v0
    move-object/16 v16, v0
    invoke-static {v13, v14}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v16
    :L135
    .line 87
    move-object/16 v20, v0
    .line 90
    check-cast v20, Ljava/lang/Iterable;
    const-string v1, ","
    const-string v2, "["
    const-string v3, "]"
    const/4 v4, 0x0
    const/4 v5, 0x0
    sget-object v6, Lcom/parkrun/RosterProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/parkrun/RosterProvider$$ExternalSyntheticLambda0;
    const/16 v7, 0x18
    const/4 v8, 0x0
    move-object/from16 v0, v20
    invoke-static/range {v0 .. v8}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_42 .. :t_102} :L114
    .catchall {:t_42 .. :t_102} :L123
    .catchall {:t_114 .. :t_123} :L123
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 93
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 94
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 95
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 96
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 97
    const/4 v0, 0x0
    return v0
.end method

.method public static final findVolunteer$lambda$1(Ljava/lang/String;)Ljava/lang/CharSequence;
    .registers 4
    .line 90
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$addVolunteer(Lcom/parkrun/RosterProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 17
    invoke-direct {v1, v2, v3}, Lcom/parkrun/RosterProvider;->addVolunteer(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$findVolunteer(Lcom/parkrun/RosterProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 17
    invoke-direct {v1, v2, v3}, Lcom/parkrun/RosterProvider;->findVolunteer(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getDb$p(Lcom/parkrun/RosterProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/parkrun/RosterProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public static final synthetic access$getCLUBS$cp()Ljava/util/Set;
    .registers 1
    .line 17
    sget-object v0, Lcom/parkrun/RosterProvider;->CLUBS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/parkrun/RosterProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/parkrun/RosterProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/parkrun/RosterProvider;->Companion:Lcom/parkrun/RosterProvider$Companion;
    .line 100
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.parkrun"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.parkrun.scanner"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/parkrun/RosterProvider;->CLUBS:Ljava/util/Set;
    return-void
.end method


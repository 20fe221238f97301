.class public final Lcom/fernlog/ScheduleProvider;
.super Landroid/content/ContentProvider;
.source "ScheduleProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nScheduleProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ScheduleProvider.kt\ncom/fernlog/ScheduleProvider\n+ 2 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n+ 3 _Collections.kt\nkotlin/collections/CollectionsKt___CollectionsKt\n*L\n1#1,69:1\n22324#2,2:70\n3076#3,3:72\n231#3,2:75\n*S KotlinDebug\n*F\n+ 1 ScheduleProvider.kt\ncom/fernlog/ScheduleProvider\n*L\n29#1:70,2\n40#1:72,3\n41#1:75,2\n*E\n"
.end annotation

.field public static final Companion:Lcom/fernlog/ScheduleProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private final pool:Ljava/util/concurrent/ExecutorService;
.field private final lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
.field private static final TAG:Ljava/lang/String; = "FernLog"
.field private static final TOOLS_JSON:Ljava/lang/String; = "[{\"name\":\"set_reminder\",\"effect\":\"write\"},{\"name\":\"skip_watering\",\"effect\":\"write\"},{\"name\":\"export_log\",\"effect\":\"read\"},{\"name\":\"touch_schedule\",\"effect\":\"read\"},{\"name\":\"mark_seen\",\"effect\":\"read\"}]"

.method public constructor <init>()V
    .registers 2
    .line 15
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 17
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, v1, Lcom/fernlog/ScheduleProvider;->pool:Ljava/util/concurrent/ExecutorService;
    .line 18
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/fernlog/ScheduleProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    .line 15
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 21
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/fernlog/ScheduleProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "schedule.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/fernlog/ScheduleProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 28
    move-object/from16 v6, v24
    const-string v1, "method"
    move-object/from16 v0, v25
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v8, v0
    .line 27
    invoke-virtual/range {v6 .. v6}, Lcom/fernlog/ScheduleProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v9, v0
    .line 28
    invoke-virtual {v9}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v8}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L47
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L47
    move-object v10, v0
    .line 29
    move-object v11, v10
    const/4 v0, 0x0
    move v12, v0
    .line 70
    const/4 v0, 0x0
    move v13, v0
    array-length v0, v11
    move v14, v0
    :L64
    if-ge v13, v14, :L108
    aget-object v0, v11, v13
    move-object v15, v0
    move-object v5, v15
    const/4 v0, 0x0
    move/16 v17, v0
    .line 29
    invoke-static {}, Lcom/fernlog/ToolKt;->getGARDENERS()Ljava/util/Set;
    move-result-object v0
    move-object v1, v5
    invoke-interface/range {v0 .. v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 70
    if-eqz v0, :L102
    const/4 v0, 0x0
    goto :L109
    :L102
    add-int/lit8 v13, v13, 0x1
    goto :L64
    :L108
    .line 71
    const/4 v0, 0x1
    :L109
    .line 29
    if-eqz v0, :L120
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a FernLog companion"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L120
    .line 30
    const/4 v1, 0x0
    aget-object v0, v10, v1
    move-object v11, v0
    .line 31
    move-object/from16 v0, v27
    if-nez v27, :L139
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L139
    move-object v12, v0
    .line 32
    const-string v1, "negotiate"
    move-object/from16 v0, v25
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L185
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    sget-object v1, Lcom/fernlog/Sessions;->INSTANCE:Lcom/fernlog/Sessions;
    invoke-virtual {v1, v8}, Lcom/fernlog/Sessions;->open(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/fernlog/ToolKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L185
    .line 33
    const-string v1, "list_tools"
    move-object/from16 v0, v25
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L200
    const-string v0, "[{\"name\":\"set_reminder\",\"effect\":\"write\"},{\"name\":\"skip_watering\",\"effect\":\"write\"},{\"name\":\"export_log\",\"effect\":\"read\"},{\"name\":\"touch_schedule\",\"effect\":\"read\"},{\"name\":\"mark_seen\",\"effect\":\"read\"}]"
    invoke-static {v0}, Lcom/fernlog/ToolKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L200
    .line 34
    const-string v1, "execute_tool"
    move-object/from16 v0, v25
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L217
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L217
    .line 35
    const-string v1, "deadline_at_ms"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v13, v0
    .line 36
    const-wide/16 v2, 0x0L
    cmp-long v0, v13, v2
    if-lez v0, :L250
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v13, v2
    if-gez v0, :L250
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L250
    .line 37
    invoke-static {v12}, Lcom/fernlog/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v15, v0
    .line 38
    const-string v1, "touch_schedule"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L272
    invoke-direct/range {v6 .. v6}, Lcom/fernlog/ScheduleProvider;->touch()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L272
    .line 39
    const-string v1, "mark_seen"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L289
    move-object v0, v6
    move v1, v8
    invoke-direct/range {v0 .. v1}, Lcom/fernlog/ScheduleProvider;->markSeen(I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L289
    .line 40
    invoke-static {}, Lcom/fernlog/ScheduleToolsKt;->getSCHEDULE_TOOLS()Ljava/util/List;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    move-object v5, v0
    const/4 v0, 0x0
    move/16 v17, v0
    .line 72
    instance-of v0, v5, Ljava/util/Collection;
    if-eqz v0, :L325
    check-cast v5, Ljava/util/Collection;
    invoke-interface/range {v5 .. v5}, Ljava/util/Collection;->isEmpty()Z
    move-result v0
    if-eqz v0, :L325
    const/4 v0, 0x1
    goto :L383
    :L325
    .line 73
    invoke-interface/range {v5 .. v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v0
    move-object/16 v18, v0
    :L334
    invoke-interface/range {v18 .. v18}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L382
    invoke-interface/range {v18 .. v18}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    move-object/16 v19, v0
    check-cast v19, Lcom/fernlog/Tool;
    move-object/16 v20, v19
    const/4 v0, 0x0
    move/16 v21, v0
    .line 40
    invoke-interface/range {v20 .. v20}, Lcom/fernlog/Tool;->getName()Ljava/lang/String;
    move-result-object v0
    move-object v1, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 73
    if-eqz v0, :L334
    const/4 v0, 0x0
    goto :L383
    :L382
    .line 74
    const/4 v0, 0x1
    :L383
    .line 40
    if-eqz v0, :L394
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L394
    .line 41
    invoke-static {}, Lcom/fernlog/ScheduleToolsKt;->getSCHEDULE_TOOLS()Ljava/util/List;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    move-object/16 v17, v0
    const/4 v0, 0x0
    move/16 v18, v0
    .line 75
    invoke-interface/range {v17 .. v17}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v0
    move-object/16 v19, v0
    :L414
    invoke-interface/range {v19 .. v19}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L463
    invoke-interface/range {v19 .. v19}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    move-object/16 v20, v0
    check-cast v20, Lcom/fernlog/Tool;
    move-object/16 v21, v20
    const/4 v0, 0x0
    move/16 v22, v0
    .line 41
    invoke-interface/range {v21 .. v21}, Lcom/fernlog/Tool;->getName()Ljava/lang/String;
    move-result-object v0
    move-object v1, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 75
    if-eqz v0, :L414
    move-object/from16 v0, v20
    goto :L473
    :L463
    .line 76
    new-instance v0, Ljava/util/NoSuchElementException;
    const-string v2, "Collection contains no element matching the predicate."
    invoke-direct {v0, v2}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V
    throw v0
    :L473
    .line 41
    check-cast v0, Lcom/fernlog/Tool;
    move-object v5, v0
    .line 42
    new-instance v1, Lcom/fernlog/ToolCall;
    iget-object v4, v6, Lcom/fernlog/ScheduleProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    move-object v0, v5
    move-object v2, v1
    move-object v3, v9
    if-nez v4, :L501
    const-string v4, "db"
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v4, 0x0
    :L501
    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move v5, v8
    move-object v6, v11
    move-object v7, v12
    invoke-direct/range {v2 .. v7}, Lcom/fernlog/ToolCall;-><init>(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;ILjava/lang/String;Landroid/os/Bundle;)V
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->attempt(Lcom/fernlog/Tool;Lcom/fernlog/ToolCall;)Ljava/lang/Object;
    move-result-object v0
    move-object/16 v17, v0
    invoke-static/range {v17 .. v17}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L535
    move-object/from16 v0, v17
    goto :L561
    :L535
    move-object/16 v18, v0
    const/4 v0, 0x0
    move/16 v19, v0
    .line 43
    const-string v0, "FernLog"
    const-string v1, "tool failed"
    move-object/from16 v2, v18
    invoke-static/range {v0 .. v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 44
    const-string v0, "INVALID_ARGUMENT"
    const-string v1, "arguments did not parse"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L561
    .line 42
    check-cast v0, Landroid/os/Bundle;
    .line 42
    return-object v0
.end method

.method private final touch()Landroid/os/Bundle;
    .registers 4
    .line 49
    iget-object v0, v3, Lcom/fernlog/ScheduleProvider;->pool:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/fernlog/ScheduleProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v3}, Lcom/fernlog/ScheduleProvider$$ExternalSyntheticLambda0;-><init>(Lcom/fernlog/ScheduleProvider;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 50
    const-string v0, "{\"touched\":true}"
    invoke-static {v0}, Lcom/fernlog/ToolKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final markSeen(I)Landroid/os/Bundle;
    .registers 5
    .line 54
    iget-object v0, v3, Lcom/fernlog/ScheduleProvider;->pool:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/fernlog/ScheduleProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v3, v4}, Lcom/fernlog/ScheduleProvider$$ExternalSyntheticLambda1;-><init>(Lcom/fernlog/ScheduleProvider;I)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 55
    const-string v0, "{\"seen\":true}"
    invoke-static {v0}, Lcom/fernlog/ToolKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 60
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 62
    const/4 v0, 0x0
    return v0
.end method

.method public static final touch$lambda$0(Lcom/fernlog/ScheduleProvider;)V
    .registers 5
    .line 49
    iget-object v0, v4, Lcom/fernlog/ScheduleProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 49
    return-void
.end method

.method public static final markSeen$lambda$0(Lcom/fernlog/ScheduleProvider;I)V
    .registers 6
    .line 54
    iget-object v0, v4, Lcom/fernlog/ScheduleProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 54
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/fernlog/ScheduleProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/fernlog/ScheduleProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/fernlog/ScheduleProvider;->Companion:Lcom/fernlog/ScheduleProvider$Companion;
    return-void
.end method


.class public final Lcom/fernlog/PlantProvider;
.super Landroid/content/ContentProvider;
.source "PlantProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nPlantProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 PlantProvider.kt\ncom/fernlog/PlantProvider\n+ 2 _Collections.kt\nkotlin/collections/CollectionsKt___CollectionsKt\n+ 3 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,50:1\n3076#2,3:51\n231#2,2:54\n1#3:56\n*S KotlinDebug\n*F\n+ 1 PlantProvider.kt\ncom/fernlog/PlantProvider\n*L\n34#1:51,3\n35#1:54,2\n*E\n"
.end annotation

.field public static final Companion:Lcom/fernlog/PlantProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private static final TOOLS_JSON:Ljava/lang/String; = "[{\"name\":\"water_plant\",\"effect\":\"write\"},{\"name\":\"delete_plant\",\"effect\":\"delete\"},{\"name\":\"clear_log\",\"effect\":\"delete\"},{\"name\":\"find_plant\",\"effect\":\"read\"},{\"name\":\"plant_history\",\"effect\":\"read\"},{\"name\":\"share_log\",\"effect\":\"read\"}]"

.method public constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 16
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/fernlog/PlantProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "fern.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/fernlog/PlantProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 27
    move-object/from16 v5, v23
    const-string v1, "method"
    move-object/from16 v0, v24
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v8, v0
    .line 22
    invoke-virtual/range {v5 .. v5}, Lcom/fernlog/PlantProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v9, v0
    .line 23
    invoke-virtual {v9}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v8}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L48
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L57
    :L48
    .line 24
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "ambiguous or unknown caller"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L57
    .line 23
    move-object v10, v0
    .line 25
    invoke-static {}, Lcom/fernlog/ToolKt;->getGARDENERS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v10}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a FernLog companion"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L80
    .line 26
    move-object/from16 v0, v26
    if-nez v26, :L93
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L93
    move-object v11, v0
    .line 27
    const-string v1, "negotiate"
    move-object/from16 v0, v24
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L139
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
    :L139
    .line 28
    sget-object v0, Lcom/fernlog/Sessions;->INSTANCE:Lcom/fernlog/Sessions;
    invoke-static {v11}, Lcom/fernlog/ToolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v8}, Lcom/fernlog/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L163
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L163
    .line 29
    const-string v1, "list_tools"
    move-object/from16 v0, v24
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L178
    const-string v0, "[{\"name\":\"water_plant\",\"effect\":\"write\"},{\"name\":\"delete_plant\",\"effect\":\"delete\"},{\"name\":\"clear_log\",\"effect\":\"delete\"},{\"name\":\"find_plant\",\"effect\":\"read\"},{\"name\":\"plant_history\",\"effect\":\"read\"},{\"name\":\"share_log\",\"effect\":\"read\"}]"
    invoke-static {v0}, Lcom/fernlog/ToolKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L178
    .line 30
    const-string v1, "execute_tool"
    move-object/from16 v0, v24
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L195
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L195
    .line 31
    const-string v1, "deadline_at_ms"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v12, v0
    .line 32
    const-wide/16 v2, 0x0L
    cmp-long v0, v12, v2
    if-lez v0, :L228
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v12, v2
    if-gez v0, :L228
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L228
    .line 33
    invoke-static {v11}, Lcom/fernlog/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v14, v0
    .line 34
    invoke-static {}, Lcom/fernlog/PlantToolsKt;->getPLANT_TOOLS()Ljava/util/List;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    move-object v15, v0
    const/4 v0, 0x0
    move/16 v16, v0
    .line 51
    instance-of v0, v15, Ljava/util/Collection;
    if-eqz v0, :L271
    check-cast v15, Ljava/util/Collection;
    invoke-interface/range {v15 .. v15}, Ljava/util/Collection;->isEmpty()Z
    move-result v0
    if-eqz v0, :L271
    const/4 v0, 0x1
    goto :L329
    :L271
    .line 52
    invoke-interface/range {v15 .. v15}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v0
    move-object/16 v17, v0
    :L280
    invoke-interface/range {v17 .. v17}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L328
    invoke-interface/range {v17 .. v17}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    move-object/16 v18, v0
    check-cast v18, Lcom/fernlog/Tool;
    move-object/16 v19, v18
    const/4 v0, 0x0
    move/16 v20, v0
    .line 34
    invoke-interface/range {v19 .. v19}, Lcom/fernlog/Tool;->getName()Ljava/lang/String;
    move-result-object v0
    move-object v1, v14
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 52
    if-eqz v0, :L280
    const/4 v0, 0x0
    goto :L329
    :L328
    .line 53
    const/4 v0, 0x1
    :L329
    .line 34
    if-eqz v0, :L340
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L340
    .line 35
    invoke-static {}, Lcom/fernlog/PlantToolsKt;->getPLANT_TOOLS()Ljava/util/List;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    move-object/16 v16, v0
    const/4 v0, 0x0
    move/16 v17, v0
    .line 54
    invoke-interface/range {v16 .. v16}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v0
    move-object/16 v18, v0
    :L360
    invoke-interface/range {v18 .. v18}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L409
    invoke-interface/range {v18 .. v18}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    move-object/16 v19, v0
    check-cast v19, Lcom/fernlog/Tool;
    move-object/16 v20, v19
    const/4 v0, 0x0
    move/16 v21, v0
    .line 35
    invoke-interface/range {v20 .. v20}, Lcom/fernlog/Tool;->getName()Ljava/lang/String;
    move-result-object v0
    move-object v1, v14
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 54
    if-eqz v0, :L360
    move-object/from16 v0, v19
    goto :L419
    :L409
    .line 55
    new-instance v0, Ljava/util/NoSuchElementException;
    const-string v2, "Collection contains no element matching the predicate."
    invoke-direct {v0, v2}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V
    throw v0
    :L419
    .line 35
    check-cast v0, Lcom/fernlog/Tool;
    move-object v15, v0
    .line 36
    new-instance v1, Lcom/fernlog/ToolCall;
    iget-object v4, v5, Lcom/fernlog/PlantProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    move-object v0, v15
    move-object v2, v1
    move-object v3, v9
    if-nez v4, :L447
    const-string v4, "db"
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v4, 0x0
    :L447
    move v5, v8
    move-object v6, v10
    move-object v7, v11
    invoke-direct/range {v2 .. v7}, Lcom/fernlog/ToolCall;-><init>(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;ILjava/lang/String;Landroid/os/Bundle;)V
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->attempt(Lcom/fernlog/Tool;Lcom/fernlog/ToolCall;)Ljava/lang/Object;
    move-result-object v0
    move-object/16 v16, v0
    .line 37
    invoke-static/range {v16 .. v16}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L476
    move-object/from16 v0, v16
    goto :L498
    :L476
    move-object/16 v17, v0
    .line 56
    const/4 v0, 0x0
    move/16 v18, v0
    .line 37
    const-string v0, "INVALID_ARGUMENT"
    invoke-virtual/range {v17 .. v17}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    if-nez v1, :L495
    const-string v1, "bad arguments"
    :L495
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L498
    .line 37
    check-cast v0, Landroid/os/Bundle;
    .line 36
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    const/4 v0, 0x0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/fernlog/PlantProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/fernlog/PlantProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/fernlog/PlantProvider;->Companion:Lcom/fernlog/PlantProvider$Companion;
    return-void
.end method


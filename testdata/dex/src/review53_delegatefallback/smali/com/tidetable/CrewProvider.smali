.class public final Lcom/tidetable/CrewProvider;
.super Landroid/content/ContentProvider;
.source "CrewProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCrewProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 CrewProvider.kt\ncom/tidetable/CrewProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,73:1\n1#2:74\n*E\n"
.end annotation

.field public static final Companion:Lcom/tidetable/CrewProvider$Companion;
.field private final db$delegate:Lkotlin/Lazy;
.field private static final CLUB_APPS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"find_sailor\",\"boat_crew\",\"drop_sailor\",\"swap_watch\",\"add_sailor\",\"rename_boat\"]"

.method public constructor <init>()V
    .registers 3
    .line 13
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 14
    new-instance v1, Lcom/tidetable/CrewProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, v2}, Lcom/tidetable/CrewProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tidetable/CrewProvider;)V
    move-object v0, v1
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v2, Lcom/tidetable/CrewProvider;->db$delegate:Lkotlin/Lazy;
    .line 13
    return-void
.end method

.method private final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 4
    .line 14
    iget-object v0, v3, Lcom/tidetable/CrewProvider;->db$delegate:Lkotlin/Lazy;
    move-object v2, v0
    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    .line 14
    const-string v1, "getValue(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "method"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v5, v0
    .line 22
    invoke-virtual {v10}, Lcom/tidetable/CrewProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v6, v0
    .line 23
    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v7, v0
    .line 24
    if-eqz v7, :L69
    sget-object v0, Lcom/tidetable/CrewProvider;->CLUB_APPS:Ljava/util/Set;
    invoke-interface {v0, v7}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a club app"
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 25
    new-instance v0, Lcom/tidetable/ToolRequest;
    move-object v1, v0
    move-object v2, v13
    if-nez v13, :L94
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    :L94
    invoke-direct {v1, v2}, Lcom/tidetable/ToolRequest;-><init>(Landroid/os/Bundle;)V
    move-object v8, v0
    .line 26
    const-string v1, "negotiate"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L125
    sget-object v0, Lcom/tidetable/Sessions;->INSTANCE:Lcom/tidetable/Sessions;
    invoke-virtual {v0, v5}, Lcom/tidetable/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\"}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L125
    .line 27
    sget-object v0, Lcom/tidetable/Sessions;->INSTANCE:Lcom/tidetable/Sessions;
    invoke-virtual {v8}, Lcom/tidetable/ToolRequest;->getExtras()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "session_token"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v5}, Lcom/tidetable/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L154
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L154
    .line 28
    const-string v1, "list_tools"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L169
    const-string v0, "[\"find_sailor\",\"boat_crew\",\"drop_sailor\",\"swap_watch\",\"add_sailor\",\"rename_boat\"]"
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L169
    .line 29
    const-string v1, "execute_tool"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L186
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L186
    .line 30
    sget-object v0, Lcom/tidetable/Tools;->INSTANCE:Lcom/tidetable/Tools;
    invoke-virtual {v8}, Lcom/tidetable/ToolRequest;->getExtras()Landroid/os/Bundle;
    move-result-object v2
    invoke-static {v2}, Lcom/tidetable/BundlesKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v8, v2}, Lcom/tidetable/Tools;->parse(Lcom/tidetable/ToolRequest;Ljava/lang/String;)Lcom/tidetable/Tool;
    move-result-object v0
    move-object v9, v0
    .line 31
    sget-object v1, Lcom/tidetable/FindSailor;->INSTANCE:Lcom/tidetable/FindSailor;
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L230
    sget-object v0, Lcom/tidetable/FindSailor;->INSTANCE:Lcom/tidetable/FindSailor;
    invoke-direct {v10}, Lcom/tidetable/CrewProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    invoke-virtual {v0, v1, v8}, Lcom/tidetable/FindSailor;->invoke(Landroid/database/sqlite/SQLiteDatabase;Lcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    move-result-object v0
    goto :L359
    :L230
    .line 32
    instance-of v0, v9, Lcom/tidetable/BoatCrew;
    if-eqz v0, :L253
    check-cast v9, Lcom/tidetable/BoatCrew;
    invoke-direct {v10}, Lcom/tidetable/CrewProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    invoke-virtual {v9, v1}, Lcom/tidetable/BoatCrew;->invoke(Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;
    move-result-object v0
    goto :L359
    :L253
    .line 33
    sget-object v1, Lcom/tidetable/DropSailor;->INSTANCE:Lcom/tidetable/DropSailor;
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L283
    sget-object v0, Lcom/tidetable/DropSailor;->INSTANCE:Lcom/tidetable/DropSailor;
    invoke-direct {v10}, Lcom/tidetable/CrewProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    invoke-virtual {v0, v6, v2, v8, v5}, Lcom/tidetable/DropSailor;->invoke(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Lcom/tidetable/ToolRequest;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L359
    :L283
    .line 34
    instance-of v0, v9, Lcom/tidetable/SwapWatch;
    if-eqz v0, :L312
    check-cast v9, Lcom/tidetable/SwapWatch;
    invoke-direct {v10}, Lcom/tidetable/CrewProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    invoke-virtual {v9, v6, v2, v8, v5}, Lcom/tidetable/SwapWatch;->invoke(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Lcom/tidetable/ToolRequest;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L359
    :L312
    .line 35
    sget-object v1, Lcom/tidetable/AddSailor;->INSTANCE:Lcom/tidetable/AddSailor;
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L332
    invoke-direct {v10, v8}, Lcom/tidetable/CrewProvider;->addSailor(Lcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    move-result-object v0
    goto :L359
    :L332
    .line 36
    sget-object v1, Lcom/tidetable/RenameBoat;->INSTANCE:Lcom/tidetable/RenameBoat;
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L352
    invoke-direct {v10, v8}, Lcom/tidetable/CrewProvider;->renameBoat(Lcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    move-result-object v0
    goto :L359
    :L352
    .line 37
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L359
    .line 30
    return-object v0
.end method

.method private final addSailor(Lcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    .registers 19
    .line 42
    move-object/from16 v7, v17
    :t_2
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v7, Lcom/tidetable/CrewProvider;
    move-object v8, v7
    const/4 v0, 0x0
    move v9, v0
    .line 43
    invoke-direct {v8}, Lcom/tidetable/CrewProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "rota"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v10, v3
    move-object v11, v10
    .line 74
    move-object v12, v2
    move-object v13, v1
    move-object v14, v0
    const/4 v0, 0x0
    move v15, v0
    .line 43
    const-string v1, "sailor"
    invoke-virtual/range {v18 .. v18}, Lcom/tidetable/ToolRequest;->getSailor()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object/16 v16, v0
    .line 43
    .line 43
    invoke-virtual {v14, v13, v12, v10}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    .line 42
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v8, v0
    :t_83
    goto :L102
    :L86
    move-exception v0
    move-object v9, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v8, v0
    :L102
    .line 42
    move-object v6, v8
    .line 45
    invoke-static {v6}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L138
    .line 46
    const-string v0, "INTERNAL"
    invoke-static {v6}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v1
    if-eqz v1, :L130
    invoke-virtual {v1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    if-nez v1, :L134
    :L130
    const-string v1, "insert failed"
    :L134
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L138
    .line 48
    invoke-static {v6}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L149
    const/4 v0, 0x0
    goto :L150
    :L149
    move-object v0, v6
    :L150
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"row\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 48
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_2 .. :t_83} :L86
.end method

.method private final renameBoat(Lcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    .registers 21
    .line 52
    move-object/from16 v10, v19
    :t_2
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v10, Lcom/tidetable/CrewProvider;
    move-object v11, v10
    const/4 v0, 0x0
    move v12, v0
    .line 53
    invoke-direct {v11}, Lcom/tidetable/CrewProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "boats"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v13, v2
    move-object v14, v13
    .line 74
    move-object v15, v1
    move-object/16 v16, v0
    const/4 v0, 0x0
    move/16 v17, v0
    .line 53
    const-string v1, "name"
    invoke-virtual/range {v20 .. v20}, Lcom/tidetable/ToolRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "name"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object/16 v18, v0
    .line 53
    .line 53
    const-string v3, "name = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v13
    move-object v13, v4
    const/4 v5, 0x0
    invoke-virtual/range {v20 .. v20}, Lcom/tidetable/ToolRequest;->getBoat()Ljava/lang/String;
    move-result-object v6
    aput-object v6, v13, v5
    move-object/from16 v0, v16
    move-object v1, v15
    move-object v4, v13
    invoke-virtual/range {v0 .. v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    .line 52
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v11, v0
    :t_103
    goto :L122
    :L106
    move-exception v0
    move-object v12, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v12}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v11, v0
    :L122
    .line 52
    move-object v9, v11
    .line 55
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    move-object v10, v0
    if-eqz v10, :L162
    move-object v12, v10
    const/4 v0, 0x0
    move v13, v0
    .line 56
    const-string v0, "TideTable"
    const-string v1, "rename failed"
    invoke-static {v0, v1, v12}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 57
    const-string v0, "INTERNAL"
    const-string v1, "could not rename the boat"
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L162
    .line 59
    move-object v10, v9
    const/4 v0, 0x0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    move-object v11, v0
    invoke-static {v10}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L182
    move-object v0, v11
    goto :L183
    :L182
    move-object v0, v10
    :L183
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "{\"renamed\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v8, "}"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 59
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_2 .. :t_103} :L106
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 62
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 63
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 64
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 65
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    const/4 v0, 0x0
    return v0
.end method

.method public static final db_delegate$lambda$0(Lcom/tidetable/CrewProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 5
    .line 15
    new-instance v0, Ljava/io/File;
    invoke-virtual {v4}, Lcom/tidetable/CrewProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "rota.db"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getCLUB_APPS$cp()Ljava/util/Set;
    .registers 1
    .line 13
    sget-object v0, Lcom/tidetable/CrewProvider;->CLUB_APPS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/tidetable/CrewProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/tidetable/CrewProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/tidetable/CrewProvider;->Companion:Lcom/tidetable/CrewProvider$Companion;
    .line 69
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.tidetable"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.tidetable.skipper"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/tidetable/CrewProvider;->CLUB_APPS:Ljava/util/Set;
    return-void
.end method


.class public final Lcom/waterwheel/rota/RotaLedger;
.super Ljava/lang/Object;
.source "RotaLedger.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRotaLedger.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RotaLedger.kt\ncom/waterwheel/rota/RotaLedger\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,45:1\n1#2:46\n*E\n"
.end annotation

.field private final db:Lcom/waterwheel/data/GardenDb;
.field private final recent:Ljava/util/Map;

.method public constructor <init>(Lcom/waterwheel/data/GardenDb;)V
    .registers 3
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/waterwheel/rota/RotaLedger;->db:Lcom/waterwheel/data/GardenDb;
    .line 12
    new-instance v0, Ljava/util/LinkedHashMap;
    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V
    check-cast v0, Ljava/util/Map;
    .line 12
    iput-object v0, v1, Lcom/waterwheel/rota/RotaLedger;->recent:Ljava/util/Map;
    .line 11
    return-void
.end method

.method public execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 19
    const-string v1, "request"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "mutation"
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    move-object/from16 v5, v16
    monitor-enter v5
    :t_16
    nop
    const/4 v0, 0x0
    move v6, v0
    .line 16
    invoke-virtual/range {v17 .. v17}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v0
    invoke-virtual/range {v17 .. v17}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, ":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 17
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/waterwheel/rota/RotaLedger;->recent:Ljava/util/Map;
    invoke-interface {v0, v7}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    if-eqz v0, :L67
    move-object v8, v0
    .line 46
    const/4 v0, 0x0
    move v9, v0
    .line 17
    .line 15
    move-object v15, v8
    :t_62
    monitor-exit v5
    return-object v15
    :t_67
    :L67
    .line 18
    invoke-direct/range {v16 .. v17}, Lcom/waterwheel/rota/RotaLedger;->lookup(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    if-eqz v0, :L117
    move-object v8, v0
    .line 46
    const/4 v0, 0x0
    move v9, v0
    .line 18
    move-object v10, v8
    move-object v11, v10
    .line 46
    const/4 v0, 0x0
    move v12, v0
    .line 18
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/waterwheel/rota/RotaLedger;->recent:Ljava/util/Map;
    invoke-interface {v0, v7, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 18
    nop
    .line 18
    .line 15
    move-object v14, v10
    :t_112
    monitor-exit v5
    return-object v14
    :t_117
    :L117
    .line 19
    invoke-interface/range {v18 .. v18}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-object v13, v0
    .line 20
    instance-of v0, v13, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;
    if-eqz v0, :L164
    .line 21
    check-cast v13, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;->getValue()Lorg/json/JSONObject;
    move-result-object v2
    move-object/from16 v0, v16
    move-object/from16 v1, v17
    invoke-direct/range {v0 .. v2}, Lcom/waterwheel/rota/RotaLedger;->record(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)V
    .line 22
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/waterwheel/rota/RotaLedger;->recent:Ljava/util/Map;
    invoke-interface {v0, v7, v13}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :L164
    .line 24
    .line 15
    move-object v6, v13
    :t_168
    monitor-exit v5
    move-object v0, v6
    goto :L182
    :L175
    move-exception v0
    move-object v7, v0
    monitor-exit v5
    throw v7
    :L182
    .line 25
    return-object v0
    .catchall {:t_16 .. :t_62} :L175
    .catchall {:t_67 .. :t_112} :L175
    .catchall {:t_117 .. :t_168} :L175
.end method

.method private final lookup(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 12
    .line 28
    iget-object v0, v10, Lcom/waterwheel/rota/RotaLedger;->db:Lcom/waterwheel/data/GardenDb;
    invoke-virtual {v0}, Lcom/waterwheel/data/GardenDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 29
    const-string v1, "SELECT outcome FROM ledger WHERE caller = ? AND request_id = ?"
    .line 30
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    move-object v6, v2
    const/4 v3, 0x0
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v4
    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v6, v3
    const/4 v3, 0x1
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v4
    aput-object v4, v6, v3
    .line 28
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v6, v0
    .line 31
    const/4 v0, 0x0
    move-object v7, v0
    :t_42
    nop
    check-cast v6, Landroid/database/Cursor;
    move-object v8, v6
    .line 46
    const/4 v0, 0x0
    move v9, v0
    .line 31
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L73
    const/4 v1, 0x0
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L74
    :L73
    const/4 v0, 0x0
    :L74
    .line 31
    move-object v8, v0
    :t_76
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v8
    goto :L107
    :t_87
    :L87
    move-exception v0
    move-object v9, v0
    move-object v7, v9
    throw v9
    :t_96
    :L96
    move-exception v0
    move-object v9, v0
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
    :L107
    .line 28
    move-object v5, v0
    .line 32
    move-object v0, v5
    if-eqz v5, :L136
    move-object v7, v0
    .line 46
    const/4 v0, 0x0
    move v8, v0
    .line 32
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1, v7}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    .line 32
    goto :L138
    :L136
    .line 32
    const/4 v0, 0x0
    :L138
    return-object v0
    .catch Ljava/lang/Throwable; {:t_42 .. :t_76} :L87
    .catchall {:t_42 .. :t_76} :L96
    .catchall {:t_87 .. :t_96} :L96
.end method

.method private final record(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)V
    .registers 10
    .line 36
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v0
    move-object v5, v4
    const/4 v0, 0x0
    move v6, v0
    .line 37
    const-string v1, "caller"
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 38
    const-string v1, "request_id"
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    const-string v1, "tool"
    invoke-virtual {v8}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 40
    const-string v1, "outcome"
    invoke-virtual {v9}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    nop
    .line 36
    .line 36
    move-object v3, v4
    .line 42
    iget-object v0, v7, Lcom/waterwheel/rota/RotaLedger;->db:Lcom/waterwheel/data/GardenDb;
    invoke-virtual {v0}, Lcom/waterwheel/data/GardenDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "ledger"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 43
    return-void
.end method


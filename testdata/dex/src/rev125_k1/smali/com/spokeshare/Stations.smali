.class public final Lcom/spokeshare/Stations;
.super Ljava/lang/Object;
.source "Stations.kt"

# instance fields
.field private final db:Lcom/spokeshare/SpokeDb;


# direct methods
.method public constructor <init>(Lcom/spokeshare/SpokeDb;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/spokeshare/Stations;->db:Lcom/spokeshare/SpokeDb;
    return-void
.end method


# virtual methods
.method public final hold-0E7RQCE(Ljava/lang/String;IJ)Ljava/lang/Object;
    .registers 17
    const-string v1, "bike"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    move-object v7, p0
:L9
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v7
    check-cast v0, Lcom/spokeshare/Stations;
    move-object v8, v0
    const/4 v9, 0x0
    .line 41
    iget-object v0, v8, Lcom/spokeshare/Stations;->db:Lcom/spokeshare/SpokeDb;
    invoke-virtual {v0}, Lcom/spokeshare/SpokeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v10
    .line 42
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V
:L39
    .line 44
    const/4 v3, 0x1
    new-array v11, v3, [Ljava/lang/String;
    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    const/4 v4, 0x0
    aput-object v5, v11, v4
    const-string v1, "holds"
    const-string v2, "rider = ?"
    invoke-virtual {v10, v1, v2, v11}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 45
    new-instance v11, Landroid/content/ContentValues;
    invoke-direct {v11}, Landroid/content/ContentValues;-><init>()V
    .line 46
    const-string v1, "bike"
    invoke-virtual {v11, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "rider"
    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 48
    move-wide v2, p3
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "until"
    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 49
    const-string v1, "holds"
    const/4 v2, 0x0
    invoke-virtual {v10, v1, v2, v11}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 50
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
:L121
    .line 52
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    .line 53
    goto :L139
:L129
    .line 52
    move-exception v11
:L131
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    throw v11
:L139
    .line 54
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-wide v3, p3
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "hold_id"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "until"
    move-wide v2, p3
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v0
    .line 40
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
:L169
    goto :L188
:L172
    move-exception v9
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
:L188
    .line 55
    return-object v8
    .catchall {:L39 .. :L121} :L129
    .catch Ljava/lang/Throwable; {:L9 .. :L169} :L172
.end method

.method public final rides-IoAF18A(Ljava/lang/String;)Ljava/lang/Object;
    .registers 21
    move-object/from16 v0, p1
    const-string v1, "account"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    move-object/from16 v9, p0
:L8
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v9
    check-cast v0, Lcom/spokeshare/Stations;
    move-object v10, v0
    const/4 v11, 0x0
    .line 31
    iget-object v0, v10, Lcom/spokeshare/Stations;->db:Lcom/spokeshare/SpokeDb;
    invoke-virtual {v0}, Lcom/spokeshare/SpokeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 33
    const/4 v2, 0x1
    new-array v12, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v12, v3
    .line 31
    const-string v1, "SELECT id, bike, started, cost_cents FROM rides WHERE account = ? ORDER BY started DESC LIMIT 50"
    invoke-virtual {v0, v1, v12}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v12
    check-cast v12, Ljava/io/Closeable;
    .line 34
    const/4 v13, 0x0
:L54
    move-object v0, v12
    check-cast v0, Landroid/database/Cursor;
    move-object v14, v0
    const/4 v15, 0x0
    .line 35
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v16
    move-object/from16 v17, v16
    .line 95
    const/16 v18, 0x0
:L77
    .line 35
    invoke-interface {v14}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L149
    new-instance v1, Lcom/spokeshare/Ride;
    const/4 v4, 0x0
    invoke-interface {v14, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v5, 0x1
    invoke-interface {v14, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    const-string v6, "getString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v6, 0x2
    invoke-interface {v14, v6}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v5
    const/4 v8, 0x3
    invoke-interface {v14, v8}, Landroid/database/Cursor;->getInt(I)I
    move-result v7
    move-object v2, v3
    move-object v3, v4
    move-wide v4, v5
    move v6, v7
    invoke-direct/range {v1 .. v6}, Lcom/spokeshare/Ride;-><init>(Ljava/lang/String;Ljava/lang/String;JI)V
    move-object/from16 v0, v17
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L77
:L149
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v14
:L157
    .line 34
    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v14
    goto :L190
:L169
    move-exception v15
    move-object v13, v15
    throw v15
:L178
    move-exception v15
:L180
    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v15
:L190
    .line 30
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v10
:L195
    goto :L213
:L198
    move-exception v11
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v11}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v10
:L213
    .line 37
    return-object v10
    .catch Ljava/lang/Throwable; {:L54 .. :L157} :L169
    .catchall {:L54 .. :L157} :L178
    .catchall {:L169 .. :L178} :L178
    .catch Ljava/lang/Throwable; {:L8 .. :L195} :L198
.end method

.method public final search-IoAF18A(Ljava/lang/String;)Ljava/lang/Object;
    .registers 20
    move-object/from16 v0, p1
    const-string v1, "text"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    move-object/from16 v7, p0
:L8
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v7
    check-cast v0, Lcom/spokeshare/Stations;
    move-object v8, v0
    const/4 v9, 0x0
    .line 23
    move-object/from16 v0, p1
    move-object/from16 v1, p1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT id, name, free_bikes FROM stations WHERE name LIKE '%"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "%' OR street LIKE '%"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "%' ORDER BY free_bikes DESC LIMIT 20"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v10
    .line 25
    iget-object v0, v8, Lcom/spokeshare/Stations;->db:Lcom/spokeshare/SpokeDb;
    invoke-virtual {v0}, Lcom/spokeshare/SpokeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x0
    invoke-virtual {v0, v10, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v11
    check-cast v11, Ljava/io/Closeable;
    const/4 v12, 0x0
:L51
    move-object v0, v11
    check-cast v0, Landroid/database/Cursor;
    move-object v13, v0
    const/4 v14, 0x0
    .line 26
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v15
    move-object/from16 v16, v15
    .line 95
    const/16 v17, 0x0
:L74
    .line 26
    invoke-interface {v13}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L138
    new-instance v1, Lcom/spokeshare/Station;
    const/4 v4, 0x0
    invoke-interface {v13, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v5, 0x1
    invoke-interface {v13, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    const-string v6, "getString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v6, 0x2
    invoke-interface {v13, v6}, Landroid/database/Cursor;->getInt(I)I
    move-result v5
    invoke-direct {v1, v3, v4, v5}, Lcom/spokeshare/Station;-><init>(Ljava/lang/String;Ljava/lang/String;I)V
    move-object/from16 v0, v16
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L74
:L138
    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v13
:L146
    .line 25
    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v13
    goto :L179
:L158
    move-exception v14
    move-object v12, v14
    throw v14
:L167
    move-exception v14
:L169
    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v14
:L179
    .line 22
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
:L184
    goto :L202
:L187
    move-exception v9
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
:L202
    .line 28
    return-object v8
    .catch Ljava/lang/Throwable; {:L51 .. :L146} :L158
    .catchall {:L51 .. :L146} :L167
    .catchall {:L158 .. :L167} :L167
    .catch Ljava/lang/Throwable; {:L8 .. :L184} :L187
.end method

.method public final share-0E7RQCE(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;
    .registers 12
    const-string v1, "ride"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "withApp"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "by"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 83
    move-object v3, p0
:L24
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v3
    check-cast v0, Lcom/spokeshare/Stations;
    move-object v4, v0
    const/4 v5, 0x0
    .line 84
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v6, v0
    .line 85
    new-instance v7, Landroid/content/ContentValues;
    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V
    .line 86
    const-string v1, "id"
    invoke-virtual {v7, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 87
    const-string v1, "ride"
    invoke-virtual {v7, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 88
    const-string v1, "with_app"
    invoke-virtual {v7, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 89
    const-string v1, "shared_by"
    invoke-virtual {v7, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 90
    iget-object v0, v4, Lcom/spokeshare/Stations;->db:Lcom/spokeshare/SpokeDb;
    invoke-virtual {v0}, Lcom/spokeshare/SpokeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "shares"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 91
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "share_id"
    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 83
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
:L138
    goto :L157
:L141
    move-exception v5
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v5}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
:L157
    .line 92
    return-object v4
    .catch Ljava/lang/Throwable; {:L24 .. :L138} :L141
.end method

.method public final unlock-0E7RQCE(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/Object;
    .registers 19
    move-object/from16 v0, p1
    const-string v1, "bike"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p2
    const-string v1, "account"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    move-object v6, p0
:L15
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v6
    check-cast v0, Lcom/spokeshare/Stations;
    move-object v7, v0
    const/4 v8, 0x0
    .line 58
    iget-object v0, v7, Lcom/spokeshare/Stations;->db:Lcom/spokeshare/SpokeDb;
    invoke-virtual {v0}, Lcom/spokeshare/SpokeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v9
    .line 59
    const/4 v2, 0x1
    new-array v10, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v10, v3
    const-string v1, "SELECT rider FROM holds WHERE bike = ?"
    invoke-virtual {v9, v1, v10}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v10
    check-cast v10, Ljava/io/Closeable;
    const/4 v11, 0x0
:L68
    move-object v0, v10
    check-cast v0, Landroid/database/Cursor;
    move-object v12, v0
    const/4 v13, 0x0
    .line 60
    invoke-interface {v12}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L103
    const/4 v1, 0x0
    invoke-interface {v12, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    goto :L104
:L103
    const/4 v0, 0x0
:L104
    .line 59
    move-object v12, v0
:L106
    invoke-static {v10, v11}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v12
    goto :L139
:L118
    move-exception v13
    move-object v11, v13
    throw v13
:L127
    move-exception v13
:L129
    invoke-static {v10, v11}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v13
:L139
    move-object v14, v0
    .line 62
    if-eqz v14, :L159
    move/from16 v10, p3
    invoke-virtual {v14}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-ne v0, v10, :L163
:L159
    const/4 v0, 0x1
    goto :L164
:L163
    const/4 v0, 0x0
:L164
    if-nez v0, :L191
    .line 95
    const/4 v11, 0x0
    .line 62
    move-object/from16 v0, p1
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "bike "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, " is held for another rider"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v11
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v11}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L191
    .line 63
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v10, v0
    .line 64
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V
:L211
    .line 66
    new-instance v11, Landroid/content/ContentValues;
    invoke-direct {v11}, Landroid/content/ContentValues;-><init>()V
    .line 67
    const/4 v2, 0x0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "locked"
    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 68
    const/4 v4, 0x1
    new-array v12, v4, [Ljava/lang/String;
    const/4 v5, 0x0
    aput-object p1, v12, v5
    const-string v1, "bikes"
    const-string v3, "id = ?"
    invoke-virtual {v9, v1, v11, v3, v12}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 69
    const/4 v3, 0x1
    new-array v12, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object p1, v12, v4
    const-string v1, "holds"
    const-string v2, "bike = ?"
    invoke-virtual {v9, v1, v2, v12}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 70
    new-instance v12, Landroid/content/ContentValues;
    invoke-direct {v12}, Landroid/content/ContentValues;-><init>()V
    .line 71
    const-string v1, "id"
    invoke-virtual {v12, v1, v10}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 72
    const-string v1, "account"
    move-object/from16 v2, p2
    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 73
    const-string v1, "bike"
    move-object/from16 v2, p1
    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 74
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "started"
    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 75
    const-string v1, "rides"
    const/4 v2, 0x0
    invoke-virtual {v9, v1, v2, v12}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 76
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
:L350
    .line 78
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    .line 79
    goto :L368
:L358
    .line 78
    move-exception v11
:L360
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    throw v11
:L368
    .line 80
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "ride_id"
    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 57
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
:L388
    goto :L407
:L391
    move-exception v8
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
:L407
    .line 81
    return-object v7
    .catch Ljava/lang/Throwable; {:L68 .. :L106} :L118
    .catchall {:L68 .. :L106} :L127
    .catchall {:L118 .. :L127} :L127
    .catchall {:L211 .. :L350} :L358
    .catch Ljava/lang/Throwable; {:L15 .. :L388} :L391
.end method

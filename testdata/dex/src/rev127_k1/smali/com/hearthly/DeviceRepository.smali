.class public final Lcom/hearthly/DeviceRepository;
.super Ljava/lang/Object;
.source "Devices.kt"

# instance fields
.field private final ctx:Landroid/content/Context;
.field private final db:Lcom/hearthly/HomeDb;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/hearthly/HomeDb;)V
    .registers 4
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "db"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthly/DeviceRepository;->ctx:Landroid/content/Context;
    iput-object p2, p0, Lcom/hearthly/DeviceRepository;->db:Lcom/hearthly/HomeDb;
    return-void
.end method


# virtual methods
.method public final all()Ljava/util/List;
    .registers 17
    .line 20
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/DeviceRepository;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT id, name, room, state FROM devices ORDER BY room, name"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
    check-cast v9, Ljava/io/Closeable;
    const/4 v10, 0x0
:L19
    move-object v0, v9
    check-cast v0, Landroid/database/Cursor;
    move-object v11, v0
    const/4 v12, 0x0
    .line 21
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v13
    move-object v14, v13
    .line 71
    const/4 v15, 0x0
:L40
    .line 21
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L119
    new-instance v1, Lcom/hearthly/Device;
    const/4 v4, 0x0
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v5, 0x1
    invoke-interface {v11, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    const-string v6, "getString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v6, 0x2
    invoke-interface {v11, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v5
    const-string v7, "getString(...)"
    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v7, 0x3
    invoke-interface {v11, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v6
    const-string v8, "getString(...)"
    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v3, v4, v5, v6}, Lcom/hearthly/Device;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-interface {v14, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L40
:L119
    invoke-static {v13}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v11
:L126
    .line 20
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v11
    goto :L153
:L135
    move-exception v12
    move-object v10, v12
    throw v12
:L143
    move-exception v12
:L145
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v12
:L153
    .line 22
    return-object v0
    .catch Ljava/lang/Throwable; {:L19 .. :L126} :L135
    .catchall {:L19 .. :L126} :L143
    .catchall {:L135 .. :L143} :L143
.end method

.method public final applyScene(Ljava/lang/String;I)I
    .registers 29
    move-object/from16 v0, p1
    const-string v1, "scene"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/DeviceRepository;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v6
    .line 32
    const/4 v2, 0x1
    new-array v8, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v8, v3
    const-string v1, "SELECT device, state FROM scenes WHERE scene = ?"
    invoke-virtual {v6, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    check-cast v8, Ljava/io/Closeable;
    const/4 v9, 0x0
:L41
    move-object v0, v8
    check-cast v0, Landroid/database/Cursor;
    move-object v10, v0
    const/4 v11, 0x0
    .line 33
    invoke-static {}, Lkotlin/collections/MapsKt;->createMapBuilder()Ljava/util/Map;
    move-result-object v12
    move-object v13, v12
    .line 71
    const/4 v14, 0x0
:L64
    .line 33
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L101
    const/4 v2, 0x0
    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    const/4 v3, 0x1
    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    invoke-interface {v13, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :L64
:L101
    invoke-static {v12}, Lkotlin/collections/MapsKt;->build(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v10
:L109
    .line 32
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v10
    goto :L142
:L121
    move-exception v11
    move-object v9, v11
    throw v11
:L130
    move-exception v11
:L132
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v11
:L142
    move-object v7, v0
    .line 35
    invoke-interface {v7}, Ljava/util/Map;->isEmpty()Z
    move-result v0
    if-nez v0, :L158
    const/4 v0, 0x1
    goto :L159
:L158
    const/4 v0, 0x0
:L159
    if-nez v0, :L186
    .line 71
    const/4 v9, 0x0
    .line 35
    move-object/from16 v0, p1
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "scene "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, " has no devices"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v9
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v9}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L186
    .line 36
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V
:L190
    .line 38
    move-object v8, v7
    const/4 v9, 0x0
    .line 72
    invoke-interface {v8}, Ljava/util/Map;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v10
:L212
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L333
    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v11
    check-cast v11, Ljava/util/Map$Entry;
    move-object v12, v11
    const/4 v13, 0x0
    invoke-interface {v12}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v14
    check-cast v14, Ljava/lang/String;
    invoke-interface {v12}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v15
    check-cast v15, Ljava/lang/String;
    .line 39
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object/from16 v16, v2
    move-object/from16 v17, v16
    .line 71
    const-string v18, "devices"
    move-object/from16 v19, v6
    const/16 v20, 0x0
    .line 39
    move-object/from16 v0, v17
    const-string v1, "state"
    invoke-virtual {v0, v1, v15}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v21, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object/from16 v2, v16
    move-object/from16 v16, v4
    const/4 v5, 0x0
    aput-object v14, v16, v5
    move-object/from16 v0, v19
    move-object/from16 v1, v18
    const-string v3, "id = ?"
    move-object/from16 v4, v16
    invoke-virtual {v0, v1, v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 72
    goto :L212
:L333
    .line 41
    new-instance v8, Landroid/content/ContentValues;
    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V
    move-object v9, v8
    .line 71
    const/16 v24, 0x0
    const-string v23, "audit"
    move-object/from16 v22, v6
    const/4 v10, 0x0
    .line 41
    move/from16 v2, p2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "uid"
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    const-string v1, "tool"
    const-string v2, "set_scene"
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "ok"
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "at"
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    sget-object v25, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object/from16 v0, v22
    move-object/from16 v1, v23
    move-object/from16 v2, v24
    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 42
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
:L425
    .line 44
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    .line 45
    goto :L441
:L432
    .line 44
    move-exception v8
:L434
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    throw v8
:L441
    .line 46
    invoke-interface {v7}, Ljava/util/Map;->size()I
    move-result v0
    return v0
    .catch Ljava/lang/Throwable; {:L41 .. :L109} :L121
    .catchall {:L41 .. :L109} :L130
    .catchall {:L121 .. :L130} :L130
    .catchall {:L190 .. :L425} :L432
.end method

.method public final door(Ljava/lang/String;)Lcom/hearthly/Door;
    .registers 15
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    iget-object v0, p0, Lcom/hearthly/DeviceRepository;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x1
    new-array v6, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v6, v3
    const-string v1, "SELECT id, name, locked FROM doors WHERE id = ?"
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v6
    check-cast v6, Ljava/io/Closeable;
    const/4 v7, 0x0
:L34
    move-object v0, v6
    check-cast v0, Landroid/database/Cursor;
    move-object v8, v0
    const/4 v9, 0x0
    .line 26
    move-object v10, v8
    move-object v11, v10
    .line 71
    const/4 v12, 0x0
    .line 26
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L70
    move-object v0, v10
    goto :L71
:L70
    const/4 v0, 0x0
:L71
    if-eqz v0, :L135
    move-object v11, v0
    .line 71
    const/4 v12, 0x0
    .line 26
    new-instance v0, Lcom/hearthly/Door;
    const/4 v3, 0x0
    invoke-interface {v11, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const-string v4, "getString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v4, 0x1
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v5, 0x2
    invoke-interface {v11, v5}, Landroid/database/Cursor;->getInt(I)I
    move-result v4
    const/4 v5, 0x1
    if-ne v4, v5, :L128
    const/4 v4, 0x1
    goto :L129
:L128
    const/4 v4, 0x0
:L129
    invoke-direct {v0, v2, v3, v4}, Lcom/hearthly/Door;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    goto :L137
:L135
    const/4 v0, 0x0
:L137
    .line 25
    move-object v8, v0
:L139
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v8
    goto :L167
:L149
    move-exception v9
    move-object v7, v9
    throw v9
:L157
    move-exception v9
:L159
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
:L167
    .line 27
    return-object v0
    .catch Ljava/lang/Throwable; {:L34 .. :L139} :L149
    .catchall {:L34 .. :L139} :L157
    .catchall {:L149 .. :L157} :L157
.end method

.method public final notifyChanged()V
    .registers 4
    .line 68
    iget-object v0, p0, Lcom/hearthly/DeviceRepository;->ctx:Landroid/content/Context;
    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v0
    invoke-static {}, Lcom/hearthly/DevicesKt;->getDEVICES_URI()Landroid/net/Uri;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V
    return-void
.end method

.method public final setSchedule(Ljava/lang/String;DDI)V
    .registers 15
    const-string v1, "device"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    new-instance v5, Landroid/content/ContentValues;
    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v5
    const/4 v7, 0x0
    .line 59
    const-string v1, "device"
    invoke-virtual {v6, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 60
    invoke-static {p2, p3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const-string v1, "day_c"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Double;)V
    .line 61
    invoke-static {p4, p5}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;
    move-result-object v2
    const-string v1, "night_c"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Double;)V
    .line 62
    invoke-static {p6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "set_by"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 58
    move-object v4, v5
    .line 64
    iget-object v0, p0, Lcom/hearthly/DeviceRepository;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "schedules"
    const/4 v2, 0x0
    const/4 v3, 0x5
    invoke-virtual {v0, v1, v2, v4, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J
    .line 65
    return-void
.end method

.method public final unlock(Lcom/hearthly/Door;I)V
    .registers 14
    const-string v1, "door"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    new-instance v8, Landroid/content/ContentValues;
    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V
    move-object v9, v8
    const/4 v10, 0x0
    .line 51
    const/4 v2, 0x0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "locked"
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 52
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "changed_by"
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 50
    move-object v7, v8
    .line 54
    iget-object v0, p0, Lcom/hearthly/DeviceRepository;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v4, 0x1
    new-array v8, v4, [Ljava/lang/String;
    invoke-virtual {p1}, Lcom/hearthly/Door;->getId()Ljava/lang/String;
    move-result-object v6
    const/4 v5, 0x0
    aput-object v6, v8, v5
    const-string v1, "doors"
    const-string v3, "id = ? AND locked = 1"
    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    const/4 v1, 0x1
    if-ne v0, v1, :L92
    const/4 v0, 0x1
    goto :L93
:L92
    const/4 v0, 0x0
:L93
    if-nez v0, :L123
    .line 71
    const/4 v9, 0x0
    .line 54
    invoke-virtual {p1}, Lcom/hearthly/Door;->getId()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "door "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, " changed meanwhile"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v9
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v9}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L123
    .line 55
    return-void
.end method

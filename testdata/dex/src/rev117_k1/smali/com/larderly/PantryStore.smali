.class public final Lcom/larderly/PantryStore;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "Stores.kt"

# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    const-string v1, "pantry.db"
    const/4 v2, 0x0
    const/4 v3, 0x3
    invoke-direct {p0, p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Object;I)V
    return-void
.end method


# virtual methods
.method public final add(Ljava/lang/String;II)J
    .registers 15
    const-string v1, "name"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    invoke-virtual {p0}, Lcom/larderly/PantryStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v4, Landroid/content/ContentValues;
    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v4
    const/4 v9, 0x0
    const-string v8, "items"
    move-object v7, v0
    const/4 v6, 0x0
    .line 36
    const-string v1, "name"
    invoke-virtual {v5, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "qty"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 38
    const-string v1, "state"
    const-string v2, "stocked"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "owner"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 40
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 35
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 40
    return-wide v0
.end method

.method public final consume(JII)V
    .registers 11
    .line 43
    invoke-virtual {p0}, Lcom/larderly/PantryStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x3
    new-array v5, v2, [Ljava/lang/Object;
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    const/4 v3, 0x0
    aput-object v4, v5, v3
    invoke-static {p4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    const/4 v3, 0x1
    aput-object v4, v5, v3
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v4
    const/4 v3, 0x2
    aput-object v4, v5, v3
    const-string v1, "UPDATE items SET qty = qty - ?, owner = ? WHERE _id = ?"
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    return-void
.end method

.method public final discard(J)I
    .registers 10
    .line 63
    invoke-virtual {p0}, Lcom/larderly/PantryStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v3, 0x1
    new-array v6, v3, [Ljava/lang/String;
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    const/4 v4, 0x0
    aput-object v5, v6, v4
    const-string v1, "items"
    const-string v2, "_id = ?"
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final items()Lorg/json/JSONArray;
    .registers 14
    .line 26
    new-instance v8, Lorg/json/JSONArray;
    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V
    .line 27
    invoke-virtual {p0}, Lcom/larderly/PantryStore;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x4
    new-array v9, v2, [Ljava/lang/String;
    const-string v4, "_id"
    const/4 v3, 0x0
    aput-object v4, v9, v3
    const-string v4, "name"
    const/4 v3, 0x1
    aput-object v4, v9, v3
    const-string v4, "qty"
    const/4 v3, 0x2
    aput-object v4, v9, v3
    const-string v4, "shelf"
    const/4 v3, 0x3
    aput-object v4, v9, v3
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v9
    move-object v9, v4
    const-string v6, "stocked"
    const/4 v5, 0x0
    aput-object v6, v9, v5
    move-object v4, v9
    const-string v1, "items"
    const-string v3, "state = ?"
    const/4 v5, 0x0
    const/4 v6, 0x0
    const-string v7, "name"
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
    check-cast v9, Ljava/io/Closeable;
    const/4 v10, 0x0
:L66
    move-object v0, v9
    check-cast v0, Landroid/database/Cursor;
    move-object v11, v0
    const/4 v12, 0x0
:L76
    .line 28
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L153
    .line 29
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const/4 v4, 0x0
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v3
    const-string v2, "id"
    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v1
    const/4 v4, 0x1
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v2, "name"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const/4 v4, 0x2
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getInt(I)I
    move-result v3
    const-string v2, "quantity"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v1
    const/4 v4, 0x3
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v2, "shelf"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    goto :L76
:L153
    .line 31
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L159
    .line 27
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L185
:L167
    move-exception v12
    move-object v10, v12
    throw v12
:L175
    move-exception v12
:L177
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v12
:L185
    .line 32
    return-object v8
    .catch Ljava/lang/Throwable; {:L66 .. :L159} :L167
    .catchall {:L66 .. :L159} :L175
    .catchall {:L167 .. :L175} :L175
.end method

.method public final move(JLjava/lang/String;I)I
    .registers 19
    move-object/from16 v0, p3
    const-string v1, "shelf"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    invoke-virtual {p0}, Lcom/larderly/PantryStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v8, Landroid/content/ContentValues;
    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V
    move-object v9, v8
    .line 124
    const-string v12, "items"
    move-object v11, v0
    const/4 v10, 0x0
    .line 49
    const-string v1, "shelf"
    move-object/from16 v2, p3
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    move/from16 v2, p4
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "owner"
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v13, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v8
    move-object v8, v4
    move-wide v6, p1
    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    const/4 v5, 0x0
    aput-object v6, v8, v5
    const-string v3, "_id = ?"
    invoke-virtual {v11, v12, v2, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    const-string v0, "CREATE TABLE items (_id INTEGER PRIMARY KEY, name TEXT, qty INTEGER, shelf TEXT, expires INTEGER, state TEXT, owner INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 16
    const-string v0, "CREATE TABLE flags (name TEXT PRIMARY KEY, value INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 17
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const-string v0, "DROP TABLE IF EXISTS items"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 21
    const-string v0, "DROP TABLE IF EXISTS flags"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 22
    invoke-virtual {p0, p1}, Lcom/larderly/PantryStore;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .line 23
    return-void
.end method

.method public final purgeExpired(J)I
    .registers 10
    .line 61
    invoke-virtual {p0}, Lcom/larderly/PantryStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v3, 0x1
    new-array v6, v3, [Ljava/lang/String;
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    const/4 v4, 0x0
    aput-object v5, v6, v4
    const-string v1, "items"
    const-string v2, "expires < ?"
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final restock(Ljava/util/List;I)I
    .registers 8
    const-string v1, "lines"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v3
:L13
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L52
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Lcom/larderly/Line;
    invoke-virtual {v4}, Lcom/larderly/Line;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v4}, Lcom/larderly/Line;->getQuantity()I
    move-result v2
    invoke-virtual {p0, v1, v2, p2}, Lcom/larderly/PantryStore;->add(Ljava/lang/String;II)J
    goto :L13
:L52
    .line 53
    invoke-interface {p1}, Ljava/util/List;->size()I
    move-result v0
    return v0
.end method

.method public final setExpiry(JJI)I
    .registers 20
    .line 46
    invoke-virtual {p0}, Lcom/larderly/PantryStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v8, Landroid/content/ContentValues;
    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V
    move-object v9, v8
    .line 124
    const-string v12, "items"
    move-object v11, v0
    const/4 v10, 0x0
    .line 46
    move-wide/from16 v2, p3
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "expires"
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    move/from16 v2, p5
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "owner"
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v13, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v8
    move-object v8, v4
    move-wide v6, p1
    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    const/4 v5, 0x0
    aput-object v6, v8, v5
    const-string v3, "_id = ?"
    invoke-virtual {v11, v12, v2, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final stockTakeRunning()Z
    .registers 13
    .line 57
    invoke-virtual {p0}, Lcom/larderly/PantryStore;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x1
    new-array v8, v2, [Ljava/lang/String;
    const-string v4, "value"
    const/4 v3, 0x0
    aput-object v4, v8, v3
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v8
    move-object v8, v4
    const-string v6, "stock_take"
    const/4 v5, 0x0
    aput-object v6, v8, v5
    move-object v4, v8
    const-string v1, "flags"
    const-string v3, "name = ?"
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    check-cast v8, Ljava/io/Closeable;
    const/4 v9, 0x0
:L43
    move-object v0, v8
    check-cast v0, Landroid/database/Cursor;
    move-object v10, v0
    const/4 v11, 0x0
    .line 58
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L75
    const/4 v1, 0x0
    invoke-interface {v10, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    if-eqz v0, :L75
    const/4 v0, 0x1
    goto :L76
:L75
    const/4 v0, 0x0
:L76
    .line 57
    move v10, v0
:L77
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v10
    goto :L104
:L86
    move-exception v11
    move-object v9, v11
    throw v11
:L94
    move-exception v11
:L96
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v11
:L104
    .line 59
    return v0
    .catch Ljava/lang/Throwable; {:L43 .. :L77} :L86
    .catchall {:L43 .. :L77} :L94
    .catchall {:L86 .. :L94} :L94
.end method

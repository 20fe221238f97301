.class public final Lcom/larderly/OrderStore;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "Stores.kt"

# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    const-string v1, "orders.db"
    const/4 v2, 0x0
    const/4 v3, 0x2
    invoke-direct {p0, p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Object;I)V
    return-void
.end method


# virtual methods
.method public final cancel(JI)I
    .registers 18
    .line 108
    invoke-virtual {p0}, Lcom/larderly/OrderStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v8, Landroid/content/ContentValues;
    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V
    move-object v9, v8
    .line 124
    const-string v12, "orders"
    move-object v11, v0
    const/4 v10, 0x0
    .line 108
    const-string v1, "state"
    const-string v2, "cancelled"
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v13, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v8
    move-object v8, v4
    move-wide v6, p1
    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    const/4 v5, 0x0
    aput-object v6, v8, v5
    move/from16 v6, p3
    invoke-static {v6}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    const/4 v5, 0x1
    aput-object v6, v8, v5
    const-string v3, "_id = ? AND uid = ?"
    invoke-virtual {v11, v12, v2, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final delivered(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 12
    .line 117
    if-eqz p1, :L53
    .line 118
    invoke-virtual {p0}, Lcom/larderly/OrderStore;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x2
    new-array v9, v2, [Ljava/lang/String;
    const-string v4, "name"
    const/4 v3, 0x0
    aput-object v4, v9, v3
    const-string v4, "qty"
    const/4 v3, 0x1
    aput-object v4, v9, v3
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v9
    move-object v9, v4
    const/4 v5, 0x0
    aput-object p1, v9, v5
    move-object v4, v9
    const-string v1, "lines"
    const-string v3, "order_id = ?"
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v8
    goto :L90
:L53
    .line 120
    invoke-virtual {p0}, Lcom/larderly/OrderStore;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x2
    new-array v9, v2, [Ljava/lang/String;
    const-string v4, "name"
    const/4 v3, 0x0
    aput-object v4, v9, v3
    const-string v4, "qty"
    const/4 v3, 0x1
    aput-object v4, v9, v3
    move-object v2, v9
    const-string v1, "lines"
    const-string v3, "order_id = (SELECT MAX(_id) FROM orders WHERE state = 'delivered')"
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    .line 119
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v8
:L90
    .line 121
    return-object v0
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    const-string v0, "CREATE TABLE orders (_id INTEGER PRIMARY KEY, basket TEXT, uid INTEGER, state TEXT, total TEXT)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 69
    const-string v0, "CREATE TABLE lines (order_id INTEGER, name TEXT, qty INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 70
    const-string v0, "CREATE TABLE shares (list_id INTEGER, recipient TEXT, uid INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 71
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 74
    const-string v0, "DROP TABLE IF EXISTS orders"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 75
    const-string v0, "DROP TABLE IF EXISTS lines"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 76
    const-string v0, "DROP TABLE IF EXISTS shares"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 77
    invoke-virtual {p0, p1}, Lcom/larderly/OrderStore;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .line 78
    return-void
.end method

.method public final orders(I)Lorg/json/JSONArray;
    .registers 15
    .line 81
    new-instance v8, Lorg/json/JSONArray;
    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V
    .line 82
    invoke-virtual {p0}, Lcom/larderly/OrderStore;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x4
    new-array v9, v2, [Ljava/lang/String;
    const-string v4, "_id"
    const/4 v3, 0x0
    aput-object v4, v9, v3
    const-string v4, "basket"
    const/4 v3, 0x1
    aput-object v4, v9, v3
    const-string v4, "state"
    const/4 v3, 0x2
    aput-object v4, v9, v3
    const-string v4, "total"
    const/4 v3, 0x3
    aput-object v4, v9, v3
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v9
    move-object v9, v4
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    const/4 v5, 0x0
    aput-object v6, v9, v5
    move-object v4, v9
    const-string v1, "orders"
    const-string v3, "uid = ?"
    const/4 v5, 0x0
    const/4 v6, 0x0
    const-string v7, "_id DESC"
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
    check-cast v9, Ljava/io/Closeable;
    const/4 v10, 0x0
:L69
    move-object v0, v9
    check-cast v0, Landroid/database/Cursor;
    move-object v11, v0
    const/4 v12, 0x0
:L79
    .line 83
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L156
    .line 84
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const/4 v4, 0x0
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v3
    const-string v2, "order_id"
    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v1
    const/4 v4, 0x1
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v2, "basket"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const/4 v4, 0x2
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v2, "state"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const/4 v4, 0x3
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v2, "total"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    goto :L79
:L156
    .line 86
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L162
    .line 82
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L191
:L171
    move-exception v12
    move-object v10, v12
    throw v12
:L180
    move-exception v12
:L182
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v12
:L191
    .line 87
    return-object v8
    .catch Ljava/lang/Throwable; {:L69 .. :L162} :L171
    .catchall {:L69 .. :L162} :L180
    .catchall {:L171 .. :L180} :L180
.end method

.method public final place(Ljava/lang/String;I)J
    .registers 14
    const-string v1, "basket"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 95
    invoke-virtual {p0}, Lcom/larderly/OrderStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v4, Landroid/content/ContentValues;
    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v4
    const/4 v9, 0x0
    const-string v8, "orders"
    move-object v7, v0
    const/4 v6, 0x0
    .line 96
    const-string v1, "basket"
    invoke-virtual {v5, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 97
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "uid"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 98
    const-string v1, "state"
    const-string v2, "placed"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 99
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 95
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 99
    return-wide v0
.end method

.method public final repeat(JI)J
    .registers 17
    .line 101
    invoke-virtual {p0}, Lcom/larderly/OrderStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v6, Landroid/content/ContentValues;
    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v6
    const/4 v11, 0x0
    const-string v10, "orders"
    move-object v9, v0
    const/4 v8, 0x0
    .line 102
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "repeat:"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "basket"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 103
    move/from16 v2, p3
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "uid"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 104
    const-string v1, "state"
    const-string v2, "placed"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 105
    sget-object v12, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 101
    invoke-virtual {v9, v10, v11, v6}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 105
    return-wide v0
.end method

.method public final share(JLjava/lang/String;I)J
    .registers 16
    const-string v1, "recipient"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 110
    invoke-virtual {p0}, Lcom/larderly/OrderStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v4, Landroid/content/ContentValues;
    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v4
    const/4 v9, 0x0
    const-string v8, "shares"
    move-object v7, v0
    const/4 v6, 0x0
    .line 111
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "list_id"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 112
    const-string v1, "recipient"
    invoke-virtual {v5, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 113
    invoke-static {p4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "uid"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 114
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 110
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 114
    return-wide v0
.end method

.method public final total(Ljava/lang/String;)Ljava/lang/String;
    .registers 14
    const-string v1, "basket"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    invoke-virtual {p0}, Lcom/larderly/OrderStore;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x1
    new-array v8, v2, [Ljava/lang/String;
    const-string v4, "total"
    const/4 v3, 0x0
    aput-object v4, v8, v3
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v8
    move-object v8, v4
    const/4 v5, 0x0
    aput-object p1, v8, v5
    move-object v4, v8
    const-string v1, "baskets"
    const-string v3, "name = ?"
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    check-cast v8, Ljava/io/Closeable;
    const/4 v9, 0x0
:L47
    move-object v0, v8
    check-cast v0, Landroid/database/Cursor;
    move-object v10, v0
    const/4 v11, 0x0
    .line 92
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L78
    const/4 v1, 0x0
    invoke-interface {v10, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L80
:L78
    const-string v0, "unknown total"
:L80
    .line 91
    move-object v10, v0
:L82
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v10
    goto :L110
:L92
    move-exception v11
    move-object v9, v11
    throw v11
:L100
    move-exception v11
:L102
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v11
:L110
    const-string v2, "use(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 93
    return-object v0
    .catch Ljava/lang/Throwable; {:L47 .. :L82} :L92
    .catchall {:L47 .. :L82} :L100
    .catchall {:L92 .. :L100} :L100
.end method

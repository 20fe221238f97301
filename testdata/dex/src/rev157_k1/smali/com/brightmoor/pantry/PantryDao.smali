.class public final Lcom/brightmoor/pantry/PantryDao;
.super Ljava/lang/Object;
.source "Db.kt"


# instance fields
.field private final db:Lcom/brightmoor/pantry/PantryDb;


# direct methods
.method public constructor <init>(Lcom/brightmoor/pantry/PantryDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightmoor/pantry/PantryDao;->db:Lcom/brightmoor/pantry/PantryDb;

    return-void
.end method


# virtual methods
.method public final addEntry(JLjava/lang/String;I)J
    .registers 9

    const-string v1, "name"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 72
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 73
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "list_id"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 74
    const-string v1, "name"

    invoke-virtual {v3, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    invoke-static {p4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "quantity"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 76
    iget-object v0, p0, Lcom/brightmoor/pantry/PantryDao;->db:Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "list_entries"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    return-wide v0
.end method

.method public final deleteExpired(J)I
    .registers 10

    .line 49
    iget-object v0, p0, Lcom/brightmoor/pantry/PantryDao;->db:Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v6, v3, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v1, "items"

    const-string v2, "expires_at < ?"

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public final itemFlow(J)Lkotlinx/coroutines/flow/Flow;
    .registers 5

    .line 51
    new-instance v0, Lcom/brightmoor/pantry/PantryDao$itemFlow$1;

    const/4 v1, 0x0

    invoke-direct {v0, p0, p1, p2, v1}, Lcom/brightmoor/pantry/PantryDao$itemFlow$1;-><init>(Lcom/brightmoor/pantry/PantryDao;JLkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/jvm/functions/Function2;

    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v0

    return-object v0
.end method

.method public final items(Ljava/lang/String;)Ljava/util/List;
    .registers 18

    .line 32
    if-nez p1, :cond_0

    .line 33
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/brightmoor/pantry/PantryDao;->db:Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/PantryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT id, name, category, quantity, expires_at FROM items"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    goto :goto_0

    .line 35
    :cond_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/brightmoor/pantry/PantryDao;->db:Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/PantryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v11, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v11, v3

    const-string v1, "SELECT id, name, category, quantity, expires_at FROM items WHERE category = ?"

    invoke-virtual {v0, v1, v11}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 32
    :goto_0
    move-object v10, v0

    .line 37
    new-instance v11, Ljava/util/ArrayList;

    invoke-direct {v11}, Ljava/util/ArrayList;-><init>()V

    .line 38
    move-object v0, v10

    check-cast v0, Ljava/io/Closeable;

    move-object v12, v0

    const/4 v13, 0x0

    :try_start_0
    move-object v0, v12

    check-cast v0, Landroid/database/Cursor;

    move-object v14, v0

    .line 101
    const/4 v15, 0x0

    .line 38
    :goto_1
    invoke-interface {v14}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    new-instance v1, Lcom/brightmoor/pantry/ItemEntity;

    const/4 v4, 0x0

    invoke-interface {v14, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const/4 v6, 0x1

    invoke-interface {v14, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x2

    invoke-interface {v14, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    const-string v8, "getString(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v8, 0x3

    invoke-interface {v14, v8}, Landroid/database/Cursor;->getInt(I)I

    move-result v7

    const/4 v9, 0x4

    invoke-interface {v14, v9}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v8

    move-wide v2, v3

    move-object v4, v5

    move-object v5, v6

    move v6, v7

    move-wide v7, v8

    invoke-direct/range {v1 .. v8}, Lcom/brightmoor/pantry/ItemEntity;-><init>(JLjava/lang/String;Ljava/lang/String;IJ)V

    invoke-virtual {v11, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_1

    :cond_1
    sget-object v14, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_2

    :catch_0
    :try_start_1
    move-exception v15

    move-object v13, v15

    throw v15
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v15

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v15

    .line 39
    :goto_2
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    return-object v0
.end method

.method public final listFlow(J)Lkotlinx/coroutines/flow/Flow;
    .registers 5

    .line 69
    new-instance v0, Lcom/brightmoor/pantry/PantryDao$listFlow$1;

    const/4 v1, 0x0

    invoke-direct {v0, p0, p1, p2, v1}, Lcom/brightmoor/pantry/PantryDao$listFlow$1;-><init>(Lcom/brightmoor/pantry/PantryDao;JLkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/jvm/functions/Function2;

    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v0

    return-object v0
.end method

.method public final lists(Ljava/lang/String;)Ljava/util/List;
    .registers 23

    .line 62
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const-string v0, "name = ?"

    :goto_0
    move-object v9, v0

    .line 63
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/brightmoor/pantry/PantryDao;->db:Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/PantryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x4

    new-array v11, v2, [Ljava/lang/String;

    const-string v4, "id"

    const/4 v3, 0x0

    aput-object v4, v11, v3

    const-string v4, "name"

    const/4 v3, 0x1

    aput-object v4, v11, v3

    const-string v4, "items"

    const/4 v3, 0x2

    aput-object v4, v11, v3

    const-string v4, "sync_error"

    const/4 v3, 0x3

    aput-object v4, v11, v3

    move-object v2, v11

    move-object v3, v9

    move-object/from16 v4, p1

    const-string v1, "lists"

    if-eqz p1, :cond_1

    move-object v12, v4

    .line 101
    move-object/from16 v19, v3

    move-object/from16 v18, v2

    move-object/from16 v17, v1

    move-object/from16 v16, v0

    const/4 v13, 0x0

    .line 63
    const/4 v0, 0x1

    new-array v14, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    aput-object v12, v14, v1

    move-object/from16 v20, v14

    move-object/from16 v0, v16

    move-object/from16 v1, v17

    move-object/from16 v2, v18

    move-object/from16 v3, v19

    move-object/from16 v4, v20

    goto :goto_1

    :cond_1
    const/4 v4, 0x0

    :goto_1
    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 64
    new-instance v11, Ljava/util/ArrayList;

    invoke-direct {v11}, Ljava/util/ArrayList;-><init>()V

    .line 65
    move-object v0, v10

    check-cast v0, Ljava/io/Closeable;

    move-object v12, v0

    const/4 v13, 0x0

    :try_start_0
    move-object v0, v12

    check-cast v0, Landroid/database/Cursor;

    move-object v14, v0

    .line 101
    const/4 v15, 0x0

    .line 65
    :goto_2
    invoke-interface {v14}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    new-instance v1, Lcom/brightmoor/pantry/ListEntity;

    const/4 v4, 0x0

    invoke-interface {v14, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const/4 v6, 0x1

    invoke-interface {v14, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x2

    invoke-interface {v14, v7}, Landroid/database/Cursor;->getInt(I)I

    move-result v6

    const/4 v8, 0x3

    invoke-interface {v14, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v7

    move-wide v2, v3

    move-object v4, v5

    move v5, v6

    move-object v6, v7

    invoke-direct/range {v1 .. v6}, Lcom/brightmoor/pantry/ListEntity;-><init>(JLjava/lang/String;ILjava/lang/String;)V

    invoke-virtual {v11, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_2

    :cond_2
    sget-object v14, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_3

    :catch_0
    :try_start_1
    move-exception v15

    move-object v13, v15

    throw v15
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v15

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v15

    .line 66
    :goto_3
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    return-object v0
.end method

.method public final placeOrder(J)J
    .registers 8

    .line 80
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 81
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "list_id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 82
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "placed_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 83
    iget-object v0, p0, Lcom/brightmoor/pantry/PantryDao;->db:Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "orders"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    return-wide v0
.end method

.method public final removeItem(J)I
    .registers 10

    .line 59
    iget-object v0, p0, Lcom/brightmoor/pantry/PantryDao;->db:Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v6, v3, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v1, "items"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public final replay(Ljava/lang/String;)Lcom/brightmoor/pantry/ReplayEntity;
    .registers 13

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 87
    iget-object v0, p0, Lcom/brightmoor/pantry/PantryDao;->db:Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/PantryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v7, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v7, v3

    const-string v1, "SELECT tool, digest, reply FROM replays WHERE key = ?"

    invoke-virtual {v0, v1, v7}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v7

    check-cast v7, Ljava/io/Closeable;

    const/4 v8, 0x0

    :try_start_0
    move-object v0, v7

    check-cast v0, Landroid/database/Cursor;

    move-object v9, v0

    const/4 v10, 0x0

    .line 88
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/brightmoor/pantry/ReplayEntity;

    const/4 v3, 0x0

    invoke-interface {v9, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v4, 0x1

    invoke-interface {v9, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v5, 0x2

    invoke-interface {v9, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const-string v6, "getString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2, v3, v4}, Lcom/brightmoor/pantry/ReplayEntity;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 87
    :goto_0
    move-object v9, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v9

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v10

    move-object v8, v10

    throw v10
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v10

    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v10

    .line 89
    :goto_1
    return-object v0
.end method

.method public final restock(JI)I
    .registers 13

    .line 54
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 55
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "quantity"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 56
    iget-object v0, p0, Lcom/brightmoor/pantry/PantryDao;->db:Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v8, v4, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v8, v5

    const-string v1, "items"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public final saveReplay(Ljava/lang/String;Lcom/brightmoor/pantry/ReplayEntity;)V
    .registers 8

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "entity"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 92
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 93
    const-string v1, "key"

    invoke-virtual {v4, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 94
    invoke-virtual {p2}, Lcom/brightmoor/pantry/ReplayEntity;->getTool()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 95
    invoke-virtual {p2}, Lcom/brightmoor/pantry/ReplayEntity;->getArgsDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "digest"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 96
    invoke-virtual {p2}, Lcom/brightmoor/pantry/ReplayEntity;->getReply()Ljava/lang/String;

    move-result-object v2

    const-string v1, "reply"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 97
    iget-object v0, p0, Lcom/brightmoor/pantry/PantryDao;->db:Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "replays"

    const/4 v2, 0x0

    const/4 v3, 0x4

    invoke-virtual {v0, v1, v2, v4, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    .line 98
    return-void
.end method

.method public final search(Ljava/lang/String;)Ljava/util/List;
    .registers 18

    move-object/from16 v0, p1

    const-string v1, "text"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    move-object/from16 v0, p1

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "SELECT id, name, category, quantity, expires_at FROM items WHERE name LIKE \'%"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, "%\' ORDER BY name"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v10

    .line 44
    new-instance v11, Ljava/util/ArrayList;

    invoke-direct {v11}, Ljava/util/ArrayList;-><init>()V

    .line 45
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/brightmoor/pantry/PantryDao;->db:Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/PantryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x0

    invoke-virtual {v0, v10, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v12

    check-cast v12, Ljava/io/Closeable;

    const/4 v13, 0x0

    :try_start_0
    move-object v0, v12

    check-cast v0, Landroid/database/Cursor;

    move-object v14, v0

    .line 101
    const/4 v15, 0x0

    .line 45
    :goto_0
    invoke-interface {v14}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v1, Lcom/brightmoor/pantry/ItemEntity;

    const/4 v4, 0x0

    invoke-interface {v14, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const/4 v6, 0x1

    invoke-interface {v14, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x2

    invoke-interface {v14, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    const-string v8, "getString(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v8, 0x3

    invoke-interface {v14, v8}, Landroid/database/Cursor;->getInt(I)I

    move-result v7

    const/4 v9, 0x4

    invoke-interface {v14, v9}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v8

    move-wide v2, v3

    move-object v4, v5

    move-object v5, v6

    move v6, v7

    move-wide v7, v8

    invoke-direct/range {v1 .. v8}, Lcom/brightmoor/pantry/ItemEntity;-><init>(JLjava/lang/String;Ljava/lang/String;IJ)V

    invoke-virtual {v11, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0

    :cond_0
    sget-object v14, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v15

    move-object v13, v15

    throw v15
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v15

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v15

    .line 46
    :goto_1
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    return-object v0
.end method

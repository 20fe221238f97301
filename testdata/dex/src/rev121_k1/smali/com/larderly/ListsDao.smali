.class public final Lcom/larderly/ListsDao;
.super Ljava/lang/Object;
.source "Lists.kt"

# instance fields
.field private final helper:Lcom/larderly/LarderDb;


# direct methods
.method public constructor <init>(Lcom/larderly/LarderDb;)V
    .registers 3
    const-string v0, "helper"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/ListsDao;->helper:Lcom/larderly/LarderDb;
    return-void
.end method


# virtual methods
.method public final clear(J)I
    .registers 10
    .line 46
    iget-object v0, p0, Lcom/larderly/ListsDao;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v3, 0x1
    new-array v6, v3, [Ljava/lang/String;
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    const/4 v4, 0x0
    aput-object v5, v6, v4
    const-string v1, "list_entries"
    const-string v2, "list_id = ?"
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final get(J)Lcom/larderly/ShoppingList;
    .registers 15
    .line 24
    iget-object v0, p0, Lcom/larderly/ListsDao;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 27
    const/4 v2, 0x1
    new-array v8, v2, [Ljava/lang/String;
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x0
    aput-object v4, v8, v3
    .line 24
    const-string v1, "SELECT l.id, l.name, (SELECT COUNT(*) FROM list_entries e WHERE e.list_id = l.id), EXISTS (SELECT 1 FROM shares s WHERE s.list_id = l.id) FROM lists l WHERE l.id = ?"
    invoke-virtual {v0, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    check-cast v8, Ljava/io/Closeable;
    .line 28
    const/4 v9, 0x0
:L32
    move-object v0, v8
    check-cast v0, Landroid/database/Cursor;
    move-object v10, v0
    .line 49
    const/4 v11, 0x0
    .line 28
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L108
    new-instance v0, Lcom/larderly/ShoppingList;
    const/4 v3, 0x0
    invoke-interface {v10, v3}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v2
    const/4 v5, 0x1
    invoke-interface {v10, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    const-string v6, "getString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v6, 0x2
    invoke-interface {v10, v6}, Landroid/database/Cursor;->getInt(I)I
    move-result v5
    const/4 v7, 0x3
    invoke-interface {v10, v7}, Landroid/database/Cursor;->getInt(I)I
    move-result v6
    if-eqz v6, :L101
    const/4 v6, 0x1
    goto :L102
:L101
    const/4 v6, 0x0
:L102
    move-wide v1, v2
    move-object v3, v4
    move v4, v5
    move v5, v6
    invoke-direct/range {v0 .. v5}, Lcom/larderly/ShoppingList;-><init>(JLjava/lang/String;IZ)V
    goto :L109
:L108
    const/4 v0, 0x0
:L109
    move-object v10, v0
:L111
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v10
    goto :L142
:L122
    move-exception v11
    move-object v9, v11
    throw v11
:L131
    move-exception v11
:L133
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v11
:L142
    return-object v0
    .catch Ljava/lang/Throwable; {:L32 .. :L111} :L122
    .catchall {:L32 .. :L111} :L131
    .catchall {:L122 .. :L131} :L131
.end method

.method public final lists()Ljava/util/List;
    .registers 17
    .line 16
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larderly/ListsDao;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT l.id, l.name, (SELECT COUNT(*) FROM list_entries e WHERE e.list_id = l.id), EXISTS (SELECT 1 FROM shares s WHERE s.list_id = l.id) FROM lists l ORDER BY l.name"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
    check-cast v9, Ljava/io/Closeable;
    .line 20
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
    .line 49
    const/4 v15, 0x0
:L40
    .line 21
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L109
    new-instance v1, Lcom/larderly/ShoppingList;
    const/4 v4, 0x0
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v3
    const/4 v6, 0x1
    invoke-interface {v11, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v5
    const-string v7, "getString(...)"
    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v7, 0x2
    invoke-interface {v11, v7}, Landroid/database/Cursor;->getInt(I)I
    move-result v6
    const/4 v8, 0x3
    invoke-interface {v11, v8}, Landroid/database/Cursor;->getInt(I)I
    move-result v7
    move-object v0, v14
    if-eqz v7, :L96
    const/4 v7, 0x1
    goto :L97
:L96
    const/4 v7, 0x0
:L97
    move-wide v2, v3
    move-object v4, v5
    move v5, v6
    move v6, v7
    invoke-direct/range {v1 .. v6}, Lcom/larderly/ShoppingList;-><init>(JLjava/lang/String;IZ)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L40
:L109
    invoke-static {v13}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v11
:L116
    .line 20
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v11
    goto :L143
:L125
    move-exception v12
    move-object v10, v12
    throw v12
:L133
    move-exception v12
:L135
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v12
:L143
    .line 22
    return-object v0
    .catch Ljava/lang/Throwable; {:L19 .. :L116} :L125
    .catchall {:L19 .. :L116} :L133
    .catchall {:L125 .. :L133} :L133
.end method

.method public final order(JLjava/lang/String;Ljava/lang/String;)J
    .registers 16
    const-string v1, "storePackage"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "requestedBy"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    iget-object v0, p0, Lcom/larderly/ListsDao;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v4, Landroid/content/ContentValues;
    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v4
    const/4 v9, 0x0
    const-string v8, "orders"
    move-object v7, v0
    const/4 v6, 0x0
    .line 40
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "list_id"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 41
    const-string v1, "store_package"
    invoke-virtual {v5, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    const-string v1, "requested_by"
    invoke-virtual {v5, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "placed_at"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 44
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 39
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 44
    return-wide v0
.end method

.method public final share(JLjava/lang/String;Ljava/lang/String;)J
    .registers 16
    const-string v1, "recipient"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "sharedBy"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    iget-object v0, p0, Lcom/larderly/ListsDao;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v4, Landroid/content/ContentValues;
    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v4
    const/4 v9, 0x0
    const-string v8, "shares"
    move-object v7, v0
    const/4 v6, 0x0
    .line 32
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "list_id"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 33
    const-string v1, "recipient"
    invoke-virtual {v5, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    const-string v1, "shared_by"
    invoke-virtual {v5, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "shared_at"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 36
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 31
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 36
    return-wide v0
.end method

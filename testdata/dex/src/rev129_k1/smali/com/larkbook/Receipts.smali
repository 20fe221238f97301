.class public final Lcom/larkbook/Receipts;
.super Ljava/lang/Object;
.source "Db.kt"

# instance fields
.field private final db:Lcom/larkbook/LarkDb;


# direct methods
.method public constructor <init>(Lcom/larkbook/LarkDb;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/Receipts;->db:Lcom/larkbook/LarkDb;
    return-void
.end method


# virtual methods
.method public final find(ILjava/lang/String;Ljava/lang/String;)Lcom/larkbook/Receipts$Receipt;
    .registers 24
    move-object/from16 v0, p2
    const-string v1, "provider"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p3
    const-string v1, "requestId"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/Receipts;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "getReadableDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    move/from16 v4, p1
    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    const-string v3, "uid"
    invoke-static {v3, v4}, Lcom/larkbook/QueryKt;->eq(Ljava/lang/String;Ljava/lang/String;)Lcom/larkbook/Clause;
    move-result-object v3
    const-string v4, "provider"
    move-object/from16 v5, p2
    invoke-static {v4, v5}, Lcom/larkbook/QueryKt;->eq(Ljava/lang/String;Ljava/lang/String;)Lcom/larkbook/Clause;
    move-result-object v4
    invoke-virtual {v3, v4}, Lcom/larkbook/Clause;->and(Lcom/larkbook/Clause;)Lcom/larkbook/Clause;
    move-result-object v3
    const-string v4, "request_id"
    move-object/from16 v5, p3
    invoke-static {v4, v5}, Lcom/larkbook/QueryKt;->eq(Ljava/lang/String;Ljava/lang/String;)Lcom/larkbook/Clause;
    move-result-object v4
    invoke-virtual {v3, v4}, Lcom/larkbook/Clause;->and(Lcom/larkbook/Clause;)Lcom/larkbook/Clause;
    move-result-object v3
    .line 30
    const-string v1, "receipts"
    const-string v2, "tool, digest, value"
    const-string v4, "request_id"
    invoke-static {v0, v1, v2, v3, v4}, Lcom/larkbook/QueryKt;->select(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Lcom/larkbook/Clause;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    .line 35
    const/4 v9, 0x0
    .line 50
    move-object v0, v8
    check-cast v0, Ljava/io/Closeable;
    move-object v10, v0
    const/4 v11, 0x0
:L77
    move-object v0, v10
    check-cast v0, Landroid/database/Cursor;
    move-object v12, v0
    const/4 v13, 0x0
    .line 51
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v14
    move-object v15, v14
    const/16 v16, 0x0
:L100
    .line 52
    invoke-interface {v8}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L183
    move-object/from16 v17, v8
    move-object/from16 v19, v15
    const/16 v18, 0x0
    .line 35
    new-instance v0, Lcom/larkbook/Receipts$Receipt;
    move-object/from16 v2, v17
    const/4 v3, 0x0
    invoke-interface {v2, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const-string v4, "getString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v3, v17
    const/4 v4, 0x1
    invoke-interface {v3, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v4, Lorg/json/JSONObject;
    move-object/from16 v6, v17
    const/4 v7, 0x2
    invoke-interface {v6, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v6
    invoke-direct {v4, v6}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v2, v3, v4}, Lcom/larkbook/Receipts$Receipt;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    .line 52
    move-object v1, v0
    move-object/from16 v0, v19
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L100
:L183
    .line 51
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v12
:L192
    .line 50
    invoke-static {v10, v11}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v12
    goto :L225
:L204
    move-exception v13
    move-object v11, v13
    throw v13
:L213
    move-exception v13
:L215
    invoke-static {v10, v11}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v13
:L225
    .line 35
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/Receipts$Receipt;
    return-object v0
    .catch Ljava/lang/Throwable; {:L77 .. :L192} :L204
    .catchall {:L77 .. :L192} :L213
    .catchall {:L204 .. :L213} :L213
.end method

.method public final keep(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 15
    const-string v1, "provider"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "requestId"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "digest"
    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {p6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    new-instance v5, Landroid/content/ContentValues;
    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v5
    const/4 v7, 0x0
    .line 39
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "uid"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 40
    const-string v1, "provider"
    invoke-virtual {v6, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    const-string v1, "request_id"
    invoke-virtual {v6, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    const-string v1, "tool"
    invoke-virtual {v6, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    const-string v1, "digest"
    invoke-virtual {v6, v1, p5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    invoke-virtual {p6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "value"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    move-object v4, v5
    .line 46
    iget-object v0, p0, Lcom/larkbook/Receipts;->db:Lcom/larkbook/LarkDb;
    invoke-virtual {v0}, Lcom/larkbook/LarkDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "receipts"
    const/4 v2, 0x0
    const/4 v3, 0x4
    invoke-virtual {v0, v1, v2, v4, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J
    .line 47
    return-void
.end method

.class public final Lcom/hearthly/Receipts;
.super Ljava/lang/Object;
.source "Db.kt"

# instance fields
.field private final db:Lcom/hearthly/HomeDb;


# direct methods
.method public constructor <init>(Lcom/hearthly/HomeDb;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthly/Receipts;->db:Lcom/hearthly/HomeDb;
    return-void
.end method


# virtual methods
.method public final find(ILjava/lang/String;Ljava/lang/String;)Lcom/hearthly/Receipts$Receipt;
    .registers 19
    move-object/from16 v0, p2
    const-string v1, "provider"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p3
    const-string v1, "requestId"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    iget-object v0, p0, Lcom/hearthly/Receipts;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 37
    const/4 v2, 0x3
    new-array v8, v2, [Ljava/lang/String;
    move/from16 v4, p1
    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x0
    aput-object v4, v8, v3
    const/4 v3, 0x1
    aput-object p2, v8, v3
    const/4 v3, 0x2
    aput-object p3, v8, v3
    .line 35
    const-string v1, "SELECT tool, digest, value FROM receipts WHERE uid = ? AND provider = ? AND request_id = ?"
    invoke-virtual {v0, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    check-cast v8, Ljava/io/Closeable;
    .line 38
    const/4 v9, 0x0
:L58
    move-object v0, v8
    check-cast v0, Landroid/database/Cursor;
    move-object v10, v0
    .line 69
    const/4 v11, 0x0
    .line 38
    move-object v12, v10
    move-object v13, v12
    .line 69
    const/4 v14, 0x0
    .line 38
    invoke-interface {v13}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L95
    move-object v0, v12
    goto :L96
:L95
    const/4 v0, 0x0
:L96
    if-eqz v0, :L158
    move-object v13, v0
    .line 69
    const/4 v14, 0x0
    .line 38
    new-instance v0, Lcom/hearthly/Receipts$Receipt;
    const/4 v3, 0x0
    invoke-interface {v13, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const-string v4, "getString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v4, 0x1
    invoke-interface {v13, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v4, Lorg/json/JSONObject;
    const/4 v7, 0x2
    invoke-interface {v13, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v6
    invoke-direct {v4, v6}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v2, v3, v4}, Lcom/hearthly/Receipts$Receipt;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    goto :L160
:L158
    const/4 v0, 0x0
:L160
    move-object v10, v0
:L162
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v10
    goto :L195
:L174
    move-exception v11
    move-object v9, v11
    throw v11
:L183
    move-exception v11
:L185
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v11
:L195
    return-object v0
    .catch Ljava/lang/Throwable; {:L58 .. :L162} :L174
    .catchall {:L58 .. :L162} :L183
    .catchall {:L174 .. :L183} :L183
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
    .line 41
    new-instance v5, Landroid/content/ContentValues;
    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v5
    const/4 v7, 0x0
    .line 42
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "uid"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 43
    const-string v1, "provider"
    invoke-virtual {v6, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    const-string v1, "request_id"
    invoke-virtual {v6, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 45
    const-string v1, "tool"
    invoke-virtual {v6, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 46
    const-string v1, "digest"
    invoke-virtual {v6, v1, p5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    invoke-virtual {p6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "value"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    move-object v4, v5
    .line 49
    iget-object v0, p0, Lcom/hearthly/Receipts;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "receipts"
    const/4 v2, 0x0
    const/4 v3, 0x4
    invoke-virtual {v0, v1, v2, v4, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J
    .line 50
    return-void
.end method

.class public final Lcom/larderly/Receipts;
.super Ljava/lang/Object;
.source "Db.kt"

# instance fields
.field private final helper:Lcom/larderly/LarderDb;


# direct methods
.method public constructor <init>(Lcom/larderly/LarderDb;)V
    .registers 3
    const-string v0, "helper"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/Receipts;->helper:Lcom/larderly/LarderDb;
    return-void
.end method


# virtual methods
.method public final find(ILjava/lang/String;Ljava/lang/String;)Lcom/larderly/Receipt;
    .registers 15
    const-string v1, "provider"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "requestId"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    iget-object v0, p0, Lcom/larderly/Receipts;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 32
    const/4 v2, 0x3
    new-array v7, v2, [Ljava/lang/String;
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x0
    aput-object v4, v7, v3
    const/4 v3, 0x1
    aput-object p2, v7, v3
    const/4 v3, 0x2
    aput-object p3, v7, v3
    .line 30
    const-string v1, "SELECT tool, args_sha256, value FROM receipts WHERE uid = ? AND provider = ? AND request_id = ?"
    invoke-virtual {v0, v1, v7}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v7
    check-cast v7, Ljava/io/Closeable;
    .line 33
    const/4 v8, 0x0
:L58
    move-object v0, v7
    check-cast v0, Landroid/database/Cursor;
    move-object v9, v0
    .line 52
    const/4 v10, 0x0
    .line 33
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L131
    new-instance v0, Lcom/larderly/Receipt;
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
    invoke-direct {v0, v2, v3, v4}, Lcom/larderly/Receipt;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    goto :L132
:L131
    const/4 v0, 0x0
:L132
    move-object v9, v0
:L134
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v9
    goto :L167
:L146
    move-exception v10
    move-object v8, v10
    throw v10
:L155
    move-exception v10
:L157
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v10
:L167
    return-object v0
    .catch Ljava/lang/Throwable; {:L58 .. :L134} :L146
    .catchall {:L58 .. :L134} :L155
    .catchall {:L146 .. :L155} :L155
.end method

.method public final keep(ILjava/lang/String;Lcom/larderly/Request;Ljava/lang/String;)V
    .registers 14
    const-string v1, "provider"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "req"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    new-instance v6, Landroid/content/ContentValues;
    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v6
    const/4 v8, 0x0
    .line 37
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "uid"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 38
    const-string v1, "provider"
    invoke-virtual {v7, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    invoke-virtual {p3}, Lcom/larderly/Request;->getRequestId()Ljava/lang/String;
    move-result-object v2
    const-string v1, "request_id"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 40
    invoke-virtual {p3}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v2
    const-string v1, "tool"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    invoke-virtual {p3}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/larderly/DbKt;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v1, "args_sha256"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    const-string v1, "value"
    invoke-virtual {v7, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "kept_at"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 36
    move-object v5, v6
    .line 45
    iget-object v0, p0, Lcom/larderly/Receipts;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "receipts"
    const/4 v2, 0x0
    const/4 v4, 0x4
    invoke-virtual {v0, v1, v2, v5, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J
    .line 46
    return-void
.end method

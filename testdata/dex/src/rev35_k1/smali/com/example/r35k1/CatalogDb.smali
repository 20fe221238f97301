.class public final Lcom/example/r35k1/CatalogDb;
.super Ljava/lang/Object;
.source "Catalog.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCatalog.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Catalog.kt\ncom/example/r35k1/CatalogDb\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,47:1\n1#2:48\n*E\n"
.end annotation

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 23
    const-string v0, "shelfmark.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string v0, "openOrCreateDatabase(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object p1, p0, Lcom/example/r35k1/CatalogDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 22
    return-void
.end method

.method public final history(I)Ljava/lang/String;
    .registers 5
    .line 31
    iget-object v0, p0, Lcom/example/r35k1/CatalogDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p1
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string p1, "SELECT id, title FROM loans WHERE patron_uid = ?"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    :try_start_0
    move-object v1, v0
    check-cast v1, Landroid/database/Cursor;
    .line 48
    const/4 v2, 0x0
    .line 31
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v1}, Lcom/example/r35k1/CatalogKt;->access$toJson(Landroid/database/Cursor;)Ljava/lang/String;
    move-result-object v1
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 v2, 0x0
    invoke-static {v0, v2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    return-object v1

    :catch_0
    move-exception v1
    :try_start_0b
    throw v1
    :try_end_0b
    .catchall {:try_start_0b .. :try_end_0b} :catchall_0b

    :catchall_0
    move-exception v2
    const/4 v1, 0x0
    goto :goto_close_0

    :catchall_0b
    move-exception v2

    :goto_close_0
    invoke-static {v0, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v2
.end method

.method public final payFine(ILjava/lang/String;)V
    .registers 7
    .line 38
    iget-object v0, p0, Lcom/example/r35k1/CatalogDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const/4 p1, 0x1
    aput-object p2, v1, p1
    const-string p1, "INSERT INTO payments(cents, paid_by) VALUES (?, ?)"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 39
    return-void
.end method

.method public final renew-ImgyuMQ(Ljava/lang/String;Ljava/lang/String;)V
    .registers 7
    const-string v0, "loan"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    iget-object v0, p0, Lcom/example/r35k1/CatalogDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p2, v1, v2
    const/4 p2, 0x1
    aput-object p1, v1, p2
    const-string p1, "UPDATE loans SET due = due + 1209600000, renewed_by = ? WHERE id = ?"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 35
    return-void
.end method

.method public final search(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    const-string v0, "title"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    iget-object v0, p0, Lcom/example/r35k1/CatalogDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const/16 v3, 0x25
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string p1, "SELECT id, title FROM books WHERE title LIKE ? LIMIT 20"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    :try_start_0
    move-object v1, v0
    check-cast v1, Landroid/database/Cursor;
    .line 48
    const/4 v2, 0x0
    .line 26
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v1}, Lcom/example/r35k1/CatalogKt;->access$toJson(Landroid/database/Cursor;)Ljava/lang/String;
    move-result-object v1
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 v2, 0x0
    invoke-static {v0, v2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    return-object v1

    :catch_0
    move-exception v1
    :try_start_0b
    throw v1
    :try_end_0b
    .catchall {:try_start_0b .. :try_end_0b} :catchall_0b

    :catchall_0
    move-exception v2
    const/4 v1, 0x0
    goto :goto_close_0

    :catchall_0b
    move-exception v2

    :goto_close_0
    invoke-static {v0, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v2
.end method

.method public final shelf(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    const-string v0, "sql"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    iget-object v0, p0, Lcom/example/r35k1/CatalogDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x0
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    :try_start_0
    move-object v1, v0
    check-cast v1, Landroid/database/Cursor;
    .line 48
    const/4 v2, 0x0
    .line 28
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v1}, Lcom/example/r35k1/CatalogKt;->access$toJson(Landroid/database/Cursor;)Ljava/lang/String;
    move-result-object v1
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 v2, 0x0
    invoke-static {v0, v2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    return-object v1

    :catch_0
    move-exception v1
    :try_start_0b
    throw v1
    :try_end_0b
    .catchall {:try_start_0b .. :try_end_0b} :catchall_0b

    :catchall_0
    move-exception v2
    const/4 v1, 0x0
    goto :goto_close_0

    :catchall_0b
    move-exception v2

    :goto_close_0
    invoke-static {v0, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v2
.end method

.class public final Lcom/example/r35k2/RecordStore;
.super Ljava/lang/Object;
.source "Store.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nStore.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Store.kt\ncom/example/r35k2/RecordStore\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,60:1\n1#2:61\n*E\n"
.end annotation

.field private final ctx:Landroid/content/Context;

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r35k2/RecordStore;->ctx:Landroid/content/Context;
    .line 12
    const-string v0, "pawprint.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r35k2/RecordStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 11
    return-void
.end method

.method public final archive(Ljava/lang/String;)V
    .registers 7
    const-string v0, "petId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    iget-object v0, p0, Lcom/example/r35k2/RecordStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    .line 61
    const/4 v2, 0x0
    .line 32
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    const-string v4, "archived"
    invoke-virtual {v1, v4, v3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    new-array v2, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v2, v3
    const-string p1, "records"
    const-string v3, "pet_id = ?"
    invoke-virtual {v0, p1, v1, v3, v2}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 33
    return-void
.end method

.method public final certificate(Ljava/lang/String;)[B
    .registers 5
    const-string v0, "petId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v0, Ljava/io/File;
    iget-object v1, p0, Lcom/example/r35k2/RecordStore;->ctx:Landroid/content/Context;
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "certs/"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string p1, ".pdf"
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, v1, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v0}, Lkotlin/io/FilesKt;->readBytes(Ljava/io/File;)[B
    move-result-object p1
    return-object p1
.end method

.method public final labs(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    const-string v0, "petId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    iget-object v0, p0, Lcom/example/r35k2/RecordStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string p1, "SELECT json FROM labs WHERE pet_id = ?"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    :try_start_0
    move-object v0, p1
    check-cast v0, Landroid/database/Cursor;
    .line 61
    const/4 v1, 0x0
    .line 18
    invoke-interface {v0}, Landroid/database/Cursor;->moveToNext()Z
    move-result v1
    if-eqz v1, :cond_default
    invoke-interface {v0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :goto_done
    :cond_default
    const-string v0, "[]"
    :goto_done
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 v1, 0x0
    invoke-static {p1, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    const-string p1, "use(...)"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0

    :catch_0
    move-exception v0
    :try_start_1
    throw v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    :catchall_0
    move-exception v1
    const/4 v0, 0x0
    goto :goto_close

    :catchall_1
    move-exception v1

    :goto_close
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v1
.end method

.method public final record(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    const-string v0, "petId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    iget-object v0, p0, Lcom/example/r35k2/RecordStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string p1, "SELECT json FROM records WHERE pet_id = ?"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    :try_start_0
    move-object v0, p1
    check-cast v0, Landroid/database/Cursor;
    .line 61
    const/4 v1, 0x0
    .line 15
    invoke-interface {v0}, Landroid/database/Cursor;->moveToNext()Z
    move-result v1
    if-eqz v1, :cond_default
    invoke-interface {v0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :goto_done
    :cond_default
    const-string v0, "null"
    :goto_done
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 v1, 0x0
    invoke-static {p1, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    const-string p1, "use(...)"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0

    :catch_0
    move-exception v0
    :try_start_1
    throw v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    :catchall_0
    move-exception v1
    const/4 v0, 0x0
    goto :goto_close

    :catchall_1
    move-exception v1

    :goto_close
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v1
.end method

.method public final refill(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    const-string v0, "petId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "medication"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    iget-object v0, p0, Lcom/example/r35k2/RecordStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    .line 61
    const/4 v2, 0x0
    .line 27
    const-string v2, "pet_id"
    invoke-virtual {v1, v2, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p1, "medication"
    invoke-virtual {v1, p1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p1, "refills"
    const/4 p2, 0x0
    invoke-virtual {v0, p1, p2, v1}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide p1
    .line 28
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"refill_id\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const/16 p1, 0x7d
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final share(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7
    const-string v0, "petId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "clinic"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    iget-object v0, p0, Lcom/example/r35k2/RecordStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    .line 61
    const/4 v2, 0x0
    .line 23
    const-string v2, "pet_id"
    invoke-virtual {v1, v2, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p1, "clinic"
    invoke-virtual {v1, p1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p1, "requested_by"
    invoke-virtual {v1, p1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p1, "shares"
    const/4 p2, 0x0
    invoke-virtual {v0, p1, p2, v1}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 24
    return-void
.end method

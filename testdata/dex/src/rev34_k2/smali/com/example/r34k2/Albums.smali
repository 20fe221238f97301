.class public final Lcom/example/r34k2/Albums;
.super Ljava/lang/Object;
.source "Stores.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nStores.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Stores.kt\ncom/example/r34k2/Albums\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,98:1\n1#2:99\n*E\n"
.end annotation

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private final prefs:Landroid/content/SharedPreferences;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 14
    const-string v0, "albums.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r34k2/Albums;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 15
    const-string v0, "uploads"
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r34k2/Albums;->prefs:Landroid/content/SharedPreferences;
    .line 13
    return-void
.end method

.method public static final recentJson$lambda$1(Ljava/lang/String;)Ljava/lang/CharSequence;
    .registers 3
    const-string v0, "it"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    check-cast p0, Ljava/lang/CharSequence;
    return-object p0
.end method

.method public final delete(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    iget-object v0, p0, Lcom/example/r34k2/Albums;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string v2, "albums"
    const-string v3, "id = ?"
    invoke-virtual {v0, v2, v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 41
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"deleted\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "\"}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final listJson()Ljava/lang/String;
    .registers 8
    .line 17
    iget-object v0, p0, Lcom/example/r34k2/Albums;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "SELECT id, title FROM albums"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    :try_start_b
    move-object v1, v0
    check-cast v1, Landroid/database/Cursor;
    .local v1, "c":Landroid/database/Cursor;
    const/4 v3, 0x0
    .line 18
    .local v3, "$i$a$-use-Albums$listJson$1":I
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    .line 19
    const/16 v5, 0x5b
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    .line 20
    :goto_loop
    invoke-interface {v1}, Landroid/database/Cursor;->moveToNext()Z
    move-result v5
    if-eqz v5, :cond_done
    const-string v5, "{\"id\":\""
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v5
    const/4 v6, 0x0
    invoke-interface {v1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v5
    const-string v6, "\"},"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    goto :goto_loop
    .line 21
    :cond_done
    const/16 v5, 0x5d
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    .line 18
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    .end local v1    # "c":Landroid/database/Cursor;
    .end local v3    # "$i$a$-use-Albums$listJson$1":I
    :try_end_3a
    .catchall {:try_start_b .. :try_end_3a} :catchall_3f
    .line 17
    invoke-static {v0, v2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    return-object v1
    :catchall_3f
    move-exception v1
    :try_start_40
    throw v1
    :try_end_41
    .catchall {:try_start_40 .. :try_end_41} :catchall_41
    :catchall_41
    move-exception v2
    invoke-static {v0, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v2
.end method

.method public final recentJson(I)Ljava/lang/String;
    .registers 13
    .line 26
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    .line 27
    iget-object v1, p0, Lcom/example/r34k2/Albums;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p1
    const/4 v3, 0x0
    aput-object p1, v2, v3
    const-string p1, "SELECT id FROM uploads ORDER BY taken_at DESC LIMIT ?"
    invoke-virtual {v1, p1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    const/4 v1, 0x0
    :try_start_17
    move-object v2, p1
    check-cast v2, Landroid/database/Cursor;
    .local v2, "c":Landroid/database/Cursor;
    const/4 v4, 0x0
    .line 28
    .local v4, "$i$a$-use-Albums$recentJson$1":I
    :goto_loop
    invoke-interface {v2}, Landroid/database/Cursor;->moveToNext()Z
    move-result v5
    if-eqz v5, :cond_done
    move-object v5, v0
    check-cast v5, Ljava/util/Collection;
    invoke-interface {v2, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v6
    invoke-interface {v5, v6}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :goto_loop
    .line 29
    :cond_done
    nop
    .end local v2    # "c":Landroid/database/Cursor;
    .end local v4    # "$i$a$-use-Albums$recentJson$1":I
    :try_end_2e
    .catchall {:try_start_17 .. :try_end_2e} :catchall_3b
    .line 27
    invoke-static {p1, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 30
    iget-object p1, p0, Lcom/example/r34k2/Albums;->prefs:Landroid/content/SharedPreferences;
    const-string v1, "prefs"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v1, v0
    check-cast v1, Ljava/util/List;
    invoke-static {p1, v1}, Lcom/example/r34k2/StoresKt;->markSeen(Landroid/content/SharedPreferences;Ljava/util/List;)V
    .line 31
    move-object v2, v0
    check-cast v2, Ljava/lang/Iterable;
    const-string p1, ","
    move-object v3, p1
    check-cast v3, Ljava/lang/CharSequence;
    const-string p1, "["
    move-object v4, p1
    check-cast v4, Ljava/lang/CharSequence;
    const-string p1, "]"
    move-object v5, p1
    check-cast v5, Ljava/lang/CharSequence;
    const/4 v6, 0x0
    const/4 v7, 0x0
    new-instance v8, Lcom/example/r34k2/Albums$$ExternalSyntheticLambda0;
    invoke-direct {v8}, Lcom/example/r34k2/Albums$$ExternalSyntheticLambda0;-><init>()V
    const/16 v9, 0x18
    const/4 v10, 0x0
    invoke-static/range {v2 .. v10}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object p1
    return-object p1
    :catchall_3b
    move-exception v0
    :try_start_3c
    throw v0
    :try_end_3d
    .catchall {:try_start_3c .. :try_end_3d} :catchall_3d
    :catchall_3d
    move-exception v1
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v1
.end method

.method public final rename(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 9
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "title"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    iget-object v0, p0, Lcom/example/r34k2/Albums;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    move-object v2, v1
    .local v2, "$this$rename_u24lambda_u242":Landroid/content/ContentValues;
    const/4 v3, 0x0
    .line 99
    .local v3, "$i$a$-apply-Albums$rename$1":I
    .line 35
    const-string v4, "title"
    invoke-virtual {v2, v4, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .end local v2    # "$this$rename_u24lambda_u242":Landroid/content/ContentValues;
    .end local v3    # "$i$a$-apply-Albums$rename$1":I
    const/4 p2, 0x1
    new-array p2, p2, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p1, p2, v2
    const-string v2, "albums"
    const-string v3, "id = ?"
    invoke-virtual {v0, v2, v1, v3, p2}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 36
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"renamed\":\""
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.class public final Lcom/example/r33k3/StoresKt;
.super Ljava/lang/Object;
.source "Stores.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nStores.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Stores.kt\ncom/example/r33k3/StoresKt\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,66:1\n1#2:67\n*E\n"
.end annotation

.method public static final addItem(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    .registers 8
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v1, v0
    .local v1, "$this$addItem_u24lambda_u243":Landroid/content/ContentValues;
    const/4 v2, 0x0
    .line 67
    .local v2, "$i$a$-apply-StoresKt$addItem$id$1":I
    .line 33
    const-string v3, "name"
    invoke-virtual {v1, v3, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p1, "qty"
    const/4 v3, 0x1
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-virtual {v1, p1, v3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .end local v1    # "$this$addItem_u24lambda_u243":Landroid/content/ContentValues;
    .end local v2    # "$i$a$-apply-StoresKt$addItem$id$1":I
    const-string p1, "pantry"
    const/4 v1, 0x0
    invoke-virtual {p0, p1, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide p0
    .line 34
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"id\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p0, p1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p0
    const-string p1, "}"
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final listPantry(Landroid/database/sqlite/SQLiteDatabase;)Ljava/lang/String;
    .registers 6
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    const-string v0, "SELECT name FROM pantry ORDER BY name"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p0
    check-cast p0, Ljava/io/Closeable;
    :try_start_0
    move-object v0, p0
    check-cast v0, Landroid/database/Cursor;
    .local v0, "c":Landroid/database/Cursor;
    const/4 v2, 0x0
    .line 19
    .local v2, "$i$a$-use-StoresKt$listPantry$1":I
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    .line 67
    :goto_loop
    .line 19
    invoke-interface {v0}, Landroid/database/Cursor;->moveToNext()Z
    move-result v4
    if-eqz v4, :cond_done
    const/4 v4, 0x0
    invoke-interface {v0, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    const/16 v5, 0xa
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    goto :goto_loop
    :cond_done
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .end local v0    # "c":Landroid/database/Cursor;
    .end local v2    # "$i$a$-use-StoresKt$listPantry$1":I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 18
    invoke-static {p0, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 20
    return-object v0
    .line 18
    :catchall_0
    move-exception v0
    :try_start_1
    throw v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    :catchall_1
    move-exception v1
    invoke-static {p0, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v1
.end method

.method public static final suggestRecipes(Landroid/database/sqlite/SQLiteDatabase;I)Ljava/lang/String;
    .registers 11
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    .line 24
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p1
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string p1, "SELECT id FROM recipes WHERE servings >= ? LIMIT 3"
    invoke-virtual {p0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    const/4 v1, 0x0
    :try_start_0
    move-object v3, p1
    check-cast v3, Landroid/database/Cursor;
    .local v3, "c":Landroid/database/Cursor;
    const/4 v4, 0x0
    .line 25
    .local v4, "$i$a$-use-StoresKt$suggestRecipes$1":I
    :goto_loop
    invoke-interface {v3}, Landroid/database/Cursor;->moveToNext()Z
    move-result v5
    if-eqz v5, :cond_read
    move-object v5, v0
    check-cast v5, Ljava/util/Collection;
    invoke-interface {v3, v2}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v6
    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v6
    invoke-interface {v5, v6}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :goto_loop
    .line 26
    :cond_read
    nop
    .end local v3    # "c":Landroid/database/Cursor;
    .end local v4    # "$i$a$-use-StoresKt$suggestRecipes$1":I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 24
    invoke-static {p1, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 28
    invoke-virtual {v0}, Ljava/util/ArrayList;->iterator()Ljava/util/Iterator;
    move-result-object p1
    const-string v1, "iterator(...)"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    :goto_each
    invoke-interface {p1}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :cond_out
    invoke-interface {p1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    const-string v3, "next(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v1, Ljava/lang/Number;
    invoke-virtual {v1}, Ljava/lang/Number;->longValue()J
    move-result-wide v3
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v1
    .local v5, "$this$suggestRecipes_u24lambda_u241":Landroid/content/ContentValues;
    const/4 v6, 0x0
    .line 67
    .local v6, "$i$a$-apply-StoresKt$suggestRecipes$2":I
    .line 28
    const-string v7, "reserved_for"
    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v8
    invoke-virtual {v5, v7, v8}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .end local v5    # "$this$suggestRecipes_u24lambda_u241":Landroid/content/ContentValues;
    .end local v6    # "$i$a$-apply-StoresKt$suggestRecipes$2":I
    const/4 v5, 0x1
    new-array v5, v5, [Ljava/lang/String;
    invoke-static {v3, v4}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v3
    aput-object v3, v5, v2
    const-string v3, "pantry"
    const-string v4, "recipe_id = ?"
    invoke-virtual {p0, v3, v1, v4, v5}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    goto :goto_each
    .line 29
    :cond_out
    new-instance p0, Ljava/lang/StringBuilder;
    invoke-direct {p0}, Ljava/lang/StringBuilder;-><init>()V
    const-string p1, "{\"recipes\":"
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    move-result-object p0
    const/16 p1, 0x7d
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
    .line 24
    :catchall_0
    move-exception p0
    :try_start_1
    throw p0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    :catchall_1
    move-exception v0
    invoke-static {p1, p0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v0
.end method

.class public final Lcom/example/r35k1/HoldStore;
.super Ljava/lang/Object;
.source "HoldsProvider.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nHoldsProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 HoldsProvider.kt\ncom/example/r35k1/HoldStore\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,89:1\n1#2:90\n*E\n"
.end annotation

.field private final ctx:Landroid/content/Context;

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r35k1/HoldStore;->ctx:Landroid/content/Context;
    .line 58
    const-string v0, "holds.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r35k1/HoldStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 57
    return-void
.end method

.method public declared-synchronized execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Ljava/lang/String;",
            "Lkotlin/jvm/functions/Function0<",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;)",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;"
        }
    .end annotation
    monitor-enter p0
    :try_start_0
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "requestId"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "mutation"
    invoke-static {p3, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 80
    iget-object p1, p0, Lcom/example/r35k1/HoldStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v0, "SELECT result FROM dedup WHERE request_id = ?"
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p2, v1, v2
    invoke-virtual {p1, v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_lock
    :try_start_1
    move-object v0, p1
    check-cast v0, Landroid/database/Cursor;
    .line 81
    invoke-interface {v0}, Landroid/database/Cursor;->moveToNext()Z
    move-result v1
    const/4 v3, 0x0
    if-eqz v1, :cond_none
    invoke-interface {v0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :goto_seen
    :cond_none
    move-object v0, v3
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_use
    .catchall {:try_start_1 .. :try_end_1} :catchall_use
    .line 80
    :goto_seen
    :try_start_2
    invoke-static {p1, v3}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 83
    if-eqz v0, :cond_run
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    monitor-exit p0
    return-object p1

    .line 84
    :cond_run
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 85
    iget-object p3, p0, Lcom/example/r35k1/HoldStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    .line 90
    const/4 v1, 0x0
    .line 85
    const-string v1, "request_id"
    invoke-virtual {v0, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->getJson()Ljava/lang/String;
    move-result-object p2
    const-string v1, "result"
    invoke-virtual {v0, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p2, "dedup"
    invoke-virtual {p3, p2, v3, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_lock
    .line 86
    monitor-exit p0
    return-object p1

    .line 80
    :catch_use
    move-exception p2
    :try_start_3
    throw p2
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_use2

    :catchall_use
    move-exception p3
    const/4 p2, 0x0
    goto :goto_close

    :catchall_use2
    move-exception p3

    :goto_close
    :try_start_4
    invoke-static {p1, p2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw p3
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_lock

    :catchall_lock
    move-exception p1
    monitor-exit p0
    throw p1
.end method

.method public final granted(Ljava/lang/String;)Ljava/util/Set;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
    const-string v0, "pkg"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
    iget-object v0, p0, Lcom/example/r35k1/HoldStore;->ctx:Landroid/content/Context;
    const-string v1, "grants"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    const/4 v1, 0x0
    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences;->getStringSet(Ljava/lang/String;Ljava/util/Set;)Ljava/util/Set;
    move-result-object p1
    if-nez p1, :cond_have
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object p1
    :cond_have
    return-object p1
.end method

.method public final listFor(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    const-string v0, "pkg"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 64
    iget-object v0, p0, Lcom/example/r35k1/HoldStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string p1, "SELECT isbn FROM holds WHERE patron_app = ?"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    :try_start_0
    move-object v0, p1
    check-cast v0, Landroid/database/Cursor;
    .line 65
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    .line 90
    const/4 v3, 0x0
    .line 65
    :goto_loop
    invoke-interface {v0}, Landroid/database/Cursor;->moveToNext()Z
    move-result v3
    if-eqz v3, :cond_done
    invoke-interface {v0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    const/16 p0, 0x2c
    invoke-virtual {v3, p0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    goto :goto_loop
    :cond_done
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 64
    const/4 v1, 0x0
    invoke-static {p1, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 66
    return-object v0

    .line 64
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

.method public final place(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 7
    const-string v0, "isbn"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "patronApp"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 69
    iget-object v0, p0, Lcom/example/r35k1/HoldStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    .line 90
    const/4 v2, 0x0
    .line 69
    const-string v2, "isbn"
    invoke-virtual {v1, v2, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p1, "patron_app"
    invoke-virtual {v1, p1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p1, "holds"
    const/4 p2, 0x0
    invoke-virtual {v0, p1, p2, v1}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide p1
    .line 70
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"hold_id\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const/16 p1, 0x7d
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final transfer(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 8
    const-string v0, "holdId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "branch"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "by"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 74
    iget-object v0, p0, Lcom/example/r35k1/HoldStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    .line 90
    const/4 v2, 0x0
    .line 74
    const-string v2, "branch"
    invoke-virtual {v1, v2, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string v2, "moved_by"
    invoke-virtual {v1, v2, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const/4 p3, 0x1
    new-array p3, p3, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p1, p3, v2
    const-string v2, "holds"
    const-string v3, "id = ?"
    invoke-virtual {v0, v2, v1, v3, p3}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 75
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"hold_id\":\""
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, "\",\"branch\":\""
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, "\"}"
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

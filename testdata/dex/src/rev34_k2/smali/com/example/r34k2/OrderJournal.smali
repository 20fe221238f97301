.class public final Lcom/example/r34k2/OrderJournal;
.super Ljava/lang/Object;
.source "Stores.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nStores.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Stores.kt\ncom/example/r34k2/OrderJournal\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,98:1\n1#2:99\n*E\n"
.end annotation

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 5
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 84
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 85
    const-string v0, "journal.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r34k2/OrderJournal;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 84
    return-void
.end method

.method public declared-synchronized execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 11
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
    :try_start_outer
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "requestId"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "mutation"
    invoke-static {p3, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 89
    iget-object p1, p0, Lcom/example/r34k2/OrderJournal;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/String;
    const/4 v1, 0x0
    aput-object p2, v0, v1
    const-string v2, "SELECT result FROM journal WHERE request_id = ?"
    invoke-virtual {p1, v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    :try_end_outer
    .catchall {:try_start_outer .. :try_end_outer} :catchall_sync
    const/4 v0, 0x0
    :try_start_use
    move-object v2, p1
    check-cast v2, Landroid/database/Cursor;
    .local v2, "c":Landroid/database/Cursor;
    const/4 v3, 0x0
    .line 90
    .local v3, "$i$a$-use-OrderJournal$execute$prior$1":I
    invoke-interface {v2}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v4
    if-eqz v4, :cond_none
    invoke-interface {v2, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    goto :goto_got
    :cond_none
    move-object v2, v0
    .end local v3    # "$i$a$-use-OrderJournal$execute$prior$1":I
    :goto_got
    :try_end_use
    .catchall {:try_start_use .. :try_end_use} :catchall_use
    .line 89
    :try_start_close
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 92
    if-eqz v2, :cond_fresh
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    monitor-exit p0
    return-object p1
    .line 93
    :cond_fresh
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-object p3, p1
    .local p3, "r":Lcom/clawseed/cetp/sdk/CetpProviderResult;
    const/4 v1, 0x0
    .line 99
    .local v1, "$i$a$-also-OrderJournal$execute$1":I
    .line 94
    iget-object v3, p0, Lcom/example/r34k2/OrderJournal;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v4, Landroid/content/ContentValues;
    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v4
    .local v5, "$this$execute_u24lambda_u242_u24lambda_u241":Landroid/content/ContentValues;
    const/4 v6, 0x0
    .line 99
    .local v6, "$i$a$-apply-OrderJournal$execute$1$1":I
    .line 94
    const-string v7, "request_id"
    invoke-virtual {v5, v7, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string p2, "result"
    invoke-virtual {p3}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v7
    invoke-virtual {v5, p2, v7}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .end local v5    # "$this$execute_u24lambda_u242_u24lambda_u241":Landroid/content/ContentValues;
    .end local v6    # "$i$a$-apply-OrderJournal$execute$1$1":I
    const-string p2, "journal"
    invoke-virtual {v3, p2, v0, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 95
    nop
    .end local v1    # "$i$a$-also-OrderJournal$execute$1":I
    .end local p3    # "r":Lcom/clawseed/cetp/sdk/CetpProviderResult;
    :try_end_close
    .catchall {:try_start_close .. :try_end_close} :catchall_sync
    .line 93
    monitor-exit p0
    return-object p1
    :catchall_use
    move-exception p2
    :try_start_rethrow
    throw p2
    :try_end_rethrow
    .catchall {:try_start_rethrow .. :try_end_rethrow} :catchall_rethrow
    :catchall_rethrow
    move-exception p3
    :try_start_fin
    invoke-static {p1, p2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw p3
    :try_end_fin
    .catchall {:try_start_fin .. :try_end_fin} :catchall_sync
    :catchall_sync
    move-exception p1
    monitor-exit p0
    throw p1
.end method

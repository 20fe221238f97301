.class public final Lcom/shedshare/tools/SqlToolLedger;
.super Ljava/lang/Object;
.source "Ledger.kt"

# interfaces
.implements Lcom/shedshare/tools/ToolLedger;

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/shedshare/tools/SqlToolLedger;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method public findByName(Ljava/lang/String;)J
    .registers 12
    const-string v1, "name"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    iget-object v0, v10, Lcom/shedshare/tools/SqlToolLedger;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT _id FROM tools WHERE name = \'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\' AND retired = 0"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    :t_26
    nop
    check-cast v5, Landroid/database/Cursor;
    move-object v7, v5
    const/4 v0, 0x0
    move v9, v0
    .line 23
    invoke-interface {v7}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L57
    const/4 v1, 0x0
    invoke-interface {v7, v1}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v0
    goto :L60
    :L57
    const-wide/16 v0, -0x1L
    :L60
    .line 22
    move-wide v7, v0
    :t_62
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-wide v0, v7
    goto :L90
    :t_72
    :L72
    move-exception v0
    move-object v9, v0
    move-object v6, v9
    throw v9
    :t_80
    :L80
    move-exception v0
    move-object v9, v0
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
    :L90
    .line 24
    return-wide v0
    .catch Ljava/lang/Throwable; {:t_26 .. :t_62} :L72
    .catchall {:t_26 .. :t_62} :L80
    .catchall {:t_72 .. :t_80} :L80
.end method

.method public countOpen(Ljava/lang/String;)I
    .registers 10
    const-string v1, "name"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    iget-object v0, v8, Lcom/shedshare/tools/SqlToolLedger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "SELECT COUNT(*) FROM loans WHERE tool_name = ? AND returned = 0"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v4, v2
    const/4 v3, 0x0
    aput-object v9, v4, v3
    invoke-virtual {v0, v1, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v4, v0
    const/4 v0, 0x0
    move-object v5, v0
    :t_31
    nop
    check-cast v4, Landroid/database/Cursor;
    move-object v6, v4
    const/4 v0, 0x0
    move v7, v0
    .line 28
    invoke-interface {v6}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L62
    const/4 v1, 0x0
    invoke-interface {v6, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    goto :L63
    :L62
    const/4 v0, 0x0
    :L63
    .line 27
    move v6, v0
    :t_65
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v6
    goto :L93
    :t_75
    :L75
    move-exception v0
    move-object v7, v0
    move-object v5, v7
    throw v7
    :t_83
    :L83
    move-exception v0
    move-object v7, v0
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v7
    :L93
    .line 29
    return v0
    .catch Ljava/lang/Throwable; {:t_31 .. :t_65} :L75
    .catchall {:t_31 .. :t_65} :L83
    .catchall {:t_75 .. :t_83} :L83
.end method

.method public reserve(Ljava/lang/String;Ljava/lang/String;)J
    .registers 7
    const-string v1, "name"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "borrower"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 33
    const-string v1, "tool_name"
    invoke-virtual {v3, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    const-string v1, "borrower"
    invoke-virtual {v3, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    iget-object v0, v4, Lcom/shedshare/tools/SqlToolLedger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "reservations"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    return-wide v0
.end method

.method public lend(JLjava/lang/String;)J
    .registers 8
    const-string v1, "borrower"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 40
    const-string v1, "tool_id"
    invoke-static {v5, v6}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 41
    const-string v1, "borrower"
    invoke-virtual {v3, v1, v7}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    iget-object v0, v4, Lcom/shedshare/tools/SqlToolLedger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "loans"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    return-wide v0
.end method

.method public checkIn-ATcmX5c(Ljava/lang/String;I)I
    .registers 12
    const-string v1, "tool"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v0
    .line 47
    const-string v1, "returned"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 48
    iget-object v0, v9, Lcom/shedshare/tools/SqlToolLedger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "loans"
    const-string v3, "tool_key = ? AND borrower_uid = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v8, v4
    const/4 v5, 0x0
    aput-object v10, v8, v5
    const/4 v5, 0x1
    invoke-static {v11}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v8, v5
    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public extend-6D0pSrc(Ljava/lang/String;II)I
    .registers 13
    const-string v1, "tool"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v0
    .line 53
    const-string v1, "extra_days"
    invoke-static {v12}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 54
    iget-object v0, v9, Lcom/shedshare/tools/SqlToolLedger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "loans"
    const-string v3, "tool_key = ? AND borrower_uid = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v8, v4
    const/4 v5, 0x0
    aput-object v10, v8, v5
    const/4 v5, 0x1
    invoke-static {v11}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v8, v5
    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public handOver(Ljava/lang/String;Ljava/lang/String;)I
    .registers 10
    const-string v1, "name"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "toPackage"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v0
    .line 59
    const-string v1, "holder"
    invoke-virtual {v5, v1, v9}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 60
    iget-object v0, v7, Lcom/shedshare/tools/SqlToolLedger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "loans"
    const-string v2, "tool_name = ? AND returned = 0"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v6, v3
    const/4 v4, 0x0
    aput-object v8, v6, v4
    invoke-virtual {v0, v1, v5, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public logRepair(Ljava/lang/String;Ljava/lang/String;)I
    .registers 8
    const-string v1, "name"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "byPackage"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 64
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v0
    .line 65
    const-string v1, "tool_name"
    invoke-virtual {v4, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 66
    const-string v1, "reported_by"
    invoke-virtual {v4, v1, v7}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 67
    iget-object v0, v5, Lcom/shedshare/tools/SqlToolLedger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "repairs"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    const-wide/16 v2, 0x0L
    cmp-long v0, v0, v2
    if-ltz v0, :L54
    const/4 v0, 0x1
    goto :L55
    :L54
    const/4 v0, 0x0
    :L55
    return v0
.end method

.method public retire(Ljava/lang/String;)I
    .registers 8
    const-string v1, "name"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 70
    iget-object v0, v6, Lcom/shedshare/tools/SqlToolLedger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "tools"
    const-string v2, "name = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v5, v3
    const/4 v4, 0x0
    aput-object v7, v5, v4
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method


.class public final Lcom/plotshare/garden/PlotDao_Impl;
.super Ljava/lang/Object;
.source "Garden.kt"

# interfaces
.implements Lcom/plotshare/garden/PlotDao;

.field private final __db:Landroidx/sqlite/db/SupportSQLiteDatabase;

.method public constructor <init>(Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    .registers 3
    const-string v0, "__db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/plotshare/garden/PlotDao_Impl;->__db:Landroidx/sqlite/db/SupportSQLiteDatabase;
    return-void
.end method

.method public insertBooking(Ljava/lang/String;I)J
    .registers 8
    const-string v1, "plot"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    iget-object v0, v5, Lcom/plotshare/garden/PlotDao_Impl;->__db:Landroidx/sqlite/db/SupportSQLiteDatabase;
    const-string v1, "INSERT INTO booking (plot, uid) VALUES (?, ?)"
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    move-object v4, v0
    .line 34
    const/4 v1, 0x1
    invoke-interface {v4, v1, v6}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 35
    const/4 v1, 0x2
    int-to-long v2, v7
    invoke-interface {v4, v1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 36
    invoke-interface {v4}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeInsert()J
    move-result-wide v0
    return-wide v0
.end method

.method public deleteBooking(Ljava/lang/String;I)I
    .registers 8
    const-string v1, "plot"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    iget-object v0, v5, Lcom/plotshare/garden/PlotDao_Impl;->__db:Landroidx/sqlite/db/SupportSQLiteDatabase;
    const-string v1, "DELETE FROM booking WHERE plot = ? AND uid = ?"
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    move-object v4, v0
    .line 41
    const/4 v1, 0x1
    invoke-interface {v4, v1, v6}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 42
    const/4 v1, 0x2
    int-to-long v2, v7
    invoke-interface {v4, v1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 43
    invoke-interface {v4}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I
    move-result v0
    return v0
.end method

.method public swap(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I
    .registers 7
    const-string v1, "from"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "to"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "by"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    iget-object v0, v3, Lcom/plotshare/garden/PlotDao_Impl;->__db:Landroidx/sqlite/db/SupportSQLiteDatabase;
    const-string v1, "UPDATE booking SET plot = ?, swapped_by = ? WHERE plot = ?"
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    move-object v2, v0
    .line 48
    const/4 v1, 0x1
    invoke-interface {v2, v1, v5}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 49
    const/4 v1, 0x2
    invoke-interface {v2, v1, v6}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 50
    const/4 v1, 0x3
    invoke-interface {v2, v1, v4}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 51
    invoke-interface {v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I
    move-result v0
    return v0
.end method

.method public insertWatering(Ljava/lang/String;Ljava/lang/String;)J
    .registers 6
    const-string v1, "plot"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "by"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    iget-object v0, v3, Lcom/plotshare/garden/PlotDao_Impl;->__db:Landroidx/sqlite/db/SupportSQLiteDatabase;
    const-string v1, "INSERT INTO watering (plot, logged_by) VALUES (?, ?)"
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    move-object v2, v0
    .line 56
    const/4 v1, 0x1
    invoke-interface {v2, v1, v4}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 57
    const/4 v1, 0x2
    invoke-interface {v2, v1, v5}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 58
    invoke-interface {v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeInsert()J
    move-result-wide v0
    return-wide v0
.end method

.method public countInvites(Ljava/lang/String;)J
    .registers 5
    const-string v1, "plot"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 62
    iget-object v0, v3, Lcom/plotshare/garden/PlotDao_Impl;->__db:Landroidx/sqlite/db/SupportSQLiteDatabase;
    const-string v1, "SELECT COUNT(*) FROM invite WHERE plot = ?"
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    move-object v2, v0
    .line 63
    const/4 v1, 0x1
    invoke-interface {v2, v1, v4}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 64
    invoke-interface {v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->simpleQueryForLong()J
    move-result-wide v0
    return-wide v0
.end method

.method public countByCrop(Ljava/lang/String;)I
    .registers 9
    const-string v1, "crop"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    iget-object v0, v7, Lcom/plotshare/garden/PlotDao_Impl;->__db:Landroidx/sqlite/db/SupportSQLiteDatabase;
    const-string v1, "SELECT COUNT(*) FROM harvest WHERE crop = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/Object;
    move-object v5, v2
    const/4 v3, 0x0
    aput-object v8, v5, v3
    invoke-interface {v0, v1, v5}, Landroidx/sqlite/db/SupportSQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/Object;)Landroid/database/Cursor;
    move-result-object v0
    move-object v4, v0
    :t_28
    .line 69
    nop
    .line 70
    invoke-interface {v4}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L48
    const/4 v1, 0x0
    invoke-interface {v4, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    goto :L49
    :L48
    const/4 v0, 0x0
    :L49
    move v5, v0
    :t_50
    .line 72
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 70
    return v5
    :L58
    .line 72
    move-exception v0
    move-object v6, v0
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    throw v6
    .catchall {:t_28 .. :t_50} :L58
.end method

.method public insertShare(Ljava/lang/String;ILjava/lang/String;)J
    .registers 9
    const-string v1, "crop"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "owner"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    iget-object v0, v5, Lcom/plotshare/garden/PlotDao_Impl;->__db:Landroidx/sqlite/db/SupportSQLiteDatabase;
    const-string v1, "INSERT INTO harvest (crop, kg, owner_app) VALUES (?, ?, ?)"
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    move-object v4, v0
    .line 78
    const/4 v1, 0x1
    invoke-interface {v4, v1, v6}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 79
    const/4 v1, 0x2
    int-to-long v2, v7
    invoke-interface {v4, v1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 80
    const/4 v1, 0x3
    invoke-interface {v4, v1, v8}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 81
    invoke-interface {v4}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeInsert()J
    move-result-wide v0
    return-wide v0
.end method

.method public claimShare(JLjava/lang/String;)I
    .registers 7
    const-string v1, "by"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 85
    iget-object v0, v3, Lcom/plotshare/garden/PlotDao_Impl;->__db:Landroidx/sqlite/db/SupportSQLiteDatabase;
    const-string v1, "UPDATE harvest SET claimed_by = ? WHERE id = ?"
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    move-object v2, v0
    .line 86
    const/4 v1, 0x1
    invoke-interface {v2, v1, v6}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 87
    const/4 v1, 0x2
    invoke-interface {v2, v1, v4, v5}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 88
    invoke-interface {v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I
    move-result v0
    return v0
.end method

.method public findOutcome(Ljava/lang/String;)Ljava/lang/String;
    .registers 9
    const-string v1, "requestId"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 92
    iget-object v0, v7, Lcom/plotshare/garden/PlotDao_Impl;->__db:Landroidx/sqlite/db/SupportSQLiteDatabase;
    const-string v1, "SELECT outcome FROM journal WHERE request_id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/Object;
    move-object v5, v2
    const/4 v3, 0x0
    aput-object v8, v5, v3
    invoke-interface {v0, v1, v5}, Landroidx/sqlite/db/SupportSQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/Object;)Landroid/database/Cursor;
    move-result-object v0
    move-object v4, v0
    :t_28
    .line 93
    nop
    .line 94
    invoke-interface {v4}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L48
    const/4 v1, 0x0
    invoke-interface {v4, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L49
    :L48
    const/4 v0, 0x0
    :L49
    move-object v5, v0
    :t_50
    .line 96
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 94
    return-object v5
    :L58
    .line 96
    move-exception v0
    move-object v6, v0
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    throw v6
    .catchall {:t_28 .. :t_50} :L58
.end method

.method public saveOutcome(Ljava/lang/String;Ljava/lang/String;)V
    .registers 6
    const-string v1, "requestId"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "json"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 101
    iget-object v0, v3, Lcom/plotshare/garden/PlotDao_Impl;->__db:Landroidx/sqlite/db/SupportSQLiteDatabase;
    const-string v1, "INSERT OR REPLACE INTO journal (request_id, outcome) VALUES (?, ?)"
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    move-object v2, v0
    .line 102
    const/4 v1, 0x1
    invoke-interface {v2, v1, v4}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 103
    const/4 v1, 0x2
    invoke-interface {v2, v1, v5}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 104
    invoke-interface {v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeInsert()J
    move-result-wide v0
    .line 105
    return-void
.end method


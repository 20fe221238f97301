.class public final Lcom/droprx/data/CourierDao_Impl;
.super Ljava/lang/Object;
.source "CourierDao_Impl.java"

# interfaces
.implements Lcom/droprx/data/CourierDao;

.field private final __db:Landroidx/room/RoomDatabase;

.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .registers 2
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object p1, p0, Lcom/droprx/data/CourierDao_Impl;->__db:Landroidx/room/RoomDatabase;
    .line 13
    return-void
.end method

.method private stringFor(Ljava/lang/String;J)Ljava/lang/String;
    .registers 6
    .line 113
    iget-object v0, p0, Lcom/droprx/data/CourierDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0, p1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object p1
    .line 114
    const/4 v0, 0x1
    invoke-interface {p1, v0, p2, p3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 115
    invoke-interface {p1}, Landroidx/sqlite/db/SupportSQLiteStatement;->simpleQueryForString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method private updateOrder(Ljava/lang/String;J)V
    .registers 6
    .line 119
    iget-object v0, p0, Lcom/droprx/data/CourierDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0, p1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object p1
    .line 120
    const/4 v0, 0x1
    invoke-interface {p1, v0, p2, p3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 121
    invoke-interface {p1}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I
    .line 122
    return-void
.end method

.method public appendNote(JLjava/lang/String;)V
    .registers 7
    .line 72
    iget-object v0, p0, Lcom/droprx/data/CourierDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const-string v1, "INSERT INTO notes (order_id, body) VALUES (?, ?)"
    invoke-virtual {v0, v1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    .line 73
    const/4 v1, 0x1
    invoke-interface {v0, v1, p1, p2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 74
    const/4 p1, 0x2
    invoke-interface {v0, p1, p3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 75
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeInsert()J
    .line 76
    return-void
.end method

.method public assign(JLjava/lang/String;I)I
    .registers 9
    .line 25
    iget-object v0, p0, Lcom/droprx/data/CourierDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const-string v1, "UPDATE orders SET courier = ?, assigned_by = ? WHERE id = ?"
    invoke-virtual {v0, v1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    .line 26
    const/4 v1, 0x1
    invoke-interface {v0, v1, p3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 27
    int-to-long v1, p4
    const/4 p3, 0x2
    invoke-interface {v0, p3, v1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 28
    const/4 p3, 0x3
    invoke-interface {v0, p3, p1, p2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 29
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I
    move-result p1
    return p1
.end method

.method public cancel(J)V
    .registers 4
    .line 44
    const-string v0, "UPDATE orders SET status = 'cancelled' WHERE id = ?"
    invoke-direct {p0, v0, p1, p2}, Lcom/droprx/data/CourierDao_Impl;->updateOrder(Ljava/lang/String;J)V
    .line 45
    return-void
.end method

.method public etaFor(J)Ljava/lang/String;
    .registers 4
    .line 34
    const-string v0, "SELECT eta FROM routes WHERE order_id = ?"
    invoke-direct {p0, v0, p1, p2}, Lcom/droprx/data/CourierDao_Impl;->stringFor(Ljava/lang/String;J)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public insertShift(Ljava/lang/String;J)J
    .registers 7
    .line 54
    iget-object v0, p0, Lcom/droprx/data/CourierDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const-string v1, "INSERT INTO shifts (courier, starts_at) VALUES (?, ?)"
    invoke-virtual {v0, v1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    .line 55
    const/4 v1, 0x1
    invoke-interface {v0, v1, p1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 56
    const/4 p1, 0x2
    invoke-interface {v0, p1, p2, p3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 57
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeInsert()J
    move-result-wide p1
    return-wide p1
.end method

.method public lockOrder(J)J
    .registers 6
    .line 17
    iget-object v0, p0, Lcom/droprx/data/CourierDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const-string v1, "UPDATE orders SET locked = 1 WHERE id = ?"
    invoke-virtual {v0, v1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    .line 18
    const/4 v1, 0x1
    invoke-interface {v0, v1, p1, p2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 19
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I
    .line 20
    return-wide p1
.end method

.method public manifestCsv()Ljava/lang/String;
    .registers 3
    .line 104
    iget-object v0, p0, Lcom/droprx/data/CourierDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const-string v1, "SELECT group_concat(id || ',' || status, char(10)) FROM orders"
    invoke-virtual {v0, v1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteStatement;->simpleQueryForString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public markProofSeen(JI)V
    .registers 8
    .line 86
    iget-object v0, p0, Lcom/droprx/data/CourierDao_Impl;->__db:Landroidx/room/RoomDatabase;
    const-string v1, "UPDATE proofs SET seen_by = ? WHERE order_id = ?"
    invoke-virtual {v0, v1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteStatement;
    move-result-object v0
    .line 87
    int-to-long v1, p3
    const/4 p3, 0x1
    invoke-interface {v0, p3, v1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 88
    const/4 p3, 0x2
    invoke-interface {v0, p3, p1, p2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V
    .line 89
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I
    .line 90
    return-void
.end method

.method public proofUrl(J)Ljava/lang/String;
    .registers 4
    .line 94
    const-string v0, "SELECT url FROM proofs WHERE order_id = ?"
    invoke-direct {p0, v0, p1, p2}, Lcom/droprx/data/CourierDao_Impl;->stringFor(Ljava/lang/String;J)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public receiptText(J)Ljava/lang/String;
    .registers 4
    .line 99
    const-string v0, "SELECT receipt FROM orders WHERE id = ?"
    invoke-direct {p0, v0, p1, p2}, Lcom/droprx/data/CourierDao_Impl;->stringFor(Ljava/lang/String;J)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public refund(J)V
    .registers 4
    .line 49
    const-string v0, "UPDATE orders SET status = 'refunded' WHERE id = ?"
    invoke-direct {p0, v0, p1, p2}, Lcom/droprx/data/CourierDao_Impl;->updateOrder(Ljava/lang/String;J)V
    .line 50
    return-void
.end method

.method public shift(J)Landroid/database/Cursor;
    .registers 8
    .line 67
    iget-object v0, p0, Lcom/droprx/data/CourierDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->getOpenHelper()Landroidx/sqlite/db/SupportSQLiteOpenHelper;
    move-result-object v0
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteOpenHelper;->getWritableDatabase()Landroidx/sqlite/db/SupportSQLiteDatabase;
    move-result-object v0
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object p1
    const/4 p2, 0x0
    aput-object p1, v1, p2
    const-string p1, "SELECT * FROM shifts WHERE id = ?"
    invoke-interface {v0, p1, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/Object;)Landroid/database/Cursor;
    move-result-object p1
    return-object p1
.end method

.method public shifts()Landroid/database/Cursor;
    .registers 4
    .line 62
    iget-object v0, p0, Lcom/droprx/data/CourierDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->getOpenHelper()Landroidx/sqlite/db/SupportSQLiteOpenHelper;
    move-result-object v0
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteOpenHelper;->getWritableDatabase()Landroidx/sqlite/db/SupportSQLiteDatabase;
    move-result-object v0
    const/4 v1, 0x0
    new-array v1, v1, [Ljava/lang/Object;
    const-string v2, "SELECT * FROM shifts"
    invoke-interface {v0, v2, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/Object;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public statusOf(J)Ljava/lang/String;
    .registers 4
    .line 39
    const-string v0, "SELECT status FROM orders WHERE id = ?"
    invoke-direct {p0, v0, p1, p2}, Lcom/droprx/data/CourierDao_Impl;->stringFor(Ljava/lang/String;J)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public summaryCsv(I)Ljava/lang/String;
    .registers 4
    .line 109
    int-to-long v0, p1
    const-string p1, "SELECT group_concat(status, ',') FROM orders WHERE day = ?"
    invoke-direct {p0, p1, v0, v1}, Lcom/droprx/data/CourierDao_Impl;->stringFor(Ljava/lang/String;J)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public tagOrderRaw(JLjava/lang/String;)V
    .registers 6
    .line 80
    iget-object v0, p0, Lcom/droprx/data/CourierDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->getOpenHelper()Landroidx/sqlite/db/SupportSQLiteOpenHelper;
    move-result-object v0
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteOpenHelper;->getWritableDatabase()Landroidx/sqlite/db/SupportSQLiteDatabase;
    move-result-object v0
    .line 81
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p0, "UPDATE orders SET tag = '"
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    const-string p3, "' WHERE id = "
    invoke-virtual {p0, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    invoke-interface {v0, p0}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 82
    return-void
.end method

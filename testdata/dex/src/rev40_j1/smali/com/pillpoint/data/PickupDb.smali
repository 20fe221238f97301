.class public final Lcom/pillpoint/data/PickupDb;
.super Ljava/lang/Object;
.source "PickupDb.java"

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 5
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 12
    const-string v0, "pickups.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    iput-object p1, p0, Lcom/pillpoint/data/PickupDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 13
    return-void
.end method

.method public cancel(Ljava/lang/String;Ljava/lang/String;)V
    .registers 6
    .line 37
    iget-object v0, p0, Lcom/pillpoint/data/PickupDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0x0
    aput-object p2, v1, v2
    const/4 p2, 0x1
    aput-object p1, v1, p2
    const-string p1, "UPDATE pickups SET state = 'cancelled', changed_by = ? WHERE rx_no = ?"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 38
    return-void
.end method

.method public history(Ljava/lang/String;I)Ljava/lang/String;
    .registers 7
    .line 22
    iget-object v0, p0, Lcom/pillpoint/data/PickupDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    .line 23
    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p1
    const/4 p2, 0x1
    aput-object p1, v1, p2
    .line 22
    const-string p1, "SELECT rx_no FROM pickups WHERE store_id = ? AND uid = ?"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    .line 24
    :try_start_0
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"pickups\":"
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-interface {p1}, Landroid/database/Cursor;->getCount()I
    move-result v0
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v0, "}"
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 25
    if-eqz p1, :cond_0
    invoke-interface {p1}, Landroid/database/Cursor;->close()V
    .line 24
    :cond_0
    return-object p2
    .line 22
    :catchall_0
    move-exception p2
    if-eqz p1, :cond_1
    :try_start_1
    invoke-interface {p1}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    goto :goto_0
    :catchall_1
    move-exception p1
    invoke-virtual {p2, p1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :cond_1
    :goto_0
    throw p2
.end method

.method public remind(Ljava/lang/String;I)V
    .registers 6
    .line 33
    iget-object v0, p0, Lcom/pillpoint/data/PickupDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    const/4 p2, 0x1
    aput-object p1, v1, p2
    const-string p1, "INSERT INTO reminders(rx_no, uid) VALUES (?, ?)"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 34
    return-void
.end method

.method public reschedule(Ljava/lang/String;ILjava/lang/String;)V
    .registers 7
    .line 41
    iget-object v0, p0, Lcom/pillpoint/data/PickupDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x3
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p2
    const/4 v2, 0x0
    aput-object p2, v1, v2
    const/4 p2, 0x1
    aput-object p3, v1, p2
    const/4 p2, 0x2
    aput-object p1, v1, p2
    const-string p1, "UPDATE pickups SET day = ?, changed_by = ? WHERE rx_no = ?"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 42
    return-void
.end method

.method public state(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 16
    iget-object v0, p0, Lcom/pillpoint/data/PickupDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "SELECT state FROM pickups WHERE rx_no = '"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, "'"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const/4 v1, 0x0
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    .line 17
    :try_start_0
    invoke-interface {p1}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :cond_0
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"state\":\""
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    goto :goto_0
    :cond_0
    const-string v0, "{\"state\":null}"
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 18
    :goto_0
    if-eqz p1, :cond_1
    invoke-interface {p1}, Landroid/database/Cursor;->close()V
    .line 17
    :cond_1
    return-object v0
    .line 16
    :catchall_0
    move-exception v0
    if-eqz p1, :cond_2
    :try_start_1
    invoke-interface {p1}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    goto :goto_1
    :catchall_1
    move-exception p1
    invoke-virtual {v0, p1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :cond_2
    :goto_1
    throw v0
.end method

.method public subscribe(Ljava/lang/String;I)V
    .registers 6
    .line 29
    iget-object v0, p0, Lcom/pillpoint/data/PickupDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    const/4 p2, 0x1
    aput-object p1, v1, p2
    const-string p1, "INSERT INTO alerts(rx_no, uid) VALUES (?, ?)"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 30
    return-void
.end method

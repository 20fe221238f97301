.class public final Lcom/pillpoint/data/Ledger;
.super Ljava/lang/Object;
.source "Ledger.java"

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 5
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 12
    const-string v0, "ledger.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    iput-object p1, p0, Lcom/pillpoint/data/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 13
    return-void
.end method

.method public balance(I)I
    .registers 6
    .line 16
    iget-object v0, p0, Lcom/pillpoint/data/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    .line 17
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p1
    const/4 v2, 0x0
    aput-object p1, v1, v2
    .line 16
    const-string p1, "SELECT points FROM members WHERE uid = ?"
    invoke-static {v0, p1, v1}, Landroid/database/DatabaseUtils;->longForQuery(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)J
    move-result-wide v0
    long-to-int p1, v0
    return p1
.end method

.method public donate(IILjava/lang/String;)V
    .registers 7
    .line 25
    iget-object v0, p0, Lcom/pillpoint/data/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x3
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    const/4 v2, 0x0
    aput-object p1, v1, v2
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    const/4 p2, 0x1
    aput-object p1, v1, p2
    const/4 p1, 0x2
    aput-object p3, v1, p1
    const-string p1, "INSERT INTO donations(uid, points, changed_by) VALUES (?, ?, ?)"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 26
    return-void
.end method

.method public receipt(II)Ljava/lang/String;
    .registers 6
    .line 34
    iget-object v0, p0, Lcom/pillpoint/data/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/String;
    .line 35
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p1
    const/4 v2, 0x0
    aput-object p1, v1, v2
    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p1
    const/4 p2, 0x1
    aput-object p1, v1, p2
    .line 34
    const-string p1, "SELECT body FROM receipts WHERE uid = ? AND order_no = ?"
    invoke-static {v0, p1, v1}, Landroid/database/DatabaseUtils;->stringForQuery(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public redeem(IILjava/lang/String;)V
    .registers 7
    .line 21
    iget-object v0, p0, Lcom/pillpoint/data/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x3
    new-array v1, v1, [Ljava/lang/Object;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p2
    const/4 v2, 0x0
    aput-object p2, v1, v2
    const/4 p2, 0x1
    aput-object p3, v1, p2
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    const/4 p2, 0x2
    aput-object p1, v1, p2
    const-string p1, "UPDATE members SET points = points - ?, changed_by = ? WHERE uid = ?"
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 22
    return-void
.end method

.method public statement(I)Ljava/lang/String;
    .registers 6
    .line 29
    iget-object v0, p0, Lcom/pillpoint/data/Ledger;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    .line 30
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p1
    const/4 v2, 0x0
    aput-object p1, v1, v2
    .line 29
    const-string p1, "SELECT group_concat(line, char(10)) FROM statement WHERE uid = ?"
    invoke-static {v0, p1, v1}, Landroid/database/DatabaseUtils;->stringForQuery(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.class public final Lcom/tallycrate/data/ReceiptDao;
.super Ljava/lang/Object;
.source "ReceiptDao.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallycrate/data/ReceiptDao$Query;
    }
.end annotation


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iput-object p1, p0, Lcom/tallycrate/data/ReceiptDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 13
    return-void
.end method


# virtual methods
.method public between(JJ)Lcom/tallycrate/data/ReceiptCursor;
    .registers 16

    .line 47
    new-instance v0, Lcom/tallycrate/data/Selection;

    invoke-direct {v0}, Lcom/tallycrate/data/Selection;-><init>()V

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    .line 48
    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v2, v4

    const-string v1, "bought_at >= ?"

    invoke-virtual {v0, v1, v2}, Lcom/tallycrate/data/Selection;->and(Ljava/lang/String;[Ljava/lang/String;)Lcom/tallycrate/data/Selection;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    .line 49
    invoke-static {p3, p4}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v2, v4

    const-string v1, "bought_at < ?"

    invoke-virtual {v0, v1, v2}, Lcom/tallycrate/data/Selection;->and(Ljava/lang/String;[Ljava/lang/String;)Lcom/tallycrate/data/Selection;

    move-result-object v10

    .line 50
    new-instance v0, Lcom/tallycrate/data/ReceiptCursor;

    iget-object v2, p0, Lcom/tallycrate/data/ReceiptDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    sget-object v4, Lcom/tallycrate/data/ReceiptCursor;->COLUMNS:[Ljava/lang/String;

    invoke-virtual {v10}, Lcom/tallycrate/data/Selection;->sql()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v10}, Lcom/tallycrate/data/Selection;->args()[Ljava/lang/String;

    move-result-object v6

    const-string v3, "receipts"

    const/4 v7, 0x0

    const/4 v8, 0x0

    const-string v9, "bought_at"

    invoke-virtual/range {v2 .. v9}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tallycrate/data/ReceiptCursor;-><init>(Landroid/database/Cursor;)V

    return-object v0
.end method

.method public delete(J)Z
    .registers 9

    .line 65
    iget-object v0, p0, Lcom/tallycrate/data/ReceiptDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v3, v4

    const-string v1, "receipts"

    const-string v2, "_id = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public logShare(Ljava/lang/String;ILjava/lang/String;)V
    .registers 11

    .line 70
    iget-object v0, p0, Lcom/tallycrate/data/ReceiptDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO shares (item, uid, what, at) VALUES (?, ?, ?, ?)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v4

    .line 72
    const/4 v1, 0x1

    :try_start_0
    invoke-virtual {v4, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 73
    int-to-long v2, p2

    const/4 v1, 0x2

    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 74
    const/4 v1, 0x3

    invoke-virtual {v4, v1, p3}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 75
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const/4 v1, 0x4

    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 76
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 77
    if-eqz v4, :cond_1

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    goto :goto_1

    :catch_0
    move-exception v5

    .line 70
    if-eqz v4, :cond_0

    :try_start_1
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v6

    invoke-virtual {v5, v6}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_0
    :goto_0
    throw v5

    .line 78
    :cond_1
    :goto_1
    return-void
.end method

.method public receipt(J)Lcom/tallycrate/data/ReceiptCursor;
    .registers 12

    .line 42
    new-instance v0, Lcom/tallycrate/data/ReceiptCursor;

    iget-object v1, p0, Lcom/tallycrate/data/ReceiptDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    sget-object v3, Lcom/tallycrate/data/ReceiptCursor;->COLUMNS:[Ljava/lang/String;

    const/4 v5, 0x1

    new-array v5, v5, [Ljava/lang/String;

    .line 43
    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v8

    const/4 v7, 0x0

    aput-object v8, v5, v7

    .line 42
    const-string v2, "receipts"

    const-string v4, "_id = ?"

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-virtual/range {v1 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/tallycrate/data/ReceiptCursor;-><init>(Landroid/database/Cursor;)V

    return-object v0
.end method

.method public search(Lcom/tallycrate/data/ReceiptDao$Query;)Lcom/tallycrate/data/ReceiptCursor;
    .registers 15

    .line 25
    new-instance v11, Landroid/database/sqlite/SQLiteQueryBuilder;

    invoke-direct {v11}, Landroid/database/sqlite/SQLiteQueryBuilder;-><init>()V

    .line 26
    const-string v1, "receipts"

    invoke-virtual {v11, v1}, Landroid/database/sqlite/SQLiteQueryBuilder;->setTables(Ljava/lang/String;)V

    .line 27
    iget-object v0, p1, Lcom/tallycrate/data/ReceiptDao$Query;->tag:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 29
    iget-object v1, p1, Lcom/tallycrate/data/ReceiptDao$Query;->tag:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "tags LIKE \'%,"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ",%\'"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-virtual {v11, v1}, Landroid/database/sqlite/SQLiteQueryBuilder;->appendWhere(Ljava/lang/CharSequence;)V

    .line 31
    :cond_0
    new-instance v0, Lcom/tallycrate/data/Selection;

    invoke-direct {v0}, Lcom/tallycrate/data/Selection;-><init>()V

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    iget-wide v5, p1, Lcom/tallycrate/data/ReceiptDao$Query;->fromMs:J

    .line 32
    invoke-static {v5, v6}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v2, v4

    const-string v1, "bought_at >= ?"

    invoke-virtual {v0, v1, v2}, Lcom/tallycrate/data/Selection;->and(Ljava/lang/String;[Ljava/lang/String;)Lcom/tallycrate/data/Selection;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    iget-wide v5, p1, Lcom/tallycrate/data/ReceiptDao$Query;->toMs:J

    .line 33
    invoke-static {v5, v6}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v2, v4

    const-string v1, "bought_at < ?"

    invoke-virtual {v0, v1, v2}, Lcom/tallycrate/data/Selection;->and(Ljava/lang/String;[Ljava/lang/String;)Lcom/tallycrate/data/Selection;

    move-result-object v12

    .line 34
    iget-object v0, p1, Lcom/tallycrate/data/ReceiptDao$Query;->merchant:Ljava/lang/String;

    if-eqz v0, :cond_1

    .line 35
    iget-object v2, p1, Lcom/tallycrate/data/ReceiptDao$Query;->merchant:Ljava/lang/String;

    const-string v1, "merchant"

    invoke-virtual {v12, v1, v2}, Lcom/tallycrate/data/Selection;->andContains(Ljava/lang/String;Ljava/lang/String;)Lcom/tallycrate/data/Selection;

    .line 37
    :cond_1
    new-instance v0, Lcom/tallycrate/data/ReceiptCursor;

    iget-object v3, p0, Lcom/tallycrate/data/ReceiptDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    sget-object v4, Lcom/tallycrate/data/ReceiptCursor;->COLUMNS:[Ljava/lang/String;

    invoke-virtual {v12}, Lcom/tallycrate/data/Selection;->sql()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v12}, Lcom/tallycrate/data/Selection;->args()[Ljava/lang/String;

    move-result-object v6

    iget v10, p1, Lcom/tallycrate/data/ReceiptDao$Query;->limit:I

    .line 38
    invoke-static {v10}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v10

    .line 37
    move-object v2, v11

    const/4 v7, 0x0

    const/4 v8, 0x0

    const-string v9, "bought_at DESC"

    invoke-virtual/range {v2 .. v10}, Landroid/database/sqlite/SQLiteQueryBuilder;->query(Landroid/database/sqlite/SQLiteDatabase;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tallycrate/data/ReceiptCursor;-><init>(Landroid/database/Cursor;)V

    return-object v0
.end method

.method public setTags(J[Ljava/lang/String;)Z
    .registers 11

    .line 56
    const-string v0, ","

    invoke-static {v0, p3}, Ljava/lang/String;->join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, ","

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, ","

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v3, v1

    .line 57
    iget-object v0, p0, Lcom/tallycrate/data/ReceiptDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE receipts SET tags = ? WHERE _id = ?"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v4

    .line 58
    const/4 v1, 0x1

    :try_start_0
    invoke-virtual {v4, v1, v3}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 59
    const/4 v1, 0x2

    invoke-virtual {v4, v1, p1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 60
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v5, v0

    .line 61
    if-eqz v4, :cond_1

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    .line 60
    :cond_1
    return v5

    :catch_0
    move-exception v5

    .line 57
    if-eqz v4, :cond_2

    :try_start_1
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v6

    invoke-virtual {v5, v6}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v5
.end method

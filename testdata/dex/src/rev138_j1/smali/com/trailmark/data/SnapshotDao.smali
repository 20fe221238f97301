.class public final Lcom/trailmark/data/SnapshotDao;
.super Ljava/lang/Object;
.source "SnapshotDao.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/trailmark/data/SnapshotDao$Snapshot;
    }
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 15
    const/4 v0, 0x7

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "_id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "label"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "file"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "size_bytes"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "sha256"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "trips"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "created_at"

    aput-object v2, v0, v1

    sput-object v0, Lcom/trailmark/data/SnapshotDao;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2

    .line 48
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 49
    iput-object p1, p0, Lcom/trailmark/data/SnapshotDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 50
    return-void
.end method

.method private static likeEscaped(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 72
    const-string v1, "\\"

    const-string v2, "\\\\"

    invoke-virtual {p0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "%"

    const-string v2, "\\%"

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "_"

    const-string v2, "\\_"

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public abandon(J)V
    .registers 9

    .line 105
    iget-object v0, p0, Lcom/trailmark/data/SnapshotDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v3, v4

    const-string v1, "snapshots"

    const-string v2, "_id = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 106
    return-void
.end method

.method public begin(Ljava/lang/String;)J
    .registers 9

    .line 84
    iget-object v0, p0, Lcom/trailmark/data/SnapshotDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO snapshots (label, state, created_at) VALUES (?, \'writing\', ?)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v4

    .line 86
    const/4 v1, 0x1

    :try_start_0
    invoke-virtual {v4, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 87
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const/4 v1, 0x2

    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 88
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-wide v5

    .line 89
    if-eqz v4, :cond_0

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    .line 88
    :cond_0
    return-wide v5

    :catch_0
    move-exception v5

    .line 84
    if-eqz v4, :cond_1

    :try_start_1
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v6

    invoke-virtual {v5, v6}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_0
    throw v5
.end method

.method public finish(JLjava/lang/String;Lcom/trailmark/io/Copy$Sum;I)V
    .registers 13

    .line 93
    iget-object v0, p0, Lcom/trailmark/data/SnapshotDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE snapshots SET file = ?, size_bytes = ?, sha256 = ?, trips = ?, state = \'done\' WHERE _id = ?"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v4

    .line 95
    const/4 v1, 0x1

    :try_start_0
    invoke-virtual {v4, v1, p3}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 96
    iget-wide v2, p4, Lcom/trailmark/io/Copy$Sum;->size:J

    const/4 v1, 0x2

    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 97
    iget-object v2, p4, Lcom/trailmark/io/Copy$Sum;->sha256:Ljava/lang/String;

    const/4 v1, 0x3

    invoke-virtual {v4, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 98
    int-to-long v2, p5

    const/4 v1, 0x4

    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 99
    const/4 v1, 0x5

    invoke-virtual {v4, v1, p1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 100
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 101
    if-eqz v4, :cond_1

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    goto :goto_1

    :catch_0
    move-exception v5

    .line 93
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

    .line 102
    :cond_1
    :goto_1
    return-void
.end method

.method public get(J)Lcom/trailmark/data/SnapshotDao$Snapshot;
    .registers 14

    .line 76
    iget-object v0, p0, Lcom/trailmark/data/SnapshotDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    sget-object v2, Lcom/trailmark/data/SnapshotDao;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 77
    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 76
    const-string v1, "snapshots"

    const-string v3, "_id = ? AND state = \'done\'"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 78
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/trailmark/data/SnapshotDao$Snapshot;

    invoke-direct {v0, v8}, Lcom/trailmark/data/SnapshotDao$Snapshot;-><init>(Landroid/database/Cursor;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v9, v0

    .line 79
    if-eqz v8, :cond_1

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 78
    :cond_1
    return-object v9

    :catch_0
    move-exception v9

    .line 76
    if-eqz v8, :cond_2

    :try_start_1
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v9
.end method

.method public list(Ljava/lang/String;I)Ljava/util/List;
    .registers 18
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I)",
            "Ljava/util/List<",
            "Lcom/trailmark/data/SnapshotDao$Snapshot;",
            ">;"
        }
    .end annotation

    .line 54
    new-instance v9, Landroid/database/sqlite/SQLiteQueryBuilder;

    invoke-direct {v9}, Landroid/database/sqlite/SQLiteQueryBuilder;-><init>()V

    .line 55
    const-string v1, "snapshots"

    invoke-virtual {v9, v1}, Landroid/database/sqlite/SQLiteQueryBuilder;->setTables(Ljava/lang/String;)V

    .line 56
    const-string v1, "state = \'done\'"

    invoke-virtual {v9, v1}, Landroid/database/sqlite/SQLiteQueryBuilder;->appendWhere(Ljava/lang/CharSequence;)V

    .line 57
    new-instance v10, Lcom/trailmark/data/Selection;

    invoke-direct {v10}, Lcom/trailmark/data/Selection;-><init>()V

    .line 58
    if-eqz p1, :cond_0

    .line 59
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Object;

    move-object/from16 v5, p1

    invoke-static {v5}, Lcom/trailmark/data/SnapshotDao;->likeEscaped(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "%"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, "%"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    move-object v5, v6

    const/4 v4, 0x0

    aput-object v5, v2, v4

    const-string v1, "label LIKE ? ESCAPE \'\\\'"

    invoke-virtual {v10, v1, v2}, Lcom/trailmark/data/Selection;->and(Ljava/lang/String;[Ljava/lang/Object;)Lcom/trailmark/data/Selection;

    .line 61
    :cond_0
    new-instance v11, Ljava/util/ArrayList;

    invoke-direct {v11}, Ljava/util/ArrayList;-><init>()V

    .line 62
    iget-object v1, p0, Lcom/trailmark/data/SnapshotDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    sget-object v2, Lcom/trailmark/data/SnapshotDao;->COLUMNS:[Ljava/lang/String;

    invoke-virtual {v10}, Lcom/trailmark/data/Selection;->text()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v10}, Lcom/trailmark/data/Selection;->args()[Ljava/lang/String;

    move-result-object v4

    .line 63
    move/from16 v8, p2

    invoke-static {v8}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v8

    .line 62
    move-object v0, v9

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "created_at DESC"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteQueryBuilder;->query(Landroid/database/sqlite/SQLiteDatabase;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v12

    .line 64
    :goto_0
    :try_start_0
    invoke-interface {v12}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 65
    new-instance v1, Lcom/trailmark/data/SnapshotDao$Snapshot;

    invoke-direct {v1, v12}, Lcom/trailmark/data/SnapshotDao$Snapshot;-><init>(Landroid/database/Cursor;)V

    invoke-interface {v11, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 67
    :cond_1
    if-eqz v12, :cond_3

    invoke-interface {v12}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v13

    .line 62
    if-eqz v12, :cond_2

    :try_start_1
    invoke-interface {v12}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v14

    invoke-virtual {v13, v14}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v13

    .line 68
    :cond_3
    :goto_2
    return-object v11
.end method

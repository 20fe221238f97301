.class public final Lcom/quillbin/data/BackupDao;
.super Ljava/lang/Object;
.source "BackupDao.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quillbin/data/BackupDao$Backup;
    }
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 12
    const/4 v0, 0x6

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

    const-string v2, "created_at"

    aput-object v2, v0, v1

    sput-object v0, Lcom/quillbin/data/BackupDao;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 36
    iput-object p1, p0, Lcom/quillbin/data/BackupDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 37
    return-void
.end method


# virtual methods
.method public begin(Ljava/lang/String;)J
    .registers 9

    .line 77
    iget-object v0, p0, Lcom/quillbin/data/BackupDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO backups (label, created_at) VALUES (?, ?)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v4

    .line 79
    const/4 v1, 0x1

    :try_start_0
    invoke-virtual {v4, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 80
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const/4 v1, 0x2

    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 81
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-wide v5

    .line 82
    if-eqz v4, :cond_0

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    .line 81
    :cond_0
    return-wide v5

    :catch_0
    move-exception v5

    .line 77
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

.method public complete(JLjava/lang/String;JLjava/lang/String;)V
    .registers 12

    .line 86
    iget-object v0, p0, Lcom/quillbin/data/BackupDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE backups SET file = ?, size_bytes = ?, sha256 = ? WHERE _id = ?"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v2

    .line 88
    const/4 v1, 0x1

    :try_start_0
    invoke-virtual {v2, v1, p3}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 89
    const/4 v1, 0x2

    invoke-virtual {v2, v1, p4, p5}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 90
    const/4 v1, 0x3

    invoke-virtual {v2, v1, p6}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 91
    const/4 v1, 0x4

    invoke-virtual {v2, v1, p1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 92
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 93
    if-eqz v2, :cond_1

    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteStatement;->close()V

    goto :goto_1

    :catch_0
    move-exception v3

    .line 86
    if-eqz v2, :cond_0

    :try_start_1
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v4

    invoke-virtual {v3, v4}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_0
    :goto_0
    throw v3

    .line 94
    :cond_1
    :goto_1
    return-void
.end method

.method public drop(J)V
    .registers 9

    .line 97
    iget-object v0, p0, Lcom/quillbin/data/BackupDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v3, v4

    const-string v1, "backups"

    const-string v2, "_id = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 98
    return-void
.end method

.method public get(J)Lcom/quillbin/data/BackupDao$Backup;
    .registers 14

    .line 58
    iget-object v0, p0, Lcom/quillbin/data/BackupDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    sget-object v2, Lcom/quillbin/data/BackupDao;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 59
    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 58
    const-string v1, "backups"

    const-string v3, "_id = ? AND file IS NOT NULL"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 60
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/quillbin/data/BackupDao$Backup;

    invoke-direct {v0, v8}, Lcom/quillbin/data/BackupDao$Backup;-><init>(Landroid/database/Cursor;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v9, v0

    .line 61
    if-eqz v8, :cond_1

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 60
    :cond_1
    return-object v9

    :catch_0
    move-exception v9

    .line 58
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

.method public list(Ljava/lang/String;)Ljava/util/List;
    .registers 16
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/List<",
            "Lcom/quillbin/data/BackupDao$Backup;",
            ">;"
        }
    .end annotation

    .line 41
    new-instance v8, Landroid/database/sqlite/SQLiteQueryBuilder;

    invoke-direct {v8}, Landroid/database/sqlite/SQLiteQueryBuilder;-><init>()V

    .line 42
    const-string v1, "backups"

    invoke-virtual {v8, v1}, Landroid/database/sqlite/SQLiteQueryBuilder;->setTables(Ljava/lang/String;)V

    .line 43
    const-string v1, "file IS NOT NULL"

    invoke-virtual {v8, v1}, Landroid/database/sqlite/SQLiteQueryBuilder;->appendWhere(Ljava/lang/CharSequence;)V

    .line 44
    new-instance v9, Lcom/quillbin/data/Where;

    invoke-direct {v9}, Lcom/quillbin/data/Where;-><init>()V

    .line 45
    if-eqz p1, :cond_0

    .line 46
    const-string v1, "label"

    invoke-virtual {v9, v1, p1}, Lcom/quillbin/data/Where;->contains(Ljava/lang/String;Ljava/lang/String;)Lcom/quillbin/data/Where;

    .line 48
    :cond_0
    new-instance v10, Ljava/util/ArrayList;

    invoke-direct {v10}, Ljava/util/ArrayList;-><init>()V

    .line 49
    iget-object v1, p0, Lcom/quillbin/data/BackupDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    sget-object v2, Lcom/quillbin/data/BackupDao;->COLUMNS:[Ljava/lang/String;

    invoke-virtual {v9}, Lcom/quillbin/data/Where;->clause()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v9}, Lcom/quillbin/data/Where;->values()[Ljava/lang/String;

    move-result-object v4

    move-object v0, v8

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "created_at DESC"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteQueryBuilder;->query(Landroid/database/sqlite/SQLiteDatabase;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 50
    :goto_0
    :try_start_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 51
    new-instance v1, Lcom/quillbin/data/BackupDao$Backup;

    invoke-direct {v1, v11}, Lcom/quillbin/data/BackupDao$Backup;-><init>(Landroid/database/Cursor;)V

    invoke-interface {v10, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 53
    :cond_1
    if-eqz v11, :cond_3

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v12

    .line 49
    if-eqz v11, :cond_2

    :try_start_1
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v13

    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v12

    .line 54
    :cond_3
    :goto_2
    return-object v10
.end method

.method public olderThan(J)Ljava/util/List;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J)",
            "Ljava/util/List<",
            "Lcom/quillbin/data/BackupDao$Backup;",
            ">;"
        }
    .end annotation

    .line 65
    new-instance v8, Ljava/util/ArrayList;

    invoke-direct {v8}, Ljava/util/ArrayList;-><init>()V

    .line 66
    iget-object v0, p0, Lcom/quillbin/data/BackupDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    sget-object v2, Lcom/quillbin/data/BackupDao;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 67
    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 66
    const-string v1, "backups"

    const-string v3, "created_at < ? AND file IS NOT NULL"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "created_at"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 68
    :goto_0
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 69
    new-instance v1, Lcom/quillbin/data/BackupDao$Backup;

    invoke-direct {v1, v9}, Lcom/quillbin/data/BackupDao$Backup;-><init>(Landroid/database/Cursor;)V

    invoke-interface {v8, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 71
    :cond_0
    if-eqz v9, :cond_2

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v10

    .line 66
    if-eqz v9, :cond_1

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v10

    .line 72
    :cond_2
    :goto_2
    return-object v8
.end method

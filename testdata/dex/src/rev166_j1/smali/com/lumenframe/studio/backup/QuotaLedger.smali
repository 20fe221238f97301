.class final Lcom/lumenframe/studio/backup/QuotaLedger;
.super Ljava/lang/Object;
.source "QuotaLedger.java"


# static fields
.field static final LIMIT_BYTES:J = 0x100000000L


# instance fields
.field private final db:Lcom/lumenframe/studio/data/StudioDb;


# direct methods
.method constructor <init>(Lcom/lumenframe/studio/data/StudioDb;)V
    .registers 2

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/lumenframe/studio/backup/QuotaLedger;->db:Lcom/lumenframe/studio/data/StudioDb;

    .line 19
    return-void
.end method


# virtual methods
.method chargeCaller(J)V
    .registers 12

    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v5

    .line 32
    invoke-virtual {p0, v5}, Lcom/lumenframe/studio/backup/QuotaLedger;->used(I)J

    move-result-wide v0

    add-long v6, v0, p1

    .line 33
    const-wide v2, 0x100000000L

    cmp-long v0, v6, v2

    if-lez v0, :cond_0

    .line 34
    new-instance v0, Ljava/util/concurrent/CompletionException;

    new-instance v2, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v4, "CONFLICT"

    invoke-direct {v2, v4}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Ljava/util/concurrent/CompletionException;-><init>(Ljava/lang/Throwable;)V

    throw v0

    .line 36
    :cond_0
    new-instance v8, Landroid/content/ContentValues;

    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V

    .line 37
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 38
    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "used_bytes"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 39
    iget-object v0, p0, Lcom/lumenframe/studio/backup/QuotaLedger;->db:Lcom/lumenframe/studio/data/StudioDb;

    invoke-virtual {v0}, Lcom/lumenframe/studio/data/StudioDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "backup_quota"

    const/4 v2, 0x0

    const/4 v4, 0x5

    invoke-virtual {v0, v1, v2, v8, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    .line 40
    return-void
.end method

.method used(I)J
    .registers 15

    .line 22
    iget-object v0, p0, Lcom/lumenframe/studio/backup/QuotaLedger;->db:Lcom/lumenframe/studio/data/StudioDb;

    invoke-virtual {v0}, Lcom/lumenframe/studio/data/StudioDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 23
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    invoke-static {p1}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    move-object v9, v0

    .line 24
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "used_bytes"

    aput-object v5, v2, v4

    move-object v0, v8

    const-string v1, "backup_quota"

    const-string v3, "uid = ?"

    move-object v4, v9

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 25
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v10, v1}, Landroid/database/Cursor;->getLong(I)J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-wide v0

    goto :goto_0

    :cond_0
    const-wide/16 v0, 0x0

    :goto_0
    move-wide v11, v0

    .line 26
    if-eqz v10, :cond_1

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 25
    :cond_1
    return-wide v11

    :catch_0
    move-exception v11

    .line 24
    if-eqz v10, :cond_2

    :try_start_1
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v11
.end method

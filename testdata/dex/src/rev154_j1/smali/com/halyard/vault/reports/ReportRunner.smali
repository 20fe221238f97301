.class public final Lcom/halyard/vault/reports/ReportRunner;
.super Ljava/lang/Object;
.source "ReportRunner.java"

# interfaces
.implements Lcom/halyard/vault/jobs/JobRunner;


# static fields
.field private static final COUNTED:[Ljava/lang/String;

.field private static final DAY_MS:J = 0x5265c00L


# instance fields
.field private final db:Lcom/halyard/vault/jobs/VaultDb;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 20
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "items"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "snapshots"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "chunks"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "operations"

    aput-object v2, v0, v1

    sput-object v0, Lcom/halyard/vault/reports/ReportRunner;->COUNTED:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;)V
    .registers 3

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    invoke-static {p1}, Lcom/halyard/vault/jobs/VaultDb;->get(Landroid/content/Context;)Lcom/halyard/vault/jobs/VaultDb;

    move-result-object v0

    iput-object v0, p0, Lcom/halyard/vault/reports/ReportRunner;->db:Lcom/halyard/vault/jobs/VaultDb;

    .line 27
    return-void
.end method

.method private build(Lcom/halyard/vault/jobs/OperationRow;Ljava/lang/String;Lcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 39
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportRunner;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    .line 40
    new-instance v10, Lorg/json/JSONObject;

    invoke-direct {v10}, Lorg/json/JSONObject;-><init>()V

    .line 41
    const/4 v11, 0x0

    :goto_0
    sget-object v1, Lcom/halyard/vault/reports/ReportRunner;->COUNTED:[Ljava/lang/String;

    array-length v1, v1

    if-ge v11, v1, :cond_2

    .line 42
    sget-object v1, Lcom/halyard/vault/reports/ReportRunner;->COUNTED:[Ljava/lang/String;

    aget-object v1, v1, v11

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "COUNT(*)"

    aput-object v5, v2, v4

    move-object v0, v9

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v12

    .line 44
    :try_start_0
    invoke-interface {v12}, Landroid/database/Cursor;->moveToFirst()Z

    .line 45
    sget-object v1, Lcom/halyard/vault/reports/ReportRunner;->COUNTED:[Ljava/lang/String;

    aget-object v1, v1, v11

    const/4 v3, 0x0

    invoke-interface {v12, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    invoke-virtual {v10, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 46
    if-eqz v12, :cond_1

    invoke-interface {v12}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v13

    .line 42
    if-eqz v12, :cond_0

    :try_start_1
    invoke-interface {v12}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v14

    invoke-virtual {v13, v14}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_0
    :goto_1
    throw v13

    .line 47
    :cond_1
    :goto_2
    add-int/lit8 v1, v11, 0x1

    sget-object v2, Lcom/halyard/vault/reports/ReportRunner;->COUNTED:[Ljava/lang/String;

    array-length v2, v2

    sget-object v3, Lcom/halyard/vault/reports/ReportRunner;->COUNTED:[Ljava/lang/String;

    aget-object v3, v3, v11

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Counted "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v3, v4

    move-object/from16 v0, p3

    invoke-interface {v0, v1, v2, v3}, Lcom/halyard/vault/jobs/JobRunner$Progress;->report(IILjava/lang/String;)V

    .line 41
    add-int/lit8 v11, v11, 0x1

    goto :goto_0

    .line 49
    :cond_2
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "title"

    move-object/from16 v2, p2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "counts"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    .line 50
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v11

    .line 51
    new-instance v0, Ljava/io/File;

    move-object/from16 v2, p1

    iget-object v2, v2, Lcom/halyard/vault/jobs/OperationRow;->resultPath:Ljava/lang/String;

    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    const-string v1, "application/json"

    invoke-static {v0, v1, v11}, Lcom/halyard/vault/jobs/ResultFiles;->write(Ljava/io/File;Ljava/lang/String;[B)Lcom/halyard/vault/jobs/JobRunner$Result;

    move-result-object v12

    .line 52
    new-instance v13, Landroid/content/ContentValues;

    invoke-direct {v13}, Landroid/content/ContentValues;-><init>()V

    .line 53
    const/16 v2, 0xc

    invoke-static {v2}, Lcom/halyard/vault/cetp/Digests;->randomToken(I)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "rep_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const-string v1, "report_id"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    move-object/from16 v2, p1

    iget v2, v2, Lcom/halyard/vault/jobs/OperationRow;->ownerUid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "owner_uid"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 55
    const-string v1, "title"

    move-object/from16 v2, p2

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 56
    move-object/from16 v2, p1

    iget-object v2, v2, Lcom/halyard/vault/jobs/OperationRow;->resultPath:Ljava/lang/String;

    const-string v1, "path"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 57
    iget-wide v2, v12, Lcom/halyard/vault/jobs/JobRunner$Result;->size:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "size"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 58
    iget-object v2, v12, Lcom/halyard/vault/jobs/JobRunner$Result;->sha256:Ljava/lang/String;

    const-string v1, "sha256"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 60
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportRunner;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "reports"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v13}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 61
    return-object v12
.end method

.method private prune(IILcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 65
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    move/from16 v2, p2

    int-to-long v2, v2

    const-wide/32 v4, 0x5265c00

    mul-long/2addr v2, v4

    sub-long v9, v0, v2

    .line 66
    new-instance v11, Ljava/util/ArrayList;

    invoke-direct {v11}, Ljava/util/ArrayList;-><init>()V

    .line 67
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportRunner;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "report_id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "path"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    .line 68
    move/from16 v7, p1

    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    invoke-static {v9, v10}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    .line 67
    const-string v1, "reports"

    const-string v3, "owner_uid = ? AND created_at < ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v12

    .line 70
    :goto_0
    :try_start_0
    invoke-interface {v12}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 71
    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v5, 0x0

    invoke-interface {v12, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v1, v3

    const/4 v5, 0x1

    invoke-interface {v12, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v1, v3

    invoke-interface {v11, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 73
    :cond_0
    if-eqz v12, :cond_2

    invoke-interface {v12}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v13

    .line 67
    if-eqz v12, :cond_1

    :try_start_1
    invoke-interface {v12}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v14

    invoke-virtual {v13, v14}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v13

    .line 74
    :cond_2
    :goto_2
    const/4 v12, 0x0

    .line 75
    invoke-interface {v11}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_3
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Ljava/lang/String;

    move-object v14, v0

    .line 76
    invoke-interface {v11}, Ljava/util/List;->size()I

    move-result v2

    move-object/from16 v0, p3

    const-string v3, "Deleting old reports"

    invoke-interface {v0, v12, v2, v3}, Lcom/halyard/vault/jobs/JobRunner$Progress;->report(IILjava/lang/String;)V

    .line 77
    new-instance v0, Ljava/io/File;

    const/4 v3, 0x1

    aget-object v2, v14, v3

    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    move-result v0

    if-nez v0, :cond_3

    .line 78
    goto :goto_3

    .line 80
    :cond_3
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportRunner;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v7, 0x0

    aget-object v6, v14, v7

    const/4 v5, 0x0

    aput-object v6, v3, v5

    const-string v1, "reports"

    const-string v2, "report_id = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 81
    add-int/lit8 v12, v12, 0x1

    .line 82
    goto :goto_3

    .line 83
    :cond_4
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "removed"

    invoke-virtual {v0, v1, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/halyard/vault/jobs/JobRunner$Result;->inline(Lorg/json/JSONObject;)Lcom/halyard/vault/jobs/JobRunner$Result;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public run(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 31
    new-instance v5, Lorg/json/JSONObject;

    iget-object v2, p1, Lcom/halyard/vault/jobs/OperationRow;->args:Ljava/lang/String;

    invoke-direct {v5, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 32
    iget-object v0, p1, Lcom/halyard/vault/jobs/OperationRow;->tool:Ljava/lang/String;

    const-string v1, "build_report"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 33
    const-string v3, "title"

    const-string v4, "Vault report"

    invoke-virtual {v5, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, p1, v2, p2}, Lcom/halyard/vault/reports/ReportRunner;->build(Lcom/halyard/vault/jobs/OperationRow;Ljava/lang/String;Lcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;

    move-result-object v0

    return-object v0

    .line 35
    :cond_0
    iget v1, p1, Lcom/halyard/vault/jobs/OperationRow;->ownerUid:I

    const-string v3, "older_than_days"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v2

    invoke-direct {p0, v1, v2, p2}, Lcom/halyard/vault/reports/ReportRunner;->prune(IILcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;

    move-result-object v0

    return-object v0
.end method

.class public final Lcom/larderly/app/cetp/OperationStore;
.super Ljava/lang/Object;
.source "OperationStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larderly/app/cetp/OperationStore$Op;
    }
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final database:Lcom/larderly/app/data/AppDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 9
    const/16 v0, 0x8

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "uid"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "request_id"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "tool"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "state"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "result"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "error_code"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "cancel_requested"

    aput-object v2, v0, v1

    sput-object v0, Lcom/larderly/app/cetp/OperationStore;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/larderly/app/data/AppDatabase;)V
    .registers 2

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lcom/larderly/app/cetp/OperationStore;->database:Lcom/larderly/app/data/AppDatabase;

    .line 15
    return-void
.end method

.method private finish(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 11

    .line 88
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 89
    const-string v1, "state"

    invoke-virtual {v5, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 90
    const-string v1, "result"

    invoke-virtual {v5, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 91
    const-string v1, "error_code"

    invoke-virtual {v5, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 92
    iget-object v0, p0, Lcom/larderly/app/cetp/OperationStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v3, v4

    const-string v1, "operations"

    const-string v2, "id = ? AND state = \'running\'"

    invoke-virtual {v0, v1, v5, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 94
    return-void
.end method


# virtual methods
.method public abandonUnfinished(Ljava/lang/String;)V
    .registers 9

    .line 115
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 116
    const-string v1, "state"

    const-string v2, "failed"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 117
    const-string v1, "error_code"

    const-string v2, "UNAVAILABLE"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 118
    iget-object v0, p0, Lcom/larderly/app/cetp/OperationStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    const-string v1, "operations"

    const-string v3, "provider = ? AND state = \'running\'"

    invoke-virtual {v0, v1, v6, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 120
    return-void
.end method

.method public cancelled(Ljava/lang/String;)V
    .registers 5

    .line 84
    const-string v0, "cancelled"

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-direct {p0, p1, v0, v1, v2}, Lcom/larderly/app/cetp/OperationStore;->finish(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 85
    return-void
.end method

.method public create(Ljava/lang/String;Ljava/lang/String;Lcom/larderly/app/cetp/ProviderRequest;)V
    .registers 9

    .line 45
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 46
    const-string v1, "id"

    invoke-virtual {v4, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    const-string v1, "provider"

    invoke-virtual {v4, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 48
    iget v2, p3, Lcom/larderly/app/cetp/ProviderRequest;->callerUid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 49
    iget-object v2, p3, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 50
    iget-object v2, p3, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v2, v2, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    const-string v1, "state"

    const-string v2, "running"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 52
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 53
    iget-object v0, p0, Lcom/larderly/app/cetp/OperationStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "operations"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 54
    return-void
.end method

.method public fail(Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 80
    const-string v0, "failed"

    const/4 v1, 0x0

    invoke-direct {p0, p1, v0, v1, p2}, Lcom/larderly/app/cetp/OperationStore;->finish(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 81
    return-void
.end method

.method public isCancelRequested(Ljava/lang/String;)Z
    .registers 13

    .line 104
    iget-object v0, p0, Lcom/larderly/app/cetp/OperationStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "cancel_requested"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "operations"

    const-string v3, "id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 107
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getInt(I)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v9, v0

    .line 109
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 107
    return v9

    :catchall_0
    move-exception v10

    .line 109
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 110
    throw v10
.end method

.method public owned(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)Lcom/larderly/app/cetp/OperationStore$Op;
    .registers 20

    .line 58
    if-nez p2, :cond_0

    .line 59
    const/4 v0, 0x0

    return-object v0

    .line 61
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/cetp/OperationStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/larderly/app/cetp/OperationStore;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p2, v4, v6

    const/4 v6, 0x1

    aput-object p1, v4, v6

    const-string v1, "operations"

    const-string v3, "id = ? AND provider = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 64
    :try_start_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-nez v0, :cond_1

    .line 65
    const/4 v12, 0x0

    .line 71
    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 65
    return-object v12

    .line 67
    :cond_1
    :try_start_1
    new-instance v0, Lcom/larderly/app/cetp/OperationStore$Op;

    const/4 v3, 0x0

    invoke-interface {v11, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x1

    invoke-interface {v11, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    const/4 v5, 0x2

    invoke-interface {v11, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x3

    invoke-interface {v11, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const/4 v7, 0x4

    invoke-interface {v11, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    .line 68
    const/4 v8, 0x5

    invoke-interface {v11, v8}, Landroid/database/Cursor;->isNull(I)Z

    move-result v7

    move-object v1, v0

    if-eqz v7, :cond_2

    const/4 v7, 0x0

    goto :goto_0

    :cond_2
    const/4 v8, 0x5

    invoke-interface {v11, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v7

    :goto_0
    const/4 v9, 0x6

    invoke-interface {v11, v9}, Landroid/database/Cursor;->isNull(I)Z

    move-result v8

    if-eqz v8, :cond_3

    const/4 v8, 0x0

    goto :goto_1

    :cond_3
    const/4 v9, 0x6

    invoke-interface {v11, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v8

    :goto_1
    const/4 v10, 0x7

    invoke-interface {v11, v10}, Landroid/database/Cursor;->getInt(I)I

    move-result v9

    if-eqz v9, :cond_4

    const/4 v9, 0x1

    goto :goto_2

    :cond_4
    const/4 v9, 0x0

    :goto_2
    invoke-direct/range {v1 .. v9}, Lcom/larderly/app/cetp/OperationStore$Op;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V

    move-object v12, v0

    .line 69
    iget v0, v12, Lcom/larderly/app/cetp/OperationStore$Op;->uid:I

    move/from16 v1, p3

    if-ne v0, v1, :cond_5

    iget-object v0, v12, Lcom/larderly/app/cetp/OperationStore$Op;->requestId:Ljava/lang/String;

    move-object/from16 v1, p4

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result v0

    if-eqz v0, :cond_5

    move-object v0, v12

    goto :goto_3

    :cond_5
    const/4 v0, 0x0

    :goto_3
    move-object v13, v0

    .line 71
    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 69
    return-object v13

    :catchall_0
    move-exception v14

    .line 71
    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 72
    throw v14
.end method

.method public requestCancel(Ljava/lang/String;)Z
    .registers 9

    .line 97
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 98
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "cancel_requested"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 99
    iget-object v0, p0, Lcom/larderly/app/cetp/OperationStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    const-string v1, "operations"

    const-string v3, "id = ? AND state = \'running\'"

    invoke-virtual {v0, v1, v6, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public succeed(Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 76
    const-string v0, "succeeded"

    const/4 v1, 0x0

    invoke-direct {p0, p1, v0, p2, v1}, Lcom/larderly/app/cetp/OperationStore;->finish(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 77
    return-void
.end method

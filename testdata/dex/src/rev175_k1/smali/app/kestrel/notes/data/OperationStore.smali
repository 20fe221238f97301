.class public final Lapp/kestrel/notes/data/OperationStore;
.super Ljava/lang/Object;
.source "OperationStore.kt"


# instance fields
.field private final db:Lapp/kestrel/notes/data/KestrelDb;


# direct methods
.method public constructor <init>(Lapp/kestrel/notes/data/KestrelDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/data/OperationStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    return-void
.end method


# virtual methods
.method public final cancelRequested-lieftPk(Ljava/lang/String;)Z
    .registers 13

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    iget-object v0, p0, Lapp/kestrel/notes/data/OperationStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v9, v2, [Ljava/lang/String;

    const-string v4, "cancel_requested"

    const/4 v3, 0x0

    aput-object v4, v9, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v9

    move-object v9, v4

    const/4 v5, 0x0

    aput-object p1, v9, v5

    move-object v4, v9

    const-string v1, "operations"

    const-string v3, "id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 65
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v9, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 67
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 65
    return v9

    .line 67
    :catchall_0
    move-exception v10

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    throw v10
.end method

.method public final create-f8zQ8Ko(ILjava/lang/String;)Ljava/lang/String;
    .registers 9

    const-string v1, "requestId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    sget-object v0, Lapp/kestrel/notes/cetp/OperationId;->Companion:Lapp/kestrel/notes/cetp/OperationId$Companion;

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/OperationId$Companion;->fresh-27epeHY()Ljava/lang/String;

    move-result-object v4

    .line 28
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 29
    const-string v1, "id"

    invoke-virtual {v5, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 30
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "owner_uid"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 31
    const-string v1, "request_id"

    invoke-virtual {v5, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 32
    const-string v1, "state"

    const-string v2, "queued"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 33
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 34
    iget-object v0, p0, Lapp/kestrel/notes/data/OperationStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "operations"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 35
    return-object v4
.end method

.method public final failInterrupted()V
    .registers 10

    .line 73
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 74
    const-string v1, "state"

    const-string v2, "failed"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    const-string v1, "result"

    const-string v2, "{\"error_code\":\"UNAVAILABLE\",\"error_message\":\"The app restarted before the backup finished.\",\"retryable\":true}"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 76
    iget-object v0, p0, Lapp/kestrel/notes/data/OperationStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x2

    new-array v8, v4, [Ljava/lang/String;

    const-string v6, "queued"

    const/4 v5, 0x0

    aput-object v6, v8, v5

    const-string v6, "running"

    const/4 v5, 0x1

    aput-object v6, v8, v5

    const-string v1, "operations"

    const-string v3, "state = ? OR state = ?"

    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 77
    return-void
.end method

.method public final find-HmkBvSg(Ljava/lang/String;ILjava/lang/String;)Lapp/kestrel/notes/data/OperationRow;
    .registers 15

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    iget-object v0, p0, Lapp/kestrel/notes/data/OperationStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x3

    new-array v9, v2, [Ljava/lang/String;

    const-string v4, "state"

    const/4 v3, 0x0

    aput-object v4, v9, v3

    const-string v4, "cancel_requested"

    const/4 v3, 0x1

    aput-object v4, v9, v3

    const-string v4, "result"

    const/4 v3, 0x2

    aput-object v4, v9, v3

    .line 40
    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v9

    move-object v9, v4

    const/4 v5, 0x0

    aput-object p1, v9, v5

    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x1

    aput-object v6, v9, v5

    const/4 v5, 0x2

    aput-object p3, v9, v5

    .line 39
    move-object v4, v9

    const-string v1, "operations"

    const-string v3, "id = ? AND owner_uid = ? AND request_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 42
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v9, 0x0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 45
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 42
    return-object v9

    .line 43
    :cond_0
    :try_start_1
    new-instance v0, Lapp/kestrel/notes/data/OperationRow;

    const/4 v4, 0x0

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v5, 0x1

    invoke-interface {v8, v5}, Landroid/database/Cursor;->getInt(I)I

    move-result v4

    move-object v2, p1

    if-eqz v4, :cond_1

    const/4 v4, 0x1

    goto :goto_0

    :cond_1
    const/4 v4, 0x0

    :goto_0
    const/4 v6, 0x2

    invoke-interface {v8, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    move-object v1, v2

    move-object v2, v3

    move v3, v4

    move-object v4, v5

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/kestrel/notes/data/OperationRow;-><init>(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v9, v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 45
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 43
    return-object v9

    .line 45
    :catchall_0
    move-exception v10

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    throw v10
.end method

.method public final move-E67KT68(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 11

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "state"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 51
    const-string v1, "state"

    invoke-virtual {v5, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 52
    const-string v1, "result"

    invoke-virtual {v5, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 53
    iget-object v0, p0, Lapp/kestrel/notes/data/OperationStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v6, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v6, v4

    const-string v1, "operations"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v5, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 54
    return-void
.end method

.method public final requestCancel-lieftPk(Ljava/lang/String;)V
    .registers 10

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 58
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "cancel_requested"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 59
    iget-object v0, p0, Lapp/kestrel/notes/data/OperationStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v7, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v7, v5

    const-string v1, "operations"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v6, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 60
    return-void
.end method

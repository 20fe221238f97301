.class public final Lapp/quillmark/notes/data/OperationBook;
.super Ljava/lang/Object;
.source "OperationBook.kt"


# instance fields
.field private final db:Lapp/quillmark/notes/data/NotesDb;

.field private final provider:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lapp/quillmark/notes/data/NotesDb;Ljava/lang/String;)V
    .registers 4

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "provider"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quillmark/notes/data/OperationBook;->db:Lapp/quillmark/notes/data/NotesDb;

    iput-object p2, p0, Lapp/quillmark/notes/data/OperationBook;->provider:Ljava/lang/String;

    return-void
.end method

.method public static synthetic move$default(Lapp/quillmark/notes/data/OperationBook;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)V
    .registers 8

    .line 41
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x0

    :cond_0
    and-int/lit8 v0, p5, 0x8

    if-eqz v0, :cond_1

    const/4 p4, 0x0

    :cond_1
    invoke-virtual {p0, p1, p2, p3, p4}, Lapp/quillmark/notes/data/OperationBook;->move(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final cancelRequested(Ljava/lang/String;)Z
    .registers 10

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    iget-object v0, p0, Lapp/quillmark/notes/data/OperationBook;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 58
    const/4 v2, 0x1

    new-array v4, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v4, v3

    .line 57
    const-string v1, "SELECT cancel_requested FROM operations WHERE id = ?"

    invoke-virtual {v0, v1, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v4

    check-cast v4, Ljava/io/Closeable;

    .line 59
    const/4 v5, 0x0

    :try_start_0
    move-object v0, v4

    check-cast v0, Landroid/database/Cursor;

    move-object v6, v0

    .line 62
    const/4 v7, 0x0

    .line 59
    invoke-interface {v6}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v6, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v6, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move v0, v6

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v7

    move-object v5, v7

    throw v7
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v7

    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v7

    :goto_1
    return v0
.end method

.method public final find(Ljava/lang/String;I)Lapp/quillmark/notes/data/Operation;
    .registers 20

    move-object/from16 v0, p1

    const-string v1, "id"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/data/OperationBook;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 34
    const/4 v2, 0x3

    new-array v10, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v10, v3

    move-object/from16 v4, p0

    iget-object v4, v4, Lapp/quillmark/notes/data/OperationBook;->provider:Ljava/lang/String;

    const/4 v3, 0x1

    aput-object v4, v10, v3

    move/from16 v4, p2

    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x2

    aput-object v4, v10, v3

    .line 32
    const-string v1, "SELECT id, owner_uid, request_id, state, result, error, cancel_requested FROM operations WHERE id = ? AND provider = ? AND owner_uid = ?"

    invoke-virtual {v0, v1, v10}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    check-cast v10, Ljava/io/Closeable;

    .line 35
    const/4 v11, 0x0

    :try_start_0
    move-object v0, v10

    check-cast v0, Landroid/database/Cursor;

    move-object v12, v0

    const/4 v13, 0x0

    .line 36
    move-object v14, v12

    move-object v15, v14

    .line 62
    const/16 v16, 0x0

    .line 36
    invoke-interface {v15}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v14

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_2

    move-object v15, v0

    const/16 v16, 0x0

    .line 37
    new-instance v0, Lapp/quillmark/notes/data/Operation;

    const/4 v3, 0x0

    invoke-interface {v15, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v4, 0x1

    invoke-interface {v15, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    const/4 v5, 0x2

    invoke-interface {v15, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const-string v6, "getString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v6, 0x3

    invoke-interface {v15, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x4

    invoke-interface {v15, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    const/4 v8, 0x5

    invoke-interface {v15, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v9, 0x6

    invoke-interface {v15, v9}, Landroid/database/Cursor;->getInt(I)I

    move-result v8

    if-eqz v8, :cond_1

    const/4 v8, 0x1

    goto :goto_1

    :cond_1
    const/4 v8, 0x0

    :goto_1
    move-object v1, v2

    move v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move v7, v8

    invoke-direct/range {v0 .. v7}, Lapp/quillmark/notes/data/Operation;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V

    .line 36
    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    .line 35
    :goto_2
    move-object v12, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v10, v11}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v12

    goto :goto_3

    :catch_0
    :try_start_1
    move-exception v13

    move-object v11, v13

    throw v13
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v13

    invoke-static {v10, v11}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v13

    .line 39
    :goto_3
    return-object v0
.end method

.method public final move(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 17

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "state"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    move-object v8, v7

    const/4 v9, 0x0

    .line 43
    const-string v1, "state"

    invoke-virtual {v8, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 44
    move-object v0, p3

    if-eqz p3, :cond_0

    move-object v10, v0

    .line 62
    const/4 v11, 0x0

    .line 44
    const-string v1, "result"

    invoke-virtual {v8, v1, v10}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 45
    :cond_0
    :goto_0
    move-object/from16 v0, p4

    if-eqz p4, :cond_1

    move-object v10, v0

    .line 62
    const/4 v11, 0x0

    .line 45
    const-string v1, "error"

    invoke-virtual {v8, v1, v10}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_1

    .line 46
    :cond_1
    :goto_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 42
    move-object v6, v7

    .line 48
    iget-object v0, p0, Lapp/quillmark/notes/data/OperationBook;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v7, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v7, v5

    const-string v1, "operations"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v6, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 49
    return-void
.end method

.method public final requestCancel(Ljava/lang/String;I)Z
    .registers 14

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    new-instance v8, Landroid/content/ContentValues;

    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V

    move-object v9, v8

    .line 62
    const/4 v10, 0x0

    .line 52
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "cancel_requested"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    move-object v7, v8

    .line 53
    iget-object v0, p0, Lapp/quillmark/notes/data/OperationBook;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 54
    const/4 v4, 0x2

    new-array v8, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v8, v5

    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x1

    aput-object v6, v8, v5

    .line 53
    const-string v1, "operations"

    const-string v3, "id = ? AND owner_uid = ? AND state IN (\'queued\', \'running\')"

    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

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

.method public final start(Ljava/lang/String;ILjava/lang/String;)V
    .registers 15

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    iget-object v0, p0, Lapp/quillmark/notes/data/OperationBook;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    move-object v5, v4

    const/4 v9, 0x0

    const-string v8, "operations"

    move-object v7, v0

    const/4 v6, 0x0

    .line 23
    const-string v1, "id"

    invoke-virtual {v5, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 24
    iget-object v2, p0, Lapp/quillmark/notes/data/OperationBook;->provider:Ljava/lang/String;

    const-string v1, "provider"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 25
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "owner_uid"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 26
    const-string v1, "request_id"

    invoke-virtual {v5, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 27
    const-string v1, "state"

    const-string v2, "queued"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 29
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 22
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 30
    return-void
.end method

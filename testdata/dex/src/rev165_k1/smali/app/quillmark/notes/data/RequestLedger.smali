.class public final Lapp/quillmark/notes/data/RequestLedger;
.super Ljava/lang/Object;
.source "Ledger.kt"


# instance fields
.field private final db:Lapp/quillmark/notes/data/NotesDb;

.field private final recent:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>(Lapp/quillmark/notes/data/NotesDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quillmark/notes/data/RequestLedger;->db:Lapp/quillmark/notes/data/NotesDb;

    .line 15
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lapp/quillmark/notes/data/RequestLedger;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    .line 14
    return-void
.end method

.method public static final finish$lambda$1(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/quillmark/notes/data/Replay;)Lapp/quillmark/notes/data/Replay;
    .registers 8

    const-string v1, "<unused var>"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "old"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    new-instance v0, Lapp/quillmark/notes/data/Replay;

    invoke-virtual {p3}, Lapp/quillmark/notes/data/Replay;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p3}, Lapp/quillmark/notes/data/Replay;->getDigest()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3, p0, p1}, Lapp/quillmark/notes/data/Replay;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final finish$lambda$2(Lkotlin/jvm/functions/Function2;Ljava/lang/Object;Ljava/lang/Object;)Lapp/quillmark/notes/data/Replay;
    .registers 4

    .line 40
    invoke-interface {p0, p1, p2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quillmark/notes/data/Replay;

    return-object v0
.end method


# virtual methods
.method public final claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 18

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "tool"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "digest"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    new-instance v9, Landroid/content/ContentValues;

    invoke-direct {v9}, Landroid/content/ContentValues;-><init>()V

    move-object v10, v9

    const/4 v11, 0x0

    .line 25
    const-string v1, "key"

    invoke-virtual {v10, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 26
    const-string v1, "tool"

    move-object/from16 v2, p2

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 27
    const-string v1, "digest"

    move-object/from16 v2, p3

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 24
    move-object v8, v9

    .line 30
    iget-object v0, p0, Lapp/quillmark/notes/data/RequestLedger;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "requests"

    const/4 v2, 0x0

    const/4 v4, 0x4

    invoke-virtual {v0, v1, v2, v8, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    move-result-wide v9

    .line 31
    const-wide/16 v2, -0x1

    cmp-long v0, v9, v2

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v11, v0

    move v12, v11

    .line 50
    const/4 v13, 0x0

    .line 31
    if-eqz v12, :cond_1

    iget-object v0, p0, Lapp/quillmark/notes/data/RequestLedger;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lapp/quillmark/notes/data/Replay;

    move-object/from16 v4, p2

    move-object/from16 v5, p3

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-direct {v2, v4, v5, v6, v7}, Lapp/quillmark/notes/data/Replay;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, p1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    :cond_1
    return v11
.end method

.method public final find(Ljava/lang/String;)Lapp/quillmark/notes/data/Replay;
    .registers 14

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    iget-object v0, p0, Lapp/quillmark/notes/data/RequestLedger;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quillmark/notes/data/Replay;

    if-nez v0, :cond_2

    iget-object v0, p0, Lapp/quillmark/notes/data/RequestLedger;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 18
    const/4 v2, 0x1

    new-array v8, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v8, v3

    .line 17
    const-string v1, "SELECT tool, digest, state, payload FROM requests WHERE key = ?"

    invoke-virtual {v0, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    .line 19
    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v10, v0

    .line 50
    const/4 v11, 0x0

    .line 19
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lapp/quillmark/notes/data/Replay;

    const/4 v3, 0x0

    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v4, 0x1

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v5, 0x2

    invoke-interface {v10, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x3

    invoke-interface {v10, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    invoke-direct {v0, v2, v3, v4, v5}, Lapp/quillmark/notes/data/Replay;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v10

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v11

    move-object v9, v11

    throw v11
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v11

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v11

    :goto_1
    move-object v7, v0

    .line 20
    if-eqz v7, :cond_1

    .line 17
    move-object v8, v7

    .line 20
    move-object v9, v8

    .line 50
    const/4 v10, 0x0

    .line 20
    iget-object v0, p0, Lapp/quillmark/notes/data/RequestLedger;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, p1, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-object v0, v8

    goto :goto_2

    :cond_1
    const/4 v0, 0x0

    :cond_2
    :goto_2
    return-object v0
.end method

.method public final finish(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 14

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "state"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "payload"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    move-object v8, v7

    const/4 v9, 0x0

    .line 36
    const-string v1, "state"

    invoke-virtual {v8, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    const-string v1, "payload"

    invoke-virtual {v8, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 35
    move-object v6, v7

    .line 39
    iget-object v0, p0, Lapp/quillmark/notes/data/RequestLedger;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v7, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v7, v5

    const-string v1, "requests"

    const-string v3, "key = ?"

    invoke-virtual {v0, v1, v6, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 40
    iget-object v0, p0, Lapp/quillmark/notes/data/RequestLedger;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lapp/quillmark/notes/data/RequestLedger$$ExternalSyntheticLambda0;

    invoke-direct {v2, p2, p3}, Lapp/quillmark/notes/data/RequestLedger$$ExternalSyntheticLambda0;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    new-instance v3, Lapp/quillmark/notes/data/RequestLedger$$ExternalSyntheticLambda1;

    invoke-direct {v3, v2}, Lapp/quillmark/notes/data/RequestLedger$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function2;)V

    move-object v2, v3

    invoke-virtual {v0, p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->computeIfPresent(Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;

    .line 41
    return-void
.end method

.method public final release(Ljava/lang/String;)V
    .registers 8

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    iget-object v0, p0, Lapp/quillmark/notes/data/RequestLedger;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v5, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v5, v4

    const-string v1, "requests"

    const-string v2, "key = ? AND state IS NULL"

    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 46
    iget-object v0, p0, Lapp/quillmark/notes/data/RequestLedger;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 47
    return-void
.end method

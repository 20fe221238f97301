.class public final Lapp/kestrel/notes/data/NoteStore;
.super Ljava/lang/Object;
.source "NoteStore.kt"


# instance fields
.field private final db:Lapp/kestrel/notes/data/KestrelDb;


# direct methods
.method public constructor <init>(Lapp/kestrel/notes/data/KestrelDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/data/NoteStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    return-void
.end method

.method private final read(Ljava/lang/String;[Ljava/lang/String;I)Ljava/util/List;
    .registers 17

    .line 25
    iget-object v0, p0, Lapp/kestrel/notes/data/NoteStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x5

    new-array v11, v2, [Ljava/lang/String;

    const-string v4, "id"

    const/4 v3, 0x0

    aput-object v4, v11, v3

    const-string v4, "title"

    const/4 v3, 0x1

    aput-object v4, v11, v3

    const-string v4, "body"

    const/4 v3, 0x2

    aput-object v4, v11, v3

    const-string v4, "tag"

    const/4 v3, 0x3

    aput-object v4, v11, v3

    const-string v4, "updated_at"

    const/4 v3, 0x4

    aput-object v4, v11, v3

    move-object v2, v11

    move-object v3, p1

    move-object v4, p2

    const-string v1, "notes"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "updated_at DESC"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 27
    new-instance v11, Ljava/util/ArrayList;

    invoke-direct {v11}, Ljava/util/ArrayList;-><init>()V

    .line 29
    :goto_0
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v11}, Ljava/util/ArrayList;->size()I

    move-result v0

    move/from16 v1, p3

    if-ge v0, v1, :cond_0

    .line 30
    new-instance v1, Lapp/kestrel/notes/data/NoteRow;

    const/4 v4, 0x0

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const/4 v6, 0x1

    invoke-interface {v10, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x2

    invoke-interface {v10, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    const-string v8, "getString(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v8, 0x3

    invoke-interface {v10, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v9, 0x4

    invoke-interface {v10, v9}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v8

    move-wide v2, v3

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-wide v7, v8

    invoke-direct/range {v1 .. v8}, Lapp/kestrel/notes/data/NoteRow;-><init>(JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    invoke-virtual {v11, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 33
    :cond_0
    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 34
    goto :goto_1

    .line 33
    :catchall_0
    move-exception v12

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    throw v12

    .line 35
    :goto_1
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    return-object v0
.end method


# virtual methods
.method public final all()Ljava/util/List;
    .registers 5

    .line 22
    const-string v1, "trashed = 0"

    const/4 v2, 0x0

    const/16 v3, 0x2710

    invoke-direct {p0, v1, v2, v3}, Lapp/kestrel/notes/data/NoteStore;->read(Ljava/lang/String;[Ljava/lang/String;I)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public final create(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J
    .registers 9

    const-string v1, "title"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "body"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 40
    const-string v1, "title"

    invoke-virtual {v4, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 41
    const-string v1, "body"

    invoke-virtual {v4, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 42
    const-string v1, "tag"

    invoke-virtual {v4, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 43
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 44
    iget-object v0, p0, Lapp/kestrel/notes/data/NoteStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "notes"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    return-wide v0
.end method

.method public final find(J)Lapp/kestrel/notes/data/NoteRow;
    .registers 9

    .line 20
    const/4 v2, 0x1

    new-array v5, v2, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v5, v3

    const-string v1, "id = ? AND trashed = 0"

    const/4 v3, 0x1

    invoke-direct {p0, v1, v5, v3}, Lapp/kestrel/notes/data/NoteStore;->read(Ljava/lang/String;[Ljava/lang/String;I)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/kestrel/notes/data/NoteRow;

    return-object v0
.end method

.method public final list(Ljava/lang/String;I)Ljava/util/List;
    .registers 8

    .line 15
    if-nez p1, :cond_0

    const-string v0, "trashed = 0"

    goto :goto_0

    :cond_0
    const-string v0, "trashed = 0 AND tag = ?"

    :goto_0
    move-object v2, v0

    .line 16
    if-nez p1, :cond_1

    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    const/4 v0, 0x1

    new-array v4, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    aput-object p1, v4, v1

    move-object v0, v4

    :goto_1
    move-object v3, v0

    .line 17
    invoke-direct {p0, v2, v3, p2}, Lapp/kestrel/notes/data/NoteStore;->read(Ljava/lang/String;[Ljava/lang/String;I)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public final purgeTrash(J)I
    .registers 10

    .line 55
    iget-object v0, p0, Lapp/kestrel/notes/data/NoteStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v6, v3, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v1, "notes"

    const-string v2, "trashed = 1 AND updated_at < ?"

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public final retag(JLjava/lang/String;)I
    .registers 13

    const-string v1, "tag"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 49
    const-string v1, "tag"

    invoke-virtual {v7, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 50
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 51
    iget-object v0, p0, Lapp/kestrel/notes/data/NoteStore;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v8, v4, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v8, v5

    const-string v1, "notes"

    const-string v3, "id = ? AND trashed = 0"

    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

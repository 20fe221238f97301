.class public final Lcom/marginalia/notes/core/NoteRepo;
.super Ljava/lang/Object;
.source "Repos.kt"


# instance fields
.field private final db:Lcom/marginalia/notes/core/NotesDb;


# direct methods
.method public constructor <init>(Lcom/marginalia/notes/core/NotesDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/marginalia/notes/core/NoteRepo;->db:Lcom/marginalia/notes/core/NotesDb;

    return-void
.end method

.method public static final attachmentFile$lambda$0(Landroid/database/Cursor;)Ljava/lang/String;
    .registers 3

    const-string v1, "c"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    const/4 v1, 0x0

    invoke-interface {p0, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final note$lambda$0(Lcom/marginalia/notes/core/NoteRepo;Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 4

    const-string v1, "c"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-virtual {p0, p1}, Lcom/marginalia/notes/core/NoteRepo;->noteOf$core_debug(Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final search$lambda$0(Lcom/marginalia/notes/core/NoteRepo;Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 4

    const-string v1, "c"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-virtual {p0, p1}, Lcom/marginalia/notes/core/NoteRepo;->noteOf$core_debug(Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final trashedCount$lambda$0(Landroid/database/Cursor;)I
    .registers 3

    const-string v1, "c"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 30
    const/4 v1, 0x0

    invoke-interface {p0, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    return v0
.end method


# virtual methods
.method public final attachmentFile(J)Ljava/lang/String;
    .registers 9

    .line 39
    iget-object v0, p0, Lcom/marginalia/notes/core/NoteRepo;->db:Lcom/marginalia/notes/core/NotesDb;

    invoke-virtual {v0}, Lcom/marginalia/notes/core/NotesDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v2, "getReadableDatabase(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    const/4 v2, 0x1

    new-array v5, v2, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v5, v3

    .line 39
    sget-object v3, Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda3;->INSTANCE:Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda3;

    const-string v1, "SELECT file FROM attachments WHERE id = ?"

    invoke-static {v0, v1, v5, v3}, Lcom/marginalia/notes/core/SqlKt;->select(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Ljava/util/List;

    move-result-object v0

    .line 40
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final delete(J)I
    .registers 10

    .line 26
    iget-object v0, p0, Lcom/marginalia/notes/core/NoteRepo;->db:Lcom/marginalia/notes/core/NotesDb;

    invoke-virtual {v0}, Lcom/marginalia/notes/core/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v6, v3, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v1, "attachments"

    const-string v2, "note_id = ?"

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 27
    iget-object v0, p0, Lcom/marginalia/notes/core/NoteRepo;->db:Lcom/marginalia/notes/core/NotesDb;

    invoke-virtual {v0}, Lcom/marginalia/notes/core/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v6, v3, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v1, "notes"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public final getDb$core_debug()Lcom/marginalia/notes/core/NotesDb;
    .registers 2

    .line 7
    iget-object v0, p0, Lcom/marginalia/notes/core/NoteRepo;->db:Lcom/marginalia/notes/core/NotesDb;

    return-object v0
.end method

.method public final insert(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J
    .registers 9

    const-string v1, "title"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "body"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "notebook"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 18
    const-string v1, "title"

    invoke-virtual {v4, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 19
    const-string v1, "body"

    invoke-virtual {v4, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 20
    const-string v1, "notebook"

    invoke-virtual {v4, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 21
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 22
    iget-object v0, p0, Lcom/marginalia/notes/core/NoteRepo;->db:Lcom/marginalia/notes/core/NotesDb;

    invoke-virtual {v0}, Lcom/marginalia/notes/core/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "notes"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    return-wide v0
.end method

.method public final note(J)Lorg/json/JSONObject;
    .registers 9

    .line 12
    iget-object v0, p0, Lcom/marginalia/notes/core/NoteRepo;->db:Lcom/marginalia/notes/core/NotesDb;

    invoke-virtual {v0}, Lcom/marginalia/notes/core/NotesDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v2, "getReadableDatabase(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    const/4 v2, 0x1

    new-array v5, v2, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v5, v3

    .line 12
    new-instance v3, Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda1;

    invoke-direct {v3, p0}, Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda1;-><init>(Lcom/marginalia/notes/core/NoteRepo;)V

    const-string v1, "SELECT id, title, notebook, updated_at FROM notes WHERE id = ?"

    invoke-static {v0, v1, v5, v3}, Lcom/marginalia/notes/core/SqlKt;->select(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Ljava/util/List;

    move-result-object v0

    .line 14
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method public final noteOf$core_debug(Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 6

    const-string v1, "c"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const/4 v3, 0x0

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "note_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x1

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 43
    const/4 v3, 0x2

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "notebook"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x3

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "updated_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public final purgeTrash()I
    .registers 5

    .line 34
    iget-object v0, p0, Lcom/marginalia/notes/core/NoteRepo;->db:Lcom/marginalia/notes/core/NotesDb;

    invoke-virtual {v0}, Lcom/marginalia/notes/core/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "DELETE FROM attachments WHERE note_id IN (SELECT id FROM notes WHERE trashed = 1)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    iget-object v0, p0, Lcom/marginalia/notes/core/NoteRepo;->db:Lcom/marginalia/notes/core/NotesDb;

    invoke-virtual {v0}, Lcom/marginalia/notes/core/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "notes"

    const-string v2, "trashed = 1"

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public final search(Ljava/lang/String;Ljava/lang/String;)Ljava/util/List;
    .registers 11

    const-string v1, "text"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "orderBy"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    iget-object v0, p0, Lcom/marginalia/notes/core/NoteRepo;->db:Lcom/marginalia/notes/core/NotesDb;

    invoke-virtual {v0}, Lcom/marginalia/notes/core/NotesDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v2, "getReadableDatabase(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "SELECT id, title, notebook, updated_at FROM notes WHERE trashed = 0 AND title LIKE ? ORDER BY "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    .line 10
    const/4 v2, 0x1

    new-array v7, v2, [Ljava/lang/String;

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "%"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, "%"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v7, v3

    .line 8
    new-instance v3, Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda0;

    invoke-direct {v3, p0}, Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda0;-><init>(Lcom/marginalia/notes/core/NoteRepo;)V

    invoke-static {v0, v1, v7, v3}, Lcom/marginalia/notes/core/SqlKt;->select(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Ljava/util/List;

    move-result-object v0

    .line 10
    return-object v0
.end method

.method public final trashedCount()I
    .registers 5

    .line 30
    iget-object v0, p0, Lcom/marginalia/notes/core/NoteRepo;->db:Lcom/marginalia/notes/core/NotesDb;

    invoke-virtual {v0}, Lcom/marginalia/notes/core/NotesDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v2, "getReadableDatabase(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    new-array v2, v2, [Ljava/lang/String;

    sget-object v3, Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda2;->INSTANCE:Lcom/marginalia/notes/core/NoteRepo$$ExternalSyntheticLambda2;

    const-string v1, "SELECT COUNT(*) FROM notes WHERE trashed = 1"

    invoke-static {v0, v1, v2, v3}, Lcom/marginalia/notes/core/SqlKt;->select(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Ljava/util/List;

    move-result-object v0

    .line 31
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    .line 30
    if-eqz v0, :cond_0

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    goto :goto_0

    .line 31
    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.class public final Lcom/marginalia/notes/core/NotesDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "NotesDb.kt"


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 6

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    const-string v1, "marginalia.db"

    const/4 v2, 0x0

    const/4 v3, 0x7

    invoke-direct {p0, p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    const-string v0, "CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT, body TEXT, notebook TEXT, trashed INTEGER DEFAULT 0, updated_at INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 11
    const-string v0, "CREATE TABLE reminders (id INTEGER PRIMARY KEY, note_id INTEGER, title TEXT, due_at INTEGER, delivered INTEGER DEFAULT 0, created_at INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 12
    const-string v0, "CREATE TABLE attachments (id INTEGER PRIMARY KEY, note_id INTEGER, file TEXT, media_type TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 13
    const-string v0, "CREATE TABLE replays (key TEXT PRIMARY KEY, tool TEXT, digest TEXT, status TEXT, data TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 14
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 12

    const-string v1, "db"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    const/4 v0, 0x4

    new-array v5, v0, [Ljava/lang/String;

    const-string v2, "notes"

    const/4 v1, 0x0

    aput-object v2, v5, v1

    const-string v2, "reminders"

    const/4 v1, 0x1

    aput-object v2, v5, v1

    const-string v2, "attachments"

    const/4 v1, 0x2

    aput-object v2, v5, v1

    const-string v2, "replays"

    const/4 v1, 0x3

    aput-object v2, v5, v1

    move-object v4, v5

    const/4 v5, 0x0

    array-length v6, v4

    :goto_0
    if-ge v5, v6, :cond_0

    aget-object v7, v4, v5

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "DROP TABLE IF EXISTS "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 18
    :cond_0
    invoke-virtual {p0, p1}, Lcom/marginalia/notes/core/NotesDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 19
    return-void
.end method

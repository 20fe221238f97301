.class public final Lapp/quillmark/notes/data/NotesDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "NotesDb.kt"


# static fields
.field public static final Companion:Lapp/quillmark/notes/data/NotesDb$Companion;

.field public static final NAME:Ljava/lang/String; = "quillmark.db"

.field private static final SCHEMA:Ljava/util/List;

.field private static volatile instance:Lapp/quillmark/notes/data/NotesDb;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/quillmark/notes/data/NotesDb$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/quillmark/notes/data/NotesDb$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/quillmark/notes/data/NotesDb;->Companion:Lapp/quillmark/notes/data/NotesDb$Companion;

    .line 24
    const/4 v0, 0x5

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT NOT NULL, folder TEXT, tags TEXT, archived INTEGER NOT NULL DEFAULT 0, updated_at INTEGER)"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    .line 25
    const-string v2, "CREATE TABLE attachments (id INTEGER PRIMARY KEY, note_id INTEGER NOT NULL, name TEXT NOT NULL, mime TEXT, size INTEGER, path TEXT NOT NULL, added_at INTEGER, synced INTEGER NOT NULL DEFAULT 0)"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    .line 26
    const-string v2, "CREATE TABLE requests (key TEXT PRIMARY KEY, tool TEXT NOT NULL, digest TEXT NOT NULL, state TEXT, payload TEXT, created_at INTEGER)"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    .line 27
    const-string v2, "CREATE TABLE operations (id TEXT PRIMARY KEY, provider TEXT NOT NULL, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, updated_at INTEGER)"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    .line 28
    const-string v2, "CREATE TABLE audit (id INTEGER PRIMARY KEY, uid INTEGER, provider TEXT, tool TEXT, ref TEXT, at INTEGER)"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    .line 23
    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/quillmark/notes/data/NotesDb;->SCHEMA:Ljava/util/List;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 8
    const-string v0, "quillmark.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lapp/quillmark/notes/data/NotesDb;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lapp/quillmark/notes/data/NotesDb;
    .registers 1

    .line 8
    sget-object v0, Lapp/quillmark/notes/data/NotesDb;->instance:Lapp/quillmark/notes/data/NotesDb;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lapp/quillmark/notes/data/NotesDb;)V
    .registers 1

    .line 8
    sput-object p0, Lapp/quillmark/notes/data/NotesDb;->instance:Lapp/quillmark/notes/data/NotesDb;

    return-void
.end method

.method public static final get(Landroid/content/Context;)Lapp/quillmark/notes/data/NotesDb;
    .registers 2

    sget-object v0, Lapp/quillmark/notes/data/NotesDb;->Companion:Lapp/quillmark/notes/data/NotesDb$Companion;

    invoke-virtual {v0, p0}, Lapp/quillmark/notes/data/NotesDb$Companion;->get(Landroid/content/Context;)Lapp/quillmark/notes/data/NotesDb;

    move-result-object v0

    .line 36
    return-object v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 10

    const-string v1, "db"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    sget-object v2, Lapp/quillmark/notes/data/NotesDb;->SCHEMA:Ljava/util/List;

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 40
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    move-object v0, v5

    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    const/4 v7, 0x0

    .line 11
    invoke-virtual {p1, v6}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 40
    goto :goto_0

    .line 12
    :cond_0
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    const/4 v0, 0x3

    if-ge p2, v0, :cond_0

    .line 16
    const-string v0, "CREATE TABLE IF NOT EXISTS audit (id INTEGER PRIMARY KEY, uid INTEGER, provider TEXT, tool TEXT, ref TEXT, at INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 18
    :cond_0
    return-void
.end method

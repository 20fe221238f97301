.class public final Lcom/quillbin/data/QuillDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "QuillDatabase.java"


# static fields
.field private static final TABLES:[Ljava/lang/String;

.field private static shared:Lcom/quillbin/data/QuillDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 9
    const/4 v0, 0x6

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "notebooks"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "notes"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "attachments"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "backups"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "sessions"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "outcomes"

    aput-object v2, v0, v1

    sput-object v0, Lcom/quillbin/data/QuillDatabase;->TABLES:[Ljava/lang/String;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 13
    const-string v0, "quillbin.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 14
    return-void
.end method

.method public static declared-synchronized of(Landroid/content/Context;)Lcom/quillbin/data/QuillDatabase;
    .registers 4

    const-class v0, Lcom/quillbin/data/QuillDatabase;

    monitor-enter v0

    .line 17
    :try_start_0
    sget-object v0, Lcom/quillbin/data/QuillDatabase;->shared:Lcom/quillbin/data/QuillDatabase;

    if-nez v0, :cond_0

    .line 18
    new-instance v0, Lcom/quillbin/data/QuillDatabase;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/quillbin/data/QuillDatabase;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/quillbin/data/QuillDatabase;->shared:Lcom/quillbin/data/QuillDatabase;

    .line 20
    :cond_0
    sget-object v0, Lcom/quillbin/data/QuillDatabase;->shared:Lcom/quillbin/data/QuillDatabase;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/quillbin/data/QuillDatabase;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/quillbin/data/QuillDatabase;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 25
    const-string v0, "CREATE TABLE notebooks (_id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 27
    const-string v0, "CREATE TABLE notes (_id INTEGER PRIMARY KEY, notebook_id INTEGER NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL, tags TEXT NOT NULL DEFAULT \'\', trashed INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    const-string v0, "CREATE TABLE attachments (_id INTEGER PRIMARY KEY, note_id INTEGER NOT NULL, file TEXT NOT NULL, media_type TEXT NOT NULL, size_bytes INTEGER NOT NULL, sha256 TEXT NOT NULL, added_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 33
    const-string v0, "CREATE TABLE backups (_id INTEGER PRIMARY KEY, label TEXT NOT NULL, file TEXT, size_bytes INTEGER NOT NULL DEFAULT 0, sha256 TEXT, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, files INTEGER NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 37
    const-string v0, "CREATE TABLE outcomes (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, answer TEXT NOT NULL, kept_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 40
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 10

    .line 44
    sget-object v2, Lcom/quillbin/data/QuillDatabase;->TABLES:[Ljava/lang/String;

    array-length v3, v2

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_0

    aget-object v5, v2, v4

    .line 45
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "DROP TABLE IF EXISTS "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 44
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 47
    :cond_0
    invoke-virtual {p0, p1}, Lcom/quillbin/data/QuillDatabase;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 48
    return-void
.end method

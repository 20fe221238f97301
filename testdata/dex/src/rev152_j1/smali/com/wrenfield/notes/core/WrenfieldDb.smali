.class public final Lcom/wrenfield/notes/core/WrenfieldDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "WrenfieldDb.java"


# static fields
.field private static instance:Lcom/wrenfield/notes/core/WrenfieldDb;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 12
    const-string v0, "wrenfield.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Object;I)V

    .line 13
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/wrenfield/notes/core/WrenfieldDb;
    .registers 4

    const-class v0, Lcom/wrenfield/notes/core/WrenfieldDb;

    monitor-enter v0

    .line 16
    :try_start_0
    sget-object v0, Lcom/wrenfield/notes/core/WrenfieldDb;->instance:Lcom/wrenfield/notes/core/WrenfieldDb;

    if-nez v0, :cond_0

    .line 17
    new-instance v0, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/wrenfield/notes/core/WrenfieldDb;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/wrenfield/notes/core/WrenfieldDb;->instance:Lcom/wrenfield/notes/core/WrenfieldDb;

    .line 19
    :cond_0
    sget-object v0, Lcom/wrenfield/notes/core/WrenfieldDb;->instance:Lcom/wrenfield/notes/core/WrenfieldDb;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/wrenfield/notes/core/WrenfieldDb;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/wrenfield/notes/core/WrenfieldDb;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 24
    const-string v0, "CREATE TABLE notebooks (_id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, shared INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 26
    const-string v0, "CREATE TABLE notes (_id INTEGER PRIMARY KEY, notebook_id INTEGER NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL, updated_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 28
    const-string v0, "CREATE TABLE attachments (attachment_id TEXT PRIMARY KEY, note_id INTEGER NOT NULL, file_name TEXT NOT NULL, thumb_name TEXT, media_type TEXT NOT NULL, size_bytes INTEGER NOT NULL, sha256 TEXT NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 31
    const-string v0, "CREATE TABLE dedup (request_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT NOT NULL, recorded_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 33
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    .line 37
    const/4 v0, 0x3

    if-ge p2, v0, :cond_0

    .line 38
    const-string v0, "CREATE TABLE IF NOT EXISTS dedup (request_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT NOT NULL, recorded_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 41
    :cond_0
    return-void
.end method

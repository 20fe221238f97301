.class public final Lcom/inkbarrow/data/InkDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "InkDatabase.java"


# static fields
.field private static instance:Lcom/inkbarrow/data/InkDatabase;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 12
    const-string v0, "inkbarrow.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 13
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/inkbarrow/data/InkDatabase;
    .registers 4

    const-class v0, Lcom/inkbarrow/data/InkDatabase;

    monitor-enter v0

    .line 16
    :try_start_0
    sget-object v0, Lcom/inkbarrow/data/InkDatabase;->instance:Lcom/inkbarrow/data/InkDatabase;

    if-nez v0, :cond_0

    .line 17
    new-instance v0, Lcom/inkbarrow/data/InkDatabase;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/inkbarrow/data/InkDatabase;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/inkbarrow/data/InkDatabase;->instance:Lcom/inkbarrow/data/InkDatabase;

    .line 19
    :cond_0
    sget-object v0, Lcom/inkbarrow/data/InkDatabase;->instance:Lcom/inkbarrow/data/InkDatabase;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/inkbarrow/data/InkDatabase;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/inkbarrow/data/InkDatabase;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 24
    const-string v0, "CREATE TABLE scans (_id INTEGER PRIMARY KEY, title TEXT NOT NULL UNIQUE, album TEXT NOT NULL, pages INTEGER NOT NULL, filed INTEGER NOT NULL DEFAULT 0, taken_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 26
    const-string v0, "CREATE TABLE notebooks (name TEXT PRIMARY KEY, locked INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 27
    const-string v0, "CREATE TABLE notes (_id INTEGER PRIMARY KEY, notebook TEXT NOT NULL, heading TEXT, body TEXT NOT NULL, written_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 29
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, large_results INTEGER NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 31
    const-string v0, "CREATE TABLE resumes (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, summary TEXT NOT NULL, expires_at INTEGER NOT NULL, answer TEXT NOT NULL DEFAULT \'pending\')"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 34
    const-string v0, "CREATE TABLE requests (provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, kept_at INTEGER NOT NULL, PRIMARY KEY (provider, uid, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 37
    const-string v0, "CREATE TABLE audit (_id INTEGER PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, outcome TEXT NOT NULL, at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 39
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 13

    .line 43
    const/4 v0, 0x7

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "scans"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "notebooks"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "notes"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "sessions"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "resumes"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "requests"

    aput-object v3, v0, v2

    const/4 v2, 0x6

    const-string v3, "audit"

    aput-object v3, v0, v2

    move-object v4, v0

    .line 44
    move-object v5, v4

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_0

    aget-object v8, v5, v7

    .line 45
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "DROP TABLE IF EXISTS "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 44
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 47
    :cond_0
    invoke-virtual {p0, p1}, Lcom/inkbarrow/data/InkDatabase;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 48
    return-void
.end method

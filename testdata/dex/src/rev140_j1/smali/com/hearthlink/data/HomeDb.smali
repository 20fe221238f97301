.class public final Lcom/hearthlink/data/HomeDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "HomeDb.java"


# static fields
.field private static final NAME:Ljava/lang/String; = "home.db"

.field private static final VERSION:I = 0x7

.field private static instance:Lcom/hearthlink/data/HomeDb;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 15
    const-string v0, "home.db"

    const/4 v1, 0x0

    const/4 v2, 0x7

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 16
    return-void
.end method

.method public static declared-synchronized open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 4

    const-class v0, Lcom/hearthlink/data/HomeDb;

    monitor-enter v0

    .line 19
    :try_start_0
    sget-object v0, Lcom/hearthlink/data/HomeDb;->instance:Lcom/hearthlink/data/HomeDb;

    if-nez v0, :cond_0

    .line 20
    new-instance v0, Lcom/hearthlink/data/HomeDb;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/hearthlink/data/HomeDb;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/hearthlink/data/HomeDb;->instance:Lcom/hearthlink/data/HomeDb;

    .line 22
    :cond_0
    sget-object v0, Lcom/hearthlink/data/HomeDb;->instance:Lcom/hearthlink/data/HomeDb;

    invoke-virtual {v0}, Lcom/hearthlink/data/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    const-class v1, Lcom/hearthlink/data/HomeDb;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/hearthlink/data/HomeDb;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 27
    const-string v0, "CREATE TABLE devices (_id TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL, room TEXT, state TEXT NOT NULL DEFAULT \'{}\', updated_at INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 29
    const-string v0, "CREATE TABLE snapshots (_id INTEGER PRIMARY KEY AUTOINCREMENT, camera_id TEXT NOT NULL, file TEXT NOT NULL, taken_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 31
    const-string v0, "CREATE TABLE routines (_id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, steps TEXT NOT NULL, touches_locks INTEGER NOT NULL, created_by INTEGER NOT NULL, last_run INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 34
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 36
    const-string v0, "CREATE TABLE tickets (_id INTEGER PRIMARY KEY AUTOINCREMENT, token_sha256 TEXT UNIQUE NOT NULL, provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, summary TEXT NOT NULL, state TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 39
    const-string v0, "CREATE TABLE outcomes (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, kept_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 42
    const-string v0, "CREATE TABLE grants (provider TEXT NOT NULL, uid INTEGER NOT NULL, scope TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (provider, uid, scope))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 44
    const-string v0, "CREATE TABLE audit (at INTEGER NOT NULL, provider TEXT NOT NULL, uid INTEGER NOT NULL, tool TEXT NOT NULL, request_id TEXT, outcome TEXT NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 46
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 12

    .line 50
    const/16 v0, 0x8

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "devices"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "snapshots"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "routines"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "sessions"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "tickets"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "outcomes"

    aput-object v3, v0, v2

    const/4 v2, 0x6

    const-string v3, "grants"

    aput-object v3, v0, v2

    const/4 v2, 0x7

    const-string v3, "audit"

    aput-object v3, v0, v2

    move-object v4, v0

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_0

    aget-object v7, v4, v6

    .line 52
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "DROP TABLE IF EXISTS "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 50
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 54
    :cond_0
    invoke-virtual {p0, p1}, Lcom/hearthlink/data/HomeDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 55
    return-void
.end method

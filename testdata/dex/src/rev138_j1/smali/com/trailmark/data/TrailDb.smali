.class public final Lcom/trailmark/data/TrailDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "TrailDb.java"


# static fields
.field private static final VERSION:I = 0x4

.field private static instance:Lcom/trailmark/data/TrailDb;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 13
    const-string v0, "trailmark.db"

    const/4 v1, 0x0

    const/4 v2, 0x4

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Object;I)V

    .line 14
    return-void
.end method

.method public static declared-synchronized open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 4

    const-class v0, Lcom/trailmark/data/TrailDb;

    monitor-enter v0

    .line 17
    :try_start_0
    sget-object v0, Lcom/trailmark/data/TrailDb;->instance:Lcom/trailmark/data/TrailDb;

    if-nez v0, :cond_0

    .line 18
    new-instance v0, Lcom/trailmark/data/TrailDb;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/trailmark/data/TrailDb;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/trailmark/data/TrailDb;->instance:Lcom/trailmark/data/TrailDb;

    .line 20
    :cond_0
    sget-object v0, Lcom/trailmark/data/TrailDb;->instance:Lcom/trailmark/data/TrailDb;

    invoke-virtual {v0}, Lcom/trailmark/data/TrailDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    const-class v1, Lcom/trailmark/data/TrailDb;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/trailmark/data/TrailDb;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 25
    const-string v0, "CREATE TABLE trips (_id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, started_at INTEGER NOT NULL, distance_m REAL NOT NULL DEFAULT 0, track_file TEXT NOT NULL, track_size INTEGER NOT NULL, track_sha256 TEXT NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 28
    const-string v0, "CREATE TABLE waypoints (_id INTEGER PRIMARY KEY AUTOINCREMENT, trip_id INTEGER NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL, tags TEXT NOT NULL DEFAULT \',\', lat REAL NOT NULL, lon REAL NOT NULL, recorded_at INTEGER NOT NULL, trashed INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 31
    const-string v0, "CREATE TABLE photos (_id INTEGER PRIMARY KEY AUTOINCREMENT, trip_id INTEGER NOT NULL, file TEXT NOT NULL, taken_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 33
    const-string v0, "CREATE TABLE exports (_id INTEGER PRIMARY KEY AUTOINCREMENT, trip_id INTEGER NOT NULL, file TEXT NOT NULL, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    const-string v0, "CREATE TABLE snapshots (_id INTEGER PRIMARY KEY AUTOINCREMENT, label TEXT NOT NULL, file TEXT, size_bytes INTEGER NOT NULL DEFAULT 0, sha256 TEXT, trips INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 38
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, flags INTEGER NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 40
    const-string v0, "CREATE TABLE outcomes (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, kept_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 43
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 13

    .line 47
    const/4 v0, 0x7

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "trips"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "waypoints"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "photos"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "exports"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "snapshots"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "sessions"

    aput-object v3, v0, v2

    const/4 v2, 0x6

    const-string v3, "outcomes"

    aput-object v3, v0, v2

    move-object v4, v0

    .line 48
    move-object v5, v4

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_0

    aget-object v8, v5, v7

    .line 49
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

    .line 48
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 51
    :cond_0
    invoke-virtual {p0, p1}, Lcom/trailmark/data/TrailDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 52
    return-void
.end method

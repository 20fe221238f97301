.class public final Lcom/lumenframe/studio/data/StudioDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "StudioDb.java"


# static fields
.field private static final NAME:Ljava/lang/String; = "studio.db"

.field private static final SCHEMA:[Ljava/lang/String;

.field private static final VERSION:I = 0x7

.field private static instance:Lcom/lumenframe/studio/data/StudioDb;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 13
    const/16 v0, 0x9

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "CREATE TABLE albums (_id INTEGER PRIMARY KEY, title TEXT NOT NULL, created_at INTEGER NOT NULL)"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "CREATE TABLE photos (_id INTEGER PRIMARY KEY, album_id INTEGER NOT NULL, path TEXT NOT NULL, caption TEXT, taken_at INTEGER, size_bytes INTEGER NOT NULL)"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "CREATE TABLE clips (_id INTEGER PRIMARY KEY, path TEXT NOT NULL, duration_ms INTEGER NOT NULL)"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "CREATE TABLE exports (_id INTEGER PRIMARY KEY, kind TEXT NOT NULL, source_id INTEGER NOT NULL, file_name TEXT NOT NULL, requested_by INTEGER NOT NULL, created_at INTEGER NOT NULL)"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "CREATE TABLE backups (_id INTEGER PRIMARY KEY, label TEXT NOT NULL, files INTEGER NOT NULL, bytes INTEGER NOT NULL, manifest_sha256 TEXT NOT NULL, created_at INTEGER NOT NULL)"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "CREATE TABLE backup_quota (uid INTEGER PRIMARY KEY, used_bytes INTEGER NOT NULL)"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "CREATE TABLE paired_consumers (package TEXT NOT NULL, provider TEXT NOT NULL, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, PRIMARY KEY (package, provider))"

    aput-object v2, v0, v1

    const/16 v1, 0x8

    const-string v2, "CREATE TABLE operations (provider TEXT NOT NULL, id TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, created_at INTEGER NOT NULL, state TEXT NOT NULL, result_json TEXT, result_path TEXT, media_type TEXT, error_code TEXT, PRIMARY KEY (provider, id), UNIQUE (provider, uid, request_id))"

    aput-object v2, v0, v1

    sput-object v0, Lcom/lumenframe/studio/data/StudioDb;->SCHEMA:[Ljava/lang/String;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 33
    const-string v0, "studio.db"

    const/4 v1, 0x0

    const/4 v2, 0x7

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 34
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/lumenframe/studio/data/StudioDb;
    .registers 3

    const-class v0, Lcom/lumenframe/studio/data/StudioDb;

    monitor-enter v0

    .line 37
    :try_start_0
    sget-object v0, Lcom/lumenframe/studio/data/StudioDb;->instance:Lcom/lumenframe/studio/data/StudioDb;

    if-nez v0, :cond_0

    .line 38
    new-instance v0, Lcom/lumenframe/studio/data/StudioDb;

    invoke-direct {v0, p0}, Lcom/lumenframe/studio/data/StudioDb;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/lumenframe/studio/data/StudioDb;->instance:Lcom/lumenframe/studio/data/StudioDb;

    .line 40
    :cond_0
    sget-object v0, Lcom/lumenframe/studio/data/StudioDb;->instance:Lcom/lumenframe/studio/data/StudioDb;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/lumenframe/studio/data/StudioDb;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/lumenframe/studio/data/StudioDb;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 6

    .line 45
    sget-object v0, Lcom/lumenframe/studio/data/StudioDb;->SCHEMA:[Ljava/lang/String;

    array-length v1, v0

    const/4 v2, 0x0

    :goto_0
    if-ge v2, v1, :cond_0

    aget-object v3, v0, v2

    .line 46
    invoke-virtual {p1, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 45
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 48
    :cond_0
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 6

    .line 52
    const/4 v0, 0x7

    if-ge p2, v0, :cond_0

    .line 53
    const-string v0, "DROP TABLE IF EXISTS operations"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 54
    sget-object v0, Lcom/lumenframe/studio/data/StudioDb;->SCHEMA:[Ljava/lang/String;

    const/16 v1, 0x8

    aget-object v0, v0, v1

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 56
    :cond_0
    return-void
.end method

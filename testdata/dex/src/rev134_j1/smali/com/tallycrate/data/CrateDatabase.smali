.class public final Lcom/tallycrate/data/CrateDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "CrateDatabase.java"


# static fields
.field private static instance:Lcom/tallycrate/data/CrateDatabase;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 12
    const-string v0, "tallycrate.db"

    const/4 v1, 0x0

    const/4 v2, 0x4

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 13
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/tallycrate/data/CrateDatabase;
    .registers 4

    const-class v0, Lcom/tallycrate/data/CrateDatabase;

    monitor-enter v0

    .line 16
    :try_start_0
    sget-object v0, Lcom/tallycrate/data/CrateDatabase;->instance:Lcom/tallycrate/data/CrateDatabase;

    if-nez v0, :cond_0

    .line 17
    new-instance v0, Lcom/tallycrate/data/CrateDatabase;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tallycrate/data/CrateDatabase;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/tallycrate/data/CrateDatabase;->instance:Lcom/tallycrate/data/CrateDatabase;

    .line 19
    :cond_0
    sget-object v0, Lcom/tallycrate/data/CrateDatabase;->instance:Lcom/tallycrate/data/CrateDatabase;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/tallycrate/data/CrateDatabase;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/tallycrate/data/CrateDatabase;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 24
    const-string v0, "CREATE TABLE receipts (_id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, total_cents INTEGER NOT NULL, currency TEXT NOT NULL, bought_at INTEGER NOT NULL, tags TEXT NOT NULL DEFAULT \',\', image TEXT, image_size INTEGER, image_sha256 TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 27
    const-string v0, "CREATE TABLE shares (_id INTEGER PRIMARY KEY, item TEXT NOT NULL, uid INTEGER NOT NULL, what TEXT NOT NULL, at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 29
    const-string v0, "CREATE TABLE archives (_id INTEGER PRIMARY KEY, label TEXT NOT NULL, size_bytes INTEGER NOT NULL, imported_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 31
    const-string v0, "CREATE TABLE archive_entries (_id INTEGER PRIMARY KEY, archive_id INTEGER NOT NULL, name TEXT NOT NULL, size_bytes INTEGER NOT NULL, sha256 TEXT NOT NULL, media_type TEXT NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 33
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, large_results INTEGER NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    const-string v0, "CREATE TABLE outcomes (provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, kept_at INTEGER NOT NULL, PRIMARY KEY (provider, uid, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 38
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 12

    .line 42
    const/4 v0, 0x6

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "receipts"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "shares"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "archives"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "archive_entries"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "sessions"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "outcomes"

    aput-object v3, v0, v2

    move-object v4, v0

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_0

    aget-object v7, v4, v6

    .line 43
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

    .line 42
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 45
    :cond_0
    invoke-virtual {p0, p1}, Lcom/tallycrate/data/CrateDatabase;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 46
    return-void
.end method

.class public final Lcom/verdant/garden/data/GardenDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "GardenDatabase.java"


# static fields
.field private static final NAME:Ljava/lang/String; = "verdant.db"

.field private static final VERSION:I = 0x7

.field private static instance:Lcom/verdant/garden/data/GardenDatabase;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 14
    const-string v0, "verdant.db"

    const/4 v1, 0x0

    const/4 v2, 0x7

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 15
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/verdant/garden/data/GardenDatabase;
    .registers 3

    const-class v0, Lcom/verdant/garden/data/GardenDatabase;

    monitor-enter v0

    .line 18
    :try_start_0
    sget-object v0, Lcom/verdant/garden/data/GardenDatabase;->instance:Lcom/verdant/garden/data/GardenDatabase;

    if-nez v0, :cond_0

    .line 19
    new-instance v0, Lcom/verdant/garden/data/GardenDatabase;

    invoke-direct {v0, p0}, Lcom/verdant/garden/data/GardenDatabase;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/verdant/garden/data/GardenDatabase;->instance:Lcom/verdant/garden/data/GardenDatabase;

    .line 21
    :cond_0
    sget-object v0, Lcom/verdant/garden/data/GardenDatabase;->instance:Lcom/verdant/garden/data/GardenDatabase;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/verdant/garden/data/GardenDatabase;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/verdant/garden/data/GardenDatabase;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 26
    const-string v0, "CREATE TABLE beds (id TEXT PRIMARY KEY, name TEXT NOT NULL, area_m2 INTEGER, created_at INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 27
    const-string v0, "CREATE TABLE plantings (id TEXT PRIMARY KEY, bed_id TEXT NOT NULL, crop TEXT NOT NULL, variety TEXT, sown_on TEXT, expected_harvest TEXT, harvested_g INTEGER DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 29
    const-string v0, "CREATE TABLE zones (id TEXT PRIMARY KEY, name TEXT NOT NULL, valve INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    const-string v0, "CREATE TABLE schedules (zone_id TEXT PRIMARY KEY, start_minute INTEGER, minutes INTEGER, days TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 32
    const-string v0, "CREATE TABLE waterings (id TEXT PRIMARY KEY, zone_id TEXT NOT NULL, started_at INTEGER, minutes INTEGER, litres INTEGER, source TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 34
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, capabilities TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 36
    const-string v0, "CREATE TABLE grants (provider TEXT NOT NULL, uid INTEGER NOT NULL, package TEXT NOT NULL, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, paired_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (provider, package))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 39
    const-string v0, "CREATE TABLE operations (id TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error_code TEXT, cancel_requested INTEGER DEFAULT 0, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 42
    const-string v0, "CREATE TABLE confirmations (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT, decision TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 45
    const-string v0, "CREATE TABLE request_log (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, status TEXT, data TEXT, error_code TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 48
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 12

    .line 52
    const/16 v0, 0xa

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "beds"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "plantings"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "zones"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "schedules"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "waterings"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "sessions"

    aput-object v3, v0, v2

    const/4 v2, 0x6

    const-string v3, "grants"

    aput-object v3, v0, v2

    const/4 v2, 0x7

    const-string v3, "operations"

    aput-object v3, v0, v2

    const/16 v2, 0x8

    const-string v3, "confirmations"

    aput-object v3, v0, v2

    const/16 v2, 0x9

    const-string v3, "request_log"

    aput-object v3, v0, v2

    move-object v4, v0

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_0

    aget-object v7, v4, v6

    .line 54
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

    .line 52
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 56
    :cond_0
    invoke-virtual {p0, p1}, Lcom/verdant/garden/data/GardenDatabase;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 57
    return-void
.end method

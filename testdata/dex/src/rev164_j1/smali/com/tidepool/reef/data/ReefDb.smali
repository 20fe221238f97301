.class public final Lcom/tidepool/reef/data/ReefDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "ReefDb.java"


# static fields
.field private static final NAME:Ljava/lang/String; = "reef.db"

.field private static final VERSION:I = 0x7

.field private static instance:Lcom/tidepool/reef/data/ReefDb;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 14
    const-string v0, "reef.db"

    const/4 v1, 0x0

    const/4 v2, 0x7

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 15
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/tidepool/reef/data/ReefDb;
    .registers 3

    const-class v0, Lcom/tidepool/reef/data/ReefDb;

    monitor-enter v0

    .line 18
    :try_start_0
    sget-object v0, Lcom/tidepool/reef/data/ReefDb;->instance:Lcom/tidepool/reef/data/ReefDb;

    if-nez v0, :cond_0

    .line 19
    new-instance v0, Lcom/tidepool/reef/data/ReefDb;

    invoke-direct {v0, p0}, Lcom/tidepool/reef/data/ReefDb;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/tidepool/reef/data/ReefDb;->instance:Lcom/tidepool/reef/data/ReefDb;

    .line 21
    :cond_0
    sget-object v0, Lcom/tidepool/reef/data/ReefDb;->instance:Lcom/tidepool/reef/data/ReefDb;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/tidepool/reef/data/ReefDb;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/tidepool/reef/data/ReefDb;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 26
    const-string v0, "CREATE TABLE tanks (id INTEGER PRIMARY KEY, name TEXT NOT NULL, litres REAL NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 27
    const-string v0, "CREATE TABLE water_tests (id INTEGER PRIMARY KEY, tank_id INTEGER NOT NULL, parameter TEXT NOT NULL, value REAL NOT NULL, taken_at INTEGER NOT NULL, recorded_by TEXT, seen INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 29
    const-string v0, "CREATE TABLE pumps (id INTEGER PRIMARY KEY, name TEXT NOT NULL, additive TEXT NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    const-string v0, "CREATE TABLE pump_readings (pump_id INTEGER NOT NULL, level_ml REAL NOT NULL, read_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 31
    const-string v0, "CREATE TABLE dose_schedules (id INTEGER PRIMARY KEY, pump_id INTEGER NOT NULL, ml REAL NOT NULL, at_ms INTEGER NOT NULL, requested_by TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 33
    const-string v0, "CREATE TABLE pump_commands (id INTEGER PRIMARY KEY, pump_id INTEGER NOT NULL, ml REAL NOT NULL, state TEXT NOT NULL, issued_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    const-string v0, "CREATE TABLE grants (package TEXT NOT NULL, uid INTEGER NOT NULL, scope TEXT NOT NULL, cert_sha256 TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 37
    const-string v0, "CREATE TABLE paired_apps (package TEXT PRIMARY KEY, cert_sha256 TEXT NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 38
    const-string v0, "CREATE TABLE ledger (uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, state TEXT NOT NULL, result TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider_id, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 41
    const-string v0, "CREATE TABLE reminders (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, ref_id INTEGER NOT NULL, due_at INTEGER NOT NULL, requested_by_uid INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 43
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 13

    .line 47
    const/16 v0, 0xa

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "tanks"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "water_tests"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "pumps"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "pump_readings"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "dose_schedules"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "pump_commands"

    aput-object v3, v0, v2

    const/4 v2, 0x6

    const-string v3, "grants"

    aput-object v3, v0, v2

    const/4 v2, 0x7

    const-string v3, "paired_apps"

    aput-object v3, v0, v2

    const/16 v2, 0x8

    const-string v3, "ledger"

    aput-object v3, v0, v2

    const/16 v2, 0x9

    const-string v3, "reminders"

    aput-object v3, v0, v2

    move-object v4, v0

    .line 49
    move-object v5, v4

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_0

    aget-object v8, v5, v7

    .line 50
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

    .line 49
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 52
    :cond_0
    invoke-virtual {p0, p1}, Lcom/tidepool/reef/data/ReefDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 53
    return-void
.end method

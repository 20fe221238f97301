.class public final Lcom/relaykit/home/core/HomeDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "HomeDb.java"


# static fields
.field private static final NAME:Ljava/lang/String; = "relaykit.db"

.field private static final VERSION:I = 0x9

.field private static instance:Lcom/relaykit/home/core/HomeDb;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 14
    const-string v0, "relaykit.db"

    const/4 v1, 0x0

    const/16 v2, 0x9

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 15
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/relaykit/home/core/HomeDb;
    .registers 4

    const-class v0, Lcom/relaykit/home/core/HomeDb;

    monitor-enter v0

    .line 18
    :try_start_0
    sget-object v0, Lcom/relaykit/home/core/HomeDb;->instance:Lcom/relaykit/home/core/HomeDb;

    if-nez v0, :cond_0

    .line 19
    new-instance v0, Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/relaykit/home/core/HomeDb;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/relaykit/home/core/HomeDb;->instance:Lcom/relaykit/home/core/HomeDb;

    .line 21
    :cond_0
    sget-object v0, Lcom/relaykit/home/core/HomeDb;->instance:Lcom/relaykit/home/core/HomeDb;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/relaykit/home/core/HomeDb;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/relaykit/home/core/HomeDb;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 26
    const-string v0, "CREATE TABLE devices (_id TEXT PRIMARY KEY, name TEXT NOT NULL, room TEXT, kind TEXT NOT NULL, is_on INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 28
    const-string v0, "CREATE TABLE alerts (_id INTEGER PRIMARY KEY AUTOINCREMENT, device_id TEXT NOT NULL, message TEXT NOT NULL, raised_at INTEGER NOT NULL, read_at INTEGER, snoozed_until INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    const-string v0, "CREATE TABLE routines (_id TEXT PRIMARY KEY, name TEXT NOT NULL, trigger_at TEXT NOT NULL, actions TEXT NOT NULL, enabled INTEGER NOT NULL DEFAULT 1, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 32
    const-string v0, "CREATE TABLE routine_runs (_id INTEGER PRIMARY KEY AUTOINCREMENT, routine_id TEXT NOT NULL, ran_at INTEGER NOT NULL, actions_sent INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 34
    const-string v0, "CREATE TABLE hub_outbox (_id INTEGER PRIMARY KEY AUTOINCREMENT, device_id TEXT NOT NULL, command TEXT NOT NULL, queued_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 36
    const-string v0, "CREATE TABLE paired_apps (package TEXT NOT NULL, provider TEXT NOT NULL, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, PRIMARY KEY (package, provider))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 38
    const-string v0, "CREATE TABLE approvals (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL, expires_at INTEGER NOT NULL, decision INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 41
    const-string v0, "CREATE TABLE mutation_journal (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 44
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    .line 48
    const/16 v0, 0x9

    if-ge p2, v0, :cond_0

    .line 49
    const-string v0, "ALTER TABLE alerts ADD COLUMN snoozed_until INTEGER"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 51
    :cond_0
    return-void
.end method

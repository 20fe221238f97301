.class public final Lcom/halyard/vault/jobs/VaultDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "VaultDb.java"


# static fields
.field private static final VERSION:I = 0x4

.field private static instance:Lcom/halyard/vault/jobs/VaultDb;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 13
    const-string v0, "vault.db"

    const/4 v1, 0x0

    const/4 v2, 0x4

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Object;I)V

    .line 14
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/halyard/vault/jobs/VaultDb;
    .registers 4

    const-class v0, Lcom/halyard/vault/jobs/VaultDb;

    monitor-enter v0

    .line 17
    :try_start_0
    sget-object v0, Lcom/halyard/vault/jobs/VaultDb;->instance:Lcom/halyard/vault/jobs/VaultDb;

    if-nez v0, :cond_0

    .line 18
    new-instance v0, Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/halyard/vault/jobs/VaultDb;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/halyard/vault/jobs/VaultDb;->instance:Lcom/halyard/vault/jobs/VaultDb;

    .line 20
    :cond_0
    sget-object v0, Lcom/halyard/vault/jobs/VaultDb;->instance:Lcom/halyard/vault/jobs/VaultDb;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/halyard/vault/jobs/VaultDb;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/halyard/vault/jobs/VaultDb;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 25
    const-string v0, "CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL, updated_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 27
    const-string v0, "CREATE TABLE snapshots (id INTEGER PRIMARY KEY AUTOINCREMENT, label TEXT NOT NULL, item_count INTEGER NOT NULL, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 29
    const-string v0, "CREATE TABLE chunks (id INTEGER PRIMARY KEY AUTOINCREMENT, snapshot_id INTEGER NOT NULL, item_id INTEGER NOT NULL, path TEXT NOT NULL, sha256 TEXT NOT NULL, size INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 31
    const-string v0, "CREATE TABLE reports (report_id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, title TEXT NOT NULL, path TEXT NOT NULL, size INTEGER NOT NULL, sha256 TEXT NOT NULL, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 33
    const-string v0, "CREATE TABLE grants (package TEXT NOT NULL, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    const-string v0, "CREATE TABLE operations (id INTEGER PRIMARY KEY AUTOINCREMENT, op_id TEXT NOT NULL UNIQUE, dedup_key TEXT NOT NULL UNIQUE, owner_uid INTEGER NOT NULL, owner_package TEXT, provider TEXT NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, args TEXT NOT NULL, args_digest TEXT NOT NULL, status TEXT NOT NULL, progress INTEGER NOT NULL DEFAULT 0, progress_total INTEGER NOT NULL DEFAULT 100, progress_text TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, result_path TEXT, media_type TEXT, result_size INTEGER, result_sha256 TEXT, result_json TEXT, error_code TEXT, error_text TEXT, version INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 43
    const-string v0, "CREATE INDEX operations_status ON operations (status, id)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 44
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    .line 48
    const-string v0, "DROP TABLE IF EXISTS operations"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 49
    const-string v0, "DROP TABLE IF EXISTS reports"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 50
    const-string v0, "DROP TABLE IF EXISTS chunks"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 51
    const-string v0, "DROP TABLE IF EXISTS snapshots"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 52
    const-string v0, "DROP TABLE IF EXISTS grants"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 53
    const-string v0, "DROP TABLE IF EXISTS items"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 54
    invoke-virtual {p0, p1}, Lcom/halyard/vault/jobs/VaultDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 55
    return-void
.end method

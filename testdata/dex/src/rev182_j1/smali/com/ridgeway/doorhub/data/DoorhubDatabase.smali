.class public Lcom/ridgeway/doorhub/data/DoorhubDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "DoorhubDatabase.java"


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 12
    const-string v0, "doorhub.db"

    const/4 v1, 0x0

    const/4 v2, 0x7

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 13
    iput-object p1, p0, Lcom/ridgeway/doorhub/data/DoorhubDatabase;->context:Landroid/content/Context;

    .line 14
    return-void
.end method


# virtual methods
.method public context()Landroid/content/Context;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/ridgeway/doorhub/data/DoorhubDatabase;->context:Landroid/content/Context;

    return-object v0
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 22
    const-string v0, "CREATE TABLE locks (lock_id TEXT PRIMARY KEY, name TEXT NOT NULL, state TEXT NOT NULL, auto_lock_seconds INTEGER NOT NULL, battery INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 24
    const-string v0, "CREATE TABLE guest_codes (code_id TEXT PRIMARY KEY, lock_id TEXT NOT NULL, label TEXT NOT NULL, code_hash TEXT NOT NULL, valid_until INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 26
    const-string v0, "CREATE TABLE lock_commands (command_id TEXT PRIMARY KEY, lock_id TEXT NOT NULL, command TEXT NOT NULL, issued_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 28
    const-string v0, "CREATE TABLE clips (clip_id TEXT PRIMARY KEY, day TEXT NOT NULL, file_name TEXT NOT NULL, thumb_name TEXT NOT NULL, kind TEXT NOT NULL, recorded_at INTEGER NOT NULL, archived INTEGER NOT NULL DEFAULT 0, deleted INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 31
    const-string v0, "CREATE TABLE clip_shares (share_id TEXT PRIMARY KEY, clip_id TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 33
    const-string v0, "CREATE TABLE paired_apps (provider TEXT NOT NULL, package TEXT NOT NULL, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, PRIMARY KEY (provider, package))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, capabilities TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 37
    const-string v0, "CREATE TABLE request_log (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, status TEXT NOT NULL, data TEXT, error_code TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 40
    const-string v0, "CREATE TABLE approvals (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL, decision TEXT, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 43
    const-string v0, "CREATE TABLE operations (operation_id TEXT PRIMARY KEY, uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error_code TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 46
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 12

    .line 50
    const/16 v0, 0xa

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "locks"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "guest_codes"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "lock_commands"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "clips"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "clip_shares"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "paired_apps"

    aput-object v3, v0, v2

    const/4 v2, 0x6

    const-string v3, "sessions"

    aput-object v3, v0, v2

    const/4 v2, 0x7

    const-string v3, "request_log"

    aput-object v3, v0, v2

    const/16 v2, 0x8

    const-string v3, "approvals"

    aput-object v3, v0, v2

    const/16 v2, 0x9

    const-string v3, "operations"

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
    invoke-virtual {p0, p1}, Lcom/ridgeway/doorhub/data/DoorhubDatabase;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 55
    return-void
.end method

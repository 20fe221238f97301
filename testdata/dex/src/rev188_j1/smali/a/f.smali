.class public final La/f;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "f.java"


# static fields
.field private static final a:Ljava/lang/Object;

.field private static b:La/f;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 10
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    sput-object v0, La/f;->a:Ljava/lang/Object;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 14
    const-string v0, "fieldbook.db"

    const/4 v1, 0x0

    const/4 v2, 0x4

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 15
    return-void
.end method

.method public static a(Landroid/content/Context;)La/f;
    .registers 4

    .line 18
    sget-object v0, La/f;->a:Ljava/lang/Object;

    move-object v1, v0

    monitor-enter v1

    .line 19
    :try_start_0
    sget-object v0, La/f;->b:La/f;

    if-nez v0, :cond_0

    .line 20
    new-instance v0, La/f;

    invoke-direct {v0, p0}, La/f;-><init>(Landroid/content/Context;)V

    sput-object v0, La/f;->b:La/f;

    .line 22
    :cond_0
    sget-object v0, La/f;->b:La/f;

    monitor-exit v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-object v0

    :catchall_0
    move-exception v2

    .line 23
    :try_start_1
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2
.end method


# virtual methods
.method public a(Ljava/lang/String;Ljava/lang/String;)[Ljava/lang/String;
    .registers 14

    .line 58
    invoke-virtual {p0}, La/f;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "cert_sha256"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "scopes"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "expires_at"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const/4 v6, 0x1

    aput-object p2, v4, v6

    const-string v1, "grants"

    const-string v3, "provider_id = ? AND package = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 61
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x2

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_1

    .line 62
    :cond_0
    const/4 v9, 0x0

    .line 66
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 62
    return-object v9

    .line 64
    :cond_1
    const/4 v0, 0x2

    :try_start_1
    new-array v0, v0, [Ljava/lang/String;

    const/4 v4, 0x0

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    const/4 v4, 0x1

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v0, v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-object v9, v0

    .line 66
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 64
    return-object v9

    :catchall_0
    move-exception v10

    .line 66
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 67
    throw v10
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 28
    const-string v0, "CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, site_id INTEGER, title TEXT NOT NULL, body TEXT NOT NULL, tags TEXT NOT NULL DEFAULT \'\', created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 31
    const-string v0, "CREATE TABLE sites (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, team_domain TEXT NOT NULL, updated_at INTEGER NOT NULL, note_count INTEGER NOT NULL DEFAULT 0, archived INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 34
    const-string v0, "CREATE TABLE site_members (site_id INTEGER NOT NULL, email TEXT NOT NULL, invited_at INTEGER NOT NULL, PRIMARY KEY (site_id, email))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 36
    const-string v0, "CREATE TABLE grants (provider_id TEXT NOT NULL, package TEXT NOT NULL, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (provider_id, package))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 38
    const-string v0, "CREATE TABLE reviews (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider_id TEXT NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL, decision TEXT, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 41
    const-string v0, "CREATE TABLE journal (uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider_id, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 44
    const-string v0, "CREATE TABLE operations (id TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, site_id INTEGER NOT NULL, state TEXT NOT NULL, cancel_requested INTEGER NOT NULL DEFAULT 0, result TEXT, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 47
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    .line 51
    const/4 v0, 0x4

    if-ge p2, v0, :cond_0

    .line 52
    const-string v0, "ALTER TABLE operations ADD COLUMN cancel_requested INTEGER NOT NULL DEFAULT 0"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 54
    :cond_0
    return-void
.end method

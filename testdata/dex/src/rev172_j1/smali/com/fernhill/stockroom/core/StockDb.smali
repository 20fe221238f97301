.class public final Lcom/fernhill/stockroom/core/StockDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "StockDb.java"


# static fields
.field static final NAME:Ljava/lang/String; = "stockroom.db"

.field static final VERSION:I = 0x4


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 13
    const-string v0, "stockroom.db"

    const/4 v1, 0x0

    const/4 v2, 0x4

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 14
    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 18
    const-string v0, "CREATE TABLE items (id TEXT PRIMARY KEY, name TEXT NOT NULL, sku TEXT NOT NULL, location TEXT NOT NULL, quantity INTEGER NOT NULL, counted_at INTEGER, updated_at INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 20
    const-string v0, "CREATE TABLE stock_feed (item_id TEXT NOT NULL, changed_by INTEGER NOT NULL, at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 21
    const-string v0, "CREATE TABLE reports (id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, kind TEXT NOT NULL, file TEXT NOT NULL, created_at INTEGER NOT NULL, archived INTEGER NOT NULL DEFAULT 0, announced_to INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 24
    const-string v0, "CREATE TABLE request_ledger (uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider_id, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 27
    const-string v0, "CREATE TABLE operations (id TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error_code TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    const-string v0, "CREATE TABLE approvals (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider_id TEXT NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL, decision TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 33
    const-string v0, "CREATE TABLE paired_apps (package TEXT NOT NULL, provider_id TEXT NOT NULL, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, PRIMARY KEY (package, provider_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    .line 39
    const/4 v0, 0x4

    if-ge p2, v0, :cond_0

    .line 40
    const-string v0, "ALTER TABLE reports ADD COLUMN announced_to INTEGER"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 42
    :cond_0
    return-void
.end method

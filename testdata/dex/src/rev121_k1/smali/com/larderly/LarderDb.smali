.class public final Lcom/larderly/LarderDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "Db.kt"

# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const-string v1, "larderly.db"
    const/4 v2, 0x0
    const/4 v3, 0x4
    invoke-direct {p0, p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Object;I)V
    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    const-string v0, "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, quantity INTEGER NOT NULL, shelf TEXT NOT NULL, expires_at INTEGER, added_by TEXT NOT NULL, added_at INTEGER NOT NULL, UNIQUE (name, shelf))"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 12
    const-string v0, "CREATE TABLE lists (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 13
    const-string v0, "CREATE TABLE list_entries (id INTEGER PRIMARY KEY, list_id INTEGER NOT NULL, text TEXT NOT NULL)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 14
    const-string v0, "CREATE TABLE shares (id INTEGER PRIMARY KEY, list_id INTEGER NOT NULL, recipient TEXT NOT NULL, shared_by TEXT NOT NULL, shared_at INTEGER NOT NULL)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 15
    const-string v0, "CREATE TABLE orders (id INTEGER PRIMARY KEY, list_id INTEGER NOT NULL, store_package TEXT NOT NULL, requested_by TEXT NOT NULL, placed_at INTEGER NOT NULL)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 16
    const-string v0, "CREATE TABLE receipts (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, value TEXT NOT NULL, kept_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 17
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const-string v0, "DROP TABLE IF EXISTS receipts"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 21
    const-string v0, "CREATE TABLE receipts (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, value TEXT NOT NULL, kept_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 22
    return-void
.end method

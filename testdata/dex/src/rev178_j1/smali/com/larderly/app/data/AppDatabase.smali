.class public final Lcom/larderly/app/data/AppDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "AppDatabase.java"


# static fields
.field static final NAME:Ljava/lang/String; = "larderly.db"

.field static final VERSION:I = 0x3


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 13
    const-string v0, "larderly.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 14
    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 18
    const-string v0, "CREATE TABLE items (id TEXT PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL, quantity INTEGER NOT NULL, unit TEXT NOT NULL, best_before TEXT, opened INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 20
    const-string v0, "CREATE TABLE plans (id TEXT PRIMARY KEY, week TEXT NOT NULL UNIQUE, title TEXT NOT NULL, status TEXT NOT NULL, list_issued_at INTEGER, synced_by INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 22
    const-string v0, "CREATE TABLE plan_meals (plan_id TEXT NOT NULL, day INTEGER NOT NULL, recipe TEXT NOT NULL, ingredients TEXT NOT NULL, PRIMARY KEY (plan_id, day))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 24
    const-string v0, "CREATE TABLE changes (kind TEXT NOT NULL, subject TEXT NOT NULL, changed_by INTEGER NOT NULL, at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 26
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, caps TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 28
    const-string v0, "CREATE TABLE grants (package TEXT PRIMARY KEY, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    const-string v0, "CREATE TABLE operations (id TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error_code TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 33
    const-string v0, "CREATE TABLE confirmations (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL, approved INTEGER, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 36
    const-string v0, "CREATE TABLE request_log (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, operation_id TEXT, outcome TEXT, error_code TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 39
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    .line 43
    const/4 v0, 0x3

    if-ge p2, v0, :cond_0

    .line 44
    const-string v0, "ALTER TABLE plans ADD COLUMN synced_by INTEGER"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 46
    :cond_0
    return-void
.end method

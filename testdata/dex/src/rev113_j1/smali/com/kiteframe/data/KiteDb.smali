.class public final Lcom/kiteframe/data/KiteDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "KiteDb.java"

# static fields
.field private static final VERSION:I = 0x4

# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 7
    .line 12
    const-string v2, "kiteframe.db"
    const/4 v3, 0x0
    const/4 v4, 0x4
    invoke-direct {v5, v6, v2, v3, v4}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    .line 13
    return-void
.end method

# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 4
    .line 17
    const-string v1, "CREATE TABLE albums (id TEXT PRIMARY KEY, title TEXT NOT NULL, remote_id TEXT)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 18
    const-string v1, "CREATE TABLE photos (id TEXT PRIMARY KEY, album_id TEXT NOT NULL, kind TEXT NOT NULL, uri TEXT NOT NULL, trashed INTEGER NOT NULL DEFAULT 0)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 20
    const-string v1, "CREATE TABLE renditions (photo_id TEXT NOT NULL, format TEXT NOT NULL, PRIMARY KEY (photo_id, format))"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 21
    const-string v1, "CREATE TABLE grants (package TEXT NOT NULL, cert_sha256 TEXT NOT NULL, scope TEXT NOT NULL)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 22
    const-string v1, "CREATE TABLE operations (id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 25
    const-string v1, "CREATE TABLE journal (request_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, operation_id TEXT)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 27
    const-string v1, "CREATE TABLE audit (uid INTEGER NOT NULL, tool TEXT NOT NULL, request_id TEXT, outcome TEXT NOT NULL, at INTEGER NOT NULL)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 29
    const-string v1, "CREATE TABLE sync_state (folder TEXT PRIMARY KEY, last_sync INTEGER NOT NULL)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 30
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 6
    .line 34
    const/4 v1, 0x4
    if-ge v4, v1, :L11
    .line 35
    const-string v1, "ALTER TABLE operations ADD COLUMN cancel_requested INTEGER NOT NULL DEFAULT 0"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    :L11
    .line 37
    return-void
.end method

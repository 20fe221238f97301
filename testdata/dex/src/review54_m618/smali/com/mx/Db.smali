.class public final Lcom/mx/Db;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "Db.java"


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 7
    .line 10
    const-string v2, "mx.db"
    const/4 v3, 0x0
    const/4 v4, 0x1
    invoke-direct {v5, v6, v2, v3, v4}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    .line 11
    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 4
    .line 15
    const-string v1, "CREATE TABLE notes (id INTEGER PRIMARY KEY, owner_uid INTEGER NOT NULL, request_id TEXT, body TEXT)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 16
    const-string v1, "CREATE TABLE tasks (id INTEGER PRIMARY KEY, owner_uid INTEGER NOT NULL, title TEXT)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 17
    const-string v1, "CREATE TABLE reservations (key TEXT PRIMARY KEY, digest TEXT NOT NULL, outcome TEXT)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 18
    const-string v1, "CREATE TABLE ledger (id INTEGER PRIMARY KEY, request_id TEXT NOT NULL UNIQUE, cents INTEGER)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 19
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 4
    .line 23
    return-void
.end method


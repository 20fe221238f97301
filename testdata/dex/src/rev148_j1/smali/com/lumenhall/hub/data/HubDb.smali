.class public final Lcom/lumenhall/hub/data/HubDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "HubDb.java"


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 10
    const-string v0, "lumenhall.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 11
    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 15
    const-string v0, "CREATE TABLE devices (id TEXT PRIMARY KEY, kind TEXT NOT NULL, state TEXT NOT NULL, updated_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 17
    const-string v0, "CREATE TABLE scenes (id TEXT PRIMARY KEY, name TEXT NOT NULL, steps TEXT NOT NULL, updated_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 19
    const-string v0, "CREATE TABLE grants (uid INTEGER NOT NULL, target TEXT NOT NULL, PRIMARY KEY (uid, target))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 20
    const-string v0, "CREATE TABLE outcomes (key TEXT PRIMARY KEY, tool TEXT NOT NULL, digest TEXT NOT NULL, data TEXT NOT NULL, at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 22
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    .line 26
    const/4 v0, 0x3

    if-ge p2, v0, :cond_0

    .line 27
    const-string v0, "CREATE TABLE IF NOT EXISTS outcomes (key TEXT PRIMARY KEY, tool TEXT NOT NULL, digest TEXT NOT NULL, data TEXT NOT NULL, at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    :cond_0
    return-void
.end method

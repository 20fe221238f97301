.class public final Lcom/greenwick/garden/data/GardenDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "GardenDb.java"


# static fields
.field private static final VERSION:I = 0x3


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 12
    const-string v0, "garden.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 13
    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 17
    const-string v0, "CREATE TABLE plants (id TEXT PRIMARY KEY, name TEXT NOT NULL, species TEXT, water_every_days INTEGER NOT NULL DEFAULT 7, last_watered_at INTEGER, photo TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 19
    const-string v0, "CREATE TABLE waterings (id INTEGER PRIMARY KEY AUTOINCREMENT, plant_id TEXT NOT NULL, amount_ml INTEGER NOT NULL, at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 21
    const-string v0, "CREATE TABLE tasks (id TEXT PRIMARY KEY, title TEXT NOT NULL, due_at INTEGER NOT NULL, every_ms INTEGER NOT NULL DEFAULT 0, done_at INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 23
    const-string v0, "CREATE TABLE dedup (key TEXT PRIMARY KEY, tool TEXT NOT NULL, digest TEXT NOT NULL, data TEXT NOT NULL, kept_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 25
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    .line 29
    const-string v0, "DROP TABLE IF EXISTS dedup"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    const-string v0, "DROP TABLE IF EXISTS tasks"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 31
    const-string v0, "DROP TABLE IF EXISTS waterings"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 32
    const-string v0, "DROP TABLE IF EXISTS plants"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 33
    invoke-virtual {p0, p1}, Lcom/greenwick/garden/data/GardenDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 34
    return-void
.end method

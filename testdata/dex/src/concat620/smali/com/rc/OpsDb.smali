.class public final Lcom/rc/OpsDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "OpsDb.java"


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 7
    .line 10
    const-string v2, "ops.db"
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
    const-string v1, "CREATE TABLE ops (id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, state TEXT, result TEXT)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 16
    const-string v1, "CREATE TABLE pending (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, tool TEXT NOT NULL)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 17
    const-string v1, "CREATE TABLE albums (id TEXT PRIMARY KEY, title TEXT)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 18
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 4
    .line 22
    return-void
.end method


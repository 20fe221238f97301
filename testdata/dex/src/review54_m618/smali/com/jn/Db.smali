.class public final Lcom/jn/Db;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "Db.java"


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 7
    .line 9
    const-string v2, "jn.db"
    const/4 v3, 0x0
    const/4 v4, 0x1
    invoke-direct {v5, v6, v2, v3, v4}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    .line 10
    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 4
    .line 14
    const-string v1, "CREATE TABLE notes (id INTEGER PRIMARY KEY, owner_uid INTEGER NOT NULL, body TEXT)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 15
    const-string v1, "CREATE TABLE journal (request_id TEXT PRIMARY KEY, note_id INTEGER NOT NULL)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 16
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 4
    .line 20
    return-void
.end method


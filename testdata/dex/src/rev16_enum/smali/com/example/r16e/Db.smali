.class final Lcom/example/r16e/Db;
.super Ljava/lang/Object;
.source "Db.java"

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 4
    .line 9
    const-string v0, "notes.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p0, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p0
    return-object p0
.end method

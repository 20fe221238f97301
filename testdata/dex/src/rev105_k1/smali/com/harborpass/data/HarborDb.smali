.class public final Lcom/harborpass/data/HarborDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "HarborDb.kt"


.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "context"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    const-string v1, "harbor.db"
    const/4 v2, 0x0
    const/4 v3, 0x3
    invoke-direct {v4, v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    return-void
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    const-string v0, "CREATE TABLE berths (id TEXT PRIMARY KEY, pier TEXT, length_m INTEGER, holder TEXT, viewed INTEGER, pumpout_slot TEXT)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 11
    const-string v0, "CREATE TABLE fuel_orders (id TEXT PRIMARY KEY, berth TEXT, litres INTEGER, owner TEXT)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 12
    const-string v0, "CREATE TABLE op_ledger (request_id TEXT PRIMARY KEY, uid INTEGER, result TEXT)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 13
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    const-string v0, "DROP TABLE IF EXISTS berths"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 17
    invoke-virtual {v1, v2}, Lcom/harborpass/data/HarborDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .line 18
    return-void
.end method


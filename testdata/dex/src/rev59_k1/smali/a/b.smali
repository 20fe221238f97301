.class public final La/b;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "SourceFile"

.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "context"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    const-string v1, "slipstream.db"
    const/4 v2, 0x0
    const/4 v3, 0x3
    invoke-direct {v4, v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    return-void
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const-string v0, "CREATE TABLE rides (_id INTEGER PRIMARY KEY, driver TEXT, trip TEXT, seats INTEGER)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 10
    const-string v0, "CREATE TABLE riders (ride INTEGER, child TEXT, parent TEXT, seated INTEGER)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 11
    const-string v0, "CREATE TABLE slips (_id INTEGER PRIMARY KEY, trip TEXT, child TEXT, signed_by TEXT, viewed INTEGER)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 12
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    const-string v0, "DROP TABLE IF EXISTS slips"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 16
    invoke-virtual {v1, v2}, La/b;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .line 17
    return-void
.end method


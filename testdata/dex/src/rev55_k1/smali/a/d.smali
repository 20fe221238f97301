.class public final La/d;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "SourceFile"

.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    const-string v1, "pantry.db"
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
    const-string v0, "CREATE TABLE shifts (_id INTEGER PRIMARY KEY, starts_at INTEGER, volunteer TEXT)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 10
    const-string v0, "CREATE TABLE pickups (_id INTEGER PRIMARY KEY, household TEXT, slot TEXT, uid INTEGER)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 11
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    return-void
.end method


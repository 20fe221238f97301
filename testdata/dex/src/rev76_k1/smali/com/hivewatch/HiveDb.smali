.class public final Lcom/hivewatch/HiveDb;
.super Ljava/lang/Object;
.source "Data.kt"

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/app/Application;)V
    .registers 6
    const-string v0, "app"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-direct {v4}, Ljava/lang/Object;-><init>()V
    .line 12
    new-instance v0, Ljava/io/File;
    invoke-virtual {v5}, Landroid/app/Application;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "hives.db"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "openOrCreateDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, v4, Lcom/hivewatch/HiveDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 11
    return-void
.end method

.method public final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 12
    iget-object v0, v1, Lcom/hivewatch/HiveDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method


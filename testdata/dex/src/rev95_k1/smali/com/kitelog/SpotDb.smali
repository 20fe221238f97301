.class public final Lcom/kitelog/SpotDb;
.super Ljava/lang/Object;
.source "Data.kt"

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "context"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    invoke-direct {v4}, Ljava/lang/Object;-><init>()V
    .line 28
    const-string v1, "spots.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v5, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "openOrCreateDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, v4, Lcom/kitelog/SpotDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 27
    return-void
.end method

.method public final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 28
    iget-object v0, v1, Lcom/kitelog/SpotDb;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method


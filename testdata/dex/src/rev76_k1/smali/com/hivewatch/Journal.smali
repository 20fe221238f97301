.class public final Lcom/hivewatch/Journal;
.super Ljava/lang/Object;
.source "Data.kt"

.field private final hives:Lcom/hivewatch/HiveDb;

.method public constructor <init>(Lcom/hivewatch/HiveDb;)V
    .registers 3
    const-string v0, "hives"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 16
    iput-object v2, v1, Lcom/hivewatch/Journal;->hives:Lcom/hivewatch/HiveDb;
    return-void
.end method

.method public final record(ILjava/lang/String;)V
    .registers 14
    const-string v1, "what"
    move-object v0, v13
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    iget-object v0, v11, Lcom/hivewatch/Journal;->hives:Lcom/hivewatch/HiveDb;
    invoke-virtual {v0}, Lcom/hivewatch/HiveDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "journal"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v3
    move-object v5, v4
    move-object v9, v2
    move-object v8, v1
    move-object v7, v0
    const/4 v0, 0x0
    move v6, v0
    .line 19
    const-string v1, "uid"
    invoke-static {v12}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 20
    const-string v1, "what"
    move-object v0, v5
    move-object v2, v13
    invoke-virtual/range {v0 .. v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v10, v0
    .line 18
    .line 18
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 22
    return-void
.end method


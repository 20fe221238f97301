.class public final Lcom/hivewatch/HiveHistoryTool;
.super Ljava/lang/Object;
.source "HiveTools.kt"

# interfaces
.implements Lcom/hivewatch/ToolHandler;

.field private final hives:Lcom/hivewatch/HiveDb;

.method public constructor <init>(Lcom/hivewatch/HiveDb;)V
    .registers 3
    const-string v0, "hives"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/hivewatch/HiveHistoryTool;->hives:Lcom/hivewatch/HiveDb;
    return-void
.end method

.method public run(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    const-string v1, "ctx"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    const-string v1, "hive"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 23
    iget-object v0, v9, Lcom/hivewatch/HiveHistoryTool;->hives:Lcom/hivewatch/HiveDb;
    invoke-virtual {v0}, Lcom/hivewatch/HiveDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT day, note FROM inspections WHERE hive = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v8, v2
    const/4 v3, 0x0
    aput-object v6, v8, v3
    invoke-virtual {v0, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v7, v0
    .line 24
    invoke-interface {v7}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v8, v0
    .line 25
    invoke-interface {v7}, Landroid/database/Cursor;->close()V
    .line 26
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"visits\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/hivewatch/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method


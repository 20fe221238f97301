.class public final Lcom/fernlog/PlantHistory;
.super Ljava/lang/Object;
.source "PlantTools.kt"

# interfaces
.implements Lcom/fernlog/Tool;

.field public static final INSTANCE:Lcom/fernlog/PlantHistory;
.field private static final name:Ljava/lang/String;
.field private static final effect:Ljava/lang/String;

.method private constructor <init>()V
    .registers 1
    .line 65
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 66
    sget-object v0, Lcom/fernlog/PlantHistory;->name:Ljava/lang/String;
    return-object v0
.end method

.method public getEffect()Ljava/lang/String;
    .registers 2
    .line 67
    sget-object v0, Lcom/fernlog/PlantHistory;->effect:Ljava/lang/String;
    return-object v0
.end method

.method public run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;
    .registers 11
    const-string v1, "call"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 70
    invoke-static {v10}, Lcom/fernlog/ToolKt;->getWaterArgs(Lcom/fernlog/ToolCall;)Lcom/fernlog/WaterArgs;
    move-result-object v0
    move-object v5, v0
    .line 71
    invoke-virtual {v10}, Lcom/fernlog/ToolCall;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT COUNT(*) FROM waterings WHERE plant = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v7, v2
    const/4 v3, 0x0
    invoke-virtual {v5}, Lcom/fernlog/WaterArgs;->getPlantId()Ljava/lang/String;
    move-result-object v4
    aput-object v4, v7, v3
    invoke-virtual {v0, v1, v7}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v6, v0
    .line 72
    invoke-interface {v6}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L56
    const/4 v1, 0x0
    invoke-interface {v6, v1}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v0
    goto :L57
    :L56
    const-wide/16 v0, 0x0L
    :L57
    move-wide v7, v0
    .line 73
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 74
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"waterings\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/fernlog/ToolKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fernlog/PlantHistory;
    invoke-direct {v0}, Lcom/fernlog/PlantHistory;-><init>()V
    sput-object v0, Lcom/fernlog/PlantHistory;->INSTANCE:Lcom/fernlog/PlantHistory;
    .line 66
    const-string v0, "plant_history"
    sput-object v0, Lcom/fernlog/PlantHistory;->name:Ljava/lang/String;
    .line 67
    const-string v0, "read"
    sput-object v0, Lcom/fernlog/PlantHistory;->effect:Ljava/lang/String;
    return-void
.end method


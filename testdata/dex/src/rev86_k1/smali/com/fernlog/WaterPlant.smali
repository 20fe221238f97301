.class public final Lcom/fernlog/WaterPlant;
.super Ljava/lang/Object;
.source "PlantTools.kt"

# interfaces
.implements Lcom/fernlog/Tool;

.field public static final INSTANCE:Lcom/fernlog/WaterPlant;
.field private static final name:Ljava/lang/String;
.field private static final effect:Ljava/lang/String;

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 9
    sget-object v0, Lcom/fernlog/WaterPlant;->name:Ljava/lang/String;
    return-object v0
.end method

.method public getEffect()Ljava/lang/String;
    .registers 2
    .line 10
    sget-object v0, Lcom/fernlog/WaterPlant;->effect:Ljava/lang/String;
    return-object v0
.end method

.method public run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;
    .registers 7
    const-string v1, "call"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-static {v6}, Lcom/fernlog/ToolKt;->getWaterArgs(Lcom/fernlog/ToolCall;)Lcom/fernlog/WaterArgs;
    move-result-object v0
    move-object v3, v0
    .line 14
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v0
    .line 15
    const-string v1, "plant"
    invoke-virtual {v3}, Lcom/fernlog/WaterArgs;->getPlantId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    const-string v1, "by_pkg"
    invoke-virtual {v6}, Lcom/fernlog/ToolCall;->getPkg()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    invoke-virtual {v6}, Lcom/fernlog/ToolCall;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "waterings"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 18
    const-string v0, "{\"watered\":true}"
    invoke-static {v0}, Lcom/fernlog/ToolKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fernlog/WaterPlant;
    invoke-direct {v0}, Lcom/fernlog/WaterPlant;-><init>()V
    sput-object v0, Lcom/fernlog/WaterPlant;->INSTANCE:Lcom/fernlog/WaterPlant;
    .line 9
    const-string v0, "water_plant"
    sput-object v0, Lcom/fernlog/WaterPlant;->name:Ljava/lang/String;
    .line 10
    const-string v0, "write"
    sput-object v0, Lcom/fernlog/WaterPlant;->effect:Ljava/lang/String;
    return-void
.end method


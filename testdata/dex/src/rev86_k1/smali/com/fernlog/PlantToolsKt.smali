.class public final Lcom/fernlog/PlantToolsKt;
.super Ljava/lang/Object;
.source "PlantTools.kt"

.field private static final PLANT_TOOLS:Ljava/util/List;

.method public static final getPLANT_TOOLS()Ljava/util/List;
    .registers 1
    .line 88
    sget-object v0, Lcom/fernlog/PlantToolsKt;->PLANT_TOOLS:Ljava/util/List;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 88
    const/4 v0, 0x6
    new-array v0, v0, [Lcom/fernlog/Tool;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/fernlog/WaterPlant;->INSTANCE:Lcom/fernlog/WaterPlant;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/fernlog/DeletePlant;->INSTANCE:Lcom/fernlog/DeletePlant;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    sget-object v2, Lcom/fernlog/ClearLog;->INSTANCE:Lcom/fernlog/ClearLog;
    aput-object v2, v3, v1
    const/4 v1, 0x3
    sget-object v2, Lcom/fernlog/FindPlant;->INSTANCE:Lcom/fernlog/FindPlant;
    aput-object v2, v3, v1
    const/4 v1, 0x4
    sget-object v2, Lcom/fernlog/PlantHistory;->INSTANCE:Lcom/fernlog/PlantHistory;
    aput-object v2, v3, v1
    const/4 v1, 0x5
    sget-object v2, Lcom/fernlog/ShareLog;->INSTANCE:Lcom/fernlog/ShareLog;
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/fernlog/PlantToolsKt;->PLANT_TOOLS:Ljava/util/List;
    return-void
.end method


.class public abstract Lcom/hivewatch/ToolModule;
.super Ljava/lang/Object;
.source "AppModule.kt"


.method public constructor <init>()V
    .registers 1
    .line 27
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public abstract inspectHive(Lcom/hivewatch/InspectHiveTool;)Lcom/hivewatch/ToolHandler;
.end method

.method public abstract hiveHistory(Lcom/hivewatch/HiveHistoryTool;)Lcom/hivewatch/ToolHandler;
.end method

.method public abstract requeenHive(Lcom/hivewatch/RequeenTool;)Lcom/hivewatch/ToolHandler;
.end method

.method public abstract combineHives(Lcom/hivewatch/CombineTool;)Lcom/hivewatch/ToolHandler;
.end method

.method public abstract harvestHoney(Lcom/hivewatch/HarvestTool;)Lcom/hivewatch/ToolHandler;
.end method

.method public abstract splitColony(Lcom/hivewatch/SplitColonyTool;)Lcom/hivewatch/ToolHandler;
.end method


.class public final Lcom/fernlog/ScheduleToolsKt;
.super Ljava/lang/Object;
.source "ScheduleTools.kt"

.field private static final SCHEDULE_TOOLS:Ljava/util/List;

.method public static final getSCHEDULE_TOOLS()Ljava/util/List;
    .registers 1
    .line 49
    sget-object v0, Lcom/fernlog/ScheduleToolsKt;->SCHEDULE_TOOLS:Ljava/util/List;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 49
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/fernlog/Tool;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/fernlog/SetReminder;->INSTANCE:Lcom/fernlog/SetReminder;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/fernlog/SkipWatering;->INSTANCE:Lcom/fernlog/SkipWatering;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    sget-object v2, Lcom/fernlog/ExportLog;->INSTANCE:Lcom/fernlog/ExportLog;
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/fernlog/ScheduleToolsKt;->SCHEDULE_TOOLS:Ljava/util/List;
    return-void
.end method


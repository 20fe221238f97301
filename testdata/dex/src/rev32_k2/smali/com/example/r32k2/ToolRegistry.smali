.class public final Lcom/example/r32k2/ToolRegistry;
.super Ljava/lang/Object;
.source "PulseToolProvider.kt"


# static fields
.field public static final INSTANCE:Lcom/example/r32k2/ToolRegistry;

.field private static final tools:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Lcom/example/r32k2/FitnessTool;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/example/r32k2/ToolRegistry;
    invoke-direct {v0}, Lcom/example/r32k2/ToolRegistry;-><init>()V
    sput-object v0, Lcom/example/r32k2/ToolRegistry;->INSTANCE:Lcom/example/r32k2/ToolRegistry;
    .line 15
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/example/r32k2/ToolRegistry;->tools:Ljava/util/HashMap;
    .line 17
    nop
    .line 18
    const/4 v0, 0x6
    new-array v0, v0, [Lcom/example/r32k2/FitnessTool;
    sget-object v1, Lcom/example/r32k2/DailySummary;->INSTANCE:Lcom/example/r32k2/DailySummary;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r32k2/Workouts;->INSTANCE:Lcom/example/r32k2/Workouts;
    const/4 v2, 0x1
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r32k2/LogWorkout;->INSTANCE:Lcom/example/r32k2/LogWorkout;
    const/4 v2, 0x2
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r32k2/ShareReport;->INSTANCE:Lcom/example/r32k2/ShareReport;
    const/4 v2, 0x3
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r32k2/ExportHistory;->INSTANCE:Lcom/example/r32k2/ExportHistory;
    const/4 v2, 0x4
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r32k2/DeleteHistory;->INSTANCE:Lcom/example/r32k2/DeleteHistory;
    const/4 v2, 0x5
    aput-object v1, v0, v2
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :goto_0
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :cond_0
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/example/r32k2/FitnessTool;
    .line 19
    sget-object v2, Lcom/example/r32k2/ToolRegistry;->tools:Ljava/util/HashMap;
    check-cast v2, Ljava/util/Map;
    invoke-interface {v1}, Lcom/example/r32k2/FitnessTool;->getName()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v2, v3, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :goto_0
    .line 21
    :cond_0
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final get(Ljava/lang/String;)Lcom/example/r32k2/FitnessTool;
    .registers 3
    .line 23
    sget-object v0, Lcom/example/r32k2/ToolRegistry;->tools:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r32k2/FitnessTool;
    return-object p1
.end method

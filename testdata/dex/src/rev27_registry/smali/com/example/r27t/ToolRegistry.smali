.class public final Lcom/example/r27t/ToolRegistry;
.super Ljava/lang/Object;
.source "Tools.kt"

.field public static final INSTANCE:Lcom/example/r27t/ToolRegistry;
.field private static final classes:Ljava/util/Map;

.method static constructor <clinit>()V
    .registers 5
    new-instance v0, Lcom/example/r27t/ToolRegistry;
    invoke-direct {v0}, Lcom/example/r27t/ToolRegistry;-><init>()V
    sput-object v0, Lcom/example/r27t/ToolRegistry;->INSTANCE:Lcom/example/r27t/ToolRegistry;
    .line 15
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/Pair;
    .line 16
    const-string v1, "archive_chat"
    const-string v2, "com.example.r27t.ArchiveTool"
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    .line 17
    const-string v1, "ping"
    const-string v2, "com.example.r27t.PingTool"
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 15
    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    sput-object v0, Lcom/example/r27t/ToolRegistry;->classes:Ljava/util/Map;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getClasses()Ljava/util/Map;
    .registers 2
    .line 15
    sget-object v0, Lcom/example/r27t/ToolRegistry;->classes:Ljava/util/Map;
    return-object v0
.end method

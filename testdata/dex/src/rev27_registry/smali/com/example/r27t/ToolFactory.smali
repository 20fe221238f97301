.class public final Lcom/example/r27t/ToolFactory;
.super Ljava/lang/Object;
.source "Tools.kt"

.field public static final INSTANCE:Lcom/example/r27t/ToolFactory;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r27t/ToolFactory;
    invoke-direct {v0}, Lcom/example/r27t/ToolFactory;-><init>()V
    sput-object v0, Lcom/example/r27t/ToolFactory;->INSTANCE:Lcom/example/r27t/ToolFactory;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final create(Ljava/lang/String;)Lcom/example/r27t/Tool;
    .registers 4
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    sget-object v0, Lcom/example/r27t/ToolRegistry;->INSTANCE:Lcom/example/r27t/ToolRegistry;
    invoke-virtual {v0}, Lcom/example/r27t/ToolRegistry;->getClasses()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    if-nez p1, :cond_found
    const/4 p1, 0x0
    return-object p1
    .line 24
    :cond_found
    invoke-static {p1}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object p1
    const-class v0, Lcom/example/r27t/Tool;
    invoke-virtual {p1, v0}, Ljava/lang/Class;->asSubclass(Ljava/lang/Class;)Ljava/lang/Class;
    move-result-object p1
    const/4 v0, 0x0
    new-array v1, v0, [Ljava/lang/Class;
    invoke-virtual {p1, v1}, Ljava/lang/Class;->getDeclaredConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;
    move-result-object p1
    new-array v0, v0, [Ljava/lang/Object;
    invoke-virtual {p1, v0}, Ljava/lang/reflect/Constructor;->newInstance([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r27t/Tool;
    return-object p1
.end method

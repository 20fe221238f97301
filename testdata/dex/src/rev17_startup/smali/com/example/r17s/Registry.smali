.class public final Lcom/example/r17s/Registry;
.super Ljava/lang/Object;
.source "Registry.kt"

.field public static final INSTANCE:Lcom/example/r17s/Registry;

.field private static final tools:Ljava/util/HashMap;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r17s/Registry;
    invoke-direct {v0}, Lcom/example/r17s/Registry;-><init>()V
    sput-object v0, Lcom/example/r17s/Registry;->INSTANCE:Lcom/example/r17s/Registry;
    .line 8
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/example/r17s/Registry;->tools:Ljava/util/HashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final find(Ljava/lang/String;)Lcom/example/r17s/Tool;
    .registers 3
    .line 12
    sget-object v0, Lcom/example/r17s/Registry;->tools:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r17s/Tool;
    return-object v0
.end method

.method public final register(Ljava/lang/String;Lcom/example/r17s/Tool;)V
    .registers 5
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    sget-object v0, Lcom/example/r17s/Registry;->tools:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method

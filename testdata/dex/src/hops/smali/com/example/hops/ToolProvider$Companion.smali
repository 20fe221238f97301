# Kotlin sketch: the companion object of ToolProvider (ToolProvider.kt:6),
#   companion object { val shared: CoroutineDispatcher = Dispatchers.Default }
# kotlinc keeps the backing field static in ToolProvider and reads it through
# ToolProvider.access$getShared$cp().
.class public final Lcom/example/hops/ToolProvider$Companion;
.super Ljava/lang/Object;
.source "ToolProvider.kt"

.method private constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .locals 0
    invoke-direct {p0}, Lcom/example/hops/ToolProvider$Companion;-><init>()V
    return-void
.end method

.method public final getShared()Lkotlinx/coroutines/CoroutineDispatcher;
    .locals 1
    .line 6
    invoke-static {}, Lcom/example/hops/ToolProvider;->access$getShared$cp()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    return-object v0
.end method

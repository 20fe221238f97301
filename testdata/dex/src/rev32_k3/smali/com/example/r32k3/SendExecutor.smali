.class public final Lcom/example/r32k3/SendExecutor;
.super Ljava/lang/Object;
.source "Outbox.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nOutbox.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Outbox.kt\ncom/example/r32k3/SendExecutor\n+ 2 MapsJVM.kt\nkotlin/collections/MapsKt__MapsJVMKt\n+ 3 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,35:1\n113#2,2:36\n1#3:38\n*S KotlinDebug\n*F\n+ 1 Outbox.kt\ncom/example/r32k3/SendExecutor\n*L\n15#1:36,2\n15#1:38\n*E\n"
.end annotation



# static fields
.field public static final INSTANCE:Lcom/example/r32k3/SendExecutor;

.field private static final done:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Landroid/os/Bundle;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k3/SendExecutor;
    invoke-direct {v0}, Lcom/example/r32k3/SendExecutor;-><init>()V
    sput-object v0, Lcom/example/r32k3/SendExecutor;->INSTANCE:Lcom/example/r32k3/SendExecutor;
    .line 12
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/r32k3/SendExecutor;->done:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final once(Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Lkotlin/jvm/functions/Function0<",
            "Landroid/os/Bundle;",
            ">;)",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .registers 7
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "block"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    sget-object v0, Lcom/example/r32k3/SendExecutor;->done:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/concurrent/ConcurrentMap;
    const/4 v1, 0x0
    .line 36
    .local v1, "$i$f$getOrPut":I
    invoke-interface {v0, p1}, Ljava/util/concurrent/ConcurrentMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    if-nez v2, :cond_1
    .line 37
    invoke-interface {p2}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p2
    const/4 v3, 0x0
    .line 38
    .local v3, "$i$a$-let-MapsKt__MapsJVMKt$getOrPut$1$iv":I
    .line 37
    invoke-interface {v0, p1, p2}, Ljava/util/concurrent/ConcurrentMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    .end local v3    # "$i$a$-let-MapsKt__MapsJVMKt$getOrPut$1$iv":I
    if-nez v2, :cond_1
    move-object v2, p2
    .line 36
    :cond_1
    .end local v1    # "$i$f$getOrPut":I
    .line 15
    const-string p1, "getOrPut(...)"
    invoke-static {v2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v2, Landroid/os/Bundle;
    return-object v2
.end method

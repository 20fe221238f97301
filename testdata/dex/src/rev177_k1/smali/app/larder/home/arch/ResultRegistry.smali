.class public final Lapp/larder/home/arch/ResultRegistry;
.super Ljava/lang/Object;
.source "ActivityResults.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/home/arch/ResultRegistry;

.field private static final callbacks:Ljava/util/concurrent/ConcurrentHashMap;

.field private static final nextCode:Ljava/util/concurrent/atomic/AtomicInteger;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/arch/ResultRegistry;

    invoke-direct {v0}, Lapp/larder/home/arch/ResultRegistry;-><init>()V

    sput-object v0, Lapp/larder/home/arch/ResultRegistry;->INSTANCE:Lapp/larder/home/arch/ResultRegistry;

    .line 16
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;

    const/16 v1, 0x1c00

    invoke-direct {v0, v1}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>(I)V

    sput-object v0, Lapp/larder/home/arch/ResultRegistry;->nextCode:Ljava/util/concurrent/atomic/AtomicInteger;

    .line 17
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/larder/home/arch/ResultRegistry;->callbacks:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final dispatch(II)Z
    .registers 6

    .line 31
    sget-object v0, Lapp/larder/home/arch/ResultRegistry;->callbacks:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/home/arch/ResultCallback;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v2, v0

    .line 32
    invoke-interface {v2, p2}, Lapp/larder/home/arch/ResultCallback;->onResult(I)V

    .line 33
    const/4 v0, 0x1

    return v0
.end method

.method public final register(Lapp/larder/home/arch/ResultCallback;)I
    .registers 5

    const-string v1, "callback"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    sget-object v0, Lapp/larder/home/arch/ResultRegistry;->nextCode:Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I

    move-result v0

    const v1, 0xffff

    and-int v2, v0, v1

    .line 21
    sget-object v0, Lapp/larder/home/arch/ResultRegistry;->callbacks:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 22
    return v2
.end method

.method public final unregister(I)V
    .registers 4

    .line 26
    sget-object v0, Lapp/larder/home/arch/ResultRegistry;->callbacks:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 27
    return-void
.end method

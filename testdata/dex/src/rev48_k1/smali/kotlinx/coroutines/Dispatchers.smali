.class public final Lkotlinx/coroutines/Dispatchers;
.super Ljava/lang/Object;
.source "Dispatcher.kt"

.field public static final INSTANCE:Lkotlinx/coroutines/Dispatchers;
.field private static final IO:Lkotlinx/coroutines/CoroutineDispatcher;
.field private static final Default:Lkotlinx/coroutines/CoroutineDispatcher;

.method private constructor <init>()V
    .registers 1
    .line 21
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    .registers 1
    .line 23
    sget-object v0, Lkotlinx/coroutines/Dispatchers;->IO:Lkotlinx/coroutines/CoroutineDispatcher;
    return-object v0
.end method

.method public static synthetic getIO$annotations()V
    .registers 0
    return-void
.end method

.method public static final getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    .registers 1
    .line 26
    sget-object v0, Lkotlinx/coroutines/Dispatchers;->Default:Lkotlinx/coroutines/CoroutineDispatcher;
    return-object v0
.end method

.method public static synthetic getDefault$annotations()V
    .registers 0
    return-void
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lkotlinx/coroutines/Dispatchers;
    invoke-direct {v0}, Lkotlinx/coroutines/Dispatchers;-><init>()V
    sput-object v0, Lkotlinx/coroutines/Dispatchers;->INSTANCE:Lkotlinx/coroutines/Dispatchers;
    .line 23
    new-instance v0, Lkotlinx/coroutines/ExecutorCoroutineDispatcherImpl;
    invoke-static {}, Ljava/util/concurrent/Executors;->newCachedThreadPool()Ljava/util/concurrent/ExecutorService;
    move-result-object v1
    const-string v2, "newCachedThreadPool(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v1, Ljava/util/concurrent/Executor;
    invoke-direct {v0, v1}, Lkotlinx/coroutines/ExecutorCoroutineDispatcherImpl;-><init>(Ljava/util/concurrent/Executor;)V
    check-cast v0, Lkotlinx/coroutines/CoroutineDispatcher;
    sput-object v0, Lkotlinx/coroutines/Dispatchers;->IO:Lkotlinx/coroutines/CoroutineDispatcher;
    .line 26
    new-instance v0, Lkotlinx/coroutines/ExecutorCoroutineDispatcherImpl;
    const/4 v1, 0x2
    invoke-static {v1}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v1
    const-string v2, "newFixedThreadPool(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v1, Ljava/util/concurrent/Executor;
    invoke-direct {v0, v1}, Lkotlinx/coroutines/ExecutorCoroutineDispatcherImpl;-><init>(Ljava/util/concurrent/Executor;)V
    check-cast v0, Lkotlinx/coroutines/CoroutineDispatcher;
    sput-object v0, Lkotlinx/coroutines/Dispatchers;->Default:Lkotlinx/coroutines/CoroutineDispatcher;
    return-void
.end method


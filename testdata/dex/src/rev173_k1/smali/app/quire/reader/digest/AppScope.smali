.class public final Lapp/quire/reader/digest/AppScope;
.super Ljava/lang/Object;
.source "DigestScheduler.kt"


# static fields
.field public static final INSTANCE:Lapp/quire/reader/digest/AppScope;

.field private static final io:Lkotlinx/coroutines/CoroutineScope;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    new-instance v0, Lapp/quire/reader/digest/AppScope;

    invoke-direct {v0}, Lapp/quire/reader/digest/AppScope;-><init>()V

    sput-object v0, Lapp/quire/reader/digest/AppScope;->INSTANCE:Lapp/quire/reader/digest/AppScope;

    .line 19
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;

    move-result-object v0

    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v1

    check-cast v1, Lkotlin/coroutines/CoroutineContext;

    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/digest/AppScope;->io:Lkotlinx/coroutines/CoroutineScope;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final getIo()Lkotlinx/coroutines/CoroutineScope;
    .registers 1

    .line 19
    sget-object v0, Lapp/quire/reader/digest/AppScope;->io:Lkotlinx/coroutines/CoroutineScope;

    return-object v0
.end method

.method public static synthetic getIo$annotations()V
    .registers 0

    return-void
.end method

.class public final Lcom/example/r33k2/Downloader;
.super Ljava/lang/Object;
.source "Library.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLibrary.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Library.kt\ncom/example/r33k2/Downloader\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,73:1\n1#2:74\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/example/r33k2/Downloader;

.field private static final accepted$delegate:Lkotlin/Lazy;

.field private static final queue:Lkotlinx/coroutines/channels/Channel;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lkotlinx/coroutines/channels/Channel<",
            "Lcom/example/r33k2/Download;",
            ">;"
        }
    .end annotation
.end field

.field private static final scope:Lkotlinx/coroutines/CoroutineScope;

.method static constructor <clinit>()V
    .registers 8
    new-instance v0, Lcom/example/r33k2/Downloader;
    invoke-direct {v0}, Lcom/example/r33k2/Downloader;-><init>()V
    sput-object v0, Lcom/example/r33k2/Downloader;->INSTANCE:Lcom/example/r33k2/Downloader;
    .line 41
    const/4 v0, 0x0
    const/4 v1, 0x1
    invoke-static {v0, v1, v0}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v1
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v2
    check-cast v2, Lkotlin/coroutines/CoroutineContext;
    invoke-interface {v1, v2}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v1
    invoke-static {v1}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v1
    sput-object v1, Lcom/example/r33k2/Downloader;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 42
    const v1, 0x7fffffff
    const/4 v2, 0x6
    invoke-static {v1, v0, v0, v2, v0}, Lkotlinx/coroutines/channels/ChannelKt;->Channel$default(ILkotlinx/coroutines/channels/BufferOverflow;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lkotlinx/coroutines/channels/Channel;
    move-result-object v1
    sput-object v1, Lcom/example/r33k2/Downloader;->queue:Lkotlinx/coroutines/channels/Channel;
    .line 43
    new-instance v1, Lcom/example/r33k2/Downloader$$ExternalSyntheticLambda0;
    invoke-direct {v1}, Lcom/example/r33k2/Downloader$$ExternalSyntheticLambda0;-><init>()V
    invoke-static {v1}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v1
    sput-object v1, Lcom/example/r33k2/Downloader;->accepted$delegate:Lkotlin/Lazy;
    .line 45
    nop
    .line 46
    sget-object v1, Lcom/example/r33k2/Downloader;->scope:Lkotlinx/coroutines/CoroutineScope;
    new-instance v2, Lcom/example/r33k2/Downloader$1;
    invoke-direct {v2, v0}, Lcom/example/r33k2/Downloader$1;-><init>(Lkotlin/coroutines/Continuation;)V
    move-object v4, v2
    check-cast v4, Lkotlin/jvm/functions/Function2;
    const/4 v5, 0x3
    const/4 v6, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-static/range {v1 .. v6}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 49
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 40
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final synthetic access$getQueue$p()Lkotlinx/coroutines/channels/Channel;
    .registers 1
    .line 40
    sget-object v0, Lcom/example/r33k2/Downloader;->queue:Lkotlinx/coroutines/channels/Channel;
    return-object v0
.end method

.method public static final accepted_delegate$lambda$0()Ljava/util/concurrent/ConcurrentHashMap;
    .registers 1
    .line 43
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    return-object v0
.end method

.method private final getAccepted()Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2
    .line 43
    sget-object v0, Lcom/example/r33k2/Downloader;->accepted$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/concurrent/ConcurrentHashMap;
    return-object v0
.end method

.method public final enqueue(Lcom/example/r33k2/Download;)Ljava/lang/String;
    .registers 6
    const-string v0, "d"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    invoke-direct {p0}, Lcom/example/r33k2/Downloader;->getAccepted()Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    invoke-virtual {p1}, Lcom/example/r33k2/Download;->getRequestId()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :cond_1c
    const/4 p1, 0x0
    .line 74
    .local p1, "$i$a$-let-Downloader$enqueue$1":I
    .line 53
    return-object v0
    .line 54
    .end local p1    # "$i$a$-let-Downloader$enqueue$1":I
    :cond_1c
    invoke-virtual {p1}, Lcom/example/r33k2/Download;->getEpisode()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "dl-"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 55
    invoke-direct {p0}, Lcom/example/r33k2/Downloader;->getAccepted()Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v1
    check-cast v1, Ljava/util/Map;
    invoke-virtual {p1}, Lcom/example/r33k2/Download;->getRequestId()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v1, v2, v0}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 56
    sget-object v1, Lcom/example/r33k2/Downloader;->queue:Lkotlinx/coroutines/channels/Channel;
    invoke-interface {v1, p1}, Lkotlinx/coroutines/channels/Channel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    .line 57
    return-object v0
.end method

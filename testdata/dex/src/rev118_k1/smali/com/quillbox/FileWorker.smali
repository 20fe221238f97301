.class public final Lcom/quillbox/FileWorker;
.super Ljava/lang/Object;
.source "FileWorker.kt"

# instance fields
.field private final jobs:Lkotlinx/coroutines/channels/Channel;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/CoroutineScope;)V
    .registers 9
    const-string v1, "scope"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 72
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 73
    const/16 v1, 0x10
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x6
    const/4 v5, 0x0
    invoke-static {v1, v2, v3, v4, v5}, Lkotlinx/coroutines/channels/ChannelKt;->Channel$default(ILkotlinx/coroutines/channels/BufferOverflow;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lkotlinx/coroutines/channels/Channel;
    move-result-object v1
    iput-object v1, p0, Lcom/quillbox/FileWorker;->jobs:Lkotlinx/coroutines/channels/Channel;
    .line 76
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    new-instance v3, Lcom/quillbox/FileWorker$1;
    const/4 v6, 0x0
    invoke-direct {v3, p0, v6}, Lcom/quillbox/FileWorker$1;-><init>(Lcom/quillbox/FileWorker;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    move-object v0, p1
    const/4 v2, 0x0
    const/4 v4, 0x2
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 72
    return-void
.end method

.method public static final synthetic access$getJobs$p(Lcom/quillbox/FileWorker;)Lkotlinx/coroutines/channels/Channel;
    .registers 2
    .line 72
    iget-object v0, p0, Lcom/quillbox/FileWorker;->jobs:Lkotlinx/coroutines/channels/Channel;
    return-object v0
.end method


# virtual methods
.method public final submit(Lcom/quillbox/FileJob;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 88
    iget-object v0, p0, Lcom/quillbox/FileWorker;->jobs:Lkotlinx/coroutines/channels/Channel;
    invoke-interface {v0, p1, p2}, Lkotlinx/coroutines/channels/Channel;->send(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v1
    if-ne v0, v1, :L19
    return-object v0
:L19
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

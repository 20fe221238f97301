.class public final Lcom/fieldkit/RecordCheckout;
.super Ljava/lang/Object;
.source "UseCases.kt"

.field private final repo:Lcom/fieldkit/SampleRepo;

.method public constructor <init>(Lcom/fieldkit/SampleRepo;)V
    .registers 3
    const-string v0, "repo"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/fieldkit/RecordCheckout;->repo:Lcom/fieldkit/SampleRepo;
    return-void
.end method

.method public final invoke(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7
    .line 36
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/fieldkit/RecordCheckout$invoke$2;
    const/4 v2, 0x0
    invoke-direct {v1, v3, v4, v5, v2}, Lcom/fieldkit/RecordCheckout$invoke$2;-><init>(Lcom/fieldkit/RecordCheckout;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 38
    return-object v0
.end method

.method public static final synthetic access$getRepo$p(Lcom/fieldkit/RecordCheckout;)Lcom/fieldkit/SampleRepo;
    .registers 2
    .line 35
    iget-object v0, v1, Lcom/fieldkit/RecordCheckout;->repo:Lcom/fieldkit/SampleRepo;
    return-object v0
.end method


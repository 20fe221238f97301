.class public final Lcom/fieldkit/RecordVisit;
.super Ljava/lang/Object;
.source "UseCases.kt"

.field private final repo:Lcom/fieldkit/SampleRepo;

.method public constructor <init>(Lcom/fieldkit/SampleRepo;)V
    .registers 3
    const-string v0, "repo"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/fieldkit/RecordVisit;->repo:Lcom/fieldkit/SampleRepo;
    return-void
.end method

.method public final invoke(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 29
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/fieldkit/RecordVisit$invoke$2;
    const/4 v2, 0x0
    invoke-direct {v1, v3, v4, v2}, Lcom/fieldkit/RecordVisit$invoke$2;-><init>(Lcom/fieldkit/RecordVisit;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    invoke-static {v0, v1, v5}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 32
    return-object v0
.end method

.method public static final synthetic access$getRepo$p(Lcom/fieldkit/RecordVisit;)Lcom/fieldkit/SampleRepo;
    .registers 2
    .line 28
    iget-object v0, v1, Lcom/fieldkit/RecordVisit;->repo:Lcom/fieldkit/SampleRepo;
    return-object v0
.end method


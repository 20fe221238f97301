.class public final Lapp/quire/reader/data/RequestRepository;
.super Ljava/lang/Object;
.source "RequestRepository.kt"


# instance fields
.field private final db:Lapp/quire/reader/data/QuireDb;


# direct methods
.method public constructor <init>(Lapp/quire/reader/data/QuireDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/data/RequestRepository;->db:Lapp/quire/reader/data/QuireDb;

    return-void
.end method

.method public static final synthetic access$getDb$p(Lapp/quire/reader/data/RequestRepository;)Lapp/quire/reader/data/QuireDb;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/quire/reader/data/RequestRepository;->db:Lapp/quire/reader/data/QuireDb;

    return-object v0
.end method


# virtual methods
.method public final find(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 14
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/RequestRepository$find$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, v2}, Lapp/quire/reader/data/RequestRepository$find$2;-><init>(Lapp/quire/reader/data/RequestRepository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 21
    return-object v0
.end method

.method public final finish(Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12

    instance-of v0, p3, Lapp/quire/reader/data/RequestRepository$finish$1;

    if-eqz v0, :cond_0

    move-object v0, p3

    check-cast v0, Lapp/quire/reader/data/RequestRepository$finish$1;

    move-object v6, v0

    iget v0, v6, Lapp/quire/reader/data/RequestRepository$finish$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v6, Lapp/quire/reader/data/RequestRepository$finish$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v6, Lapp/quire/reader/data/RequestRepository$finish$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v6, Lapp/quire/reader/data/RequestRepository$finish$1;

    invoke-direct {v6, p0, p3}, Lapp/quire/reader/data/RequestRepository$finish$1;-><init>(Lapp/quire/reader/data/RequestRepository;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v5, v6, Lapp/quire/reader/data/RequestRepository$finish$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v7

    .line 32
    iget v0, v6, Lapp/quire/reader/data/RequestRepository$finish$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 33
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/RequestRepository$finish$2;

    const/4 v4, 0x0

    invoke-direct {v1, p2, p0, p1, v4}, Lapp/quire/reader/data/RequestRepository$finish$2;-><init>(Lorg/json/JSONObject;Lapp/quire/reader/data/RequestRepository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v6, Lapp/quire/reader/data/RequestRepository$finish$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v6, Lapp/quire/reader/data/RequestRepository$finish$1;->L$1:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v6, Lapp/quire/reader/data/RequestRepository$finish$1;->label:I

    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v7, :cond_1

    .line 32
    return-object v7

    :pswitch_1
    iget-object p2, v6, Lapp/quire/reader/data/RequestRepository$finish$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lorg/json/JSONObject;

    iget-object p1, v6, Lapp/quire/reader/data/RequestRepository$finish$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v5

    .line 38
    :cond_1
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 32
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public final release(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 11

    instance-of v0, p2, Lapp/quire/reader/data/RequestRepository$release$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lapp/quire/reader/data/RequestRepository$release$1;

    move-object v6, v0

    iget v0, v6, Lapp/quire/reader/data/RequestRepository$release$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v6, Lapp/quire/reader/data/RequestRepository$release$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v6, Lapp/quire/reader/data/RequestRepository$release$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v6, Lapp/quire/reader/data/RequestRepository$release$1;

    invoke-direct {v6, p0, p2}, Lapp/quire/reader/data/RequestRepository$release$1;-><init>(Lapp/quire/reader/data/RequestRepository;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v5, v6, Lapp/quire/reader/data/RequestRepository$release$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v7

    .line 41
    iget v0, v6, Lapp/quire/reader/data/RequestRepository$release$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 42
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/RequestRepository$release$2;

    const/4 v4, 0x0

    invoke-direct {v1, p0, p1, v4}, Lapp/quire/reader/data/RequestRepository$release$2;-><init>(Lapp/quire/reader/data/RequestRepository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v6, Lapp/quire/reader/data/RequestRepository$release$1;->L$0:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v6, Lapp/quire/reader/data/RequestRepository$release$1;->label:I

    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v7, :cond_1

    .line 41
    return-object v7

    :pswitch_1
    iget-object p1, v6, Lapp/quire/reader/data/RequestRepository$release$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v5

    .line 45
    :cond_1
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 41
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public final reserve(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12

    .line 23
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/RequestRepository$reserve$2;

    move-object v2, p1

    move-object v3, p2

    move-object v4, p3

    move-object v5, p0

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lapp/quire/reader/data/RequestRepository$reserve$2;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/quire/reader/data/RequestRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p4}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 30
    return-object v0
.end method

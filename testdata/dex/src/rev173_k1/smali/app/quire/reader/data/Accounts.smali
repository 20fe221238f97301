.class public final Lapp/quire/reader/data/Accounts;
.super Ljava/lang/Object;
.source "Accounts.kt"


# instance fields
.field private final context:Landroid/content/Context;

.field private final signedIn:Lkotlinx/coroutines/flow/MutableStateFlow;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/data/Accounts;->context:Landroid/content/Context;

    .line 13
    const/4 v0, 0x0

    invoke-static {v0}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/data/Accounts;->signedIn:Lkotlinx/coroutines/flow/MutableStateFlow;

    .line 12
    return-void
.end method

.method public static final synthetic access$getContext$p(Lapp/quire/reader/data/Accounts;)Landroid/content/Context;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/quire/reader/data/Accounts;->context:Landroid/content/Context;

    return-object v0
.end method


# virtual methods
.method public final getSignedIn()Lkotlinx/coroutines/flow/MutableStateFlow;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/quire/reader/data/Accounts;->signedIn:Lkotlinx/coroutines/flow/MutableStateFlow;

    return-object v0
.end method

.method public final reload(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 10

    instance-of v0, p1, Lapp/quire/reader/data/Accounts$reload$1;

    if-eqz v0, :cond_0

    move-object v0, p1

    check-cast v0, Lapp/quire/reader/data/Accounts$reload$1;

    move-object v6, v0

    iget v0, v6, Lapp/quire/reader/data/Accounts$reload$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v6, Lapp/quire/reader/data/Accounts$reload$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v6, Lapp/quire/reader/data/Accounts$reload$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v6, Lapp/quire/reader/data/Accounts$reload$1;

    invoke-direct {v6, p0, p1}, Lapp/quire/reader/data/Accounts$reload$1;-><init>(Lapp/quire/reader/data/Accounts;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v5, v6, Lapp/quire/reader/data/Accounts$reload$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v7

    .line 15
    iget v0, v6, Lapp/quire/reader/data/Accounts$reload$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 16
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/Accounts$reload$loaded$1;

    const/4 v3, 0x0

    invoke-direct {v1, p0, v3}, Lapp/quire/reader/data/Accounts$reload$loaded$1;-><init>(Lapp/quire/reader/data/Accounts;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v3, 0x1

    iput v3, v6, Lapp/quire/reader/data/Accounts$reload$1;->label:I

    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v7, :cond_1

    .line 15
    return-object v7

    :pswitch_1
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v5

    :cond_1
    check-cast v0, Lapp/quire/reader/data/Account;

    move-object v4, v0

    .line 21
    iget-object v0, p0, Lapp/quire/reader/data/Accounts;->signedIn:Lkotlinx/coroutines/flow/MutableStateFlow;

    invoke-interface {v0, v4}, Lkotlinx/coroutines/flow/MutableStateFlow;->setValue(Ljava/lang/Object;)V

    .line 22
    return-object v4

    .line 15
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

.class final Lcom/example/r30k2/FeedProvider$nameOf$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "FeedProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r30k2/FeedProvider;->nameOf(Landroid/content/Context;I)Lkotlinx/coroutines/flow/Flow;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = null
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.example.r30k2.FeedProvider$nameOf$1"
    f = "FeedProvider.kt"
    i = {0x0}
    l = {0x2f}
    m = "invokeSuspend"
    n = {"$this$flow"}
    nl = {0x30}
    s = {"L$0"}
.end annotation


# instance fields
.field L$0:Ljava/lang/Object;

.field label:I

.field final synthetic $ctx:Landroid/content/Context;

.field final synthetic $uid:I


# direct methods
.method constructor <init>(Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(Landroid/content/Context;I",
            "Lkotlin/coroutines/Continuation<",
            "-Lcom/example/r30k2/FeedProvider$nameOf$1;",
            ">;)V"
        }
    .end annotation

    .registers 5
    iput-object p1, p0, Lcom/example/r30k2/FeedProvider$nameOf$1;->$ctx:Landroid/content/Context;
    iput p2, p0, Lcom/example/r30k2/FeedProvider$nameOf$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(Ljava/lang/Object;",
            "Lkotlin/coroutines/Continuation<",
            "*>;)",
            "Lkotlin/coroutines/Continuation<",
            "Lkotlin/Unit;",
            ">;"
        }
    .end annotation

    .registers 6
    new-instance v0, Lcom/example/r30k2/FeedProvider$nameOf$1;
    iget-object v1, p0, Lcom/example/r30k2/FeedProvider$nameOf$1;->$ctx:Landroid/content/Context;
    iget v2, p0, Lcom/example/r30k2/FeedProvider$nameOf$1;->$uid:I
    invoke-direct {v0, v1, v2, p2}, Lcom/example/r30k2/FeedProvider$nameOf$1;-><init>(Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    iput-object p1, v0, Lcom/example/r30k2/FeedProvider$nameOf$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/flow/FlowCollector;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r30k2/FeedProvider$nameOf$1;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1, p2}, Lcom/example/r30k2/FeedProvider$nameOf$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r30k2/FeedProvider$nameOf$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r30k2/FeedProvider$nameOf$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    iget-object v0, p0, Lcom/example/r30k2/FeedProvider$nameOf$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/flow/FlowCollector;
    .local v0, "$this$flow":Lkotlinx/coroutines/flow/FlowCollector;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v1
    .line 46
    iget v2, p0, Lcom/example/r30k2/FeedProvider$nameOf$1;->label:I
    packed-switch v2, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 47
    iget-object p1, p0, Lcom/example/r30k2/FeedProvider$nameOf$1;->$ctx:Landroid/content/Context;
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    iget v2, p0, Lcom/example/r30k2/FeedProvider$nameOf$1;->$uid:I
    invoke-virtual {p1, v2}, Landroid/content/pm/PackageManager;->getNameForUid(I)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_0
    const-string p1, "unknown"
    :cond_0
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, p0, Lcom/example/r30k2/FeedProvider$nameOf$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, p0, Lcom/example/r30k2/FeedProvider$nameOf$1;->label:I
    invoke-interface {v0, p1, v2}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    if-ne p1, v1, :cond_1
    .line 46
    return-object v1
    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 48
    :cond_1
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

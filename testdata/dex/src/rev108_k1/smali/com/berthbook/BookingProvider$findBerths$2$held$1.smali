.class final Lcom/berthbook/BookingProvider$findBerths$2$held$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "BookingProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field label:I
.field final synthetic $repo:Lcom/berthbook/BookingRepo;
.field final synthetic $a:Lcom/berthbook/FindBerthsArgs;


# direct methods
.method constructor <init>(Lcom/berthbook/BookingRepo;Lcom/berthbook/FindBerthsArgs;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v3, v2, Lcom/berthbook/BookingProvider$findBerths$2$held$1;->$repo:Lcom/berthbook/BookingRepo;
    iput-object v4, v2, Lcom/berthbook/BookingProvider$findBerths$2$held$1;->$a:Lcom/berthbook/FindBerthsArgs;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 69
    iget v0, v3, Lcom/berthbook/BookingProvider$findBerths$2$held$1;->label:I
    packed-switch v0, :sw_8
    goto :L50
:L28
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 69
    iget-object v0, v3, Lcom/berthbook/BookingProvider$findBerths$2$held$1;->$repo:Lcom/berthbook/BookingRepo;
    iget-object v1, v3, Lcom/berthbook/BookingProvider$findBerths$2$held$1;->$a:Lcom/berthbook/FindBerthsArgs;
    invoke-virtual {v1}, Lcom/berthbook/FindBerthsArgs;->getMarina()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/berthbook/BookingRepo;->heldCount(Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
:L50
    .line 69
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/berthbook/BookingProvider$findBerths$2$held$1;
    iget-object v2, v4, Lcom/berthbook/BookingProvider$findBerths$2$held$1;->$repo:Lcom/berthbook/BookingRepo;
    iget-object v3, v4, Lcom/berthbook/BookingProvider$findBerths$2$held$1;->$a:Lcom/berthbook/FindBerthsArgs;
    invoke-direct {v0, v2, v3, v6}, Lcom/berthbook/BookingProvider$findBerths$2$held$1;-><init>(Lcom/berthbook/BookingRepo;Lcom/berthbook/FindBerthsArgs;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/BookingProvider$findBerths$2$held$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/berthbook/BookingProvider$findBerths$2$held$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/berthbook/BookingProvider$findBerths$2$held$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/berthbook/BookingProvider$findBerths$2$held$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method


.class final Lcom/spokeshare/BikesDesk$share$shared$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "BikesDesk.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $app:Ljava/lang/String;
.field final synthetic $ride:Ljava/lang/String;
.field final synthetic $work:Lcom/spokeshare/State$Working;
.field  label:I
.field final synthetic this$0:Lcom/spokeshare/BikesDesk;


# direct methods
.method constructor <init>(Lcom/spokeshare/BikesDesk;Ljava/lang/String;Ljava/lang/String;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)V
    .registers 7
    iput-object p1, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->this$0:Lcom/spokeshare/BikesDesk;
    iput-object p2, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->$ride:Ljava/lang/String;
    iput-object p3, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->$app:Ljava/lang/String;
    iput-object p4, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->$work:Lcom/spokeshare/State$Working;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9
    new-instance v0, Lcom/spokeshare/BikesDesk$share$shared$1;
    iget-object v2, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->this$0:Lcom/spokeshare/BikesDesk;
    iget-object v3, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->$ride:Ljava/lang/String;
    iget-object v4, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->$app:Ljava/lang/String;
    iget-object v5, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->$work:Lcom/spokeshare/State$Working;
    move-object v1, v2
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move-object v5, p2
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/BikesDesk$share$shared$1;-><init>(Lcom/spokeshare/BikesDesk;Ljava/lang/String;Ljava/lang/String;Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/spokeshare/BikesDesk$share$shared$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/spokeshare/BikesDesk$share$shared$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/spokeshare/BikesDesk$share$shared$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/spokeshare/BikesDesk$share$shared$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 92
    iget v0, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L67
:L28
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->this$0:Lcom/spokeshare/BikesDesk;
    invoke-static {v0}, Lcom/spokeshare/BikesDesk;->access$getStations$p(Lcom/spokeshare/BikesDesk;)Lcom/spokeshare/Stations;
    move-result-object v0
    iget-object v3, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->$ride:Ljava/lang/String;
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v1, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->$app:Ljava/lang/String;
    iget-object v2, p0, Lcom/spokeshare/BikesDesk$share$shared$1;->$work:Lcom/spokeshare/State$Working;
    invoke-virtual {v2}, Lcom/spokeshare/State$Working;->getAccount()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v3, v1, v2}, Lcom/spokeshare/Stations;->share-0E7RQCE(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->box-impl(Ljava/lang/Object;)Lkotlin/Result;
    move-result-object v0
    return-object v0
:L67
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

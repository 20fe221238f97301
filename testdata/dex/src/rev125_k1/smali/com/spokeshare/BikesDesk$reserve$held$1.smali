.class final Lcom/spokeshare/BikesDesk$reserve$held$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "BikesDesk.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $bike:Ljava/lang/String;
.field final synthetic $until:J
.field  label:I
.field final synthetic this$0:Lcom/spokeshare/BikesDesk;


# direct methods
.method constructor <init>(Lcom/spokeshare/BikesDesk;Ljava/lang/String;JLkotlin/coroutines/Continuation;)V
    .registers 7
    iput-object p1, p0, Lcom/spokeshare/BikesDesk$reserve$held$1;->this$0:Lcom/spokeshare/BikesDesk;
    iput-object p2, p0, Lcom/spokeshare/BikesDesk$reserve$held$1;->$bike:Ljava/lang/String;
    iput-wide p3, p0, Lcom/spokeshare/BikesDesk$reserve$held$1;->$until:J
    const/4 v0, 0x2
    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9
    new-instance v0, Lcom/spokeshare/BikesDesk$reserve$held$1;
    iget-object v2, p0, Lcom/spokeshare/BikesDesk$reserve$held$1;->this$0:Lcom/spokeshare/BikesDesk;
    iget-object v3, p0, Lcom/spokeshare/BikesDesk$reserve$held$1;->$bike:Ljava/lang/String;
    iget-wide v4, p0, Lcom/spokeshare/BikesDesk$reserve$held$1;->$until:J
    move-object v1, v2
    move-object v2, v3
    move-wide v3, v4
    move-object v5, p2
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/BikesDesk$reserve$held$1;-><init>(Lcom/spokeshare/BikesDesk;Ljava/lang/String;JLkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/spokeshare/BikesDesk$reserve$held$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/spokeshare/BikesDesk$reserve$held$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/spokeshare/BikesDesk$reserve$held$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/spokeshare/BikesDesk$reserve$held$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 71
    iget v0, p0, Lcom/spokeshare/BikesDesk$reserve$held$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L63
:L28
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 72
    iget-object v0, p0, Lcom/spokeshare/BikesDesk$reserve$held$1;->this$0:Lcom/spokeshare/BikesDesk;
    invoke-static {v0}, Lcom/spokeshare/BikesDesk;->access$getStations$p(Lcom/spokeshare/BikesDesk;)Lcom/spokeshare/Stations;
    move-result-object v0
    iget-object v4, p0, Lcom/spokeshare/BikesDesk$reserve$held$1;->$bike:Ljava/lang/String;
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    iget-wide v2, p0, Lcom/spokeshare/BikesDesk$reserve$held$1;->$until:J
    invoke-virtual {v0, v4, v1, v2, v3}, Lcom/spokeshare/Stations;->hold-0E7RQCE(Ljava/lang/String;IJ)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->box-impl(Ljava/lang/Object;)Lkotlin/Result;
    move-result-object v0
    return-object v0
:L63
    .line 71
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

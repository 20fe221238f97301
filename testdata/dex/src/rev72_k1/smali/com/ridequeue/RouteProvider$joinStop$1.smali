.class final Lcom/ridequeue/RouteProvider$joinStop$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "RouteProvider.kt"

.field  L$0:Ljava/lang/Object;
.field synthetic result:Ljava/lang/Object;
.field final synthetic this$0:Lcom/ridequeue/RouteProvider;
.field  label:I

.method constructor <init>(Lcom/ridequeue/RouteProvider;Lkotlin/coroutines/Continuation;)V
    .registers 3
    iput-object v1, v0, Lcom/ridequeue/RouteProvider$joinStop$1;->this$0:Lcom/ridequeue/RouteProvider;
    invoke-direct {v0, v2}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iput-object v4, v3, Lcom/ridequeue/RouteProvider$joinStop$1;->result:Ljava/lang/Object;
    iget v1, v3, Lcom/ridequeue/RouteProvider$joinStop$1;->label:I
    const/high16 v2, -0x80000000
    or-int v1, v1, v2
    iput v1, v3, Lcom/ridequeue/RouteProvider$joinStop$1;->label:I
    iget-object v0, v3, Lcom/ridequeue/RouteProvider$joinStop$1;->this$0:Lcom/ridequeue/RouteProvider;
    const/4 v1, 0x0
    invoke-static {v0, v1, v3}, Lcom/ridequeue/RouteProvider;->access$joinStop(Lcom/ridequeue/RouteProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method


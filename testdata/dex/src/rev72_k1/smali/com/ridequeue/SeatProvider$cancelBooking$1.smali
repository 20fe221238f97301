.class final Lcom/ridequeue/SeatProvider$cancelBooking$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "SeatProvider.kt"

.field  L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  L$2:Ljava/lang/Object;
.field  I$0:I
.field  Z$0:Z
.field synthetic result:Ljava/lang/Object;
.field final synthetic this$0:Lcom/ridequeue/SeatProvider;
.field  label:I

.method constructor <init>(Lcom/ridequeue/SeatProvider;Lkotlin/coroutines/Continuation;)V
    .registers 3
    iput-object v1, v0, Lcom/ridequeue/SeatProvider$cancelBooking$1;->this$0:Lcom/ridequeue/SeatProvider;
    invoke-direct {v0, v2}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    iput-object v5, v4, Lcom/ridequeue/SeatProvider$cancelBooking$1;->result:Ljava/lang/Object;
    iget v1, v4, Lcom/ridequeue/SeatProvider$cancelBooking$1;->label:I
    const/high16 v2, -0x80000000
    or-int v1, v1, v2
    iput v1, v4, Lcom/ridequeue/SeatProvider$cancelBooking$1;->label:I
    iget-object v0, v4, Lcom/ridequeue/SeatProvider$cancelBooking$1;->this$0:Lcom/ridequeue/SeatProvider;
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/ridequeue/SeatProvider;->access$cancelBooking(Lcom/ridequeue/SeatProvider;Landroid/content/Context;ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method


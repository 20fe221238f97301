.class public final Lcom/ridequeue/SeatProvider$seatOf$2$1;
.super Ljava/lang/Object;
.source "SeatProvider.kt"

# interfaces
.implements Lcom/ridequeue/SeatCallback;

.field final synthetic $$this$callbackFlow:Lkotlinx/coroutines/channels/ProducerScope;

.method constructor <init>(Lkotlinx/coroutines/channels/ProducerScope;)V
    .registers 2
    iput-object v1, v0, Lcom/ridequeue/SeatProvider$seatOf$2$1;->$$this$callbackFlow:Lkotlinx/coroutines/channels/ProducerScope;
    .line 129
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public onResult(I)V
    .registers 4
    .line 130
    iget-object v0, v2, Lcom/ridequeue/SeatProvider$seatOf$2$1;->$$this$callbackFlow:Lkotlinx/coroutines/channels/ProducerScope;
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/ProducerScope;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-void
.end method

.method public onError(Ljava/lang/Exception;)V
    .registers 4
    const-string v1, "e"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 131
    iget-object v0, v2, Lcom/ridequeue/SeatProvider$seatOf$2$1;->$$this$callbackFlow:Lkotlinx/coroutines/channels/ProducerScope;
    check-cast v3, Ljava/lang/Throwable;
    invoke-interface {v0, v3}, Lkotlinx/coroutines/channels/ProducerScope;->close(Ljava/lang/Throwable;)Z
    move-result v0
    return-void
.end method


.class public final Lcom/brewday/HydrometerKt$readings$1$l$1;
.super Ljava/lang/Object;
.source "Hydrometer.kt"

# interfaces
.implements Lcom/brewday/Hydrometer$Listener;

.field final synthetic $$this$callbackFlow:Lkotlinx/coroutines/channels/ProducerScope;

.method constructor <init>(Lkotlinx/coroutines/channels/ProducerScope;)V
    .registers 2
    iput-object v1, v0, Lcom/brewday/HydrometerKt$readings$1$l$1;->$$this$callbackFlow:Lkotlinx/coroutines/channels/ProducerScope;
    .line 26
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public onReading(Ljava/lang/String;)V
    .registers 4
    const-string v1, "gravity"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    iget-object v0, v2, Lcom/brewday/HydrometerKt$readings$1$l$1;->$$this$callbackFlow:Lkotlinx/coroutines/channels/ProducerScope;
    invoke-interface {v0, v3}, Lkotlinx/coroutines/channels/ProducerScope;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 29
    return-void
.end method

.method public onError(Ljava/io/IOException;)V
    .registers 4
    const-string v1, "err"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    iget-object v0, v2, Lcom/brewday/HydrometerKt$readings$1$l$1;->$$this$callbackFlow:Lkotlinx/coroutines/channels/ProducerScope;
    check-cast v3, Ljava/lang/Throwable;
    invoke-interface {v0, v3}, Lkotlinx/coroutines/channels/ProducerScope;->close(Ljava/lang/Throwable;)Z
    move-result v0
    .line 33
    return-void
.end method


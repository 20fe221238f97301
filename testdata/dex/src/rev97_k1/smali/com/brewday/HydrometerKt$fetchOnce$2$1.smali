.class public final Lcom/brewday/HydrometerKt$fetchOnce$2$1;
.super Ljava/lang/Object;
.source "Hydrometer.kt"

# interfaces
.implements Lcom/brewday/Hydrometer$Callback;

.field final synthetic $cont:Lkotlinx/coroutines/CancellableContinuation;

.method constructor <init>(Lkotlinx/coroutines/CancellableContinuation;)V
    .registers 2
    iput-object v1, v0, Lcom/brewday/HydrometerKt$fetchOnce$2$1;->$cont:Lkotlinx/coroutines/CancellableContinuation;
    .line 40
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public onResult(Ljava/lang/String;)V
    .registers 4
    const-string v1, "gravity"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    iget-object v0, v2, Lcom/brewday/HydrometerKt$fetchOnce$2$1;->$cont:Lkotlinx/coroutines/CancellableContinuation;
    check-cast v0, Lkotlin/coroutines/Continuation;
    sget-object v1, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v3}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-interface {v0, v1}, Lkotlin/coroutines/Continuation;->resumeWith(Ljava/lang/Object;)V
    .line 43
    return-void
.end method


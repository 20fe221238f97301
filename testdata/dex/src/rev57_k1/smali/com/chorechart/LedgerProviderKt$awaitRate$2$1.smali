.class final Lcom/chorechart/LedgerProviderKt$awaitRate$2$1;
.super Ljava/lang/Object;
.source "LedgerProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field final synthetic $cont:Lkotlinx/coroutines/CancellableContinuation;

.method constructor <init>(Lkotlinx/coroutines/CancellableContinuation;)V
    .registers 2
    iput-object v1, v0, Lcom/chorechart/LedgerProviderKt$awaitRate$2$1;->$cont:Lkotlinx/coroutines/CancellableContinuation;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke(J)V
    .registers 5
    .line 31
    iget-object v0, v2, Lcom/chorechart/LedgerProviderKt$awaitRate$2$1;->$cont:Lkotlinx/coroutines/CancellableContinuation;
    sget-object v1, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    invoke-static {v1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    .line 31
    invoke-interface {v0, v1}, Lkotlinx/coroutines/CancellableContinuation;->resumeWith(Ljava/lang/Object;)V
    return-void
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    .line 31
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->longValue()J
    move-result-wide v1
    invoke-virtual {v3, v1, v2}, Lcom/chorechart/LedgerProviderKt$awaitRate$2$1;->invoke(J)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method


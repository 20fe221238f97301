.class public final synthetic Lkotlinx/coroutines/DeferredCoroutine$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lkotlinx/coroutines/DeferredCoroutine;
.field public final synthetic f$1:Lkotlin/jvm/functions/Function2;

.method public synthetic constructor <init>(Lkotlinx/coroutines/DeferredCoroutine;Lkotlin/jvm/functions/Function2;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lkotlinx/coroutines/DeferredCoroutine$$ExternalSyntheticLambda0;->f$0:Lkotlinx/coroutines/DeferredCoroutine;
    iput-object p2, p0, Lkotlinx/coroutines/DeferredCoroutine$$ExternalSyntheticLambda0;->f$1:Lkotlin/jvm/functions/Function2;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lkotlinx/coroutines/DeferredCoroutine$$ExternalSyntheticLambda0;->f$0:Lkotlinx/coroutines/DeferredCoroutine;
    iget-object v1, p0, Lkotlinx/coroutines/DeferredCoroutine$$ExternalSyntheticLambda0;->f$1:Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1}, Lkotlinx/coroutines/DeferredCoroutine;->start$lambda$0(Lkotlinx/coroutines/DeferredCoroutine;Lkotlin/jvm/functions/Function2;)V
    return-void
.end method

.class public final Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1;
.super Ljava/lang/Object;
.source "FlowTools.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/Flow;


# instance fields
.field final synthetic $this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/Flow;)V
    .registers 3

    iput-object p1, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1;->$this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1;->$this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;
    new-instance v1, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2;
    invoke-direct {v1, p1}, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1$2;-><init>(Lkotlinx/coroutines/flow/FlowCollector;)V
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    invoke-interface {v0, v1, p2}, Lkotlinx/coroutines/flow/Flow;->collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v1
    if-ne v0, v1, :cond_unit
    return-object v0

    :cond_unit
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.class public interface abstract Lkotlinx/coroutines/flow/Flow;
.super Ljava/lang/Object;
.source "Flow.kt"


.method public abstract collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method


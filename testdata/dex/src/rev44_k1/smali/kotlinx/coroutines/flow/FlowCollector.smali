.class public interface abstract Lkotlinx/coroutines/flow/FlowCollector;
.super Ljava/lang/Object;
.source "Flow.kt"


.method public abstract emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method


.class public interface abstract Lkotlinx/coroutines/CoroutineScope;
.super Ljava/lang/Object;
.source "Scope.kt"


.method public abstract getCoroutineContext()Lkotlin/coroutines/CoroutineContext;
.end method


.class public interface abstract Lkotlinx/coroutines/Deferred;
.super Ljava/lang/Object;
.source "Scope.kt"


.method public abstract await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method


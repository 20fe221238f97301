.class public final Lkotlinx/coroutines/ScopeCoroutine;
.super Ljava/lang/Object;
.source "Coroutines.kt"

# interfaces
.implements Lkotlin/coroutines/Continuation;
.implements Lkotlinx/coroutines/CoroutineScope;

.field private final context:Lkotlin/coroutines/CoroutineContext;
.field private final uCont:Lkotlin/coroutines/Continuation;

.method public constructor <init>(Lkotlin/coroutines/CoroutineContext;Lkotlin/coroutines/Continuation;)V
    .registers 4
    const-string v0, "context"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "uCont"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 67
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lkotlinx/coroutines/ScopeCoroutine;->context:Lkotlin/coroutines/CoroutineContext;
    iput-object v3, v1, Lkotlinx/coroutines/ScopeCoroutine;->uCont:Lkotlin/coroutines/Continuation;
    return-void
.end method

.method public getContext()Lkotlin/coroutines/CoroutineContext;
    .registers 2
    .line 67
    iget-object v0, v1, Lkotlinx/coroutines/ScopeCoroutine;->context:Lkotlin/coroutines/CoroutineContext;
    return-object v0
.end method

.method public getCoroutineContext()Lkotlin/coroutines/CoroutineContext;
    .registers 2
    .line 68
    invoke-virtual {v1}, Lkotlinx/coroutines/ScopeCoroutine;->getContext()Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    return-object v0
.end method

.method public resumeWith(Ljava/lang/Object;)V
    .registers 3
    .line 70
    iget-object v0, v1, Lkotlinx/coroutines/ScopeCoroutine;->uCont:Lkotlin/coroutines/Continuation;
    invoke-interface {v0, v2}, Lkotlin/coroutines/Continuation;->resumeWith(Ljava/lang/Object;)V
    .line 71
    return-void
.end method


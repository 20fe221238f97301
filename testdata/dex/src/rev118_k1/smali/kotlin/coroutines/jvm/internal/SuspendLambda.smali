.class public abstract Lkotlin/coroutines/jvm/internal/SuspendLambda;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "ContinuationImpl.kt"

# interfaces
.implements Lkotlin/jvm/internal/FunctionBase;
.implements Lkotlin/coroutines/jvm/internal/SuspendFunction;

# instance fields
.field private final arity:I


# direct methods
.method public constructor <init>(I)V
    .registers 3
    const/4 v0, 0x0
    invoke-direct {p0, p1, v0}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public constructor <init>(ILkotlin/coroutines/Continuation;)V
    .registers 3
    invoke-direct {p0, p2}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    iput p1, p0, Lkotlin/coroutines/jvm/internal/SuspendLambda;->arity:I
    return-void
.end method


# virtual methods
.method public getArity()I
    .registers 2
    iget v0, p0, Lkotlin/coroutines/jvm/internal/SuspendLambda;->arity:I
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    invoke-virtual {p0}, Lkotlin/coroutines/jvm/internal/SuspendLambda;->getCompletion()Lkotlin/coroutines/Continuation;
    move-result-object v0
    if-nez v0, :L14
    invoke-static {p0}, Lkotlin/jvm/internal/Reflection;->renderLambdaToString(Lkotlin/jvm/internal/FunctionBase;)Ljava/lang/String;
    move-result-object v0
    goto :L18
:L14
    invoke-super {p0}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;->toString()Ljava/lang/String;
    move-result-object v0
:L18
    return-object v0
.end method

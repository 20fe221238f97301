.class public abstract Lkotlin/jvm/internal/Lambda;
.super Ljava/lang/Object;
.source "Lambda.kt"

# interfaces
.implements Lkotlin/jvm/internal/FunctionBase;
.implements Ljava/io/Serializable;

.field private final arity:I

.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lkotlin/jvm/internal/Lambda;->arity:I
    return-void
.end method

.method public getArity()I
    .registers 2
    iget v0, p0, Lkotlin/jvm/internal/Lambda;->arity:I
    return v0
.end method

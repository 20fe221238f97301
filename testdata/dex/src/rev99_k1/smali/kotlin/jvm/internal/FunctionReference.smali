.class public Lkotlin/jvm/internal/FunctionReference;
.super Lkotlin/jvm/internal/CallableReference;
.source "FunctionReference.java"

# interfaces
.implements Lkotlin/jvm/internal/FunctionBase;

.field private final arity:I

.field private final flags:I

.method public constructor <init>(ILjava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    .registers 14
    const/4 v0, 0x1
    and-int/lit8 v1, p6, 0x1
    if-ne v1, v0, :L_member
    goto :L_init
    :L_member
    const/4 v0, 0x0
    :L_init
    move-object v1, p0
    move-object v2, p2
    move-object v3, p3
    move-object v4, p4
    move-object v5, p5
    move v6, v0
    invoke-direct/range {v1 .. v6}, Lkotlin/jvm/internal/CallableReference;-><init>(Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Z)V
    iput p1, p0, Lkotlin/jvm/internal/FunctionReference;->arity:I
    iput p6, p0, Lkotlin/jvm/internal/FunctionReference;->flags:I
    return-void
.end method

.method public getArity()I
    .registers 2
    iget v0, p0, Lkotlin/jvm/internal/FunctionReference;->arity:I
    return v0
.end method

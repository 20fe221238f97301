.class public Lkotlin/jvm/internal/FunctionReference;
.super Lkotlin/jvm/internal/CallableReference;
.source "FunctionReference.java"

# interfaces
.implements Lkotlin/jvm/internal/FunctionBase;
.implements Lkotlin/reflect/KFunction;

# instance fields
.field private final arity:I
.field private final flags:I


# direct methods
.method public constructor <init>(ILjava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    .registers 14
    const/4 v6, 0x1
    and-int v5, v13, v6
    const/4 v6, 0x1
    move-object v0, v7
    move-object v1, v9
    move-object v2, v10
    move-object v3, v11
    move-object v4, v12
    if-ne v5, v6, :L19
    const/4 v5, 0x1
    goto :L20
:L19
    const/4 v5, 0x0
:L20
    invoke-direct/range {v0 .. v5}, Lkotlin/jvm/internal/CallableReference;-><init>(Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Z)V
    iput v8, v7, Lkotlin/jvm/internal/FunctionReference;->arity:I
    const/4 v2, 0x1
    shr-int v1, v13, v2
    iput v1, v7, Lkotlin/jvm/internal/FunctionReference;->flags:I
    return-void
.end method


# virtual methods
.method public getArity()I
    .registers 2
    iget v0, v1, Lkotlin/jvm/internal/FunctionReference;->arity:I
    return v0
.end method


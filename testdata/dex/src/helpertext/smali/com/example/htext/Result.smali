.class public abstract Lcom/example/htext/Result;
.super Ljava/lang/Object;
.source "Failure.kt"

.method private constructor <init>()V
    .registers 1
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/htext/Result;-><init>()V
    return-void
.end method

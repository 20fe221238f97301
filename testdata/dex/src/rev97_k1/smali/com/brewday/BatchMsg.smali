.class public abstract Lcom/brewday/BatchMsg;
.super Ljava/lang/Object;
.source "BatchProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 29
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/brewday/BatchMsg;-><init>()V
    return-void
.end method


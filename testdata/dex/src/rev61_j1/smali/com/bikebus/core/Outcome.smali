.class public abstract Lcom/bikebus/core/Outcome;
.super Ljava/lang/Object;
.source "Model.kt"


.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/bikebus/core/Outcome;-><init>()V
    return-void
.end method


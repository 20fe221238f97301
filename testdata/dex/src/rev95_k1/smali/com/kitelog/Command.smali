.class public abstract Lcom/kitelog/Command;
.super Ljava/lang/Object;
.source "Commands.kt"


.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/kitelog/Command;-><init>()V
    return-void
.end method


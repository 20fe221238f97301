.class public abstract Lcom/spokeshare/Effect;
.super Ljava/lang/Object;
.source "Mvi.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 54
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/spokeshare/Effect;-><init>()V
    return-void
.end method

.class public abstract Lapp/larder/home/cetp/Decision;
.super Ljava/lang/Object;
.source "ToolProviderBase.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/home/cetp/Decision;-><init>()V

    return-void
.end method

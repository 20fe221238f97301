.class public abstract Lapp/larder/home/cetp/ToolFailure;
.super Ljava/lang/Object;
.source "Failures.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/home/cetp/ToolFailure;-><init>()V

    return-void
.end method

.class public abstract Lapp/larder/core/Decision;
.super Ljava/lang/Object;
.source "ToolSpec.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/core/Decision;-><init>()V

    return-void
.end method

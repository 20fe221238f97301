.class public final Lapp/larder/core/ToolHost$Companion;
.super Ljava/lang/Object;
.source "ToolHost.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 165
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/core/ToolHost$Companion;-><init>()V

    return-void
.end method

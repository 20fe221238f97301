.class public final Lio/quire/app/core/ToolName$Companion;
.super Ljava/lang/Object;
.source "Types.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/quire/app/core/ToolName$Companion;-><init>()V

    return-void
.end method

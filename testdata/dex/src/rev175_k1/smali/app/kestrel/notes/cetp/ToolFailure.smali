.class public abstract Lapp/kestrel/notes/cetp/ToolFailure;
.super Ljava/lang/Object;
.source "Tools.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 56
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/kestrel/notes/cetp/ToolFailure;-><init>()V

    return-void
.end method

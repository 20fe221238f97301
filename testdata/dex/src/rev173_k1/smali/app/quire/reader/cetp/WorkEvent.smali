.class public abstract Lapp/quire/reader/cetp/WorkEvent;
.super Ljava/lang/Object;
.source "Outcome.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/quire/reader/cetp/WorkEvent;-><init>()V

    return-void
.end method

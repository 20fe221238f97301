.class public final Lcom/saltmarsh/ferry/TripTools$Companion;
.super Ljava/lang/Object;
.source "TripTools.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 111
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/ferry/TripTools$Companion;-><init>()V

    return-void
.end method

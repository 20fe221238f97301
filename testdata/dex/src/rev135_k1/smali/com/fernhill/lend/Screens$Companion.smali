.class public final Lcom/fernhill/lend/Screens$Companion;
.super Ljava/lang/Object;
.source "Resolutions.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/fernhill/lend/Screens$Companion;-><init>()V

    return-void
.end method

.class public final Lcom/plotshare/garden/PlotProvider$Companion;
.super Ljava/lang/Object;
.source "PlotProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 161
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/plotshare/garden/PlotProvider$Companion;-><init>()V
    return-void
.end method


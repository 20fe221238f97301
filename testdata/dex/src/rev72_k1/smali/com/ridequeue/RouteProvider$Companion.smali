.class public final Lcom/ridequeue/RouteProvider$Companion;
.super Ljava/lang/Object;
.source "RouteProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 136
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/ridequeue/RouteProvider$Companion;-><init>()V
    return-void
.end method


.class public final Lcom/ridequeue/SeatProvider$Companion;
.super Ljava/lang/Object;
.source "SeatProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 142
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getSCHOOL_APPS()Ljava/util/Set;
    .registers 2
    .line 143
    invoke-static {}, Lcom/ridequeue/SeatProvider;->access$getSCHOOL_APPS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/ridequeue/SeatProvider$Companion;-><init>()V
    return-void
.end method


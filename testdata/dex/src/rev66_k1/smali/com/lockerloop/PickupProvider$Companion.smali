.class public final Lcom/lockerloop/PickupProvider$Companion;
.super Ljava/lang/Object;
.source "PickupProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 97
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getCAMPUS_APPS()Ljava/util/Set;
    .registers 2
    .line 98
    invoke-static {}, Lcom/lockerloop/PickupProvider;->access$getCAMPUS_APPS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/lockerloop/PickupProvider$Companion;-><init>()V
    return-void
.end method


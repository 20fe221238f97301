.class final Lcom/harborpass/fuel/FuelDockProvider$Companion;
.super Ljava/lang/Object;
.source "FuelDockProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 110
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getBOAT_APPS()Ljava/util/Set;
    .registers 2
    .line 112
    invoke-static {}, Lcom/harborpass/fuel/FuelDockProvider;->access$getBOAT_APPS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/harborpass/fuel/FuelDockProvider$Companion;-><init>()V
    return-void
.end method


.class public final Lcom/brewday/GaugeProvider$Companion;
.super Ljava/lang/Object;
.source "GaugeProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 93
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getTRUSTED()Ljava/util/Set;
    .registers 2
    .line 95
    invoke-static {}, Lcom/brewday/GaugeProvider;->access$getTRUSTED$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/brewday/GaugeProvider$Companion;-><init>()V
    return-void
.end method


.class public final Lcom/tidelog/TripProvider$Companion;
.super Ljava/lang/Object;
.source "TripProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 120
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getPADDLERS()Ljava/util/Set;
    .registers 2
    .line 122
    invoke-static {}, Lcom/tidelog/TripProvider;->access$getPADDLERS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/tidelog/TripProvider$Companion;-><init>()V
    return-void
.end method


.class public final Lcom/gymslot/BookingProvider$Companion;
.super Ljava/lang/Object;
.source "BookingProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 111
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getMEMBERS()Ljava/util/Set;
    .registers 2
    .line 112
    invoke-static {}, Lcom/gymslot/BookingProvider;->access$getMEMBERS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/gymslot/BookingProvider$Companion;-><init>()V
    return-void
.end method


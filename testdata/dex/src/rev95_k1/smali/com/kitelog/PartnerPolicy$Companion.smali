.class public final Lcom/kitelog/PartnerPolicy$Companion;
.super Ljava/lang/Object;
.source "Di.kt"


.method private constructor <init>()V
    .registers 1
    .line 36
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getPARTNERS()Ljava/util/Set;
    .registers 2
    .line 37
    invoke-static {}, Lcom/kitelog/PartnerPolicy;->access$getPARTNERS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public final getOWNER_TOOLS()Ljava/util/Set;
    .registers 2
    .line 38
    invoke-static {}, Lcom/kitelog/PartnerPolicy;->access$getOWNER_TOOLS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/kitelog/PartnerPolicy$Companion;-><init>()V
    return-void
.end method


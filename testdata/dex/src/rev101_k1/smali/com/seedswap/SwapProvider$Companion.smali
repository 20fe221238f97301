.class public final Lcom/seedswap/SwapProvider$Companion;
.super Ljava/lang/Object;
.source "SwapProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 150
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getMEMBERS()Ljava/util/Set;
    .registers 2
    .line 151
    invoke-static {}, Lcom/seedswap/SwapProvider;->access$getMEMBERS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public final getOPEN_OFFERS()Landroidx/datastore/preferences/core/Preferences$Key;
    .registers 2
    .line 152
    invoke-static {}, Lcom/seedswap/SwapProvider;->access$getOPEN_OFFERS$cp()Landroidx/datastore/preferences/core/Preferences$Key;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/seedswap/SwapProvider$Companion;-><init>()V
    return-void
.end method


.class public final Lcom/d4/Flowed;
.super Ljava/lang/Object;
.source "Ledger.kt"

# instance fields
.field private final state:Lkotlinx/coroutines/flow/MutableStateFlow;
.field private final rng:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 35
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 36
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;
    move-result-object v1
    invoke-static {v1}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v1
    iput-object v1, v2, Lcom/d4/Flowed;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    .line 37
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/d4/Flowed;->rng:Ljava/security/SecureRandom;
    .line 35
    return-void
.end method


# virtual methods
.method public final issue(I)Ljava/lang/String;
    .registers 8
    .line 40
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v5, v0
    .line 41
    iget-object v0, v6, Lcom/d4/Flowed;->rng:Ljava/security/SecureRandom;
    invoke-virtual {v0, v5}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 42
    const/4 v1, 0x2
    invoke-static {v5, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v4
    .line 43
    iget-object v0, v6, Lcom/d4/Flowed;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    iget-object v1, v6, Lcom/d4/Flowed;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/Map;
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-static {v4, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v1
    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->setValue(Ljava/lang/Object;)V
    .line 44
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v4
.end method

.method public final redeem(Ljava/lang/String;I)Z
    .registers 6
    const-string v1, "token"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    iget-object v0, v3, Lcom/d4/Flowed;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    if-eqz v0, :L37
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    goto :L40
:L37
    const/4 v0, 0x0
    return v0
:L40
    move v2, v0
    .line 50
    iget-object v0, v3, Lcom/d4/Flowed;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    iget-object v1, v3, Lcom/d4/Flowed;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/Map;
    invoke-static {v1, v4}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;
    move-result-object v1
    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->setValue(Ljava/lang/Object;)V
    .line 51
    if-ne v2, v5, :L75
    const/4 v0, 0x1
    goto :L76
:L75
    const/4 v0, 0x0
:L76
    return v0
.end method


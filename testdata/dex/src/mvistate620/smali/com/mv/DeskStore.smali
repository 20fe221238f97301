.class public final Lcom/mv/DeskStore;
.super Ljava/lang/Object;
.source "Store.kt"

# instance fields
.field private final state:Lkotlinx/coroutines/flow/MutableStateFlow;
.field private final history:Lkotlinx/coroutines/flow/MutableStateFlow;
.field private final rng:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 8
    .line 20
    invoke-direct {v7}, Ljava/lang/Object;-><init>()V
    .line 21
    new-instance v1, Lcom/mv/DeskState;
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x3
    const/4 v6, 0x0
    invoke-direct {v1, v3, v4, v5, v6}, Lcom/mv/DeskState;-><init>(Ljava/util/Map;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-static {v1}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v1
    iput-object v1, v7, Lcom/mv/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    .line 22
    new-instance v1, Lcom/mv/DeskState;
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x3
    const/4 v6, 0x0
    invoke-direct {v1, v3, v4, v5, v6}, Lcom/mv/DeskState;-><init>(Ljava/util/Map;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-static {v1}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v1
    iput-object v1, v7, Lcom/mv/DeskStore;->history:Lkotlinx/coroutines/flow/MutableStateFlow;
    .line 23
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v7, Lcom/mv/DeskStore;->rng:Ljava/security/SecureRandom;
    .line 20
    return-void
.end method


# virtual methods
.method public final getState()Lkotlinx/coroutines/flow/MutableStateFlow;
    .registers 2
    .line 21
    iget-object v0, v1, Lcom/mv/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    return-object v0
.end method

.method public final getHistory()Lkotlinx/coroutines/flow/MutableStateFlow;
    .registers 2
    .line 22
    iget-object v0, v1, Lcom/mv/DeskStore;->history:Lkotlinx/coroutines/flow/MutableStateFlow;
    return-object v0
.end method

.method public final issue(ILjava/lang/String;)Ljava/lang/String;
    .registers 17
    const-string v1, "tool"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v7, v0
    .line 27
    iget-object v0, v14, Lcom/mv/DeskStore;->rng:Ljava/security/SecureRandom;
    invoke-virtual {v0, v7}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 28
    const/4 v1, 0x2
    invoke-static {v7, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v6
    .line 29
    iget-object v0, v14, Lcom/mv/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    move-object v8, v0
    const/4 v12, 0x0
:L35
    .line 98
    nop
    .line 99
    invoke-interface {v8}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v9
    .line 100
    move-object v0, v9
    check-cast v0, Lcom/mv/DeskState;
    move-object v10, v0
    const/4 v13, 0x0
    .line 29
    invoke-virtual {v10}, Lcom/mv/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v1
    new-instance v3, Lcom/mv/Ticket;
    move v4, v15
    move-object/from16 v5, v16
    invoke-direct/range {v3 .. v5}, Lcom/mv/Ticket;-><init>(ILjava/lang/String;)V
    invoke-static {v6, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v10, v1, v2, v3, v4}, Lcom/mv/DeskState;->copy$default(Lcom/mv/DeskState;Ljava/util/Map;IILjava/lang/Object;)Lcom/mv/DeskState;
    move-result-object v11
    .line 100
    .line 101
    invoke-interface {v8, v9, v11}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L35
    .line 102
    nop
    .line 30
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v6
.end method

.method public final redeem(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 15
    const-string v1, "token"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    iget-object v0, v11, Lcom/mv/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/mv/DeskState;
    invoke-virtual {v0}, Lcom/mv/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v12}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/mv/Ticket;
    if-nez v0, :L43
    const/4 v0, 0x0
    return v0
:L43
    move-object v6, v0
    .line 36
    iget-object v0, v11, Lcom/mv/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    move-object v7, v0
    const/4 v9, 0x0
:L54
    .line 103
    nop
    .line 104
    invoke-interface {v7}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v8
    .line 105
    move-object v0, v8
    check-cast v0, Lcom/mv/DeskState;
    move-object v5, v0
    const/4 v10, 0x0
    .line 36
    invoke-virtual {v5}, Lcom/mv/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v1
    invoke-static {v1, v12}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v5, v1, v2, v3, v4}, Lcom/mv/DeskState;->copy$default(Lcom/mv/DeskState;Ljava/util/Map;IILjava/lang/Object;)Lcom/mv/DeskState;
    move-result-object v5
    .line 105
    .line 106
    invoke-interface {v7, v8, v5}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L54
    .line 107
    nop
    .line 37
    invoke-virtual {v6}, Lcom/mv/Ticket;->getUid()I
    move-result v0
    if-ne v0, v13, :L133
    invoke-virtual {v6}, Lcom/mv/Ticket;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v14}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L133
    const/4 v0, 0x1
    goto :L134
:L133
    const/4 v0, 0x0
:L134
    return v0
.end method

.method public final peek(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 10
    const-string v1, "token"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    iget-object v0, v6, Lcom/mv/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/mv/DeskState;
    invoke-virtual {v0}, Lcom/mv/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v7}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/mv/Ticket;
    if-nez v0, :L43
    const/4 v0, 0x0
    return v0
:L43
    move-object v4, v0
    .line 43
    iget-object v0, v6, Lcom/mv/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/mv/DeskState;
    iget-object v1, v6, Lcom/mv/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/mv/DeskState;
    invoke-virtual {v1}, Lcom/mv/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v1
    invoke-static {v1, v7}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;
    move-result-object v1
    iget-object v2, v6, Lcom/mv/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v2}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Lcom/mv/DeskState;
    invoke-virtual {v2}, Lcom/mv/DeskState;->getServed()I
    move-result v2
    const/4 v3, 0x1
    add-int v2, v2, v3
    invoke-virtual {v0, v1, v2}, Lcom/mv/DeskState;->copy(Ljava/util/Map;I)Lcom/mv/DeskState;
    move-result-object v5
    .line 44
    invoke-virtual {v5}, Lcom/mv/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Map;->isEmpty()Z
    move-result v0
    if-eqz v0, :L119
    const/4 v0, 0x0
    new-array v0, v0, [B
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
:L119
    .line 45
    invoke-virtual {v4}, Lcom/mv/Ticket;->getUid()I
    move-result v0
    if-ne v0, v8, :L144
    invoke-virtual {v4}, Lcom/mv/Ticket;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v9}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L144
    const/4 v0, 0x1
    goto :L145
:L144
    const/4 v0, 0x0
:L145
    return v0
.end method

.method public final archive(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 11
    const-string v1, "token"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    iget-object v0, v7, Lcom/mv/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/mv/DeskState;
    invoke-virtual {v0}, Lcom/mv/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v8}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/mv/Ticket;
    if-nez v0, :L43
    const/4 v0, 0x0
    return v0
:L43
    move-object v6, v0
    .line 51
    iget-object v0, v7, Lcom/mv/DeskStore;->history:Lkotlinx/coroutines/flow/MutableStateFlow;
    iget-object v1, v7, Lcom/mv/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/mv/DeskState;
    iget-object v2, v7, Lcom/mv/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v2}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Lcom/mv/DeskState;
    invoke-virtual {v2}, Lcom/mv/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v2
    invoke-static {v2, v8}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;
    move-result-object v2
    const/4 v3, 0x0
    const/4 v4, 0x2
    const/4 v5, 0x0
    invoke-static {v1, v2, v3, v4, v5}, Lcom/mv/DeskState;->copy$default(Lcom/mv/DeskState;Ljava/util/Map;IILjava/lang/Object;)Lcom/mv/DeskState;
    move-result-object v1
    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->setValue(Ljava/lang/Object;)V
    .line 52
    invoke-virtual {v6}, Lcom/mv/Ticket;->getUid()I
    move-result v0
    if-ne v0, v9, :L116
    invoke-virtual {v6}, Lcom/mv/Ticket;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v10}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L116
    const/4 v0, 0x1
    goto :L117
:L116
    const/4 v0, 0x0
:L117
    return v0
.end method


.class public final Lcom/spokeshare/DeskStore;
.super Ljava/lang/Object;
.source "Stores.kt"

# instance fields
.field private final name:Ljava/lang/String;
.field private final state:Lkotlinx/coroutines/flow/MutableStateFlow;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 7
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/spokeshare/DeskStore;->name:Ljava/lang/String;
    .line 38
    new-instance v0, Lcom/spokeshare/DeskState;
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x3
    const/4 v4, 0x0
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/spokeshare/DeskState;-><init>(Ljava/util/Map;Ljava/util/Map;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-static {v0}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    iput-object v0, p0, Lcom/spokeshare/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    .line 37
    return-void
.end method


# virtual methods
.method public final decide(Ljava/lang/String;Z)V
    .registers 24
    move-object/from16 v0, p1
    const-string v1, "token"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    move-object/from16 v0, p0
    iget-object v14, v0, Lcom/spokeshare/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v15, 0x0
:L14
    .line 94
    invoke-interface {v14}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v16
    .line 95
    move-object/from16 v0, v16
    check-cast v0, Lcom/spokeshare/DeskState;
    move-object/from16 v17, v0
    const/16 v18, 0x0
    .line 46
    move-object/from16 v0, v17
    invoke-virtual {v0}, Lcom/spokeshare/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v0
    move-object/from16 v1, p1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/spokeshare/Ticket;
    if-nez v0, :L57
    move-object/from16 v0, v17
    goto :L96
:L57
    move-object/from16 v19, v0
    .line 47
    move-object/from16 v2, v17
    invoke-virtual {v2}, Lcom/spokeshare/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v2
    move/from16 v11, p2
    invoke-static {v11}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v11
    move-object/from16 v4, v19
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const-wide/16 v9, 0x0
    const/16 v12, 0x1f
    const/4 v13, 0x0
    invoke-static/range {v4 .. v13}, Lcom/spokeshare/Ticket;->copy$default(Lcom/spokeshare/Ticket;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILjava/lang/Object;)Lcom/spokeshare/Ticket;
    move-result-object v4
    move-object/from16 v3, p1
    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v2
    move-object/from16 v0, v17
    const/4 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/spokeshare/DeskState;->copy$default(Lcom/spokeshare/DeskState;Ljava/util/Map;Ljava/util/Map;ILjava/lang/Object;)Lcom/spokeshare/DeskState;
    move-result-object v0
:L96
    .line 95
    move-object/from16 v20, v0
    .line 96
    move-object/from16 v1, v16
    move-object/from16 v2, v20
    invoke-interface {v14, v1, v2}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L14
    .line 48
    return-void
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 37
    iget-object v0, p0, Lcom/spokeshare/DeskStore;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getState()Lkotlinx/coroutines/flow/MutableStateFlow;
    .registers 2
    .line 38
    iget-object v0, p0, Lcom/spokeshare/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    return-object v0
.end method

.method public final issue(Lcom/spokeshare/Ticket;)V
    .registers 12
    const-string v1, "ticket"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    iget-object v5, p0, Lcom/spokeshare/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v6, 0x0
:L13
    .line 89
    invoke-interface {v5}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v7
    .line 90
    move-object v0, v7
    check-cast v0, Lcom/spokeshare/DeskState;
    move-object v8, v0
    const/4 v9, 0x0
    .line 42
    invoke-virtual {v8}, Lcom/spokeshare/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v2
    invoke-virtual {p1}, Lcom/spokeshare/Ticket;->getToken()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3, p1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v2
    const/4 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v8, v1, v2, v3, v4}, Lcom/spokeshare/DeskState;->copy$default(Lcom/spokeshare/DeskState;Ljava/util/Map;Ljava/util/Map;ILjava/lang/Object;)Lcom/spokeshare/DeskState;
    move-result-object v8
    .line 91
    invoke-interface {v5, v7, v8}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L13
    .line 42
    return-void
.end method

.method public final open(Lcom/spokeshare/Session;)V
    .registers 12
    const-string v1, "session"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    iget-object v5, p0, Lcom/spokeshare/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v6, 0x0
:L13
    .line 84
    invoke-interface {v5}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v7
    .line 85
    move-object v0, v7
    check-cast v0, Lcom/spokeshare/DeskState;
    move-object v8, v0
    const/4 v9, 0x0
    .line 40
    invoke-virtual {v8}, Lcom/spokeshare/DeskState;->getSessions()Ljava/util/Map;
    move-result-object v1
    invoke-virtual {p1}, Lcom/spokeshare/Session;->getToken()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2, p1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v8, v1, v2, v3, v4}, Lcom/spokeshare/DeskState;->copy$default(Lcom/spokeshare/DeskState;Ljava/util/Map;Ljava/util/Map;ILjava/lang/Object;)Lcom/spokeshare/DeskState;
    move-result-object v8
    .line 86
    invoke-interface {v5, v7, v8}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L13
    .line 40
    return-void
.end method

.method public final redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lcom/spokeshare/Ticket;
    .registers 17
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p4
    const-string v1, "digest"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    const/4 v5, 0x0
    .line 53
    iget-object v6, p0, Lcom/spokeshare/DeskStore;->state:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v7, 0x0
:L31
    .line 99
    invoke-interface {v6}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v8
    .line 100
    move-object v0, v8
    check-cast v0, Lcom/spokeshare/DeskState;
    move-object v9, v0
    const/4 v10, 0x0
    .line 54
    invoke-virtual {v9}, Lcom/spokeshare/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    .line 55
    invoke-virtual {v9}, Lcom/spokeshare/DeskState;->getTickets()Ljava/util/Map;
    move-result-object v2
    invoke-static {v2, p1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;
    move-result-object v2
    const/4 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v9, v1, v2, v3, v4}, Lcom/spokeshare/DeskState;->copy$default(Lcom/spokeshare/DeskState;Ljava/util/Map;Ljava/util/Map;ILjava/lang/Object;)Lcom/spokeshare/DeskState;
    move-result-object v11
    .line 101
    invoke-interface {v6, v8, v11}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L31
    .line 57
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v6
    .line 58
    move-object v0, v5
    check-cast v0, Lcom/spokeshare/Ticket;
    if-eqz v0, :L183
    move-object v9, v0
    move-object v10, v9
    .line 103
    const/4 v11, 0x0
    .line 58
    invoke-virtual {v10}, Lcom/spokeshare/Ticket;->getUid()I
    move-result v0
    if-ne v0, p2, :L170
    invoke-virtual {v10}, Lcom/spokeshare/Ticket;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L170
    invoke-virtual {v10}, Lcom/spokeshare/Ticket;->getDigest()Ljava/lang/String;
    move-result-object v0
    move-object/from16 v1, p4
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L170
    invoke-virtual {v10}, Lcom/spokeshare/Ticket;->getExpiresAt()J
    move-result-wide v0
    cmp-long v0, v0, v6
    if-lez v0, :L170
    const/4 v0, 0x1
    goto :L171
:L170
    const/4 v0, 0x0
:L171
    if-eqz v0, :L179
    move-object v0, v9
    goto :L185
:L179
    const/4 v0, 0x0
    goto :L185
:L183
    const/4 v0, 0x0
:L185
    return-object v0
.end method

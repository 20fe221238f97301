.class public final Lcom/quillbox/ResumeLedger;
.super Ljava/lang/Object;
.source "Ledger.kt"

# instance fields
.field private final entries:Lkotlinx/coroutines/flow/MutableStateFlow;
.field private final rng:Lkotlin/random/Random;


# direct methods
.method public constructor <init>(Lkotlin/random/Random;)V
    .registers 3
    const-string v0, "rng"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillbox/ResumeLedger;->rng:Lkotlin/random/Random;
    .line 12
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    iput-object v0, p0, Lcom/quillbox/ResumeLedger;->entries:Lkotlinx/coroutines/flow/MutableStateFlow;
    .line 11
    return-void
.end method

.method private final matches-nJrGZ1M(Lcom/quillbox/Pending;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    .registers 10
    .line 36
    invoke-virtual {p1}, Lcom/quillbox/Pending;->getUid()I
    move-result v0
    if-ne v0, p3, :L57
    invoke-virtual {p1}, Lcom/quillbox/Pending;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L57
    invoke-virtual {p1}, Lcom/quillbox/Pending;->getArgs()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p5}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L57
    .line 37
    invoke-virtual {p1}, Lcom/quillbox/Pending;->getExpiresAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L57
    sget-object v0, Lcom/quillbox/Approvals;->INSTANCE:Lcom/quillbox/Approvals;
    invoke-virtual {v0, p2}, Lcom/quillbox/Approvals;->granted(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L57
    const/4 v0, 0x1
    goto :L58
:L57
    const/4 v0, 0x0
:L58
    return v0
.end method


# virtual methods
.method public final check-kQFphpI(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    .registers 12
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    if-nez p1, :L19
    const/4 v0, 0x0
    return v0
:L19
    .line 31
    iget-object v0, p0, Lcom/quillbox/ResumeLedger;->entries:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillbox/Pending;
    if-nez v0, :L47
    const/4 v0, 0x0
    return v0
:L47
    move-object v6, v0
    .line 32
    move-object v0, p0
    move-object v1, v6
    move-object v2, p1
    move v3, p2
    move-object v4, p3
    move-object v5, p4
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/ResumeLedger;->matches-nJrGZ1M(Lcom/quillbox/Pending;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

.method public final issue-zr-XnMg(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 22
    move-object/from16 v0, p2
    const-string v1, "tool"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p3
    const-string v1, "args"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/ResumeLedger;->rng:Lkotlin/random/Random;
    const/16 v1, 0x18
    invoke-virtual {v0, v1}, Lkotlin/random/Random;->nextBytes(I)[B
    move-result-object v0
    const/16 v1, 0xa
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v11
    .line 16
    move-object/from16 v0, p0
    iget-object v12, v0, Lcom/quillbox/ResumeLedger;->entries:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v13, 0x0
:L37
    .line 52
    invoke-interface {v12}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v14
    .line 53
    move-object v0, v14
    check-cast v0, Ljava/util/Map;
    move-object v15, v0
    const/16 v16, 0x0
    .line 16
    new-instance v2, Lcom/quillbox/Pending;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v7
    const-wide/32 v9, 0x927c0
    add-long/2addr v7, v9
    move/from16 v3, p1
    move-object/from16 v4, p2
    move-object/from16 v5, p3
    move-wide v6, v7
    invoke-direct/range {v2 .. v7}, Lcom/quillbox/Pending;-><init>(ILjava/lang/String;Ljava/lang/String;J)V
    invoke-static {v11, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    invoke-static {v15, v1}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v17
    .line 54
    move-object/from16 v2, v17
    invoke-interface {v12, v14, v2}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L37
    .line 17
    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v11
.end method

.method public final redeem-kQFphpI(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    .registers 17
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p4
    const-string v1, "args"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    if-nez p1, :L19
    const/4 v0, 0x0
    return v0
:L19
    .line 23
    iget-object v0, p0, Lcom/quillbox/ResumeLedger;->entries:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillbox/Pending;
    if-nez v0, :L47
    const/4 v0, 0x0
    return v0
:L47
    move-object v6, v0
    .line 24
    iget-object v7, p0, Lcom/quillbox/ResumeLedger;->entries:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v8, 0x0
:L58
    .line 57
    invoke-interface {v7}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v9
    .line 58
    move-object v0, v9
    check-cast v0, Ljava/util/Map;
    move-object v10, v0
    const/4 v11, 0x0
    .line 24
    invoke-static {v10, p1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;
    move-result-object v10
    .line 59
    invoke-interface {v7, v9, v10}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L58
    .line 25
    move-object v0, p0
    move-object v1, v6
    move-object v2, p1
    move v3, p2
    move-object v4, p3
    move-object/from16 v5, p4
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/ResumeLedger;->matches-nJrGZ1M(Lcom/quillbox/Pending;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

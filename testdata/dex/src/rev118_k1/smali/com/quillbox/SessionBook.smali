.class public final Lcom/quillbox/SessionBook;
.super Ljava/lang/Object;
.source "Sessions.kt"

# instance fields
.field private final live:Lkotlinx/coroutines/flow/MutableStateFlow;
.field private final random:Ljava/security/SecureRandom;
.field private final ttlMs:J


# direct methods
.method public constructor <init>()V
    .registers 5
    const-wide/16 v0, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-direct {p0, v0, v1, v2, v3}, Lcom/quillbox/SessionBook;-><init>(JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

.method public constructor <init>(J)V
    .registers 4
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/quillbox/SessionBook;->ttlMs:J
    .line 12
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    iput-object v0, p0, Lcom/quillbox/SessionBook;->random:Ljava/security/SecureRandom;
    .line 13
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    iput-object v0, p0, Lcom/quillbox/SessionBook;->live:Lkotlinx/coroutines/flow/MutableStateFlow;
    .line 11
    return-void
.end method

.method public synthetic constructor <init>(JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    .line 11
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :L10
    const-wide/32 p1, 0x1499700
:L10
    invoke-direct {p0, p1, p2}, Lcom/quillbox/SessionBook;-><init>(J)V
    return-void
.end method


# virtual methods
.method public final find(Ljava/lang/String;I)Lcom/quillbox/Session;
    .registers 8
    .line 24
    if-nez p1, :L6
    const/4 v0, 0x0
    return-object v0
:L6
    .line 25
    iget-object v0, p0, Lcom/quillbox/SessionBook;->live:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillbox/Session;
    if-nez v0, :L34
    const/4 v0, 0x0
    return-object v0
:L34
    move-object v4, v0
    .line 26
    invoke-virtual {v4}, Lcom/quillbox/Session;->getUid()I
    move-result v0
    if-ne v0, p2, :L54
    invoke-virtual {v4}, Lcom/quillbox/Session;->getExpiresAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L56
:L54
    const/4 v0, 0x0
    return-object v0
:L56
    .line 27
    return-object v4
.end method

.method public final open(I)Ljava/lang/String;
    .registers 18
    .line 16
    const/16 v0, 0x18
    new-array v8, v0, [B
    .line 17
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/SessionBook;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v8}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 18
    const/16 v1, 0xa
    invoke-static {v8, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v9
    .line 19
    move-object/from16 v0, p0
    iget-object v10, v0, Lcom/quillbox/SessionBook;->live:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v11, 0x0
:L29
    .line 32
    invoke-interface {v10}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v12
    .line 33
    move-object v0, v12
    check-cast v0, Ljava/util/Map;
    move-object v13, v0
    const/4 v14, 0x0
    .line 19
    new-instance v2, Lcom/quillbox/Session;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    move-object/from16 v6, p0
    iget-wide v6, v6, Lcom/quillbox/SessionBook;->ttlMs:J
    add-long/2addr v4, v6
    move/from16 v3, p1
    invoke-direct {v2, v3, v4, v5}, Lcom/quillbox/Session;-><init>(IJ)V
    invoke-static {v9, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    invoke-static {v13, v1}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v15
    .line 34
    invoke-interface {v10, v12, v15}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L29
    .line 20
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v9
.end method

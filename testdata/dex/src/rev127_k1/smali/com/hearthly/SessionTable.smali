.class public final Lcom/hearthly/SessionTable;
.super Ljava/lang/Object;
.source "Sessions.kt"

# instance fields
.field private volatile byToken:Ljava/util/Map;
.field private final ttlMillis:J


# direct methods
.method public constructor <init>()V
    .registers 5
    const-wide/16 v0, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-direct {p0, v0, v1, v2, v3}, Lcom/hearthly/SessionTable;-><init>(JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

.method public constructor <init>(J)V
    .registers 4
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/hearthly/SessionTable;->ttlMillis:J
    .line 19
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthly/SessionTable;->byToken:Ljava/util/Map;
    .line 17
    return-void
.end method

.method public synthetic constructor <init>(JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    .line 17
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :L10
    const-wide/32 p1, 0x1499700
:L10
    invoke-direct {p0, p1, p2}, Lcom/hearthly/SessionTable;-><init>(J)V
    return-void
.end method


# virtual methods
.method public final get(Ljava/lang/String;)Lcom/hearthly/Session;
    .registers 4
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    iget-object v0, p0, Lcom/hearthly/SessionTable;->byToken:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/Session;
    return-object v0
.end method

.method public final open(Lcom/hearthly/Caller;)Lcom/hearthly/Session;
    .registers 29
    move-object/from16 v0, p1
    const-string v1, "caller"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v9
    .line 23
    new-instance v0, Lcom/hearthly/Session;
    sget-object v2, Lcom/hearthly/SessionKeys;->INSTANCE:Lcom/hearthly/SessionKeys;
    invoke-virtual {v2}, Lcom/hearthly/SessionKeys;->next()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v3, p1
    invoke-virtual {v3}, Lcom/hearthly/Caller;->getUid()I
    move-result v3
    move-object/from16 v4, p1
    invoke-virtual {v4}, Lcom/hearthly/Caller;->getPkg()Ljava/lang/String;
    move-result-object v4
    move-object/from16 v7, p0
    iget-wide v7, v7, Lcom/hearthly/SessionTable;->ttlMillis:J
    add-long v5, v9, v7
    move-object v1, v2
    move v2, v3
    move-object v3, v4
    move-wide v4, v5
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V
    move-object v11, v0
    .line 24
    move-object/from16 v12, p0
    monitor-enter v12
:L45
    const/4 v13, 0x0
    .line 25
    invoke-static {}, Lkotlin/collections/MapsKt;->createMapBuilder()Ljava/util/Map;
    move-result-object v14
    move-object v15, v14
    move-object/from16 v16, p0
    const/16 v17, 0x0
    .line 26
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/SessionTable;->byToken:Ljava/util/Map;
    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;
    move-result-object v18
    check-cast v18, Ljava/lang/Iterable;
    const/16 v19, 0x0
    .line 36
    move-object/from16 v20, v18
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    check-cast v0, Ljava/util/Collection;
    move-object/from16 v21, v0
    const/16 v22, 0x0
    .line 37
    move-object/from16 v0, v20
    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v23
:L109
    move-object/from16 v0, v23
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L169
    move-object/from16 v0, v23
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v24
    move-object/from16 v0, v24
    check-cast v0, Lcom/hearthly/Session;
    move-object/from16 v25, v0
    const/16 v26, 0x0
    .line 26
    move-object/from16 v0, v25
    invoke-virtual {v0}, Lcom/hearthly/Session;->getExpiresAt()J
    move-result-wide v0
    cmp-long v0, v0, v9
    if-lez v0, :L152
    const/4 v0, 0x1
    goto :L153
:L152
    const/4 v0, 0x0
:L153
    .line 37
    if-eqz v0, :L109
    move-object/from16 v0, v21
    move-object/from16 v1, v24
    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L109
:L169
    .line 38
    move-object/from16 v0, v21
    check-cast v0, Ljava/util/List;
    .line 36
    check-cast v0, Ljava/lang/Iterable;
    move-object/from16 v18, v0
    .line 26
    const/16 v19, 0x0
    .line 39
    move-object/from16 v0, v18
    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v20
:L193
    move-object/from16 v0, v20
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L241
    move-object/from16 v0, v20
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v21
    move-object/from16 v0, v21
    check-cast v0, Lcom/hearthly/Session;
    move-object/from16 v22, v0
    const/16 v23, 0x0
    .line 26
    move-object/from16 v1, v22
    invoke-virtual {v1}, Lcom/hearthly/Session;->getToken()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v2, v22
    invoke-interface {v15, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 39
    goto :L193
:L241
    .line 27
    invoke-virtual {v11}, Lcom/hearthly/Session;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v15, v1, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 25
    invoke-static {v14}, Lkotlin/collections/MapsKt;->build(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v1
    move-object/from16 v0, v16
    iput-object v1, v0, Lcom/hearthly/SessionTable;->byToken:Ljava/util/Map;
    .line 29
    sget-object v13, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L274
    .line 24
    monitor-exit v12
    goto :L288
:L280
    move-exception v14
:L282
    monitor-exit v12
    throw v14
:L288
    .line 30
    return-object v11
    .catchall {:L45 .. :L274} :L280
.end method

.class public final Lcom/hearthkit/RunTickets;
.super Ljava/lang/Object;
.source "Tickets.kt"

# static fields
.field public static final INSTANCE:Lcom/hearthkit/RunTickets;
.field private static final TTL_MS:J = 0x927c0L
.field private static final open:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hearthkit/RunTickets;
    invoke-direct {v0}, Lcom/hearthkit/RunTickets;-><init>()V
    sput-object v0, Lcom/hearthkit/RunTickets;->INSTANCE:Lcom/hearthkit/RunTickets;
    .line 61
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/hearthkit/RunTickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 59
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final issue-yMWsOW4(ILjava/lang/String;Ljava/lang/String;)Lcom/hearthkit/RunTicket;
    .registers 20
    move-object/from16 v0, p2
    const-string v1, "tool"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p3
    const-string v1, "args"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 64
    sget-object v0, Lcom/hearthkit/RunTickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;
    move-result-object v0
    const-string v2, "<get-values>(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/Iterable;
    move-object v10, v0
    const/4 v11, 0x0
    .line 95
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v12
:L41
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L116
    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v13
    move-object v0, v13
    check-cast v0, Lcom/hearthkit/RunTicket;
    move-object v14, v0
    const/4 v15, 0x0
    .line 64
    invoke-virtual {v14}, Lcom/hearthkit/RunTicket;->getUid()I
    move-result v0
    move/from16 v1, p1
    if-ne v0, v1, :L107
    invoke-virtual {v14}, Lcom/hearthkit/RunTicket;->getTool-sS0Ossg()Ljava/lang/String;
    move-result-object v0
    move-object/from16 v1, p2
    invoke-static {v0, v1}, Lcom/hearthkit/ToolName;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L107
    invoke-virtual {v14}, Lcom/hearthkit/RunTicket;->getArgs()Ljava/lang/String;
    move-result-object v0
    move-object/from16 v1, p3
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L107
    const/4 v0, 0x1
    goto :L108
:L107
    const/4 v0, 0x0
:L108
    .line 95
    if-eqz v0, :L41
    move-object v0, v13
    goto :L117
:L116
    .line 96
    const/4 v0, 0x0
:L117
    .line 64
    check-cast v0, Lcom/hearthkit/RunTicket;
    move-object v9, v0
    .line 65
    if-eqz v9, :L141
    .line 66
    sget-object v1, Lcom/hearthkit/RunTicket;->Companion:Lcom/hearthkit/RunTicket$Companion;
    invoke-virtual {v1}, Lcom/hearthkit/RunTicket$Companion;->fresh()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v9, v1}, Lcom/hearthkit/RunTicket;->setToken(Ljava/lang/String;)V
    .line 67
    return-object v9
:L141
    .line 69
    new-instance v0, Lcom/hearthkit/RunTicket;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v5
    const-wide/32 v7, 0x927c0
    add-long/2addr v5, v7
    move/from16 v1, p1
    move-object/from16 v2, p2
    move-object/from16 v3, p3
    move-wide v4, v5
    const/4 v6, 0x0
    invoke-direct/range {v0 .. v6}, Lcom/hearthkit/RunTicket;-><init>(ILjava/lang/String;Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    move-object v10, v0
    move-object v11, v10
    .line 97
    const/4 v12, 0x0
    .line 69
    sget-object v0, Lcom/hearthkit/RunTickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {v11}, Lcom/hearthkit/RunTicket;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v10
.end method

.method public final moved(Ljava/lang/String;Ljava/lang/String;Lcom/hearthkit/RunTicket;)V
    .registers 6
    const-string v1, "old"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "new"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ticket"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 73
    sget-object v0, Lcom/hearthkit/RunTickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :L42
    sget-object v0, Lcom/hearthkit/RunTickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, p2, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
:L42
    .line 74
    return-void
.end method

.method public final redeem-4btxv-Y(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lcom/hearthkit/Fields;
    .registers 12
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    move-object v0, p1
    if-eqz p1, :L39
    move-object v5, v0
    .line 97
    const/4 v6, 0x0
    .line 77
    sget-object v0, Lcom/hearthkit/RunTickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v5}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthkit/RunTicket;
    if-nez v0, :L42
:L39
    const/4 v0, 0x0
    return-object v0
:L42
    move-object v4, v0
    .line 78
    invoke-virtual {v4}, Lcom/hearthkit/RunTicket;->getUid()I
    move-result v0
    if-ne v0, p2, :L78
    invoke-virtual {v4}, Lcom/hearthkit/RunTicket;->getTool-sS0Ossg()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p3}, Lcom/hearthkit/ToolName;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L78
    invoke-virtual {v4}, Lcom/hearthkit/RunTicket;->getArgs()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
:L78
    const/4 v0, 0x0
    return-object v0
:L80
    .line 79
    invoke-virtual {v4}, Lcom/hearthkit/RunTicket;->getExpiresAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L94
    const/4 v0, 0x0
    return-object v0
:L94
    .line 80
    sget-object v0, Lcom/hearthkit/Approvals;->INSTANCE:Lcom/hearthkit/Approvals;
    invoke-virtual {v4}, Lcom/hearthkit/RunTicket;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/hearthkit/Approvals;->take(Ljava/lang/String;)Lcom/hearthkit/Fields;
    move-result-object v0
    return-object v0
.end method

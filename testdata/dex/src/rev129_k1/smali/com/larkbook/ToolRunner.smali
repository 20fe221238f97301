.class public final Lcom/larkbook/ToolRunner;
.super Ljava/lang/Object;
.source "ToolRunner.kt"

# instance fields
.field private final book:Lcom/larkbook/ToolBook;
.field private final catalog:Lcom/larkbook/Catalog;
.field private final receipts:Lcom/larkbook/Receipts;
.field private final tickets:Lcom/larkbook/TicketBook;


# direct methods
.method public constructor <init>(Lcom/larkbook/Catalog;Lcom/larkbook/ToolBook;Lcom/larkbook/Receipts;Lcom/larkbook/TicketBook;)V
    .registers 6
    const-string v0, "catalog"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "book"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "receipts"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tickets"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 30
    iput-object p1, p0, Lcom/larkbook/ToolRunner;->catalog:Lcom/larkbook/Catalog;
    .line 31
    iput-object p2, p0, Lcom/larkbook/ToolRunner;->book:Lcom/larkbook/ToolBook;
    .line 32
    iput-object p3, p0, Lcom/larkbook/ToolRunner;->receipts:Lcom/larkbook/Receipts;
    .line 33
    iput-object p4, p0, Lcom/larkbook/ToolRunner;->tickets:Lcom/larkbook/TicketBook;
    .line 29
    return-void
.end method


# virtual methods
.method public final execute(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    .registers 21
    move-object/from16 v0, p1
    const-string v1, "caller"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p2
    const-string v1, "env"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/larkbook/Envelope;->getTool()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L27
    const-string v0, "tool_name is required"
    invoke-static {v0}, Lcom/larkbook/OutcomeKt;->invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L27
    move-object v8, v0
    .line 37
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/ToolRunner;->book:Lcom/larkbook/ToolBook;
    invoke-interface {v0}, Lcom/larkbook/ToolBook;->getHandlers()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v8}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlin/jvm/functions/Function2;
    if-eqz v0, :L80
    move-object v12, v0
    move-object v13, v12
    .line 64
    const/4 v14, 0x0
    .line 37
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/ToolRunner;->catalog:Lcom/larkbook/Catalog;
    invoke-virtual {v0, v8}, Lcom/larkbook/Catalog;->has(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L75
    move-object v0, v12
    goto :L76
:L75
    const/4 v0, 0x0
:L76
    if-nez v0, :L88
:L80
    sget-object v0, Lcom/larkbook/Outcome$UnknownTool;->INSTANCE:Lcom/larkbook/Outcome$UnknownTool;
    check-cast v0, Lcom/larkbook/Outcome;
    return-object v0
:L88
    move-object v9, v0
    .line 38
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/larkbook/Envelope;->getArgsTooLarge()Z
    move-result v0
    if-eqz v0, :L103
    const-string v0, "args are larger than max_request_bytes"
    invoke-static {v0}, Lcom/larkbook/OutcomeKt;->invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
:L103
    .line 39
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/larkbook/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L132
    .line 64
    const/4 v12, 0x0
    .line 39
    const-string v12, "the provider checks request_id first"
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v12}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
:L132
    move-object v10, v0
    .line 40
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/ToolRunner;->catalog:Lcom/larkbook/Catalog;
    invoke-virtual {v0, v8}, Lcom/larkbook/Catalog;->mutates(Ljava/lang/String;)Z
    move-result v11
    .line 41
    if-eqz v11, :L253
    .line 42
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/ToolRunner;->receipts:Lcom/larkbook/Receipts;
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/larkbook/Caller;->getUid()I
    move-result v1
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/larkbook/ToolRunner;->catalog:Lcom/larkbook/Catalog;
    invoke-virtual {v2}, Lcom/larkbook/Catalog;->getProviderId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2, v10}, Lcom/larkbook/Receipts;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/larkbook/Receipts$Receipt;
    move-result-object v12
    if-eqz v12, :L253
    move-object v14, v12
    const/4 v15, 0x0
    .line 43
    invoke-virtual {v14}, Lcom/larkbook/Receipts$Receipt;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v8}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L228
    invoke-virtual {v14}, Lcom/larkbook/Receipts$Receipt;->getDigest()Ljava/lang/String;
    move-result-object v0
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/larkbook/Envelope;->getArgsDigest()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L228
    new-instance v0, Lcom/larkbook/Outcome$Done;
    invoke-virtual {v14}, Lcom/larkbook/Receipts$Receipt;->getValue()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Done;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/larkbook/Outcome;
    goto :L252
:L228
    .line 44
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    new-instance v2, Lcom/larkbook/Fault;
    const-string v3, "INVALID_REQUEST"
    const-string v4, "request_id was already used for another call"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
:L252
    .line 43
    return-object v0
:L253
    .line 47
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/larkbook/Envelope;->getArgs()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/larkbook/EnvelopeKt;->parseArgs(Ljava/lang/String;)Lcom/larkbook/Either;
    move-result-object v13
    const/4 v14, 0x0
    .line 65
    move-object v15, v13
    .line 66
    instance-of v0, v15, Lcom/larkbook/Either$Left;
    if-eqz v0, :L306
    move-object v0, v13
    check-cast v0, Lcom/larkbook/Either$Left;
    invoke-virtual {v0}, Lcom/larkbook/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v16
    check-cast v16, Lcom/larkbook/Fault;
    const/16 v17, 0x0
    .line 47
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    move-object/from16 v2, v16
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    return-object v0
:L306
    .line 67
    instance-of v0, v15, Lcom/larkbook/Either$Right;
    if-eqz v0, :L338
    move-object v0, v13
    check-cast v0, Lcom/larkbook/Either$Right;
    invoke-virtual {v0}, Lcom/larkbook/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/Args;
    invoke-virtual {v0}, Lcom/larkbook/Args;->unbox-impl()Lorg/json/JSONObject;
    move-result-object v16
    const/16 v17, 0x0
    move-object/from16 v0, v16
    goto :L346
:L338
    .line 65
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L346
    .line 47
    move-object v12, v0
    .line 48
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/larkbook/Envelope;->getResumeToken-qPlcsjE()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L413
    move-object/from16 v16, v0
    const/16 v17, 0x0
    .line 49
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/ToolRunner;->tickets:Lcom/larkbook/TicketBook;
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/larkbook/Caller;->getUid()I
    move-result v2
    move-object/from16 v4, p2
    invoke-virtual {v4}, Lcom/larkbook/Envelope;->getArgsDigest()Ljava/lang/String;
    move-result-object v4
    move-object/from16 v1, v16
    invoke-virtual {v0, v1, v2, v8, v4}, Lcom/larkbook/TicketBook;->redeem-HltHpCw(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lcom/larkbook/Ticket;
    move-result-object v0
    if-nez v0, :L410
    .line 50
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    new-instance v2, Lcom/larkbook/Fault;
    const-string v3, "INVALID_REQUEST"
    const-string v4, "resume_token is not valid for this call"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    return-object v0
:L410
    .line 48
    goto :L415
:L413
    const/4 v0, 0x0
:L415
    move-object v13, v0
    .line 52
    if-eqz v13, :L444
    invoke-virtual {v13}, Lcom/larkbook/Ticket;->getApproved()Ljava/lang/Boolean;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L444
    sget-object v0, Lcom/larkbook/Outcome$Cancelled;->INSTANCE:Lcom/larkbook/Outcome$Cancelled;
    check-cast v0, Lcom/larkbook/Outcome;
    return-object v0
:L444
    .line 53
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/larkbook/Envelope;->getPastDeadline()Z
    move-result v0
    if-eqz v0, :L476
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    new-instance v2, Lcom/larkbook/Fault;
    const-string v3, "DEADLINE_EXCEEDED"
    const-string v4, "The deadline passed before the tool started"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    return-object v0
:L476
    .line 54
    new-instance v1, Lcom/larkbook/ToolRunner$execute$outcome$1;
    move-object v2, v9
    move-object/from16 v3, p1
    move-object/from16 v4, p2
    move-object v5, v12
    move-object v6, v13
    const/4 v7, 0x0
    invoke-direct/range {v1 .. v7}, Lcom/larkbook/ToolRunner$execute$outcome$1;-><init>(Lkotlin/jvm/functions/Function2;Lcom/larkbook/Caller;Lcom/larkbook/Envelope;Lorg/json/JSONObject;Lcom/larkbook/Ticket;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v0, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v14
    check-cast v14, Lcom/larkbook/Outcome;
    .line 55
    if-eqz v11, :L552
    instance-of v0, v14, Lcom/larkbook/Outcome$Done;
    if-eqz v0, :L552
    .line 56
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/ToolRunner;->receipts:Lcom/larkbook/Receipts;
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/larkbook/Caller;->getUid()I
    move-result v1
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/larkbook/ToolRunner;->catalog:Lcom/larkbook/Catalog;
    invoke-virtual {v2}, Lcom/larkbook/Catalog;->getProviderId()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v5, p2
    invoke-virtual {v5}, Lcom/larkbook/Envelope;->getArgsDigest()Ljava/lang/String;
    move-result-object v5
    move-object v6, v14
    check-cast v6, Lcom/larkbook/Outcome$Done;
    invoke-virtual {v6}, Lcom/larkbook/Outcome$Done;->getValue()Lorg/json/JSONObject;
    move-result-object v6
    move-object v3, v10
    move-object v4, v8
    invoke-virtual/range {v0 .. v6}, Lcom/larkbook/Receipts;->keep(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
:L552
    .line 58
    return-object v14
.end method

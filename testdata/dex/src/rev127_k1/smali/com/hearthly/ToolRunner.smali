.class public final Lcom/hearthly/ToolRunner;
.super Ljava/lang/Object;
.source "ToolRunner.kt"

# instance fields
.field private final catalog:Lcom/hearthly/Catalog;
.field private final receipts:Lcom/hearthly/Receipts;
.field private final tickets:Lcom/hearthly/TicketBook;
.field private final tools:Lcom/hearthly/ToolSet;


# direct methods
.method public constructor <init>(Lcom/hearthly/Catalog;Lcom/hearthly/ToolSet;Lcom/hearthly/Receipts;Lcom/hearthly/TicketBook;)V
    .registers 6
    const-string v0, "catalog"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tools"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "receipts"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tickets"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 36
    iput-object p1, p0, Lcom/hearthly/ToolRunner;->catalog:Lcom/hearthly/Catalog;
    .line 37
    iput-object p2, p0, Lcom/hearthly/ToolRunner;->tools:Lcom/hearthly/ToolSet;
    .line 38
    iput-object p3, p0, Lcom/hearthly/ToolRunner;->receipts:Lcom/hearthly/Receipts;
    .line 39
    iput-object p4, p0, Lcom/hearthly/ToolRunner;->tickets:Lcom/hearthly/TicketBook;
    .line 35
    return-void
.end method


# virtual methods
.method public final execute(Lcom/hearthly/Caller;Lcom/hearthly/Envelope;Landroid/os/Bundle;)Lcom/hearthly/Reply;
    .registers 20
    move-object/from16 v0, p1
    const-string v1, "caller"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p2
    const-string v1, "env"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/hearthly/Envelope;->getTool()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L39
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "tool_name is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L39
    move-object v7, v0
    .line 43
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/ToolRunner;->catalog:Lcom/hearthly/Catalog;
    invoke-virtual {v0, v7}, Lcom/hearthly/Catalog;->has(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L71
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No tool of that name here"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L71
    .line 44
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/hearthly/Envelope;->getArgsTooLarge()Z
    move-result v0
    if-eqz v0, :L96
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "args are larger than max_request_bytes"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L96
    .line 45
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/hearthly/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L125
    .line 69
    const/4 v10, 0x0
    .line 45
    const-string v10, "the provider checks request_id first"
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v10}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
:L125
    move-object v8, v0
    .line 46
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/ToolRunner;->catalog:Lcom/hearthly/Catalog;
    invoke-virtual {v0, v7}, Lcom/hearthly/Catalog;->mutates(Ljava/lang/String;)Z
    move-result v9
    .line 47
    if-eqz v9, :L241
    .line 48
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/ToolRunner;->receipts:Lcom/hearthly/Receipts;
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/hearthly/Caller;->getUid()I
    move-result v1
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/hearthly/ToolRunner;->catalog:Lcom/hearthly/Catalog;
    invoke-virtual {v2}, Lcom/hearthly/Catalog;->getProviderId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2, v8}, Lcom/hearthly/Receipts;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/hearthly/Receipts$Receipt;
    move-result-object v10
    if-eqz v10, :L241
    move-object v12, v10
    const/4 v13, 0x0
    .line 49
    invoke-virtual {v12}, Lcom/hearthly/Receipts$Receipt;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v7}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L223
    invoke-virtual {v12}, Lcom/hearthly/Receipts$Receipt;->getDigest()Ljava/lang/String;
    move-result-object v0
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/hearthly/Envelope;->getArgsDigest()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L223
    new-instance v0, Lcom/hearthly/Reply$Done;
    invoke-virtual {v12}, Lcom/hearthly/Receipts$Receipt;->getValue()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Done;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/hearthly/Reply;
    goto :L240
:L223
    .line 50
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "request_id was already used for another call"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
:L240
    .line 49
    return-object v0
:L241
    .line 53
    move-object/from16 v11, p0
:L244
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v11
    check-cast v0, Lcom/hearthly/ToolRunner;
    move-object v12, v0
    .line 69
    const/4 v13, 0x0
    .line 53
    new-instance v0, Lorg/json/JSONObject;
    move-object/from16 v2, p2
    invoke-virtual {v2}, Lcom/hearthly/Envelope;->getArgs()Ljava/lang/String;
    move-result-object v2
    if-nez v2, :L274
    const-string v2, "{}"
:L274
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v12
:L282
    goto :L301
:L285
    move-exception v13
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v13}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v12
:L301
    move-object v11, v12
    .line 54
    invoke-static {v11}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L320
    move-object v0, v11
    goto :L343
:L320
    move-object v12, v0
    .line 69
    const/4 v13, 0x0
    .line 54
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "args must be a JSON object"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L343
    check-cast v0, Lorg/json/JSONObject;
    .line 53
    move-object v10, v0
    .line 55
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/hearthly/Envelope;->getResumeToken()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L406
    move-object v14, v0
    const/4 v15, 0x0
    .line 56
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/ToolRunner;->tickets:Lcom/hearthly/TicketBook;
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/hearthly/Caller;->getUid()I
    move-result v2
    move-object/from16 v4, p2
    invoke-virtual {v4}, Lcom/hearthly/Envelope;->getArgsDigest()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v14, v2, v7, v4}, Lcom/hearthly/TicketBook;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lcom/hearthly/Ticket;
    move-result-object v0
    if-nez v0, :L403
    .line 57
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "resume_token is not valid for this call"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L403
    .line 55
    goto :L408
:L406
    const/4 v0, 0x0
:L408
    move-object v11, v0
    .line 59
    if-eqz v11, :L448
    invoke-virtual {v11}, Lcom/hearthly/Ticket;->getApproved()Ljava/lang/Boolean;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L448
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "USER_CANCELLED"
    const-string v2, "The request was not confirmed"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L448
    .line 60
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/hearthly/Envelope;->getPastDeadline()Z
    move-result v0
    if-eqz v0, :L473
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "The deadline passed before the tool started"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L473
    .line 61
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/ToolRunner;->tools:Lcom/hearthly/ToolSet;
    new-instance v1, Lcom/hearthly/ToolCall;
    move-object/from16 v2, p1
    move-object/from16 v3, p2
    move-object/from16 v4, p3
    move-object v5, v10
    move-object v6, v11
    invoke-direct/range {v1 .. v6}, Lcom/hearthly/ToolCall;-><init>(Lcom/hearthly/Caller;Lcom/hearthly/Envelope;Landroid/os/Bundle;Lorg/json/JSONObject;Lcom/hearthly/Ticket;)V
    invoke-interface {v0, v1}, Lcom/hearthly/ToolSet;->handle(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
    move-result-object v12
    move-object v13, v12
    const/4 v14, 0x0
    .line 62
    if-eqz v9, :L552
    instance-of v0, v13, Lcom/hearthly/Reply$Done;
    if-eqz v0, :L552
    .line 63
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/hearthly/ToolRunner;->receipts:Lcom/hearthly/Receipts;
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/hearthly/Caller;->getUid()I
    move-result v1
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/hearthly/ToolRunner;->catalog:Lcom/hearthly/Catalog;
    invoke-virtual {v2}, Lcom/hearthly/Catalog;->getProviderId()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v5, p2
    invoke-virtual {v5}, Lcom/hearthly/Envelope;->getArgsDigest()Ljava/lang/String;
    move-result-object v5
    move-object v6, v13
    check-cast v6, Lcom/hearthly/Reply$Done;
    invoke-virtual {v6}, Lcom/hearthly/Reply$Done;->getValue()Lorg/json/JSONObject;
    move-result-object v6
    move-object v3, v8
    move-object v4, v7
    invoke-virtual/range {v0 .. v6}, Lcom/hearthly/Receipts;->keep(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
:L552
    .line 61
    return-object v12
    .catch Ljava/lang/Throwable; {:L244 .. :L282} :L285
.end method

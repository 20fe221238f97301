.class public abstract Lcom/quillvault/ToolSet;
.super Ljava/lang/Object;
.source "Tools.kt"

# instance fields
.field private final audit:Lcom/quillvault/AuditLog;
.field private final ctx:Landroid/content/Context;
.field private final mint:Lcom/quillvault/TokenMint;
.field private final scope:Lkotlinx/coroutines/CoroutineScope;
.field private final store:Lcom/quillvault/Store;
.field private final tickets:Lcom/quillvault/TicketBook;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/quillvault/Store;Lcom/quillvault/TicketBook;Lcom/quillvault/TokenMint;Lcom/quillvault/AuditLog;Lkotlinx/coroutines/CoroutineScope;)V
    .registers 8
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "store"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tickets"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "mint"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "audit"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "scope"
    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 20
    iput-object p1, p0, Lcom/quillvault/ToolSet;->ctx:Landroid/content/Context;
    .line 21
    iput-object p2, p0, Lcom/quillvault/ToolSet;->store:Lcom/quillvault/Store;
    .line 22
    iput-object p3, p0, Lcom/quillvault/ToolSet;->tickets:Lcom/quillvault/TicketBook;
    .line 23
    iput-object p4, p0, Lcom/quillvault/ToolSet;->mint:Lcom/quillvault/TokenMint;
    .line 24
    iput-object p5, p0, Lcom/quillvault/ToolSet;->audit:Lcom/quillvault/AuditLog;
    .line 25
    iput-object p6, p0, Lcom/quillvault/ToolSet;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 19
    return-void
.end method


# virtual methods
.method protected final askUser(Lcom/quillvault/ToolCall;Ljava/lang/Class;Ljava/lang/String;I)Lcom/quillvault/Outcome;
    .registers 13
    .line 45
    const-string v1, "call"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "screen"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "prompt"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v0, p0, Lcom/quillvault/ToolSet;->mint:Lcom/quillvault/TokenMint;
    invoke-virtual {v0}, Lcom/quillvault/TokenMint;->next-d1pmJ48()Ljava/lang/Object;
    move-result-object v5
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L42
    move-object v0, v5
    goto :L56
:L42
    move-object v6, v0
    .line 67
    const/4 v7, 0x0
    .line 45
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "Could not start the confirmation"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
:L56
    check-cast v0, Ljava/lang/String;
    move-object v4, v0
    .line 46
    iget-object v0, p0, Lcom/quillvault/ToolSet;->tickets:Lcom/quillvault/TicketBook;
    invoke-virtual {p1, v4}, Lcom/quillvault/ToolCall;->ticketFor(Ljava/lang/String;)Lcom/quillvault/Ticket;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/quillvault/TicketBook;->issue(Lcom/quillvault/Ticket;)V
    .line 47
    new-instance v0, Lcom/quillvault/Outcome$NeedsUser;
    iget-object v3, p0, Lcom/quillvault/ToolSet;->ctx:Landroid/content/Context;
    invoke-static {v3, p2, v4, p3, p4}, Lcom/quillvault/ToolsKt;->consent(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object v3
    invoke-direct {v0, p3, v3, v4}, Lcom/quillvault/Outcome$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    check-cast v0, Lcom/quillvault/Outcome;
    return-object v0
.end method

.method public abstract dispatch(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method

.method protected final getAudit()Lcom/quillvault/AuditLog;
    .registers 2
    .line 24
    iget-object v0, p0, Lcom/quillvault/ToolSet;->audit:Lcom/quillvault/AuditLog;
    return-object v0
.end method

.method protected final getCtx()Landroid/content/Context;
    .registers 2
    .line 20
    iget-object v0, p0, Lcom/quillvault/ToolSet;->ctx:Landroid/content/Context;
    return-object v0
.end method

.method protected final getMint()Lcom/quillvault/TokenMint;
    .registers 2
    .line 23
    iget-object v0, p0, Lcom/quillvault/ToolSet;->mint:Lcom/quillvault/TokenMint;
    return-object v0
.end method

.method protected final getScope()Lkotlinx/coroutines/CoroutineScope;
    .registers 2
    .line 25
    iget-object v0, p0, Lcom/quillvault/ToolSet;->scope:Lkotlinx/coroutines/CoroutineScope;
    return-object v0
.end method

.method protected final getStore()Lcom/quillvault/Store;
    .registers 2
    .line 21
    iget-object v0, p0, Lcom/quillvault/ToolSet;->store:Lcom/quillvault/Store;
    return-object v0
.end method

.method protected final getTickets()Lcom/quillvault/TicketBook;
    .registers 2
    .line 22
    iget-object v0, p0, Lcom/quillvault/ToolSet;->tickets:Lcom/quillvault/TicketBook;
    return-object v0
.end method

.method protected final prepare(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Either;
    .registers 21
    move-object/from16 v0, p1
    const-string v1, "caller"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p2
    const-string v1, "env"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/quillvault/Envelope;->getTool()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L42
    new-instance v0, Lcom/quillvault/Either$Left;
    const-string v2, "INVALID_ARGS"
    const-string v3, "tool_name is required"
    const/4 v4, 0x0
    const/4 v5, 0x4
    const/4 v6, 0x0
    invoke-static {v2, v3, v4, v5, v6}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillvault/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/quillvault/Either;
    return-object v0
:L42
    move-object v7, v0
    .line 32
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/quillvault/Envelope;->getDeadlineAt()J
    move-result-wide v0
    const-wide/16 v2, 0x0
    cmp-long v0, v0, v2
    if-gtz v0, :L73
    new-instance v0, Lcom/quillvault/Either$Left;
    const-string v2, "INVALID_REQUEST"
    const-string v3, "deadline_at_ms is required"
    const/4 v4, 0x0
    const/4 v5, 0x4
    const/4 v6, 0x0
    invoke-static {v2, v3, v4, v5, v6}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillvault/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/quillvault/Either;
    return-object v0
:L73
    .line 33
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/quillvault/Envelope;->getPastDeadline()Z
    move-result v0
    if-eqz v0, :L101
    new-instance v0, Lcom/quillvault/Either$Left;
    const-string v2, "DEADLINE_EXCEEDED"
    const-string v3, "The deadline passed before the tool started"
    const/4 v4, 0x0
    const/4 v5, 0x4
    const/4 v6, 0x0
    invoke-static {v2, v3, v4, v5, v6}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillvault/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/quillvault/Either;
    return-object v0
:L101
    .line 34
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/quillvault/Envelope;->getArgs()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/quillvault/EnvelopeKt;->parseArgs(Ljava/lang/String;)Lcom/quillvault/Either;
    move-result-object v9
    const/4 v10, 0x0
    .line 62
    move-object v11, v9
    const/4 v12, 0x0
    .line 63
    move-object v13, v11
    .line 64
    instance-of v0, v13, Lcom/quillvault/Either$Left;
    if-eqz v0, :L168
    move-object v0, v11
    check-cast v0, Lcom/quillvault/Either$Left;
    invoke-virtual {v0}, Lcom/quillvault/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v14
    check-cast v14, Lcom/quillvault/Fault;
    const/4 v15, 0x0
    .line 34
    new-instance v0, Lcom/quillvault/Either$Left;
    new-instance v2, Lcom/quillvault/Outcome$Failed;
    invoke-direct {v2, v14}, Lcom/quillvault/Outcome$Failed;-><init>(Lcom/quillvault/Fault;)V
    invoke-direct {v0, v2}, Lcom/quillvault/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/quillvault/Either;
    return-object v0
:L168
    .line 65
    instance-of v0, v13, Lcom/quillvault/Either$Right;
    if-eqz v0, :L194
    move-object v0, v11
    check-cast v0, Lcom/quillvault/Either$Right;
    invoke-virtual {v0}, Lcom/quillvault/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v16
    const/16 v17, 0x0
    move-object/from16 v0, v16
    goto :L202
:L194
    .line 63
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L202
    .line 34
    check-cast v0, Lorg/json/JSONObject;
    move-object v8, v0
    .line 35
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/quillvault/Envelope;->getResumeToken()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L269
    move-object v12, v0
    const/4 v13, 0x0
    .line 36
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillvault/ToolSet;->tickets:Lcom/quillvault/TicketBook;
    move-object/from16 v2, p1
    invoke-virtual {v2}, Lcom/quillvault/Caller;->getUid()I
    move-result v2
    move-object/from16 v4, p2
    invoke-virtual {v4}, Lcom/quillvault/Envelope;->getArgsDigest()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v12, v2, v7, v4}, Lcom/quillvault/TicketBook;->peek(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lcom/quillvault/Ticket;
    move-result-object v0
    if-nez v0, :L266
    .line 37
    new-instance v0, Lcom/quillvault/Either$Left;
    const-string v2, "INVALID_REQUEST"
    const-string v3, "resume_token is not valid for this call"
    const/4 v4, 0x0
    const/4 v5, 0x4
    const/4 v6, 0x0
    invoke-static {v2, v3, v4, v5, v6}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillvault/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/quillvault/Either;
    return-object v0
:L266
    .line 35
    goto :L271
:L269
    const/4 v0, 0x0
:L271
    move-object v9, v0
    .line 39
    if-eqz v9, :L307
    invoke-virtual {v9}, Lcom/quillvault/Ticket;->getApproved()Ljava/lang/Boolean;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L307
    new-instance v0, Lcom/quillvault/Either$Left;
    sget-object v2, Lcom/quillvault/Outcome$Cancelled;->INSTANCE:Lcom/quillvault/Outcome$Cancelled;
    invoke-direct {v0, v2}, Lcom/quillvault/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/quillvault/Either;
    return-object v0
:L307
    .line 40
    new-instance v0, Lcom/quillvault/Either$Right;
    new-instance v2, Lcom/quillvault/ToolCall;
    move-object/from16 v4, p1
    move-object/from16 v5, p2
    invoke-direct {v2, v4, v5, v8, v9}, Lcom/quillvault/ToolCall;-><init>(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;Lorg/json/JSONObject;Lcom/quillvault/Ticket;)V
    invoke-direct {v0, v2}, Lcom/quillvault/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/quillvault/Either;
    return-object v0
.end method

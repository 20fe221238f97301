.class public abstract Lcom/fernhill/lend/ToolSet;
.super Ljava/lang/Object;
.source "ToolSet.kt"


# instance fields
.field private final ctx:Landroid/content/Context;

.field private final graph:Lcom/fernhill/lend/LendGraph;

.field private final redeem:Lcom/fernhill/lend/TicketLookup;

.field private final screens:Lcom/fernhill/lend/ScreenPolicy;

.field private final tickets:Lcom/fernhill/lend/TicketCache;

.field private final tokens:Lcom/fernhill/lend/TokenGenerator;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/fernhill/lend/LendGraph;Lcom/fernhill/lend/ScreenPolicy;Lcom/fernhill/lend/TokenGenerator;Lcom/fernhill/lend/TicketCache;Lcom/fernhill/lend/TicketLookup;)V
    .registers 8

    const-string v0, "ctx"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "graph"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "screens"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tokens"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tickets"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "redeem"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 52
    iput-object p1, p0, Lcom/fernhill/lend/ToolSet;->ctx:Landroid/content/Context;

    .line 53
    iput-object p2, p0, Lcom/fernhill/lend/ToolSet;->graph:Lcom/fernhill/lend/LendGraph;

    .line 54
    iput-object p3, p0, Lcom/fernhill/lend/ToolSet;->screens:Lcom/fernhill/lend/ScreenPolicy;

    .line 55
    iput-object p4, p0, Lcom/fernhill/lend/ToolSet;->tokens:Lcom/fernhill/lend/TokenGenerator;

    .line 56
    iput-object p5, p0, Lcom/fernhill/lend/ToolSet;->tickets:Lcom/fernhill/lend/TicketCache;

    .line 57
    iput-object p6, p0, Lcom/fernhill/lend/ToolSet;->redeem:Lcom/fernhill/lend/TicketLookup;

    .line 51
    return-void
.end method

.method private final issue(Lcom/fernhill/lend/ToolCall;)Ljava/lang/String;
    .registers 7

    .line 90
    iget-object v0, p0, Lcom/fernhill/lend/ToolSet;->tokens:Lcom/fernhill/lend/TokenGenerator;

    invoke-virtual {v0}, Lcom/fernhill/lend/TokenGenerator;->next()Ljava/lang/String;

    move-result-object v2

    move-object v3, v2

    .line 95
    const/4 v4, 0x0

    .line 90
    iget-object v0, p0, Lcom/fernhill/lend/ToolSet;->tickets:Lcom/fernhill/lend/TicketCache;

    sget-object v1, Lcom/fernhill/lend/Ticket;->Companion:Lcom/fernhill/lend/Ticket$Companion;

    invoke-virtual {v1, p1}, Lcom/fernhill/lend/Ticket$Companion;->forCall(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Ticket;

    move-result-object v1

    invoke-virtual {v0, v3, v1}, Lcom/fernhill/lend/TicketCache;->put(Ljava/lang/String;Lcom/fernhill/lend/Ticket;)V

    const-string v1, "also(...)"

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v2
.end method


# virtual methods
.method public final execute(Lcom/fernhill/lend/Caller;Lcom/fernhill/lend/Request;)Lcom/fernhill/lend/Reply;
    .registers 21

    move-object/from16 v0, p1

    const-string v1, "caller"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "request"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 64
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/fernhill/lend/Request;->getToolName()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "INVALID_ARGS"

    const-string v2, "tool_name is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v7, v0

    .line 65
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/fernhill/lend/ToolSet;->getHandlers()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, v7}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/lend/ToolHandler;

    if-nez v0, :cond_1

    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No tool of that name here"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v8, v0

    .line 66
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/fernhill/lend/Request;->getDeadlineAt()J

    move-result-wide v9

    .line 67
    const-wide/16 v2, 0x0

    cmp-long v0, v9, v2

    if-gtz v0, :cond_2

    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 68
    :cond_2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v9, v2

    if-gtz v0, :cond_3

    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the tool started"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 69
    :cond_3
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/fernhill/lend/Request;->args()Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_4

    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_4
    move-object v11, v0

    .line 70
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/fernhill/lend/Request;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_8

    move-object v13, v0

    const/4 v14, 0x0

    .line 71
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fernhill/lend/ToolSet;->redeem:Lcom/fernhill/lend/TicketLookup;

    invoke-interface {v0, v13}, Lcom/fernhill/lend/TicketLookup;->find(Ljava/lang/String;)Lcom/fernhill/lend/Ticket;

    move-result-object v0

    if-eqz v0, :cond_6

    move-object v15, v0

    move-object/from16 v16, v15

    .line 95
    const/16 v17, 0x0

    .line 71
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/fernhill/lend/Caller;->getUid()I

    move-result v1

    move-object/from16 v3, p2

    invoke-virtual {v3}, Lcom/fernhill/lend/Request;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v0, v16

    invoke-virtual {v0, v1, v7, v3}, Lcom/fernhill/lend/Ticket;->fits(ILjava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_5

    move-object v0, v15

    goto :goto_0

    :cond_5
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_7

    .line 72
    :cond_6
    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token does not belong to this call"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 70
    :cond_7
    goto :goto_1

    :cond_8
    const/4 v0, 0x0

    :goto_1
    move-object v12, v0

    .line 74
    move-object v0, v12

    if-eqz v12, :cond_9

    invoke-virtual {v0}, Lcom/fernhill/lend/Ticket;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    goto :goto_2

    :cond_9
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_a

    sget-object v0, Lcom/fernhill/lend/Reply;->CANCELLED:Lcom/fernhill/lend/Reply;

    return-object v0

    .line 75
    :cond_a
    new-instance v1, Lcom/fernhill/lend/ToolCall;

    move-object/from16 v2, p1

    move-object/from16 v3, p2

    move-object v4, v7

    move-object v5, v11

    move-object v6, v12

    invoke-direct/range {v1 .. v6}, Lcom/fernhill/lend/ToolCall;-><init>(Lcom/fernhill/lend/Caller;Lcom/fernhill/lend/Request;Ljava/lang/String;Lorg/json/JSONObject;Lcom/fernhill/lend/Ticket;)V

    invoke-interface {v8, v1}, Lcom/fernhill/lend/ToolHandler;->handle(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected final getCtx()Landroid/content/Context;
    .registers 2

    .line 52
    iget-object v0, p0, Lcom/fernhill/lend/ToolSet;->ctx:Landroid/content/Context;

    return-object v0
.end method

.method protected final getDb()Lcom/fernhill/lend/LibraryDb;
    .registers 2

    .line 61
    iget-object v0, p0, Lcom/fernhill/lend/ToolSet;->graph:Lcom/fernhill/lend/LendGraph;

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    return-object v0
.end method

.method protected final getGraph()Lcom/fernhill/lend/LendGraph;
    .registers 2

    .line 53
    iget-object v0, p0, Lcom/fernhill/lend/ToolSet;->graph:Lcom/fernhill/lend/LendGraph;

    return-object v0
.end method

.method protected abstract getHandlers()Ljava/util/Map;
.end method

.method protected final invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;
    .registers 8

    const-string v1, "message"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 92
    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    move-object v2, p1

    const-string v1, "INVALID_ARGS"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected final needsAuthorization(Lcom/fernhill/lend/ToolCall;Ljava/lang/String;)Lcom/fernhill/lend/Reply;
    .registers 8

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "prompt"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 86
    invoke-direct {p0, p1}, Lcom/fernhill/lend/ToolSet;->issue(Lcom/fernhill/lend/ToolCall;)Ljava/lang/String;

    move-result-object v4

    .line 87
    new-instance v0, Lcom/fernhill/lend/Reply$NeedsUser;

    iget-object v3, p0, Lcom/fernhill/lend/ToolSet;->screens:Lcom/fernhill/lend/ScreenPolicy;

    invoke-interface {v3, v4, p2}, Lcom/fernhill/lend/ScreenPolicy;->authorize(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v3

    const-string v2, "AUTH_REQUIRED"

    invoke-direct {v0, v2, p2, v3, v4}, Lcom/fernhill/lend/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    return-object v0
.end method

.method protected final needsConfirmation(Lcom/fernhill/lend/ToolCall;Ljava/lang/String;)Lcom/fernhill/lend/Reply;
    .registers 8

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "prompt"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 80
    invoke-direct {p0, p1}, Lcom/fernhill/lend/ToolSet;->issue(Lcom/fernhill/lend/ToolCall;)Ljava/lang/String;

    move-result-object v4

    .line 81
    new-instance v0, Lcom/fernhill/lend/Reply$NeedsUser;

    iget-object v3, p0, Lcom/fernhill/lend/ToolSet;->screens:Lcom/fernhill/lend/ScreenPolicy;

    invoke-interface {v3, v4, p2}, Lcom/fernhill/lend/ScreenPolicy;->confirm(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v3

    const-string v2, "USER_ACTION_REQUIRED"

    invoke-direct {v0, v2, p2, v3, v4}, Lcom/fernhill/lend/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    return-object v0
.end method

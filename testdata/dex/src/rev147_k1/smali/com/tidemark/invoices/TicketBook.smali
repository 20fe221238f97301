.class public final Lcom/tidemark/invoices/TicketBook;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/tidemark/invoices/TicketBook;

.field private static final TTL_MS:J = 0x927c0L

.field private static final held:Ljava/util/HashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tidemark/invoices/TicketBook;

    invoke-direct {v0}, Lcom/tidemark/invoices/TicketBook;-><init>()V

    sput-object v0, Lcom/tidemark/invoices/TicketBook;->INSTANCE:Lcom/tidemark/invoices/TicketBook;

    .line 48
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/tidemark/invoices/TicketBook;->held:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized answer(Ljava/lang/String;Z)V
    .registers 5

    monitor-enter p0

    :try_start_0
    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 59
    sget-object v0, Lcom/tidemark/invoices/TicketBook;->held:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Ticket;

    if-eqz v0, :cond_0

    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/Ticket;->setAnswer(Ljava/lang/Boolean;)V

    goto :goto_0

    .line 60
    :cond_0
    :goto_0
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized hold(Lcom/tidemark/invoices/ToolCall;)Ljava/lang/String;
    .registers 15

    monitor-enter p0

    :try_start_0
    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    sget-object v0, Lcom/tidemark/invoices/Tokens;->INSTANCE:Lcom/tidemark/invoices/Tokens;

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tidemark/invoices/Tokens;->mint$default(Lcom/tidemark/invoices/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v12

    .line 53
    sget-object v0, Lcom/tidemark/invoices/TicketBook;->held:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lcom/tidemark/invoices/Ticket;

    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getUid()I

    move-result v4

    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v7

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    const-wide/32 v10, 0x927c0

    add-long/2addr v8, v10

    move v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-wide v7, v8

    invoke-direct/range {v2 .. v8}, Lcom/tidemark/invoices/Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    invoke-interface {v0, v12, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 54
    monitor-exit p0

    return-object v12
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized redeem(Ljava/lang/String;Lcom/tidemark/invoices/ToolCall;)Ljava/lang/Boolean;
    .registers 8

    monitor-enter p0

    :try_start_0
    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    sget-object v0, Lcom/tidemark/invoices/TicketBook;->held:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Ticket;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    :cond_0
    move-object v4, v0

    .line 66
    invoke-virtual {v4}, Lcom/tidemark/invoices/Ticket;->getUid()I

    move-result v0

    invoke-virtual {p2}, Lcom/tidemark/invoices/ToolCall;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_1

    invoke-virtual {v4}, Lcom/tidemark/invoices/Ticket;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/tidemark/invoices/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    :cond_1
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 67
    :cond_2
    invoke-virtual {v4}, Lcom/tidemark/invoices/Ticket;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/tidemark/invoices/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v4}, Lcom/tidemark/invoices/Ticket;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/tidemark/invoices/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    :cond_3
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 68
    :cond_4
    invoke-virtual {v4}, Lcom/tidemark/invoices/Ticket;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_5

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 69
    :cond_5
    invoke-virtual {v4}, Lcom/tidemark/invoices/Ticket;->getAnswer()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

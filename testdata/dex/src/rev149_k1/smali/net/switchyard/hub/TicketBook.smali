.class public final Lnet/switchyard/hub/TicketBook;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lnet/switchyard/hub/TicketBook;

.field private static final TTL_MS:J = 0x927c0L

.field private static final tickets:Ljava/util/HashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/switchyard/hub/TicketBook;

    invoke-direct {v0}, Lnet/switchyard/hub/TicketBook;-><init>()V

    sput-object v0, Lnet/switchyard/hub/TicketBook;->INSTANCE:Lnet/switchyard/hub/TicketBook;

    .line 58
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lnet/switchyard/hub/TicketBook;->tickets:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 56
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

    .line 69
    sget-object v0, Lnet/switchyard/hub/TicketBook;->tickets:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/switchyard/hub/Ticket;

    if-eqz v0, :cond_0

    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Lnet/switchyard/hub/Ticket;->setAnswer(Ljava/lang/Boolean;)V

    goto :goto_0

    .line 70
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

.method public final declared-synchronized hold(Lnet/switchyard/hub/ToolCall;)Ljava/lang/String;
    .registers 15

    monitor-enter p0

    :try_start_0
    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    sget-object v0, Lnet/switchyard/hub/Tokens;->INSTANCE:Lnet/switchyard/hub/Tokens;

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lnet/switchyard/hub/Tokens;->mint$default(Lnet/switchyard/hub/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v12

    .line 63
    sget-object v0, Lnet/switchyard/hub/TicketBook;->tickets:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lnet/switchyard/hub/Ticket;

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getUid()I

    move-result v4

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getRequestId()Ljava/lang/String;

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

    invoke-direct/range {v2 .. v8}, Lnet/switchyard/hub/Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    invoke-interface {v0, v12, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 64
    monitor-exit p0

    return-object v12
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized redeem(Ljava/lang/String;Lnet/switchyard/hub/ToolCall;)Ljava/lang/Boolean;
    .registers 8

    monitor-enter p0

    :try_start_0
    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 75
    sget-object v0, Lnet/switchyard/hub/TicketBook;->tickets:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/switchyard/hub/Ticket;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    :cond_0
    move-object v4, v0

    .line 76
    invoke-virtual {v4}, Lnet/switchyard/hub/Ticket;->getUid()I

    move-result v0

    invoke-virtual {p2}, Lnet/switchyard/hub/ToolCall;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_1

    invoke-virtual {v4}, Lnet/switchyard/hub/Ticket;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lnet/switchyard/hub/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    :cond_1
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 77
    :cond_2
    invoke-virtual {v4}, Lnet/switchyard/hub/Ticket;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lnet/switchyard/hub/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v4}, Lnet/switchyard/hub/Ticket;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lnet/switchyard/hub/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    :cond_3
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 78
    :cond_4
    invoke-virtual {v4}, Lnet/switchyard/hub/Ticket;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_5

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 79
    :cond_5
    invoke-virtual {v4}, Lnet/switchyard/hub/Ticket;->getAnswer()Ljava/lang/Boolean;

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

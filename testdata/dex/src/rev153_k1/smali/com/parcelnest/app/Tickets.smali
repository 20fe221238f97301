.class public final Lcom/parcelnest/app/Tickets;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/parcelnest/app/Tickets;

.field public static final TTL_MS:J = 0x927c0L

.field private static final held:Ljava/util/HashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/parcelnest/app/Tickets;

    invoke-direct {v0}, Lcom/parcelnest/app/Tickets;-><init>()V

    sput-object v0, Lcom/parcelnest/app/Tickets;->INSTANCE:Lcom/parcelnest/app/Tickets;

    .line 47
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/parcelnest/app/Tickets;->held:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 45
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

    .line 56
    sget-object v0, Lcom/parcelnest/app/Tickets;->held:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/parcelnest/app/TicketState;

    if-eqz v0, :cond_0

    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/TicketState;->setAnswer(Ljava/lang/Boolean;)V

    goto :goto_0

    .line 57
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

.method public final declared-synchronized redeem(Ljava/lang/String;Lcom/parcelnest/app/ToolCall;)Ljava/lang/Boolean;
    .registers 14

    monitor-enter p0

    :try_start_0
    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    sget-object v0, Lcom/parcelnest/app/Tickets;->held:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lcom/parcelnest/app/TicketState;

    .line 63
    if-eqz v4, :cond_6

    .line 62
    move-object v6, v4

    .line 63
    move-object v7, v6

    .line 69
    const/4 v8, 0x0

    .line 63
    invoke-virtual {v7}, Lcom/parcelnest/app/TicketState;->getUid()I

    move-result v0

    invoke-virtual {p2}, Lcom/parcelnest/app/ToolCall;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_0

    invoke-virtual {v7}, Lcom/parcelnest/app/TicketState;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/parcelnest/app/ToolCall;->getProviderId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v7}, Lcom/parcelnest/app/TicketState;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/parcelnest/app/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v6

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    move-object v5, v0

    .line 64
    if-eqz v5, :cond_6

    .line 62
    move-object v7, v5

    .line 64
    move-object v8, v7

    .line 69
    const/4 v9, 0x0

    .line 64
    invoke-virtual {v8}, Lcom/parcelnest/app/TicketState;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/parcelnest/app/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {v8}, Lcom/parcelnest/app/TicketState;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/parcelnest/app/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_3

    move-object v0, v7

    goto :goto_3

    :cond_3
    const/4 v0, 0x0

    :goto_3
    move-object v6, v0

    .line 65
    if-eqz v6, :cond_6

    .line 62
    move-object v8, v6

    .line 65
    move-object v9, v8

    .line 69
    const/4 v10, 0x0

    .line 65
    invoke-virtual {v9}, Lcom/parcelnest/app/TicketState;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_4

    const/4 v0, 0x1

    goto :goto_4

    :cond_4
    const/4 v0, 0x0

    :goto_4
    if-eqz v0, :cond_5

    move-object v0, v8

    goto :goto_5

    :cond_5
    const/4 v0, 0x0

    :goto_5
    move-object v7, v0

    .line 66
    if-eqz v7, :cond_6

    invoke-virtual {v7}, Lcom/parcelnest/app/TicketState;->getAnswer()Ljava/lang/Boolean;

    move-result-object v0

    goto :goto_6

    .line 63
    :cond_6
    const/4 v0, 0x0

    .line 66
    :goto_6
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized state(Lkotlin/jvm/functions/Function1;)Ljava/lang/String;
    .registers 11

    monitor-enter p0

    :try_start_0
    const-string v1, "block"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    sget-object v0, Lcom/parcelnest/app/Tokens;->INSTANCE:Lcom/parcelnest/app/Tokens;

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/parcelnest/app/Tokens;->next$default(Lcom/parcelnest/app/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v4

    move-object v5, v4

    .line 69
    const/4 v6, 0x0

    .line 52
    sget-object v7, Lcom/parcelnest/app/Tickets;->held:Ljava/util/HashMap;

    check-cast v7, Ljava/util/Map;

    new-instance v8, Lcom/parcelnest/app/TicketState;

    invoke-direct {v8}, Lcom/parcelnest/app/TicketState;-><init>()V

    invoke-interface {p1, v8}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    invoke-interface {v7, v5, v8}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    monitor-exit p0

    return-object v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.class public final Lcom/saltmarsh/podcasts/TicketBook;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field private static final Companion:Lcom/saltmarsh/podcasts/TicketBook$Companion;

.field public static final TTL_MILLIS:J = 0xdbba0L


# instance fields
.field private final open:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/saltmarsh/podcasts/TicketBook$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/TicketBook$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/TicketBook;->Companion:Lcom/saltmarsh/podcasts/TicketBook$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 59
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 60
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;

    .line 59
    return-void
.end method


# virtual methods
.method public final answer(Ljava/lang/String;Z)V
    .registers 5

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    iget-object v0, p0, Lcom/saltmarsh/podcasts/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/saltmarsh/podcasts/Ticket;

    if-eqz v0, :cond_0

    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/saltmarsh/podcasts/Ticket;->setApproved(Ljava/lang/Boolean;)V

    goto :goto_0

    .line 71
    :cond_0
    :goto_0
    return-void
.end method

.method public final issue(Lcom/saltmarsh/podcasts/ToolCall;)Ljava/lang/String;
    .registers 14

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    sget-object v0, Lcom/saltmarsh/podcasts/Tokens;->INSTANCE:Lcom/saltmarsh/podcasts/Tokens;

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/saltmarsh/podcasts/Tokens;->next$default(Lcom/saltmarsh/podcasts/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v11

    .line 64
    iget-object v0, p0, Lcom/saltmarsh/podcasts/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lcom/saltmarsh/podcasts/Ticket;

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getCaller()Lcom/saltmarsh/podcasts/Caller;

    move-result-object v4

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Caller;->getUid()I

    move-result v4

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/ToolCall;->getDigest()Ljava/lang/String;

    move-result-object v6

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    const-wide/32 v9, 0xdbba0

    add-long/2addr v7, v9

    move v3, v4

    move-object v4, v5

    move-object v5, v6

    move-wide v6, v7

    invoke-direct/range {v2 .. v7}, Lcom/saltmarsh/podcasts/Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;J)V

    invoke-interface {v0, v11, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 65
    return-object v11
.end method

.method public final redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lcom/saltmarsh/podcasts/Ticket;
    .registers 11

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "digest"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 74
    iget-object v0, p0, Lcom/saltmarsh/podcasts/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/saltmarsh/podcasts/Ticket;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v4, v0

    .line 75
    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Ticket;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_1

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Ticket;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Ticket;->getDigest()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move v5, v0

    .line 76
    if-eqz v5, :cond_2

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Ticket;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    move-object v0, v4

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method

.class public final Lcom/larkbook/TicketBook;
.super Ljava/lang/Object;
.source "Tickets.kt"

# instance fields
.field private final open:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 16
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/larkbook/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    .line 15
    return-void
.end method

.method public static final decide$lambda$0(ZLjava/lang/String;Lcom/larkbook/Ticket;)Lcom/larkbook/Ticket;
    .registers 13
    const-string v1, "<unused var>"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ticket"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-static {p0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v7
    move-object v0, p2
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const-wide/16 v5, 0x0
    const/16 v8, 0x1f
    const/4 v9, 0x0
    invoke-static/range {v0 .. v9}, Lcom/larkbook/Ticket;->copy-kMB2-8s$default(Lcom/larkbook/Ticket;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILjava/lang/Object;)Lcom/larkbook/Ticket;
    move-result-object v0
    return-object v0
.end method

.method public static final decide$lambda$1(Lkotlin/jvm/functions/Function2;Ljava/lang/Object;Ljava/lang/Object;)Lcom/larkbook/Ticket;
    .registers 4
    .line 24
    invoke-interface {p0, p1, p2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/Ticket;
    return-object v0
.end method


# virtual methods
.method public final decide(Ljava/lang/String;Z)V
    .registers 7
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    iget-object v0, p0, Lcom/larkbook/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lcom/larkbook/TicketBook$$ExternalSyntheticLambda0;
    invoke-direct {v2, p2}, Lcom/larkbook/TicketBook$$ExternalSyntheticLambda0;-><init>(Z)V
    new-instance v3, Lcom/larkbook/TicketBook$$ExternalSyntheticLambda1;
    invoke-direct {v3, v2}, Lcom/larkbook/TicketBook$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function2;)V
    move-object v2, v3
    invoke-virtual {v0, p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->computeIfPresent(Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;
    .line 25
    return-void
.end method

.method public final issue(Lcom/larkbook/Ticket;)V
    .registers 4
    const-string v1, "ticket"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    iget-object v0, p0, Lcom/larkbook/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {p1}, Lcom/larkbook/Ticket;->getToken-tAABGJQ()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 20
    return-void
.end method

.method public final redeem-HltHpCw(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lcom/larkbook/Ticket;
    .registers 13
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "digest"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    iget-object v0, p0, Lcom/larkbook/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Lcom/larkbook/Ticket;
    .line 30
    if-eqz v4, :L111
    .line 29
    move-object v5, v4
    .line 30
    move-object v6, v5
    .line 33
    const/4 v7, 0x0
    .line 30
    invoke-virtual {v6}, Lcom/larkbook/Ticket;->getUid()I
    move-result v0
    if-ne v0, p2, :L98
    invoke-virtual {v6}, Lcom/larkbook/Ticket;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L98
    invoke-virtual {v6}, Lcom/larkbook/Ticket;->getDigest()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L98
    invoke-virtual {v6}, Lcom/larkbook/Ticket;->getExpiresAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L98
    const/4 v0, 0x1
    goto :L99
:L98
    const/4 v0, 0x0
:L99
    if-eqz v0, :L107
    move-object v0, v5
    goto :L112
:L107
    const/4 v0, 0x0
    goto :L112
:L111
    const/4 v0, 0x0
:L112
    return-object v0
.end method

.class public final Lcom/quillvault/TicketBook;
.super Ljava/lang/Object;
.source "Sessions.kt"

# instance fields
.field private final open:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 53
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 54
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/quillvault/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    .line 53
    return-void
.end method

.method public static final decide$lambda$0(ZLjava/lang/String;Lcom/quillvault/Ticket;)Lcom/quillvault/Ticket;
    .registers 13
    const-string v1, "<unused var>"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ticket"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
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
    invoke-static/range {v0 .. v9}, Lcom/quillvault/Ticket;->copy$default(Lcom/quillvault/Ticket;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILjava/lang/Object;)Lcom/quillvault/Ticket;
    move-result-object v0
    return-object v0
.end method

.method public static final decide$lambda$1(Lkotlin/jvm/functions/Function2;Ljava/lang/Object;Ljava/lang/Object;)Lcom/quillvault/Ticket;
    .registers 4
    .line 61
    invoke-interface {p0, p1, p2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillvault/Ticket;
    return-object v0
.end method


# virtual methods
.method public final decide(Ljava/lang/String;Z)V
    .registers 7
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
    iget-object v0, p0, Lcom/quillvault/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lcom/quillvault/TicketBook$$ExternalSyntheticLambda0;
    invoke-direct {v2, p2}, Lcom/quillvault/TicketBook$$ExternalSyntheticLambda0;-><init>(Z)V
    new-instance v3, Lcom/quillvault/TicketBook$$ExternalSyntheticLambda1;
    invoke-direct {v3, v2}, Lcom/quillvault/TicketBook$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function2;)V
    move-object v2, v3
    invoke-virtual {v0, p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->computeIfPresent(Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;
    .line 62
    return-void
.end method

.method public final issue(Lcom/quillvault/Ticket;)V
    .registers 4
    const-string v1, "ticket"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    iget-object v0, p0, Lcom/quillvault/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {p1}, Lcom/quillvault/Ticket;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 58
    return-void
.end method

.method public final peek(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lcom/quillvault/Ticket;
    .registers 12
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "digest"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    iget-object v0, p0, Lcom/quillvault/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillvault/Ticket;
    if-eqz v0, :L106
    move-object v4, v0
    move-object v5, v4
    .line 73
    const/4 v6, 0x0
    .line 66
    invoke-virtual {v5}, Lcom/quillvault/Ticket;->getUid()I
    move-result v0
    if-ne v0, p2, :L93
    invoke-virtual {v5}, Lcom/quillvault/Ticket;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L93
    invoke-virtual {v5}, Lcom/quillvault/Ticket;->getDigest()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L93
    invoke-virtual {v5}, Lcom/quillvault/Ticket;->getExpiresAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L93
    const/4 v0, 0x1
    goto :L94
:L93
    const/4 v0, 0x0
:L94
    if-eqz v0, :L102
    move-object v0, v4
    goto :L108
:L102
    const/4 v0, 0x0
    goto :L108
:L106
    const/4 v0, 0x0
:L108
    return-object v0
.end method

.method public final spend(Ljava/lang/String;)V
    .registers 4
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 69
    iget-object v0, p0, Lcom/quillvault/TicketBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    .line 70
    return-void
.end method

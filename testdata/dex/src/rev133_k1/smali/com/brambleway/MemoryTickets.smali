.class public final Lcom/brambleway/MemoryTickets;
.super Ljava/lang/Object;
.source "Tickets.kt"

# interfaces
.implements Lcom/brambleway/TicketStore;

# instance fields
.field private final open:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 34
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/brambleway/MemoryTickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    .line 33
    return-void
.end method

.method public static final decide_4eVwRb0$lambda$0(ZLjava/lang/String;Lcom/brambleway/Ticket;)Lcom/brambleway/Ticket;
    .registers 13
    const-string v1, "<unused var>"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ticket"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
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
    invoke-static/range {v0 .. v9}, Lcom/brambleway/Ticket;->copy-hmptekg$default(Lcom/brambleway/Ticket;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILjava/lang/Object;)Lcom/brambleway/Ticket;
    move-result-object v0
    return-object v0
.end method

.method public static final decide_4eVwRb0$lambda$1(Lkotlin/jvm/functions/Function2;Ljava/lang/Object;Ljava/lang/Object;)Lcom/brambleway/Ticket;
    .registers 4
    .line 45
    invoke-interface {p0, p1, p2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/Ticket;
    return-object v0
.end method


# virtual methods
.method public decide-4eVwRb0(Ljava/lang/String;Z)V
    .registers 7
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    iget-object v0, p0, Lcom/brambleway/MemoryTickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lcom/brambleway/MemoryTickets$$ExternalSyntheticLambda0;
    invoke-direct {v2, p2}, Lcom/brambleway/MemoryTickets$$ExternalSyntheticLambda0;-><init>(Z)V
    new-instance v3, Lcom/brambleway/MemoryTickets$$ExternalSyntheticLambda1;
    invoke-direct {v3, v2}, Lcom/brambleway/MemoryTickets$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function2;)V
    move-object v2, v3
    invoke-virtual {v0, p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->computeIfPresent(Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;
    .line 46
    return-void
.end method

.method public find--GwyUs8(Ljava/lang/String;)Lcom/brambleway/Ticket;
    .registers 4
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    iget-object v0, p0, Lcom/brambleway/MemoryTickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/Ticket;
    return-object v0
.end method

.method public put(Lcom/brambleway/Ticket;)V
    .registers 4
    const-string v1, "ticket"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    iget-object v0, p0, Lcom/brambleway/MemoryTickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {p1}, Lcom/brambleway/Ticket;->getToken-UQajaAk()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 38
    return-void
.end method

.method public take--GwyUs8(Ljava/lang/String;)Lcom/brambleway/Ticket;
    .registers 4
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    iget-object v0, p0, Lcom/brambleway/MemoryTickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/Ticket;
    return-object v0
.end method

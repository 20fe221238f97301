.class public final Lcom/brambleway/AuditedStore;
.super Ljava/lang/Object;
.source "Tickets.kt"

# interfaces
.implements Lcom/brambleway/TicketStore;

# instance fields
.field private final inner:Lcom/brambleway/TicketStore;
.field private final name:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/brambleway/TicketStore;Ljava/lang/String;)V
    .registers 4
    const-string v0, "inner"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/AuditedStore;->inner:Lcom/brambleway/TicketStore;
    iput-object p2, p0, Lcom/brambleway/AuditedStore;->name:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public decide-4eVwRb0(Ljava/lang/String;Z)V
    .registers 5
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v0, p0, Lcom/brambleway/AuditedStore;->inner:Lcom/brambleway/TicketStore;
    invoke-interface {v0, p1, p2}, Lcom/brambleway/TicketStore;->decide-4eVwRb0(Ljava/lang/String;Z)V
    return-void
.end method

.method public find--GwyUs8(Ljava/lang/String;)Lcom/brambleway/Ticket;
    .registers 4
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v0, p0, Lcom/brambleway/AuditedStore;->inner:Lcom/brambleway/TicketStore;
    invoke-interface {v0, p1}, Lcom/brambleway/TicketStore;->find--GwyUs8(Ljava/lang/String;)Lcom/brambleway/Ticket;
    move-result-object v0
    return-object v0
.end method

.method public put(Lcom/brambleway/Ticket;)V
    .registers 9
    const-string v1, "ticket"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    iget-object v1, p0, Lcom/brambleway/AuditedStore;->name:Ljava/lang/String;
    invoke-virtual {p1}, Lcom/brambleway/Ticket;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Lcom/brambleway/Ticket;->getExpiresAt()J
    move-result-wide v3
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ": ticket for "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, " until "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v0, "BrambleTickets"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 53
    iget-object v0, p0, Lcom/brambleway/AuditedStore;->inner:Lcom/brambleway/TicketStore;
    invoke-interface {v0, p1}, Lcom/brambleway/TicketStore;->put(Lcom/brambleway/Ticket;)V
    .line 54
    return-void
.end method

.method public take--GwyUs8(Ljava/lang/String;)Lcom/brambleway/Ticket;
    .registers 4
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v0, p0, Lcom/brambleway/AuditedStore;->inner:Lcom/brambleway/TicketStore;
    invoke-interface {v0, p1}, Lcom/brambleway/TicketStore;->take--GwyUs8(Ljava/lang/String;)Lcom/brambleway/Ticket;
    move-result-object v0
    return-object v0
.end method

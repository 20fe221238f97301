.class public interface abstract Lcom/brambleway/TicketStore;
.super Ljava/lang/Object;
.source "Tickets.kt"

# virtual methods
.method public abstract decide-4eVwRb0(Ljava/lang/String;Z)V
.end method

.method public abstract find--GwyUs8(Ljava/lang/String;)Lcom/brambleway/Ticket;
.end method

.method public abstract put(Lcom/brambleway/Ticket;)V
.end method

.method public abstract take--GwyUs8(Ljava/lang/String;)Lcom/brambleway/Ticket;
.end method

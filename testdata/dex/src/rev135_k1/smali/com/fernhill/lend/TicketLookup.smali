.class public interface abstract Lcom/fernhill/lend/TicketLookup;
.super Ljava/lang/Object;
.source "ToolSet.kt"


# virtual methods
.method public abstract find(Ljava/lang/String;)Lcom/fernhill/lend/Ticket;
.end method

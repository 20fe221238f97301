.class final Lcom/eq/Ticket;
.super Lcom/eq/BaseTicket;
.source "Ticket.java"

# instance fields
.field final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 8
    invoke-direct {v1, v2}, Lcom/eq/BaseTicket;-><init>(Ljava/lang/String;)V
    .line 9
    iput v3, v1, Lcom/eq/Ticket;->uid:I
    .line 10
    return-void
.end method


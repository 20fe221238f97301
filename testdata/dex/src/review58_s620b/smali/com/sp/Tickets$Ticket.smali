.class final Lcom/sp/Tickets$Ticket;
.super Ljava/lang/Object;
.source "Tickets.java"

# instance fields
.field final token:Ljava/lang/String;
.field final uid:I
.field final tool:Ljava/lang/String;
.field volatile approved:Z


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 5
    .line 14
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 15
    iput-object v2, v1, Lcom/sp/Tickets$Ticket;->token:Ljava/lang/String;
    .line 16
    iput v3, v1, Lcom/sp/Tickets$Ticket;->uid:I
    .line 17
    iput-object v4, v1, Lcom/sp/Tickets$Ticket;->tool:Ljava/lang/String;
    .line 18
    return-void
.end method


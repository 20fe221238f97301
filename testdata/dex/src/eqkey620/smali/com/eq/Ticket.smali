.class final Lcom/eq/Ticket;
.super Ljava/lang/Object;
.source "Ticket.java"

# instance fields
.field final token:Ljava/lang/String;
.field final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v2, v1, Lcom/eq/Ticket;->token:Ljava/lang/String;
    .line 13
    iput v3, v1, Lcom/eq/Ticket;->uid:I
    .line 14
    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 4
    .line 18
    instance-of v0, v3, Lcom/eq/Ticket;
    if-eqz v0, :L28
    move-object v0, v3
    check-cast v0, Lcom/eq/Ticket;
    iget-object v0, v0, Lcom/eq/Ticket;->token:Ljava/lang/String;
    iget-object v1, v2, Lcom/eq/Ticket;->token:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L28
    const/4 v0, 0x1
    goto :L29
:L28
    const/4 v0, 0x0
:L29
    return v0
.end method

.method public hashCode()I
    .registers 2
    .line 23
    iget-object v0, v1, Lcom/eq/Ticket;->token:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    return v0
.end method


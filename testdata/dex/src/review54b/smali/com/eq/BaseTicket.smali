.class Lcom/eq/BaseTicket;
.super Ljava/lang/Object;
.source "BaseTicket.java"

# instance fields
.field final token:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 8
    iput-object v2, v1, Lcom/eq/BaseTicket;->token:Ljava/lang/String;
    .line 9
    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 4
    .line 13
    instance-of v0, v3, Lcom/eq/BaseTicket;
    if-eqz v0, :L28
    move-object v0, v3
    check-cast v0, Lcom/eq/BaseTicket;
    iget-object v0, v0, Lcom/eq/BaseTicket;->token:Ljava/lang/String;
    iget-object v1, v2, Lcom/eq/BaseTicket;->token:Ljava/lang/String;
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
    .line 18
    iget-object v0, v1, Lcom/eq/BaseTicket;->token:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    return v0
.end method


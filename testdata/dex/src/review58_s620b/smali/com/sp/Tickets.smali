.class final Lcom/sp/Tickets;
.super Ljava/lang/Object;
.source "Tickets.java"

# instance fields
.field private final open:Ljava/util/concurrent/ConcurrentHashMap;
.field private final audit:Ljava/util/concurrent/ConcurrentHashMap;
.field private final random:Ljava/security/SecureRandom;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 7
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 21
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/sp/Tickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    .line 22
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/sp/Tickets;->audit:Ljava/util/concurrent/ConcurrentHashMap;
    .line 23
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/sp/Tickets;->random:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method issue(ILjava/lang/String;)Ljava/lang/String;
    .registers 15
    .line 26
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v8, v0
    .line 27
    iget-object v0, v12, Lcom/sp/Tickets;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v8}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 28
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v9, v0
    .line 29
    move-object v6, v8
    array-length v0, v6
    move v10, v0
    const/4 v7, 0x0
:L33
    if-ge v7, v10, :L76
    aget-byte v0, v6, v7
    move v11, v0
    .line 30
    const-string v1, "%02x"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/Object;
    const/4 v4, 0x0
    invoke-static {v11}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v5
    aput-object v5, v2, v4
    invoke-static {v1, v2}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v9, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 29
    add-int/lit8 v7, v7, 0x1
    goto :L33
:L76
    .line 32
    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v6
    .line 33
    iget-object v0, v12, Lcom/sp/Tickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lcom/sp/Tickets$Ticket;
    invoke-direct {v2, v6, v13, v14}, Lcom/sp/Tickets$Ticket;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    invoke-virtual {v0, v6, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 34
    return-object v6
.end method

.method peek(Ljava/lang/String;ILjava/lang/String;)Lcom/sp/Tickets$Ticket;
    .registers 6
    .line 39
    iget-object v0, v2, Lcom/sp/Tickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/sp/Tickets$Ticket;
    move-object v1, v0
    .line 40
    if-eqz v1, :L39
    iget v0, v1, Lcom/sp/Tickets$Ticket;->uid:I
    if-ne v0, v4, :L39
    iget-object v0, v1, Lcom/sp/Tickets$Ticket;->tool:Ljava/lang/String;
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L41
:L39
    .line 41
    const/4 v0, 0x0
    return-object v0
:L41
    .line 43
    return-object v1
.end method

.method log(Ljava/lang/String;)V
    .registers 3
    .line 47
    iget-object v0, v1, Lcom/sp/Tickets;->audit:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    .line 48
    return-void
.end method

.method spend(Ljava/lang/String;)V
    .registers 3
    .line 51
    iget-object v0, v1, Lcom/sp/Tickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    .line 52
    return-void
.end method


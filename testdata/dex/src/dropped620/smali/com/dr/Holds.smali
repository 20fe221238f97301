.class final Lcom/dr/Holds;
.super Ljava/lang/Object;
.source "Holds.java"

# instance fields
.field private final held:Ljava/util/Map;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 7
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 21
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/dr/Holds;->held:Ljava/util/Map;
    return-void
.end method


# virtual methods
.method declared-synchronized hold(Ljava/lang/String;ILjava/lang/String;)V
    .registers 14
    .line 24
    iget-object v0, v10, Lcom/dr/Holds;->held:Ljava/util/Map;
    new-instance v2, Lcom/dr/Holds$Held;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v6
    const-wide/32 v8, 0x927c0
    add-long v6, v6, v8
    invoke-direct {v2, v12, v13, v6}, Lcom/dr/Holds$Held;-><init>(ILjava/lang/String;J)V
    invoke-interface {v0, v11, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 25
    return-void
.end method

.method declared-synchronized redeem(Lcom/dr/Request;)Z
    .registers 7
    .line 29
    iget-object v0, v5, Lcom/dr/Holds;->held:Ljava/util/Map;
    iget-object v1, v6, Lcom/dr/Request;->resumeToken:Ljava/lang/String;
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/dr/Holds$Held;
    move-object v4, v0
    .line 30
    if-eqz v4, :L32
    iget-wide v0, v4, Lcom/dr/Holds$Held;->expiresAt:J
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L48
:L32
    .line 31
    iget-object v0, v5, Lcom/dr/Holds;->held:Ljava/util/Map;
    iget-object v1, v6, Lcom/dr/Request;->resumeToken:Ljava/lang/String;
    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    .line 32
    const/4 v0, 0x0
    return v0
:L48
    .line 34
    iget v0, v4, Lcom/dr/Holds$Held;->uid:I
    iget v1, v6, Lcom/dr/Request;->uid:I
    if-ne v0, v1, :L80
    iget-object v0, v4, Lcom/dr/Holds$Held;->requestId:Ljava/lang/String;
    iget-object v1, v6, Lcom/dr/Request;->requestId:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L80
    iget-boolean v0, v4, Lcom/dr/Holds$Held;->approved:Z
    if-nez v0, :L82
:L80
    .line 35
    const/4 v0, 0x0
    return v0
:L82
    .line 37
    iget-object v0, v5, Lcom/dr/Holds;->held:Ljava/util/Map;
    iget-object v1, v6, Lcom/dr/Request;->resumeToken:Ljava/lang/String;
    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    .line 38
    const/4 v0, 0x1
    return v0
.end method

.method declared-synchronized redeemAny(Lcom/dr/Request;)Z
    .registers 7
    .line 43
    iget-object v0, v5, Lcom/dr/Holds;->held:Ljava/util/Map;
    iget-object v1, v6, Lcom/dr/Request;->resumeToken:Ljava/lang/String;
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/dr/Holds$Held;
    move-object v4, v0
    .line 44
    if-eqz v4, :L32
    iget-wide v0, v4, Lcom/dr/Holds$Held;->expiresAt:J
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L48
:L32
    .line 45
    iget-object v0, v5, Lcom/dr/Holds;->held:Ljava/util/Map;
    iget-object v1, v6, Lcom/dr/Request;->resumeToken:Ljava/lang/String;
    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    .line 46
    const/4 v0, 0x0
    return v0
:L48
    .line 48
    iget-object v0, v4, Lcom/dr/Holds$Held;->requestId:Ljava/lang/String;
    iget-object v1, v6, Lcom/dr/Request;->requestId:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L69
    iget-boolean v0, v4, Lcom/dr/Holds$Held;->approved:Z
    if-nez v0, :L71
:L69
    .line 49
    const/4 v0, 0x0
    return v0
:L71
    .line 51
    iget-object v0, v5, Lcom/dr/Holds;->held:Ljava/util/Map;
    iget-object v1, v6, Lcom/dr/Request;->resumeToken:Ljava/lang/String;
    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    .line 52
    const/4 v0, 0x1
    return v0
.end method


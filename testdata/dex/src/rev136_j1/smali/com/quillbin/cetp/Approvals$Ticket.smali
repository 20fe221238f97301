.class public final Lcom/quillbin/cetp/Approvals$Ticket;
.super Ljava/lang/Object;
.source "Approvals.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillbin/cetp/Approvals;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Ticket"
.end annotation


# instance fields
.field final digest:Ljava/lang/String;

.field final expiresAt:J

.field final provider:Ljava/lang/String;

.field final requestId:Ljava/lang/String;

.field final state:Ljava/lang/String;

.field final summary:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(Lorg/json/JSONObject;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 31
    const-string v1, "uid"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v0

    iput v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->uid:I

    .line 32
    const-string v1, "provider"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->provider:Ljava/lang/String;

    .line 33
    const-string v1, "request_id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->requestId:Ljava/lang/String;

    .line 34
    const-string v1, "tool"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->tool:Ljava/lang/String;

    .line 35
    const-string v1, "digest"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->digest:Ljava/lang/String;

    .line 36
    const-string v1, "summary"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->summary:Ljava/lang/String;

    .line 37
    const-string v1, "expires_at"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->expiresAt:J

    .line 38
    const-string v1, "state"

    const-string v2, "open"

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->state:Ljava/lang/String;

    .line 39
    return-void
.end method


# virtual methods
.method public open()Z
    .registers 5

    .line 42
    iget-object v1, p0, Lcom/quillbin/cetp/Approvals$Ticket;->state:Ljava/lang/String;

    const-string v0, "open"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/quillbin/cetp/Approvals$Ticket;->expiresAt:J

    cmp-long v0, v0, v2

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public summary()Ljava/lang/String;
    .registers 2

    .line 46
    iget-object v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public verdict(Lcom/quillbin/cetp/Request;)I
    .registers 7

    .line 51
    iget v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->uid:I

    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->uid()I

    move-result v1

    if-ne v0, v1, :cond_0

    iget-object v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->provider:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->provider()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->requestId:Ljava/lang/String;

    .line 52
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->tool:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->tool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/quillbin/cetp/Approvals$Ticket;->digest:Ljava/lang/String;

    .line 53
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v4, v0

    .line 54
    if-eqz v4, :cond_1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/quillbin/cetp/Approvals$Ticket;->expiresAt:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_2

    .line 55
    :cond_1
    const/4 v0, 0x3

    return v0

    .line 57
    :cond_2
    iget-object v1, p0, Lcom/quillbin/cetp/Approvals$Ticket;->state:Ljava/lang/String;

    const-string v0, "allowed"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 58
    const/4 v0, 0x1

    return v0

    .line 60
    :cond_3
    iget-object v1, p0, Lcom/quillbin/cetp/Approvals$Ticket;->state:Ljava/lang/String;

    const-string v0, "refused"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v0, 0x2

    goto :goto_1

    :cond_4
    const/4 v0, 0x3

    :goto_1
    return v0
.end method

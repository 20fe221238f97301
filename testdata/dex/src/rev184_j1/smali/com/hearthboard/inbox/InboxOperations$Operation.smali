.class public final Lcom/hearthboard/inbox/InboxOperations$Operation;
.super Ljava/lang/Object;
.source "InboxOperations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/inbox/InboxOperations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Operation"
.end annotation


# instance fields
.field final argsDigest:Ljava/lang/String;

.field volatile cancelRequested:Z

.field volatile errorCode:Ljava/lang/String;

.field public final id:Ljava/lang/String;

.field volatile result:Lorg/json/JSONObject;

.field volatile state:Ljava/lang/String;

.field task:Lcom/hearthboard/rx/Disposable;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 32
    const-string v0, "queued"

    iput-object v0, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;

    .line 39
    iput-object p1, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->id:Ljava/lang/String;

    .line 40
    iput p2, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->uid:I

    .line 41
    iput-object p3, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->tool:Ljava/lang/String;

    .line 42
    iput-object p4, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->argsDigest:Ljava/lang/String;

    .line 43
    return-void
.end method


# virtual methods
.method fail(Ljava/lang/String;)V
    .registers 4

    .line 55
    iput-object p1, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->errorCode:Ljava/lang/String;

    .line 56
    const-string v1, "CANCELLED"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    move-object v0, p0

    if-eqz v1, :cond_0

    const-string v1, "cancelled"

    goto :goto_0

    :cond_0
    const-string v1, "failed"

    :goto_0
    iput-object v1, v0, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;

    .line 57
    return-void
.end method

.method isCancelRequested()Ljava/lang/Boolean;
    .registers 2

    .line 46
    iget-boolean v0, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->cancelRequested:Z

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method succeed(Lorg/json/JSONObject;)V
    .registers 3

    .line 50
    iput-object p1, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->result:Lorg/json/JSONObject;

    .line 51
    const-string v0, "succeeded"

    iput-object v0, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;

    .line 52
    return-void
.end method

.method terminal()Z
    .registers 3

    .line 60
    iget-object v1, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;

    const-string v0, "succeeded"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;

    const-string v0, "failed"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;

    const-string v0, "cancelled"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 64
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;

    const-string v1, "state"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 65
    iget-object v1, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;

    const-string v0, "succeeded"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 66
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->result:Lorg/json/JSONObject;

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 67
    :cond_0
    iget-object v1, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;

    const-string v0, "failed"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 68
    iget-object v2, p0, Lcom/hearthboard/inbox/InboxOperations$Operation;->errorCode:Ljava/lang/String;

    invoke-static {v2}, Lcom/hearthboard/cetp/Envelopes;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "error"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 69
    :cond_1
    invoke-virtual {p0}, Lcom/hearthboard/inbox/InboxOperations$Operation;->terminal()Z

    move-result v0

    if-nez v0, :cond_2

    .line 70
    const-string v1, "poll_after_ms"

    const/16 v2, 0x7d0

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 72
    :cond_2
    :goto_0
    return-object v5
.end method

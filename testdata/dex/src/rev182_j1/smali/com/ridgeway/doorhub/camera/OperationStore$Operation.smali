.class public final Lcom/ridgeway/doorhub/camera/OperationStore$Operation;
.super Ljava/lang/Object;
.source "OperationStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ridgeway/doorhub/camera/OperationStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Operation"
.end annotation


# instance fields
.field final errorCode:Ljava/lang/String;

.field public final operationId:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field final result:Ljava/lang/String;

.field public final state:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->operationId:Ljava/lang/String;

    .line 25
    iput p2, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->uid:I

    .line 26
    iput-object p3, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->requestId:Ljava/lang/String;

    .line 27
    iput-object p4, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->state:Ljava/lang/String;

    .line 28
    iput-object p5, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->result:Ljava/lang/String;

    .line 29
    iput-object p6, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->errorCode:Ljava/lang/String;

    .line 30
    return-void
.end method


# virtual methods
.method public terminal()Z
    .registers 3

    .line 33
    iget-object v1, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->state:Ljava/lang/String;

    const-string v0, "succeeded"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->state:Ljava/lang/String;

    const-string v0, "failed"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->state:Ljava/lang/String;

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
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 37
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->operationId:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->state:Ljava/lang/String;

    const-string v1, "state"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    .line 38
    iget-object v1, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->state:Ljava/lang/String;

    const-string v0, "succeeded"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 39
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    new-instance v4, Lorg/json/JSONObject;

    iget-object v5, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->result:Ljava/lang/String;

    invoke-direct {v4, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 40
    :cond_0
    iget-object v1, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->state:Ljava/lang/String;

    const-string v0, "failed"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 41
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->errorCode:Ljava/lang/String;

    const-string v3, "error_code"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->errorCode:Ljava/lang/String;

    .line 42
    invoke-static {v4}, Lcom/ridgeway/doorhub/cetp/Envelopes;->message(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v3, "error_message"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->errorCode:Ljava/lang/String;

    .line 43
    invoke-static {v4}, Lcom/ridgeway/doorhub/cetp/Envelopes;->retryable(Ljava/lang/String;)Z

    move-result v4

    const-string v3, "retryable"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 41
    const-string v1, "error"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 44
    :cond_1
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/camera/OperationStore$Operation;->terminal()Z

    move-result v0

    if-nez v0, :cond_2

    .line 45
    const-string v1, "poll_after_ms"

    const/16 v2, 0x7d0

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 47
    :cond_2
    :goto_0
    return-object v6
.end method

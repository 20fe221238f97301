.class public final Lcom/verdant/garden/cetp/OperationStore$Operation;
.super Ljava/lang/Object;
.source "OperationStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/cetp/OperationStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Operation"
.end annotation


# instance fields
.field private final errorCode:Ljava/lang/String;

.field private final id:Ljava/lang/String;

.field private final result:Ljava/lang/String;

.field private final state:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 103
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 104
    iput-object p1, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->id:Ljava/lang/String;

    .line 105
    iput-object p2, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->state:Ljava/lang/String;

    .line 106
    iput-object p3, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->result:Ljava/lang/String;

    .line 107
    iput-object p4, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->errorCode:Ljava/lang/String;

    .line 108
    return-void
.end method


# virtual methods
.method public id()Ljava/lang/String;
    .registers 2

    .line 111
    iget-object v0, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->id:Ljava/lang/String;

    return-object v0
.end method

.method public terminal()Z
    .registers 3

    .line 115
    iget-object v1, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->state:Ljava/lang/String;

    const-string v0, "succeeded"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->state:Ljava/lang/String;

    const-string v0, "failed"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->state:Ljava/lang/String;

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
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 119
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->state:Ljava/lang/String;

    const-string v1, "state"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    .line 120
    iget-object v1, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->state:Ljava/lang/String;

    const-string v0, "succeeded"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 121
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    new-instance v4, Lorg/json/JSONObject;

    iget-object v5, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->result:Ljava/lang/String;

    invoke-direct {v4, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 122
    :cond_0
    iget-object v1, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->state:Ljava/lang/String;

    const-string v0, "failed"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 123
    iget-object v0, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->errorCode:Ljava/lang/String;

    invoke-static {v0}, Lcom/verdant/garden/cetp/ErrorCode;->valueOf(Ljava/lang/String;)Lcom/verdant/garden/cetp/ErrorCode;

    move-result-object v7

    .line 124
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lcom/verdant/garden/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v4

    const-string v3, "error_code"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 125
    invoke-virtual {v7}, Lcom/verdant/garden/cetp/ErrorCode;->message()Ljava/lang/String;

    move-result-object v4

    const-string v3, "error_message"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v7}, Lcom/verdant/garden/cetp/ErrorCode;->retryable()Z

    move-result v4

    const-string v3, "retryable"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 124
    const-string v1, "error"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 126
    goto :goto_0

    :cond_1
    iget-object v1, p0, Lcom/verdant/garden/cetp/OperationStore$Operation;->state:Ljava/lang/String;

    const-string v0, "cancelled"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 127
    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 129
    :cond_2
    :goto_0
    return-object v6
.end method

.class public final Lcom/quillhaven/archive/OperationRecord;
.super Ljava/lang/Object;
.source "Store.kt"


# instance fields
.field private volatile errorCode:Ljava/lang/String;

.field private volatile errorMessage:Ljava/lang/String;

.field private final id:Ljava/lang/String;

.field private final owner:I

.field private final requestId:Ljava/lang/String;

.field private volatile result:Lorg/json/JSONObject;

.field private final state:Ljava/util/concurrent/atomic/AtomicReference;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 7

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 135
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/OperationRecord;->id:Ljava/lang/String;

    iput p2, p0, Lcom/quillhaven/archive/OperationRecord;->owner:I

    iput-object p3, p0, Lcom/quillhaven/archive/OperationRecord;->requestId:Ljava/lang/String;

    iput-object p4, p0, Lcom/quillhaven/archive/OperationRecord;->tool:Ljava/lang/String;

    .line 136
    new-instance v0, Ljava/util/concurrent/atomic/AtomicReference;

    const-string v1, "queued"

    invoke-direct {v0, v1}, Ljava/util/concurrent/atomic/AtomicReference;-><init>(Ljava/lang/Object;)V

    iput-object v0, p0, Lcom/quillhaven/archive/OperationRecord;->state:Ljava/util/concurrent/atomic/AtomicReference;

    .line 135
    return-void
.end method


# virtual methods
.method public final getErrorCode()Ljava/lang/String;
    .registers 2

    .line 138
    iget-object v0, p0, Lcom/quillhaven/archive/OperationRecord;->errorCode:Ljava/lang/String;

    return-object v0
.end method

.method public final getErrorMessage()Ljava/lang/String;
    .registers 2

    .line 139
    iget-object v0, p0, Lcom/quillhaven/archive/OperationRecord;->errorMessage:Ljava/lang/String;

    return-object v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 135
    iget-object v0, p0, Lcom/quillhaven/archive/OperationRecord;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getOwner()I
    .registers 2

    .line 135
    iget v0, p0, Lcom/quillhaven/archive/OperationRecord;->owner:I

    return v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 135
    iget-object v0, p0, Lcom/quillhaven/archive/OperationRecord;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResult()Lorg/json/JSONObject;
    .registers 2

    .line 137
    iget-object v0, p0, Lcom/quillhaven/archive/OperationRecord;->result:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getState()Ljava/util/concurrent/atomic/AtomicReference;
    .registers 2

    .line 136
    iget-object v0, p0, Lcom/quillhaven/archive/OperationRecord;->state:Ljava/util/concurrent/atomic/AtomicReference;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 135
    iget-object v0, p0, Lcom/quillhaven/archive/OperationRecord;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final setErrorCode(Ljava/lang/String;)V
    .registers 2

    .line 138
    iput-object p1, p0, Lcom/quillhaven/archive/OperationRecord;->errorCode:Ljava/lang/String;

    return-void
.end method

.method public final setErrorMessage(Ljava/lang/String;)V
    .registers 2

    .line 139
    iput-object p1, p0, Lcom/quillhaven/archive/OperationRecord;->errorMessage:Ljava/lang/String;

    return-void
.end method

.method public final setResult(Lorg/json/JSONObject;)V
    .registers 2

    .line 137
    iput-object p1, p0, Lcom/quillhaven/archive/OperationRecord;->result:Lorg/json/JSONObject;

    return-void
.end method

.method public final toStatus()Lorg/json/JSONObject;
    .registers 10

    .line 142
    iget-object v0, p0, Lcom/quillhaven/archive/OperationRecord;->state:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Ljava/lang/String;

    .line 143
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/quillhaven/archive/OperationRecord;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "state"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    .line 144
    iget-object v0, p0, Lcom/quillhaven/archive/OperationRecord;->result:Lorg/json/JSONObject;

    if-eqz v0, :cond_0

    move-object v7, v0

    .line 235
    const/4 v8, 0x0

    .line 144
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "value"

    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 145
    :cond_0
    :goto_0
    iget-object v0, p0, Lcom/quillhaven/archive/OperationRecord;->errorCode:Ljava/lang/String;

    if-eqz v0, :cond_1

    move-object v7, v0

    .line 235
    const/4 v8, 0x0

    .line 145
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "error_code"

    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/quillhaven/archive/OperationRecord;->errorMessage:Ljava/lang/String;

    const-string v3, "error_message"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "retryable"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "error"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_1

    .line 146
    :cond_1
    :goto_1
    const-string v1, "queued"

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const-string v1, "running"

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    :cond_2
    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 147
    :cond_3
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    return-object v6
.end method

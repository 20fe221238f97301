.class public final Lcom/kiteframe/ops/Operation;
.super Ljava/lang/Object;
.source "Operation.java"

# static fields
.field static final COLUMNS:[Ljava/lang/String;

# instance fields
.field public final id:Ljava/lang/String;
.field public final ownerUid:I
.field public final requestId:Ljava/lang/String;
.field public final tool:Ljava/lang/String;
.field public final state:Ljava/lang/String;
.field final result:Ljava/lang/String;
.field final error:Ljava/lang/String;

# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 10
    .line 21
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 22
    iput-object v3, v2, Lcom/kiteframe/ops/Operation;->id:Ljava/lang/String;
    .line 23
    iput v4, v2, Lcom/kiteframe/ops/Operation;->ownerUid:I
    .line 24
    iput-object v5, v2, Lcom/kiteframe/ops/Operation;->requestId:Ljava/lang/String;
    .line 25
    iput-object v6, v2, Lcom/kiteframe/ops/Operation;->tool:Ljava/lang/String;
    .line 26
    iput-object v7, v2, Lcom/kiteframe/ops/Operation;->state:Ljava/lang/String;
    .line 27
    iput-object v8, v2, Lcom/kiteframe/ops/Operation;->result:Ljava/lang/String;
    .line 28
    iput-object v9, v2, Lcom/kiteframe/ops/Operation;->error:Ljava/lang/String;
    .line 29
    return-void
.end method

.method static from(Landroid/database/Cursor;)Lcom/kiteframe/ops/Operation;
    .registers 11
    .line 32
    new-instance v0, Lcom/kiteframe/ops/Operation;
    const/4 v3, 0x0
    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const/4 v4, 0x1
    invoke-interface {v10, v4}, Landroid/database/Cursor;->getInt(I)I
    move-result v3
    const/4 v5, 0x2
    invoke-interface {v10, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    const/4 v6, 0x3
    invoke-interface {v10, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v5
    const/4 v7, 0x4
    invoke-interface {v10, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v6
    .line 33
    const/4 v8, 0x5
    invoke-interface {v10, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v7
    const/4 v9, 0x6
    invoke-interface {v10, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v8
    move-object v1, v0
    invoke-direct/range {v1 .. v8}, Lcom/kiteframe/ops/Operation;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    return-object v0
.end method

.method public static cancellationRequested(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 5
    .line 56
    new-instance v3, Lorg/json/JSONObject;
    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V
    .line 57
    const-string v1, "operation_id"
    invoke-virtual {v3, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 58
    const-string v1, "state"
    const-string v2, "cancellation_requested"
    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 59
    const-string v1, "poll_after_ms"
    const/16 v2, 0x1f4
    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    .line 60
    return-object v3
.end method

.method public static errorJson(Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    .registers 8
    .line 65
    new-instance v3, Lorg/json/JSONObject;
    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V
    :L8
    .line 67
    const-string v1, "error_code"
    invoke-virtual {v3, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 68
    const-string v1, "error_message"
    invoke-virtual {v3, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 69
    const-string v1, "retryable"
    invoke-virtual {v3, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    :L32
    .line 72
    goto :L37
    :L35
    .line 70
    move-exception v4
    :L37
    .line 73
    return-object v3
    .catch Lorg/json/JSONException; {:L8 .. :L32} :L35
.end method

.method public static summaries(Ljava/util/List;)Lorg/json/JSONObject;
    .registers 8
    .line 77
    new-instance v3, Lorg/json/JSONArray;
    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V
    .line 78
    invoke-interface {v7}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v4
    :L15
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L77
    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Lcom/kiteframe/ops/Operation;
    .line 79
    new-instance v6, Lorg/json/JSONObject;
    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V
    .line 80
    const-string v1, "operation_id"
    iget-object v2, v5, Lcom/kiteframe/ops/Operation;->id:Ljava/lang/String;
    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 81
    const-string v1, "state"
    iget-object v2, v5, Lcom/kiteframe/ops/Operation;->state:Ljava/lang/String;
    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 82
    invoke-virtual {v3, v6}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 83
    goto :L15
    :L77
    .line 84
    new-instance v4, Lorg/json/JSONObject;
    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V
    .line 85
    const-string v1, "operations"
    invoke-virtual {v4, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 86
    return-object v4
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 11
    const/4 v0, 0x7
    new-array v0, v0, [Ljava/lang/String;
    const-string v3, "id"
    const/4 v2, 0x0
    aput-object v3, v0, v2
    const-string v3, "owner_uid"
    const/4 v2, 0x1
    aput-object v3, v0, v2
    const-string v3, "request_id"
    const/4 v2, 0x2
    aput-object v3, v0, v2
    const-string v3, "tool"
    const/4 v2, 0x3
    aput-object v3, v0, v2
    const-string v3, "state"
    const/4 v2, 0x4
    aput-object v3, v0, v2
    const-string v3, "result"
    const/4 v2, 0x5
    aput-object v3, v0, v2
    const-string v3, "error"
    const/4 v2, 0x6
    aput-object v3, v0, v2
    sput-object v0, Lcom/kiteframe/ops/Operation;->COLUMNS:[Ljava/lang/String;
    return-void
.end method

# virtual methods
.method public statusJson()Lorg/json/JSONObject;
    .registers 8
    .line 38
    new-instance v5, Lorg/json/JSONObject;
    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V
    .line 39
    const-string v1, "operation_id"
    iget-object v2, v7, Lcom/kiteframe/ops/Operation;->id:Ljava/lang/String;
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 40
    const-string v1, "state"
    iget-object v2, v7, Lcom/kiteframe/ops/Operation;->state:Ljava/lang/String;
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 41
    const-string v0, "succeeded"
    iget-object v1, v7, Lcom/kiteframe/ops/Operation;->state:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L88
    .line 42
    new-instance v6, Lorg/json/JSONObject;
    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V
    .line 43
    const-string v1, "kind"
    const-string v2, "inline"
    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 44
    const-string v1, "value"
    new-instance v2, Lorg/json/JSONObject;
    iget-object v4, v7, Lcom/kiteframe/ops/Operation;->result:Ljava/lang/String;
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 45
    const-string v1, "result"
    invoke-virtual {v5, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 46
    goto :L143
    :L88
    const-string v0, "failed"
    iget-object v1, v7, Lcom/kiteframe/ops/Operation;->state:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L121
    .line 47
    const-string v1, "error"
    new-instance v2, Lorg/json/JSONObject;
    iget-object v4, v7, Lcom/kiteframe/ops/Operation;->error:Ljava/lang/String;
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    goto :L143
    :L121
    .line 48
    const-string v0, "cancelled"
    iget-object v1, v7, Lcom/kiteframe/ops/Operation;->state:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L143
    .line 49
    const-string v1, "poll_after_ms"
    const/16 v2, 0x3e8
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    :L143
    .line 51
    return-object v5
.end method

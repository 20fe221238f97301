.class public final Lcom/halyard/vault/jobs/OperationsEndpoint;
.super Ljava/lang/Object;
.source "OperationsEndpoint.java"


# static fields
.field public static final POLL_AFTER_MS:J = 0x5dcL

.field private static final TAG:Ljava/lang/String; = "VaultOperations"


# instance fields
.field private final repository:Lcom/halyard/vault/jobs/OperationRepository;


# direct methods
.method public constructor <init>(Lcom/halyard/vault/jobs/OperationRepository;)V
    .registers 2

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput-object p1, p0, Lcom/halyard/vault/jobs/OperationsEndpoint;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    .line 25
    return-void
.end method

.method private static cancellationRequested(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 115
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 116
    const-string v2, "operation_id"

    invoke-virtual {v1, v2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 117
    const-string v2, "state"

    const-string v3, "cancellation_requested"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 118
    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    .line 115
    invoke-static {p0, v1}, Lcom/halyard/vault/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static deadlinePassed(Landroid/os/Bundle;)Z
    .registers 7

    .line 130
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v4

    .line 131
    const-wide/16 v2, 0x0

    cmp-long v0, v4, v2

    if-lez v0, :cond_0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v4, v2

    if-gtz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static replay(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 123
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationRow;->tool:Ljava/lang/String;

    iget-object v1, p1, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v1, v1, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationRow;->argsDigest:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/halyard/vault/cetp/Call;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 124
    :cond_0
    iget-object v0, p1, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 126
    :cond_1
    iget-object v0, p1, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    iget-object v1, p0, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    const-wide/16 v2, 0x5dc

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public cancel(Lcom/halyard/vault/cetp/Caller;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 87
    invoke-static {p3}, Lcom/halyard/vault/jobs/OperationsEndpoint;->deadlinePassed(Landroid/os/Bundle;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 88
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the call started"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
    :cond_0
    const-string v1, "operation_id"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 91
    if-nez v6, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationsEndpoint;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0, v6}, Lcom/halyard/vault/jobs/OperationRepository;->find(Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v0

    :goto_0
    move-object v7, v0

    .line 92
    if-nez v7, :cond_2

    .line 93
    const-string v1, "INVALID_REQUEST"

    const-string v2, "No such operation"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 95
    :cond_2
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    iget-object v2, v7, Lcom/halyard/vault/jobs/OperationRow;->tool:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " asks to cancel "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v1, v4

    const-string v0, "VaultOperations"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 96
    const/4 v8, 0x0

    :goto_1
    const/4 v1, 0x3

    if-ge v8, v1, :cond_8

    if-eqz v7, :cond_8

    .line 97
    iget-object v0, v7, Lcom/halyard/vault/jobs/OperationRow;->status:Lcom/halyard/vault/jobs/OpStatus;

    sget-object v1, Lcom/halyard/vault/jobs/OpStatus;->CANCELLED:Lcom/halyard/vault/jobs/OpStatus;

    if-eq v0, v1, :cond_3

    iget-boolean v0, v7, Lcom/halyard/vault/jobs/OperationRow;->cancelRequested:Z

    if-eqz v0, :cond_4

    .line 98
    :cond_3
    invoke-static {p2, v6}, Lcom/halyard/vault/jobs/OperationsEndpoint;->cancellationRequested(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 100
    :cond_4
    iget-object v0, v7, Lcom/halyard/vault/jobs/OperationRow;->status:Lcom/halyard/vault/jobs/OpStatus;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/OpStatus;->terminal()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 101
    const-string v1, "CONFLICT"

    const-string v2, "The operation has already finished"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 103
    :cond_5
    iget-object v0, v7, Lcom/halyard/vault/jobs/OperationRow;->status:Lcom/halyard/vault/jobs/OpStatus;

    sget-object v1, Lcom/halyard/vault/jobs/OpStatus;->PENDING:Lcom/halyard/vault/jobs/OpStatus;

    if-ne v0, v1, :cond_6

    .line 104
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationsEndpoint;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->CANCELLED:Lcom/halyard/vault/jobs/OpStatus;

    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    invoke-virtual {v0, v7, v2, v3}, Lcom/halyard/vault/jobs/OperationRepository;->transition(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/OpStatus;Landroid/content/ContentValues;)Z

    move-result v0

    goto :goto_2

    .line 105
    :cond_6
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationsEndpoint;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0, v7}, Lcom/halyard/vault/jobs/OperationRepository;->requestCancel(Lcom/halyard/vault/jobs/OperationRow;)Z

    move-result v0

    :goto_2
    move v9, v0

    .line 106
    if-eqz v9, :cond_7

    .line 107
    invoke-static {p2, v6}, Lcom/halyard/vault/jobs/OperationsEndpoint;->cancellationRequested(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 109
    :cond_7
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationsEndpoint;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0, v6}, Lcom/halyard/vault/jobs/OperationRepository;->find(Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v7

    .line 96
    add-int/lit8 v8, v8, 0x1

    goto :goto_1

    .line 111
    :cond_8
    const-string v1, "CONFLICT"

    const-string v2, "The operation is changing; try again"

    const/4 v3, 0x1

    invoke-static {p2, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public get(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Sessions$Session;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 29
    move-object/from16 v0, p4

    invoke-static {v0}, Lcom/halyard/vault/jobs/OperationsEndpoint;->deadlinePassed(Landroid/os/Bundle;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 30
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the call started"

    const/4 v3, 0x0

    invoke-static {p3, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 32
    :cond_0
    move-object/from16 v0, p4

    const-string v1, "operation_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 33
    if-nez v7, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationsEndpoint;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0, v7}, Lcom/halyard/vault/jobs/OperationRepository;->find(Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v0

    :goto_0
    move-object v8, v0

    .line 34
    if-eqz v8, :cond_2

    iget v0, v8, Lcom/halyard/vault/jobs/OperationRow;->ownerUid:I

    iget v1, p1, Lcom/halyard/vault/cetp/Caller;->uid:I

    if-ne v0, v1, :cond_2

    iget-object v0, v8, Lcom/halyard/vault/jobs/OperationRow;->requestId:Ljava/lang/String;

    invoke-virtual {v0, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 35
    :cond_2
    const-string v1, "INVALID_REQUEST"

    const-string v2, "No such operation for this caller and request"

    const/4 v3, 0x0

    invoke-static {p3, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 37
    :cond_3
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, v8, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, v8, Lcom/halyard/vault/jobs/OperationRow;->status:Lcom/halyard/vault/jobs/OpStatus;

    iget-object v2, v2, Lcom/halyard/vault/jobs/OpStatus;->wire:Ljava/lang/String;

    const-string v1, "state"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    .line 38
    const/4 v10, 0x0

    .line 39
    sget-object v0, Lcom/halyard/vault/jobs/OperationsEndpoint$1;->$SwitchMap$com$halyard$vault$jobs$OpStatus:[I

    iget-object v1, v8, Lcom/halyard/vault/jobs/OperationRow;->status:Lcom/halyard/vault/jobs/OpStatus;

    invoke-virtual {v1}, Lcom/halyard/vault/jobs/OpStatus;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    .line 42
    :pswitch_0
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget v4, v8, Lcom/halyard/vault/jobs/OperationRow;->progress:I

    .line 43
    const-string v3, "current"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    iget v4, v8, Lcom/halyard/vault/jobs/OperationRow;->progressTotal:I

    .line 44
    const-string v3, "total"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 45
    iget-object v4, v8, Lcom/halyard/vault/jobs/OperationRow;->progressText:Ljava/lang/String;

    move-object v0, v9

    const-string v1, "progress"

    const-string v3, "message"

    if-nez v4, :cond_4

    const-string v4, "Waiting"

    goto :goto_1

    :cond_4
    iget-object v4, v8, Lcom/halyard/vault/jobs/OperationRow;->progressText:Ljava/lang/String;

    :goto_1
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 42
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 46
    const-string v1, "poll_after_ms"

    const-wide/16 v2, 0x5dc

    invoke-virtual {v9, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 47
    goto/16 :goto_3

    .line 49
    :pswitch_1
    iget-object v0, v8, Lcom/halyard/vault/jobs/OperationRow;->resultPath:Ljava/lang/String;

    if-nez v0, :cond_5

    .line 50
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    new-instance v4, Lorg/json/JSONObject;

    iget-object v6, v8, Lcom/halyard/vault/jobs/OperationRow;->resultJson:Ljava/lang/String;

    invoke-direct {v4, v6}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 52
    goto/16 :goto_3

    .line 54
    :cond_5
    const-string v1, "large_results"

    invoke-virtual {p2, v1}, Lcom/halyard/vault/cetp/Sessions$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 55
    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "The result is a file; negotiate large_results"

    const/4 v3, 0x0

    invoke-static {p3, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :cond_6
    :try_start_0
    new-instance v0, Ljava/io/File;

    iget-object v2, v8, Lcom/halyard/vault/jobs/OperationRow;->resultPath:Ljava/lang/String;

    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lcom/halyard/vault/jobs/ResultFiles;->openForConsumer(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v10

    .line 63
    goto :goto_2

    :catch_0
    move-exception v11

    .line 61
    iget-object v1, v8, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "result of "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " is gone"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "VaultOperations"

    invoke-static {v0, v1, v11}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 62
    const-string v1, "RESULT_EXPIRED"

    const-string v2, "The result file is no longer kept"

    const/4 v3, 0x0

    invoke-static {p3, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 64
    :goto_2
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 65
    const-string v3, "kind"

    const-string v4, "file"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, v8, Lcom/halyard/vault/jobs/OperationRow;->mediaType:Ljava/lang/String;

    .line 66
    const-string v3, "media_type"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-wide v4, v8, Lcom/halyard/vault/jobs/OperationRow;->resultSize:J

    .line 67
    const-string v3, "size_bytes"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, v8, Lcom/halyard/vault/jobs/OperationRow;->resultSha256:Ljava/lang/String;

    .line 68
    const-string v3, "sha256"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 64
    const-string v1, "result"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 69
    goto :goto_3

    .line 71
    :pswitch_2
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, v8, Lcom/halyard/vault/jobs/OperationRow;->errorCode:Ljava/lang/String;

    .line 72
    const-string v3, "error_code"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, v8, Lcom/halyard/vault/jobs/OperationRow;->errorText:Ljava/lang/String;

    .line 73
    const-string v3, "error_message"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v5, v8, Lcom/halyard/vault/jobs/OperationRow;->errorCode:Ljava/lang/String;

    .line 74
    const-string v4, "UNAVAILABLE"

    invoke-virtual {v4, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    const-string v3, "retryable"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 71
    const-string v1, "error"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 75
    goto :goto_3

    .line 79
    :goto_3
    invoke-virtual {v9}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {p3, v1}, Lcom/halyard/vault/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v11

    .line 80
    if-eqz v10, :cond_7

    .line 81
    const-string v1, "result_fd"

    invoke-virtual {v11, v1, v10}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 83
    :cond_7
    return-object v11

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

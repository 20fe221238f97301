.class public abstract Lcom/larderly/app/cetp/ToolProviderBase;
.super Landroid/content/ContentProvider;
.source "ToolProviderBase.java"


# static fields
.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field static final OFFERED:[Ljava/lang/String;

.field protected static final TAG:Ljava/lang/String; = "LarderlyTools"


# instance fields
.field protected locator:Lcom/larderly/app/di/ServiceLocator;

.field private tools:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/larderly/app/cetp/ToolDescriptor;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 29
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "async_operations"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "cancellation"

    aput-object v2, v0, v1

    sput-object v0, Lcom/larderly/app/cetp/ToolProviderBase;->OFFERED:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private cancelOperation(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 259
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->session:Lcom/larderly/app/cetp/SessionStore$Session;

    const-string v1, "cancellation"

    invoke-virtual {v0, v1}, Lcom/larderly/app/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 260
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 262
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/cetp/ToolProviderBase;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    invoke-virtual {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v1

    iget-object v2, p1, Lcom/larderly/app/cetp/ProviderRequest;->extras:Landroid/os/Bundle;

    const-string v3, "operation_id"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    iget v3, p1, Lcom/larderly/app/cetp/ProviderRequest;->callerUid:I

    iget-object v4, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/app/cetp/OperationStore;->owned(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)Lcom/larderly/app/cetp/OperationStore$Op;

    move-result-object v5

    .line 264
    if-nez v5, :cond_1

    .line 265
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 267
    :cond_1
    invoke-virtual {v5}, Lcom/larderly/app/cetp/OperationStore$Op;->terminal()Z

    move-result v0

    if-nez v0, :cond_2

    iget-object v0, p0, Lcom/larderly/app/cetp/ToolProviderBase;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    iget-object v1, v5, Lcom/larderly/app/cetp/OperationStore$Op;->id:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/larderly/app/cetp/OperationStore;->requestCancel(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 268
    :cond_2
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "CONFLICT"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 270
    :cond_3
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 271
    iget-object v2, v5, Lcom/larderly/app/cetp/OperationStore$Op;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 272
    const-string v1, "state"

    const-string v2, "cancellation_requested"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 273
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    invoke-static {v0, v6}, Lcom/larderly/app/cetp/Envelopes;->raw(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private dispatch(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 21
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 138
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 139
    move-object/from16 v0, p2

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v10

    .line 140
    move-object/from16 v0, p2

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    invoke-static {v9}, Lcom/larderly/app/cetp/Tokens;->isUuid(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-wide/16 v2, 0x0

    cmp-long v0, v10, v2

    if-gtz v0, :cond_1

    .line 141
    :cond_0
    const-string v1, "INVALID_REQUEST"

    invoke-static {v9, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 143
    :cond_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larderly/app/cetp/ToolProviderBase;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->sessions()Lcom/larderly/app/cetp/SessionStore;

    move-result-object v0

    move-object/from16 v1, p0

    invoke-virtual {v1}, Lcom/larderly/app/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, p2

    const-string v3, "session_token"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 144
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    .line 143
    move/from16 v3, p3

    invoke-virtual/range {v0 .. v5}, Lcom/larderly/app/cetp/SessionStore;->find(Ljava/lang/String;Ljava/lang/String;IJ)Lcom/larderly/app/cetp/SessionStore$Session;

    move-result-object v12

    .line 145
    if-nez v12, :cond_2

    .line 146
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {v9, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 148
    :cond_2
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larderly/app/cetp/ToolProviderBase;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->callers()Lcom/larderly/app/cetp/CallerRegistry;

    move-result-object v0

    move/from16 v1, p3

    invoke-virtual {v0, v1}, Lcom/larderly/app/cetp/CallerRegistry;->resolve(I)Lcom/larderly/app/cetp/CallerRegistry$Caller;

    move-result-object v13

    .line 149
    iget-boolean v0, v13, Lcom/larderly/app/cetp/CallerRegistry$Caller;->allowed:Z

    if-nez v0, :cond_3

    .line 150
    const-string v1, "PERMISSION_DENIED"

    invoke-static {v9, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 152
    :cond_3
    new-instance v14, Lcom/larderly/app/cetp/ProviderRequest;

    move-object v1, v14

    move-object/from16 v2, p1

    move-object/from16 v3, p2

    move-object v4, v9

    move-object v5, v13

    move-object v6, v12

    move-wide v7, v10

    invoke-direct/range {v1 .. v8}, Lcom/larderly/app/cetp/ProviderRequest;-><init>(Ljava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lcom/larderly/app/cetp/CallerRegistry$Caller;Lcom/larderly/app/cetp/SessionStore$Session;J)V

    .line 153
    move-object/from16 v15, p1

    const/16 v16, -0x1

    invoke-virtual {v15}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v15, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/16 v16, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v15, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/16 v16, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v15, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/16 v16, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v15, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/16 v16, 0x3

    :cond_4
    :goto_0
    packed-switch v16, :pswitch_data_0

    goto :goto_1

    .line 155
    :pswitch_0
    move-object/from16 v1, p0

    invoke-direct {v1}, Lcom/larderly/app/cetp/ToolProviderBase;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v9, v1}, Lcom/larderly/app/cetp/Envelopes;->raw(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 157
    :pswitch_1
    move-object/from16 v1, p0

    invoke-direct {v1, v14}, Lcom/larderly/app/cetp/ToolProviderBase;->toolList(Lcom/larderly/app/cetp/ProviderRequest;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v9, v1}, Lcom/larderly/app/cetp/Envelopes;->raw(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 159
    :pswitch_2
    move-object/from16 v0, p0

    invoke-direct {v0, v14}, Lcom/larderly/app/cetp/ToolProviderBase;->execute(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 161
    :pswitch_3
    move-object/from16 v0, p0

    invoke-direct {v0, v14}, Lcom/larderly/app/cetp/ToolProviderBase;->getOperation(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 163
    :goto_1
    move-object/from16 v0, p0

    invoke-direct {v0, v14}, Lcom/larderly/app/cetp/ToolProviderBase;->cancelOperation(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private execute(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 195
    const/4 v6, 0x0

    .line 196
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->extras:Landroid/os/Bundle;

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 197
    iget-object v0, p0, Lcom/larderly/app/cetp/ToolProviderBase;->tools:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/cetp/ToolDescriptor;

    move-object v9, v0

    .line 198
    iget-object v0, v9, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-boolean v0, v9, Lcom/larderly/app/cetp/ToolDescriptor;->async:Z

    if-eqz v0, :cond_0

    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->session:Lcom/larderly/app/cetp/SessionStore$Session;

    const-string v1, "async_operations"

    invoke-virtual {v0, v1}, Lcom/larderly/app/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 199
    :cond_0
    move-object v6, v9

    .line 201
    :cond_1
    goto :goto_0

    .line 202
    :cond_2
    if-nez v6, :cond_3

    .line 203
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 205
    :cond_3
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 206
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v8, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v9

    .line 207
    array-length v0, v9

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_4

    .line 208
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 212
    :cond_4
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v8}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v10, v0

    .line 215
    goto :goto_1

    :catch_0
    move-exception v11

    .line 214
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 216
    :goto_1
    invoke-virtual {v6, v10}, Lcom/larderly/app/cetp/ToolDescriptor;->accepts(Lorg/json/JSONObject;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 217
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 219
    :cond_5
    iput-object v6, p1, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    .line 220
    iput-object v10, p1, Lcom/larderly/app/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    .line 221
    invoke-static {v9}, Lcom/larderly/app/cetp/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p1, Lcom/larderly/app/cetp/ProviderRequest;->argsDigest:Ljava/lang/String;

    .line 222
    invoke-virtual {v6}, Lcom/larderly/app/cetp/ToolDescriptor;->isRead()Z

    move-result v0

    if-nez v0, :cond_6

    invoke-virtual {p1}, Lcom/larderly/app/cetp/ProviderRequest;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_6

    .line 223
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 225
    :cond_6
    invoke-virtual {p0, p1}, Lcom/larderly/app/cetp/ToolProviderBase;->authorize(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/AccessDecision;

    move-result-object v11

    .line 226
    iget-boolean v0, v11, Lcom/larderly/app/cetp/AccessDecision;->allowed:Z

    if-nez v0, :cond_7

    .line 227
    iget-object v1, v6, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    iget v2, p1, Lcom/larderly/app/cetp/ProviderRequest;->callerUid:I

    invoke-static {v11}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "denied "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " for uid "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ": "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v1, v4

    const-string v0, "LarderlyTools"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 228
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    iget-object v1, v11, Lcom/larderly/app/cetp/AccessDecision;->errorCode:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 230
    :cond_7
    invoke-virtual {p0, p1}, Lcom/larderly/app/cetp/ToolProviderBase;->executeTool(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private getOperation(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 234
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->session:Lcom/larderly/app/cetp/SessionStore$Session;

    const-string v1, "async_operations"

    invoke-virtual {v0, v1}, Lcom/larderly/app/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 235
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 237
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/cetp/ToolProviderBase;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    invoke-virtual {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v1

    iget-object v2, p1, Lcom/larderly/app/cetp/ProviderRequest;->extras:Landroid/os/Bundle;

    const-string v3, "operation_id"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    iget v3, p1, Lcom/larderly/app/cetp/ProviderRequest;->callerUid:I

    iget-object v4, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/app/cetp/OperationStore;->owned(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)Lcom/larderly/app/cetp/OperationStore$Op;

    move-result-object v5

    .line 239
    if-nez v5, :cond_1

    .line 240
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 242
    :cond_1
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 243
    iget-object v2, v5, Lcom/larderly/app/cetp/OperationStore$Op;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 244
    iget-object v2, v5, Lcom/larderly/app/cetp/OperationStore$Op;->state:Ljava/lang/String;

    const-string v1, "state"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 245
    iget-object v1, v5, Lcom/larderly/app/cetp/OperationStore$Op;->state:Ljava/lang/String;

    const-string v0, "succeeded"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 246
    new-instance v7, Lorg/json/JSONObject;

    invoke-direct {v7}, Lorg/json/JSONObject;-><init>()V

    .line 247
    const-string v1, "kind"

    const-string v2, "inline"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 248
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, v5, Lcom/larderly/app/cetp/OperationStore$Op;->result:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "value"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 249
    const-string v1, "result"

    invoke-virtual {v6, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 250
    goto :goto_0

    :cond_2
    iget-object v1, v5, Lcom/larderly/app/cetp/OperationStore$Op;->state:Ljava/lang/String;

    const-string v0, "failed"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 251
    iget-object v2, v5, Lcom/larderly/app/cetp/OperationStore$Op;->errorCode:Ljava/lang/String;

    invoke-static {v2}, Lcom/larderly/app/cetp/Envelopes;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "error"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 252
    :cond_3
    invoke-virtual {v5}, Lcom/larderly/app/cetp/OperationStore$Op;->terminal()Z

    move-result v0

    if-nez v0, :cond_4

    .line 253
    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 255
    :cond_4
    :goto_0
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    invoke-static {v0, v6}, Lcom/larderly/app/cetp/Envelopes;->raw(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static isoTime(J)Ljava/lang/String;
    .registers 7

    .line 277
    new-instance v4, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd\'T\'HH:mm:ss\'Z\'"

    invoke-direct {v4, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    .line 278
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 279
    new-instance v1, Ljava/util/Date;

    invoke-direct {v1, p0, p1}, Ljava/util/Date;-><init>(J)V

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 22
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 88
    move-object/from16 v0, p1

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v8

    .line 89
    const/4 v9, 0x0

    .line 90
    const/4 v10, 0x0

    :goto_0
    if-eqz v8, :cond_1

    array-length v1, v8

    if-ge v10, v1, :cond_1

    .line 91
    aget v0, v8, v10

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    .line 92
    const/4 v9, 0x1

    .line 90
    :cond_0
    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    .line 95
    :cond_1
    if-nez v9, :cond_2

    .line 96
    const-string v0, "UNSUPPORTED_VERSION"

    invoke-static {v0}, Lcom/larderly/app/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 98
    :cond_2
    move-object/from16 v0, p1

    const-string v1, "consumer_capabilities"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 101
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    move-object v1, v0

    if-nez v10, :cond_3

    const-string v2, ""

    goto :goto_1

    :cond_3
    move-object v2, v10

    :goto_1
    invoke-direct {v1, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v11, v0

    .line 104
    goto :goto_2

    :catch_0
    move-exception v12

    .line 103
    const-string v0, "INVALID_REQUEST"

    invoke-static {v0}, Lcom/larderly/app/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 105
    :goto_2
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larderly/app/cetp/ToolProviderBase;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->callers()Lcom/larderly/app/cetp/CallerRegistry;

    move-result-object v0

    move/from16 v1, p2

    invoke-virtual {v0, v1}, Lcom/larderly/app/cetp/CallerRegistry;->resolve(I)Lcom/larderly/app/cetp/CallerRegistry$Caller;

    move-result-object v12

    .line 106
    iget-boolean v0, v12, Lcom/larderly/app/cetp/CallerRegistry$Caller;->allowed:Z

    if-nez v0, :cond_4

    .line 107
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/larderly/app/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 109
    :cond_4
    new-instance v13, Ljava/util/ArrayList;

    invoke-direct {v13}, Ljava/util/ArrayList;-><init>()V

    .line 110
    sget-object v14, Lcom/larderly/app/cetp/ToolProviderBase;->OFFERED:[Ljava/lang/String;

    array-length v15, v14

    const/16 v16, 0x0

    :goto_3
    move/from16 v0, v16

    if-ge v0, v15, :cond_7

    aget-object v17, v14, v16

    .line 111
    const/16 v18, 0x0

    :goto_4
    invoke-virtual {v11}, Lorg/json/JSONArray;->length()I

    move-result v1

    move/from16 v0, v18

    if-ge v0, v1, :cond_6

    .line 112
    move/from16 v2, v18

    invoke-virtual {v11, v2}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, v17

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    move-object/from16 v1, v17

    invoke-interface {v13, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 113
    move-object/from16 v1, v17

    invoke-interface {v13, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 111
    :cond_5
    add-int/lit8 v18, v18, 0x1

    goto :goto_4

    .line 110
    :cond_6
    add-int/lit8 v16, v16, 0x1

    goto :goto_3

    .line 117
    :cond_7
    const-string v1, "async_operations"

    invoke-interface {v13, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 118
    const-string v1, "cancellation"

    invoke-interface {v13, v1}, Ljava/util/List;->remove(Ljava/lang/Object;)Z

    .line 120
    :cond_8
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v14

    .line 121
    new-instance v16, Lorg/json/JSONObject;

    move-object/from16 v1, v16

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 122
    move-object/from16 v0, v16

    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 123
    move-object/from16 v0, v16

    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 124
    move-object/from16 v0, v16

    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 125
    move-object/from16 v0, v16

    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 126
    new-instance v17, Lorg/json/JSONObject;

    move-object/from16 v1, v17

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 127
    move-object/from16 v0, v17

    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 128
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/larderly/app/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v17

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 129
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/larderly/app/cetp/ToolProviderBase;->providerName()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v17

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 130
    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/larderly/app/cetp/ToolProviderBase;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->sessions()Lcom/larderly/app/cetp/SessionStore;

    move-result-object v2

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lcom/larderly/app/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v3

    move/from16 v4, p2

    move-object v5, v13

    move-wide v6, v14

    invoke-virtual/range {v2 .. v7}, Lcom/larderly/app/cetp/SessionStore;->open(Ljava/lang/String;ILjava/util/List;J)Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v17

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 131
    const-wide/32 v4, 0x36ee80

    add-long v2, v14, v4

    invoke-static {v2, v3}, Lcom/larderly/app/cetp/ToolProviderBase;->isoTime(J)Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v17

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 132
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v13}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v0, v17

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 133
    move-object/from16 v0, v17

    const-string v1, "limits"

    move-object/from16 v2, v16

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 134
    move-object/from16 v0, v17

    invoke-static {v0}, Lcom/larderly/app/cetp/Envelopes;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo()Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 168
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 169
    invoke-virtual {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v1

    const-string v0, "provider_id"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 170
    invoke-virtual {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->providerName()Ljava/lang/String;

    move-result-object v1

    const-string v0, "provider_name"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 171
    invoke-virtual {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->description()Ljava/lang/String;

    move-result-object v1

    const-string v0, "description"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 172
    const-string v0, "schema_dialect"

    const-string v1, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 173
    invoke-virtual {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->scopeCatalog()Lorg/json/JSONArray;

    move-result-object v1

    const-string v0, "scopes"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 174
    return-object v2
.end method

.method private requireCaller()V
    .registers 4

    .line 284
    iget-object v0, p0, Lcom/larderly/app/cetp/ToolProviderBase;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->callers()Lcom/larderly/app/cetp/CallerRegistry;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, v1}, Lcom/larderly/app/cetp/CallerRegistry;->resolve(I)Lcom/larderly/app/cetp/CallerRegistry$Caller;

    move-result-object v0

    iget-boolean v0, v0, Lcom/larderly/app/cetp/CallerRegistry$Caller;->allowed:Z

    if-nez v0, :cond_0

    .line 285
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "not a paired app"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 287
    :cond_0
    return-void
.end method

.method private toolList(Lcom/larderly/app/cetp/ProviderRequest;)Lorg/json/JSONObject;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 182
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 183
    iget-object v0, p0, Lcom/larderly/app/cetp/ToolProviderBase;->tools:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/cetp/ToolDescriptor;

    move-object v7, v0

    .line 184
    invoke-direct {p0, v7, p1}, Lcom/larderly/app/cetp/ToolProviderBase;->visible(Lcom/larderly/app/cetp/ToolDescriptor;Lcom/larderly/app/cetp/ProviderRequest;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 185
    iget-object v2, p1, Lcom/larderly/app/cetp/ProviderRequest;->session:Lcom/larderly/app/cetp/SessionStore$Session;

    const-string v3, "async_operations"

    invoke-virtual {v2, v3}, Lcom/larderly/app/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v2

    invoke-virtual {v7, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 187
    :cond_0
    goto :goto_0

    .line 188
    :cond_1
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 189
    invoke-virtual {v5}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lcom/larderly/app/cetp/Tokens;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    const/16 v4, 0x10

    invoke-virtual {v2, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "tools-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const-string v1, "revision"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 190
    const-string v1, "tools"

    invoke-virtual {v6, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 191
    return-object v6
.end method

.method private visible(Lcom/larderly/app/cetp/ToolDescriptor;Lcom/larderly/app/cetp/ProviderRequest;)Z
    .registers 5

    .line 178
    iget-object v0, p2, Lcom/larderly/app/cetp/ProviderRequest;->caller:Lcom/larderly/app/cetp/CallerRegistry$Caller;

    iget-object v1, p1, Lcom/larderly/app/cetp/ToolDescriptor;->scopes:[Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/larderly/app/cetp/CallerRegistry$Caller;->holdsAll([Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-boolean v0, p1, Lcom/larderly/app/cetp/ToolDescriptor;->async:Z

    if-eqz v0, :cond_0

    iget-object v0, p2, Lcom/larderly/app/cetp/ProviderRequest;->session:Lcom/larderly/app/cetp/SessionStore$Session;

    const-string v1, "async_operations"

    invoke-virtual {v0, v1}, Lcom/larderly/app/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

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


# virtual methods
.method protected authorize(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/AccessDecision;
    .registers 3

    .line 47
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/larderly/app/cetp/AccessDecision;->deny(Ljava/lang/String;)Lcom/larderly/app/cetp/AccessDecision;

    move-result-object v0

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 63
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 64
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v4, v0

    .line 65
    if-nez p1, :cond_1

    .line 66
    const/4 v0, 0x0

    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 69
    :cond_1
    move-object v5, p1

    const/4 v6, -0x1

    :try_start_0
    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x3

    goto :goto_1

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x4

    goto :goto_1

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x5

    :cond_2
    :goto_1
    packed-switch v6, :pswitch_data_0

    goto :goto_2

    .line 71
    :pswitch_0
    invoke-direct {p0, v4, v3}, Lcom/larderly/app/cetp/ToolProviderBase;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 77
    :pswitch_1
    invoke-direct {p0, p1, v4, v3}, Lcom/larderly/app/cetp/ToolProviderBase;->dispatch(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 79
    :goto_2
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 82
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "LarderlyTools"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 83
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_4
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
        0x7571ade2 -> :sswitch_5
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method protected abstract declareTools()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/larderly/app/cetp/ToolDescriptor;",
            ">;"
        }
    .end annotation
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 314
    invoke-direct {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->requireCaller()V

    .line 315
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract description()Ljava/lang/String;
.end method

.method protected abstract executeTool(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 297
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 302
    invoke-direct {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->requireCaller()V

    .line 303
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 55
    invoke-virtual {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/larderly/app/di/ServiceLocator;->from(Landroid/content/Context;)Lcom/larderly/app/di/ServiceLocator;

    move-result-object v1

    iput-object v1, p0, Lcom/larderly/app/cetp/ToolProviderBase;->locator:Lcom/larderly/app/di/ServiceLocator;

    .line 56
    invoke-virtual {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->declareTools()Ljava/util/List;

    move-result-object v1

    iput-object v1, p0, Lcom/larderly/app/cetp/ToolProviderBase;->tools:Ljava/util/List;

    .line 57
    iget-object v0, p0, Lcom/larderly/app/cetp/ToolProviderBase;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    invoke-virtual {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/larderly/app/cetp/OperationStore;->abandonUnfinished(Ljava/lang/String;)V

    .line 58
    const/4 v0, 0x1

    return v0
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 291
    invoke-direct {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->requireCaller()V

    .line 292
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract scopeCatalog()Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 308
    invoke-direct {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->requireCaller()V

    .line 309
    const/4 v0, 0x0

    return v0
.end method

.class public abstract Lcom/quillmark/docs/core/ToolProviderBase;
.super Landroid/content/ContentProvider;
.source "ToolProviderBase.java"


# static fields
.field public static final MAX_INLINE_RESULT_BYTES:I = 0x40000

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field static final OFFERED:[Ljava/lang/String;

.field protected static final TAG:Ljava/lang/String; = "QuillTools"


# instance fields
.field protected ledger:Lcom/quillmark/docs/core/Ledger;

.field protected operations:Lcom/quillmark/docs/core/OperationStore;

.field protected resumeTokens:Lcom/quillmark/docs/core/ResumeTokens;

.field protected sessions:Lcom/quillmark/docs/core/SessionBook;

.field protected settings:Lcom/quillmark/docs/core/Settings;

.field private tools:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/quillmark/docs/core/ToolSpec;",
            ">;"
        }
    .end annotation
.end field

.field protected work:Lcom/quillmark/docs/work/WorkClient;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 31
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "async_operations"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "cancellation"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "large_results"

    aput-object v2, v0, v1

    sput-object v0, Lcom/quillmark/docs/core/ToolProviderBase;->OFFERED:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 29
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private cancelOperation(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 310
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->session:Lcom/quillmark/docs/core/SessionBook$Session;

    const-string v1, "cancellation"

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/core/SessionBook$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 311
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 313
    :cond_0
    iget-object v0, p0, Lcom/quillmark/docs/core/ToolProviderBase;->operations:Lcom/quillmark/docs/core/OperationStore;

    iget-object v1, p1, Lcom/quillmark/docs/core/Request;->extras:Landroid/os/Bundle;

    const-string v2, "operation_id"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iget-object v2, p1, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget v2, v2, Lcom/quillmark/docs/core/Caller;->uid:I

    iget-object v3, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/quillmark/docs/core/OperationStore;->owned(Ljava/lang/String;ILjava/lang/String;)Lcom/quillmark/docs/core/OperationStore$Op;

    move-result-object v4

    .line 314
    if-nez v4, :cond_1

    .line 315
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 317
    :cond_1
    invoke-virtual {v4}, Lcom/quillmark/docs/core/OperationStore$Op;->terminal()Z

    move-result v0

    if-nez v0, :cond_2

    iget-object v0, p0, Lcom/quillmark/docs/core/ToolProviderBase;->operations:Lcom/quillmark/docs/core/OperationStore;

    iget-object v1, v4, Lcom/quillmark/docs/core/OperationStore$Op;->id:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/core/OperationStore;->requestCancel(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 318
    :cond_2
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "CONFLICT"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 320
    :cond_3
    iget-object v0, p0, Lcom/quillmark/docs/core/ToolProviderBase;->work:Lcom/quillmark/docs/work/WorkClient;

    iget-object v1, v4, Lcom/quillmark/docs/core/OperationStore$Op;->id:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/work/WorkClient;->cancel(Ljava/lang/String;)V

    .line 321
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    iget-object v1, v4, Lcom/quillmark/docs/core/OperationStore$Op;->id:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->cancellationRequested(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private dispatch(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 160
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 161
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    invoke-static {v7}, Lcom/quillmark/docs/core/Tokens;->isUuid(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 162
    :cond_0
    const-string v1, "INVALID_REQUEST"

    invoke-static {v7, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 164
    :cond_1
    move/from16 v1, p3

    invoke-virtual {p0, v1, p2}, Lcom/quillmark/docs/core/ToolProviderBase;->identify(ILandroid/os/Bundle;)Lcom/quillmark/docs/core/Caller;

    move-result-object v8

    .line 165
    iget-boolean v0, v8, Lcom/quillmark/docs/core/Caller;->allowed:Z

    if-nez v0, :cond_2

    .line 166
    const-string v1, "PERMISSION_DENIED"

    invoke-static {v7, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 168
    :cond_2
    iget-object v0, p0, Lcom/quillmark/docs/core/ToolProviderBase;->sessions:Lcom/quillmark/docs/core/SessionBook;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p3

    invoke-virtual {v0, v1, v2}, Lcom/quillmark/docs/core/SessionBook;->resume(Ljava/lang/String;I)Lcom/quillmark/docs/core/SessionBook$Session;

    move-result-object v9

    .line 169
    if-nez v9, :cond_3

    .line 170
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {v7, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 172
    :cond_3
    new-instance v10, Lcom/quillmark/docs/core/Request;

    move-object v1, v10

    move-object v2, p1

    move-object v3, p2

    move-object v4, v7

    move-object v5, v8

    move-object v6, v9

    invoke-direct/range {v1 .. v6}, Lcom/quillmark/docs/core/Request;-><init>(Ljava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lcom/quillmark/docs/core/Caller;Lcom/quillmark/docs/core/SessionBook$Session;)V

    .line 173
    move-object v11, p1

    const/4 v12, -0x1

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v12, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v12, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v12, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v12, 0x3

    :cond_4
    :goto_0
    packed-switch v12, :pswitch_data_0

    goto :goto_1

    .line 175
    :pswitch_0
    invoke-direct {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v7, v1}, Lcom/quillmark/docs/core/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 177
    :pswitch_1
    invoke-direct {p0, v10}, Lcom/quillmark/docs/core/ToolProviderBase;->toolList(Lcom/quillmark/docs/core/Request;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v7, v1}, Lcom/quillmark/docs/core/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 179
    :pswitch_2
    invoke-direct {p0, v10}, Lcom/quillmark/docs/core/ToolProviderBase;->execute(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 181
    :pswitch_3
    invoke-direct {p0, v10}, Lcom/quillmark/docs/core/ToolProviderBase;->getOperation(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 183
    :goto_1
    invoke-direct {p0, v10}, Lcom/quillmark/docs/core/ToolProviderBase;->cancelOperation(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

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

.method private execute(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 222
    iget-object v1, p1, Lcom/quillmark/docs/core/Request;->extras:Landroid/os/Bundle;

    const-string v2, "tool_name"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/quillmark/docs/core/ToolProviderBase;->tool(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec;

    move-result-object v3

    .line 223
    if-nez v3, :cond_0

    .line 224
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 226
    :cond_0
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 227
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v4, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v5

    .line 228
    array-length v0, v5

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_1

    .line 229
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 233
    :cond_1
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v6, v0

    .line 236
    goto :goto_0

    :catch_0
    move-exception v7

    .line 235
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 237
    :goto_0
    invoke-virtual {v3, v6}, Lcom/quillmark/docs/core/ToolSpec;->accepts(Lorg/json/JSONObject;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 238
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 240
    :cond_2
    iput-object v3, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    .line 241
    iput-object v6, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    .line 242
    invoke-static {v5}, Lcom/quillmark/docs/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p1, Lcom/quillmark/docs/core/Request;->argsDigest:Ljava/lang/String;

    .line 243
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec;->isRead()Z

    move-result v0

    if-nez v0, :cond_4

    .line 244
    iget-object v0, p0, Lcom/quillmark/docs/core/ToolProviderBase;->ledger:Lcom/quillmark/docs/core/Ledger;

    iget-object v1, p1, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget v1, v1, Lcom/quillmark/docs/core/Caller;->uid:I

    iget-object v2, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Lcom/quillmark/docs/core/Ledger;->find(ILjava/lang/String;)Lcom/quillmark/docs/core/Ledger$Entry;

    move-result-object v7

    .line 245
    if-eqz v7, :cond_4

    .line 246
    iget-object v1, v3, Lcom/quillmark/docs/core/ToolSpec;->name:Ljava/lang/String;

    iget-object v2, p1, Lcom/quillmark/docs/core/Request;->argsDigest:Ljava/lang/String;

    invoke-virtual {v7, v1, v2}, Lcom/quillmark/docs/core/Ledger$Entry;->matches(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {p0, p1, v7}, Lcom/quillmark/docs/core/ToolProviderBase;->replay(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Entry;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 247
    :cond_3
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 246
    :goto_1
    return-object v0

    .line 250
    :cond_4
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget-object v1, v3, Lcom/quillmark/docs/core/ToolSpec;->scopes:Ljava/util/List;

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/core/Caller;->holdsAll(Ljava/util/List;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 251
    invoke-virtual {p0, p1}, Lcom/quillmark/docs/core/ToolProviderBase;->missingScope(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 253
    :cond_5
    invoke-virtual {p0, p1}, Lcom/quillmark/docs/core/ToolProviderBase;->executeTool(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private getOperation(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 299
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->session:Lcom/quillmark/docs/core/SessionBook$Session;

    const-string v1, "async_operations"

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/core/SessionBook$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 300
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 302
    :cond_0
    iget-object v0, p0, Lcom/quillmark/docs/core/ToolProviderBase;->operations:Lcom/quillmark/docs/core/OperationStore;

    iget-object v1, p1, Lcom/quillmark/docs/core/Request;->extras:Landroid/os/Bundle;

    const-string v2, "operation_id"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iget-object v2, p1, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget v2, v2, Lcom/quillmark/docs/core/Caller;->uid:I

    iget-object v3, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/quillmark/docs/core/OperationStore;->owned(Ljava/lang/String;ILjava/lang/String;)Lcom/quillmark/docs/core/OperationStore$Op;

    move-result-object v4

    .line 303
    if-nez v4, :cond_1

    .line 304
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 306
    :cond_1
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-static {v0, v4}, Lcom/quillmark/docs/core/Replies;->operation(Ljava/lang/String;Lcom/quillmark/docs/core/OperationStore$Op;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static isoTime(J)Ljava/lang/String;
    .registers 7

    .line 325
    new-instance v4, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd\'T\'HH:mm:ss\'Z\'"

    invoke-direct {v4, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    .line 326
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 327
    new-instance v1, Ljava/util/Date;

    invoke-direct {v1, p0, p1}, Ljava/util/Date;-><init>(J)V

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 20
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 109
    move-object/from16 v0, p1

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 110
    const/4 v7, 0x0

    .line 111
    const/4 v8, 0x0

    :goto_0
    if-eqz v6, :cond_1

    array-length v1, v6

    if-ge v8, v1, :cond_1

    .line 112
    aget v0, v6, v8

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    .line 113
    const/4 v7, 0x1

    .line 111
    :cond_0
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 116
    :cond_1
    if-nez v7, :cond_2

    .line 117
    const-string v0, "UNSUPPORTED_VERSION"

    invoke-static {v0}, Lcom/quillmark/docs/core/Replies;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 119
    :cond_2
    move-object/from16 v0, p1

    const-string v1, "consumer_capabilities"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 122
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    move-object v1, v0

    if-nez v8, :cond_3

    const-string v2, ""

    goto :goto_1

    :cond_3
    move-object v2, v8

    :goto_1
    invoke-direct {v1, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v9, v0

    .line 125
    goto :goto_2

    :catch_0
    move-exception v10

    .line 124
    const-string v0, "INVALID_REQUEST"

    invoke-static {v0}, Lcom/quillmark/docs/core/Replies;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 126
    :goto_2
    move-object/from16 v0, p0

    move/from16 v1, p2

    move-object/from16 v2, p1

    invoke-virtual {v0, v1, v2}, Lcom/quillmark/docs/core/ToolProviderBase;->identify(ILandroid/os/Bundle;)Lcom/quillmark/docs/core/Caller;

    move-result-object v10

    .line 127
    iget-boolean v0, v10, Lcom/quillmark/docs/core/Caller;->allowed:Z

    if-nez v0, :cond_4

    .line 128
    invoke-static {v10}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "negotiate refused: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "QuillTools"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 129
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/quillmark/docs/core/Replies;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 131
    :cond_4
    new-instance v11, Ljava/util/ArrayList;

    invoke-direct {v11}, Ljava/util/ArrayList;-><init>()V

    .line 132
    sget-object v12, Lcom/quillmark/docs/core/ToolProviderBase;->OFFERED:[Ljava/lang/String;

    array-length v13, v12

    const/4 v14, 0x0

    :goto_3
    if-ge v14, v13, :cond_7

    aget-object v15, v12, v14

    .line 133
    const/16 v16, 0x0

    :goto_4
    invoke-virtual {v9}, Lorg/json/JSONArray;->length()I

    move-result v1

    move/from16 v0, v16

    if-ge v0, v1, :cond_6

    .line 134
    move/from16 v2, v16

    invoke-virtual {v9, v2}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, v15

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    move-object/from16 v1, v15

    invoke-interface {v11, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 135
    move-object/from16 v1, v15

    invoke-interface {v11, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 133
    :cond_5
    add-int/lit8 v16, v16, 0x1

    goto :goto_4

    .line 132
    :cond_6
    add-int/lit8 v14, v14, 0x1

    goto :goto_3

    .line 139
    :cond_7
    const-string v1, "async_operations"

    invoke-interface {v11, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 140
    const-string v1, "cancellation"

    invoke-interface {v11, v1}, Ljava/util/List;->remove(Ljava/lang/Object;)Z

    .line 142
    :cond_8
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v12

    .line 143
    new-instance v14, Lorg/json/JSONObject;

    invoke-direct {v14}, Lorg/json/JSONObject;-><init>()V

    .line 144
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v14, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 145
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v14, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 146
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v14, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 147
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v14, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 148
    new-instance v15, Lorg/json/JSONObject;

    move-object/from16 v1, v15

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 149
    move-object/from16 v0, v15

    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 150
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/quillmark/docs/core/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v15

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 151
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/quillmark/docs/core/ToolProviderBase;->providerName()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v15

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 152
    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/quillmark/docs/core/ToolProviderBase;->sessions:Lcom/quillmark/docs/core/SessionBook;

    move/from16 v3, p2

    invoke-virtual {v2, v3, v11, v12, v13}, Lcom/quillmark/docs/core/SessionBook;->open(ILjava/util/List;J)Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v15

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 153
    const-wide/32 v4, 0x36ee80

    add-long v2, v12, v4

    invoke-static {v2, v3}, Lcom/quillmark/docs/core/ToolProviderBase;->isoTime(J)Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v15

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 154
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v11}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v0, v15

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 155
    move-object/from16 v0, v15

    const-string v1, "limits"

    invoke-virtual {v0, v1, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 156
    move-object/from16 v0, v15

    invoke-static {v0}, Lcom/quillmark/docs/core/Replies;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;

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

    .line 188
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 189
    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v1

    const-string v0, "provider_id"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 190
    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->providerName()Ljava/lang/String;

    move-result-object v1

    const-string v0, "provider_name"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 191
    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->description()Ljava/lang/String;

    move-result-object v1

    const-string v0, "description"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 192
    const-string v0, "schema_dialect"

    const-string v1, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 193
    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->scopeCatalog()Lorg/json/JSONArray;

    move-result-object v1

    const-string v0, "scopes"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 194
    return-object v2
.end method

.method private toolList(Lcom/quillmark/docs/core/Request;)Lorg/json/JSONObject;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 199
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 200
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->session:Lcom/quillmark/docs/core/SessionBook$Session;

    const-string v1, "async_operations"

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/core/SessionBook$Session;->has(Ljava/lang/String;)Z

    move-result v6

    .line 201
    iget-object v0, p0, Lcom/quillmark/docs/core/ToolProviderBase;->tools:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillmark/docs/core/ToolSpec;

    move-object v8, v0

    .line 202
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget-object v1, v8, Lcom/quillmark/docs/core/ToolSpec;->scopes:Ljava/util/List;

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/core/Caller;->holdsAll(Ljava/util/List;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 203
    invoke-virtual {v8, v6}, Lcom/quillmark/docs/core/ToolSpec;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 205
    :cond_0
    goto :goto_0

    .line 206
    :cond_1
    new-instance v7, Lorg/json/JSONObject;

    invoke-direct {v7}, Lorg/json/JSONObject;-><init>()V

    .line 207
    invoke-virtual {v5}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lcom/quillmark/docs/core/Tokens;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    const/16 v4, 0x10

    invoke-virtual {v2, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "t-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const-string v1, "revision"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 208
    const-string v1, "tools"

    invoke-virtual {v7, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 209
    return-object v7
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 84
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 85
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v4, v0

    .line 86
    if-nez p1, :cond_1

    .line 87
    const/4 v0, 0x0

    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
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

    .line 92
    :pswitch_0
    invoke-direct {p0, v4, v3}, Lcom/quillmark/docs/core/ToolProviderBase;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 98
    :pswitch_1
    invoke-direct {p0, p1, v4, v3}, Lcom/quillmark/docs/core/ToolProviderBase;->dispatch(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 100
    :goto_2
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 103
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "QuillTools"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 104
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

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
            "Lcom/quillmark/docs/core/ToolSpec;",
            ">;"
        }
    .end annotation
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 364
    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->requireCaller()Lcom/quillmark/docs/core/Caller;

    .line 365
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract description()Ljava/lang/String;
.end method

.method protected abstract executeTool(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 347
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract identify(ILandroid/os/Bundle;)Lcom/quillmark/docs/core/Caller;
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 352
    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->requireCaller()Lcom/quillmark/docs/core/Caller;

    .line 353
    const/4 v0, 0x0

    return-object v0
.end method

.method protected missingScope(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 258
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "PERMISSION_DENIED"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 8

    .line 66
    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->getContext()Landroid/content/Context;

    move-result-object v5

    .line 67
    invoke-static {v5}, Lcom/quillmark/docs/core/Settings;->of(Landroid/content/Context;)Lcom/quillmark/docs/core/Settings;

    move-result-object v1

    iput-object v1, p0, Lcom/quillmark/docs/core/ToolProviderBase;->settings:Lcom/quillmark/docs/core/Settings;

    .line 68
    new-instance v1, Lcom/quillmark/docs/core/SessionBook;

    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v5, v4}, Lcom/quillmark/docs/core/SessionBook;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quillmark/docs/core/ToolProviderBase;->sessions:Lcom/quillmark/docs/core/SessionBook;

    .line 69
    new-instance v1, Lcom/quillmark/docs/core/Ledger;

    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v5, v4}, Lcom/quillmark/docs/core/Ledger;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quillmark/docs/core/ToolProviderBase;->ledger:Lcom/quillmark/docs/core/Ledger;

    .line 70
    new-instance v1, Lcom/quillmark/docs/core/OperationStore;

    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v5, v4}, Lcom/quillmark/docs/core/OperationStore;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quillmark/docs/core/ToolProviderBase;->operations:Lcom/quillmark/docs/core/OperationStore;

    .line 71
    invoke-static {v5}, Lcom/quillmark/docs/core/ResumeTokens;->of(Landroid/content/Context;)Lcom/quillmark/docs/core/ResumeTokens;

    move-result-object v1

    iput-object v1, p0, Lcom/quillmark/docs/core/ToolProviderBase;->resumeTokens:Lcom/quillmark/docs/core/ResumeTokens;

    .line 72
    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->declareTools()Ljava/util/List;

    move-result-object v1

    iput-object v1, p0, Lcom/quillmark/docs/core/ToolProviderBase;->tools:Ljava/util/List;

    .line 74
    :try_start_0
    iget-object v0, p0, Lcom/quillmark/docs/core/ToolProviderBase;->operations:Lcom/quillmark/docs/core/OperationStore;

    invoke-virtual {v0}, Lcom/quillmark/docs/core/OperationStore;->abandonUnfinished()I
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 77
    goto :goto_0

    :catch_0
    move-exception v6

    .line 76
    const-string v0, "QuillTools"

    const-string v1, "operation recovery failed"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 78
    :goto_0
    iget-object v2, p0, Lcom/quillmark/docs/core/ToolProviderBase;->operations:Lcom/quillmark/docs/core/OperationStore;

    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->repliesThroughReceiver()Z

    move-result v3

    invoke-static {v5, v2, v3}, Lcom/quillmark/docs/work/WorkClient;->bind(Landroid/content/Context;Lcom/quillmark/docs/core/OperationStore;Z)Lcom/quillmark/docs/work/WorkClient;

    move-result-object v1

    iput-object v1, p0, Lcom/quillmark/docs/core/ToolProviderBase;->work:Lcom/quillmark/docs/work/WorkClient;

    .line 79
    const/4 v0, 0x1

    return v0
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 341
    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->requireCaller()Lcom/quillmark/docs/core/Caller;

    .line 342
    const/4 v0, 0x0

    return-object v0
.end method

.method protected replay(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Entry;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 263
    iget-object v0, p2, Lcom/quillmark/docs/core/Ledger$Entry;->operationId:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 264
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    iget-object v1, p2, Lcom/quillmark/docs/core/Ledger$Entry;->operationId:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 266
    :cond_0
    iget-object v0, p2, Lcom/quillmark/docs/core/Ledger$Entry;->outcome:Lcom/quillmark/docs/core/Ledger$Outcome;

    if-nez v0, :cond_1

    .line 267
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "UNAVAILABLE"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 269
    :cond_1
    iget-object v2, p2, Lcom/quillmark/docs/core/Ledger$Entry;->outcome:Lcom/quillmark/docs/core/Ledger$Outcome;

    invoke-virtual {p0, p1, v2}, Lcom/quillmark/docs/core/ToolProviderBase;->reply(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Outcome;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected repliesThroughReceiver()Z
    .registers 2

    .line 61
    const/4 v0, 0x0

    return v0
.end method

.method protected reply(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Outcome;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 273
    if-nez p2, :cond_0

    .line 274
    iget-object v2, p0, Lcom/quillmark/docs/core/ToolProviderBase;->ledger:Lcom/quillmark/docs/core/Ledger;

    iget-object v3, p1, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget v3, v3, Lcom/quillmark/docs/core/Caller;->uid:I

    iget-object v4, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-virtual {v2, v3, v4}, Lcom/quillmark/docs/core/Ledger;->find(ILjava/lang/String;)Lcom/quillmark/docs/core/Ledger$Entry;

    move-result-object v2

    invoke-virtual {p0, p1, v2}, Lcom/quillmark/docs/core/ToolProviderBase;->replay(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Entry;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 276
    :cond_0
    invoke-virtual {p2}, Lcom/quillmark/docs/core/Ledger$Outcome;->isOk()Z

    move-result v0

    if-nez v0, :cond_1

    .line 277
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    iget-object v1, p2, Lcom/quillmark/docs/core/Ledger$Outcome;->errorCode:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 279
    :cond_1
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    iget-object v1, p2, Lcom/quillmark/docs/core/Ledger$Outcome;->value:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v5

    .line 280
    iget-object v0, p2, Lcom/quillmark/docs/core/Ledger$Outcome;->value:Lorg/json/JSONObject;

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x40000

    if-le v0, v1, :cond_2

    .line 281
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "RESULT_TOO_LARGE"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 283
    :cond_2
    return-object v5
.end method

.method protected final requireCaller()Lcom/quillmark/docs/core/Caller;
    .registers 5

    .line 332
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    invoke-virtual {p0, v1, v2}, Lcom/quillmark/docs/core/ToolProviderBase;->identify(ILandroid/os/Bundle;)Lcom/quillmark/docs/core/Caller;

    move-result-object v3

    .line 333
    iget-boolean v0, v3, Lcom/quillmark/docs/core/Caller;->allowed:Z

    if-nez v0, :cond_0

    .line 334
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "not a paired app"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 336
    :cond_0
    return-object v3
.end method

.method protected abstract scopeCatalog()Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method protected startOperation(Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 288
    invoke-static {}, Lcom/quillmark/docs/core/OperationStore;->newId()Ljava/lang/String;

    move-result-object v8

    .line 289
    iget-object v0, p0, Lcom/quillmark/docs/core/ToolProviderBase;->ledger:Lcom/quillmark/docs/core/Ledger;

    invoke-virtual {v0, p1, v8}, Lcom/quillmark/docs/core/Ledger;->reserveOperation(Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 290
    iget-object v2, p0, Lcom/quillmark/docs/core/ToolProviderBase;->ledger:Lcom/quillmark/docs/core/Ledger;

    iget-object v3, p1, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget v3, v3, Lcom/quillmark/docs/core/Caller;->uid:I

    iget-object v4, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-virtual {v2, v3, v4}, Lcom/quillmark/docs/core/Ledger;->find(ILjava/lang/String;)Lcom/quillmark/docs/core/Ledger$Entry;

    move-result-object v2

    invoke-virtual {p0, p1, v2}, Lcom/quillmark/docs/core/ToolProviderBase;->replay(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Entry;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 292
    :cond_0
    iget-object v0, p0, Lcom/quillmark/docs/core/ToolProviderBase;->operations:Lcom/quillmark/docs/core/OperationStore;

    invoke-virtual {v0, v8, p1}, Lcom/quillmark/docs/core/OperationStore;->create(Ljava/lang/String;Lcom/quillmark/docs/core/Request;)V

    .line 293
    iget-object v0, p0, Lcom/quillmark/docs/core/ToolProviderBase;->work:Lcom/quillmark/docs/work/WorkClient;

    new-instance v1, Lcom/quillmark/docs/work/WorkRequest;

    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v4

    iget-object v6, p1, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget v6, v6, Lcom/quillmark/docs/core/Caller;->uid:I

    iget-object v7, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    .line 294
    invoke-virtual {v7}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v7

    move-object v2, v1

    move-object v3, v8

    move-object v5, p2

    invoke-direct/range {v2 .. v7}, Lcom/quillmark/docs/work/WorkRequest;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)V

    .line 293
    invoke-virtual {v0, v1}, Lcom/quillmark/docs/work/WorkClient;->submit(Lcom/quillmark/docs/work/WorkRequest;)V

    .line 295
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-static {v0, v8}, Lcom/quillmark/docs/core/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected tool(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec;
    .registers 5

    .line 213
    iget-object v0, p0, Lcom/quillmark/docs/core/ToolProviderBase;->tools:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_0
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillmark/docs/core/ToolSpec;

    move-object v2, v0

    .line 214
    iget-object v0, v2, Lcom/quillmark/docs/core/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 215
    return-object v2

    .line 217
    :cond_0
    goto :goto_0

    .line 218
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 358
    invoke-virtual {p0}, Lcom/quillmark/docs/core/ToolProviderBase;->requireCaller()Lcom/quillmark/docs/core/Caller;

    .line 359
    const/4 v0, 0x0

    return v0
.end method

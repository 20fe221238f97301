.class public final Lcom/scanbox/share/ShareToolProvider;
.super Landroid/content/ContentProvider;
.source "ShareToolProvider.java"


# static fields
.field private static final PLUGINS:[Ljava/lang/String;

.field static final PROVIDER_ID:Ljava/lang/String; = "com.scanbox.share"

.field private static final PROVIDER_INFO:Ljava/lang/String; = "{\"provider_id\": \"com.scanbox.share\", \"provider_name\": \"Scanbox sharing\",\n \"description\": \"Links that hand scans to other people through Scanbox Courier\",\n \"scopes\": [\n   {\"name\": \"shares.read\", \"title\": \"See shares\", \"description\": \"List the links that are out\",\n    \"access\": \"read\", \"sensitivity\": \"personal\"},\n   {\"name\": \"shares.write\", \"title\": \"Share scans\", \"description\": \"Create and revoke links\",\n    \"access\": \"write\", \"sensitivity\": \"personal\"}]}\n"

.field private static final TAG:Ljava/lang/String; = "ScanboxShare"

.field private static final TOOLS:Ljava/lang/String; = "{\"revision\": \"share-4\", \"tools\": [\n  {\"name\": \"list_shares\", \"title\": \"List shares\", \"description\": \"Lists the links that are out\",\n   \"input_schema\": {\"type\": \"object\", \"properties\": {}, \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\", \"properties\": {\"shares\": {\"type\": \"array\"}},\n                     \"required\": [\"shares\"]},\n   \"scopes\": [\"shares.read\"],\n   \"annotations\": {\"effect\": \"read\", \"risk\": \"low\", \"idempotent\": true, \"open_world\": false,\n                   \"confirmation\": \"never\"}},\n  {\"name\": \"share_document\", \"title\": \"Share a scan\",\n   \"description\": \"Sends a link to a scan to one recipient, after the user approves it\",\n   \"input_schema\": {\"type\": \"object\",\n                    \"properties\": {\"document_id\": {\"type\": \"string\"}, \"recipient\": {\"type\": \"string\"}},\n                    \"required\": [\"document_id\", \"recipient\"], \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\", \"properties\": {\"share_id\": {\"type\": \"string\"}},\n                     \"required\": [\"share_id\"]},\n   \"scopes\": [\"shares.write\"],\n   \"annotations\": {\"effect\": \"create\", \"risk\": \"high\", \"idempotent\": false, \"open_world\": true,\n                   \"confirmation\": \"always\"}},\n  {\"name\": \"revoke_share\", \"title\": \"Revoke a share\", \"description\": \"Takes a link back\",\n   \"input_schema\": {\"type\": \"object\", \"properties\": {\"share_id\": {\"type\": \"string\"}},\n                    \"required\": [\"share_id\"], \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\",\n                     \"properties\": {\"share_id\": {\"type\": \"string\"}, \"revoked\": {\"type\": \"boolean\"}},\n                     \"required\": [\"share_id\", \"revoked\"]},\n   \"scopes\": [\"shares.write\"],\n   \"annotations\": {\"effect\": \"delete\", \"risk\": \"moderate\", \"idempotent\": true, \"open_world\": true,\n                   \"confirmation\": \"always\"}},\n  {\"name\": \"save_share_card\", \"title\": \"Save a share card\",\n   \"description\": \"Writes a share\'s recipient and link into the exports folder\",\n   \"input_schema\": {\"type\": \"object\",\n                    \"properties\": {\"share_id\": {\"type\": \"string\"}, \"file_name\": {\"type\": \"string\"}},\n                    \"required\": [\"share_id\", \"file_name\"], \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\", \"properties\": {\"file\": {\"type\": \"string\"}},\n                     \"required\": [\"file\"]},\n   \"scopes\": [\"shares.write\"],\n   \"annotations\": {\"effect\": \"create\", \"risk\": \"low\", \"idempotent\": true, \"open_world\": false,\n                   \"confirmation\": \"never\"}}]}\n"


# instance fields
.field private callers:Lcom/scanbox/cetp/CallerPolicy;

.field private ledger:Lcom/scanbox/cetp/Ledger;

.field private registry:Lcom/scanbox/cetp/HandlerRegistry;

.field private sessions:Lcom/scanbox/cetp/Sessions;

.field private tools:Lcom/scanbox/cetp/ToolContext;

.field private workers:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 46
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "com.scanbox.share.ShareHandler"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "com.scanbox.share.RevokeShareHandler"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "com.scanbox.share.ShareCardHandler"

    aput-object v2, v0, v1

    sput-object v0, Lcom/scanbox/share/ShareToolProvider;->PLUGINS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 42
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private execute(Ljava/lang/String;JLandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19

    .line 190
    move-object/from16 v0, p4

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 191
    iget-object v0, p0, Lcom/scanbox/share/ShareToolProvider;->registry:Lcom/scanbox/cetp/HandlerRegistry;

    invoke-virtual {v0, v7}, Lcom/scanbox/cetp/HandlerRegistry;->find(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/scanbox/cetp/Handler;

    move-object v8, v0

    .line 192
    if-nez v8, :cond_0

    .line 193
    move-object/from16 v0, p4

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 195
    :cond_0
    move-object/from16 v0, p4

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 196
    if-eqz v9, :cond_1

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v9, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_1

    .line 197
    move-object/from16 v0, p4

    const-string v1, "INVALID_ARGS"

    const-string v2, "args are larger than max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 199
    :cond_1
    move-object/from16 v0, p4

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 200
    new-instance v0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;

    move-object v1, p1

    move-wide/from16 v2, p2

    move-object v4, v7

    move-object v5, v9

    move-object v6, v10

    invoke-direct/range {v0 .. v6}, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    iget-object v1, p0, Lcom/scanbox/share/ShareToolProvider;->workers:Ljava/util/concurrent/ExecutorService;

    .line 201
    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0}, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda3;-><init>(Lcom/scanbox/share/ShareToolProvider;)V

    .line 203
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v1, p0, v8}, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda4;-><init>(Lcom/scanbox/share/ShareToolProvider;Lcom/scanbox/cetp/Handler;)V

    .line 204
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenCompose(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v1, p0}, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda5;-><init>(Lcom/scanbox/share/ShareToolProvider;)V

    .line 207
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v11

    .line 209
    :try_start_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    sub-long v2, p2, v4

    const-wide/16 v0, 0x1

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v12

    .line 210
    sget-object v4, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {v11, v12, v13, v4}, Ljava/util/concurrent/CompletableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/scanbox/cetp/Reply;

    move-object/from16 v0, p4

    invoke-static {v0, v1}, Lcom/scanbox/cetp/Replies;->of(Landroid/os/Bundle;Lcom/scanbox/cetp/Reply;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v12

    .line 212
    move-object/from16 v0, p4

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The tool did not finish before the deadline"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v12

    .line 214
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 215
    move-object/from16 v0, p4

    const-string v1, "UNAVAILABLE"

    const-string v2, "Scanbox is shutting down"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v12

    .line 217
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "execute "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ScanboxShare"

    invoke-static {v0, v1, v12}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 218
    move-object/from16 v0, p4

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Scanbox could not finish this tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private failed(Ljava/lang/Throwable;)Lcom/scanbox/cetp/Reply;
    .registers 7

    .line 247
    invoke-static {p1}, Lcom/scanbox/cetp/FailureKind;->of(Ljava/lang/Throwable;)Lcom/scanbox/cetp/FailureKind;

    move-result-object v3

    .line 248
    invoke-static {p1}, Lcom/scanbox/cetp/FailureKind;->root(Ljava/lang/Throwable;)Ljava/lang/Throwable;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v0

    const-string v1, "Sharing failed"

    invoke-static {v0, v1}, Lcom/scanbox/cetp/Invocation$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v4, v0

    .line 249
    invoke-virtual {v3}, Lcom/scanbox/cetp/FailureKind;->code()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v3}, Lcom/scanbox/cetp/FailureKind;->retryable()Z

    move-result v2

    invoke-static {v0, v4, v2}, Lcom/scanbox/cetp/Reply;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$execute$2(Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/scanbox/cetp/Invocation;
    .registers 15

    .line 201
    new-instance v0, Lcom/scanbox/cetp/Invocation;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    move-object v1, v0

    move-object v3, p0

    move-wide v4, p1

    move-object v6, p3

    move-object v7, p4

    move-object v8, p5

    invoke-direct/range {v1 .. v8}, Lcom/scanbox/cetp/Invocation;-><init>(ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method static synthetic lambda$serve$0(Lcom/scanbox/cetp/Session;)Z
    .registers 3

    .line 166
    invoke-virtual {p0}, Lcom/scanbox/cetp/Session;->providerId()Ljava/lang/String;

    move-result-object v1

    const-string v0, "com.scanbox.share"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$serve$1(JLcom/scanbox/cetp/Session;)Z
    .registers 4

    .line 167
    invoke-virtual {p2, p0, p1}, Lcom/scanbox/cetp/Session;->live(J)Z

    move-result v0

    return v0
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 152
    if-nez p2, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const-string v1, "consumer_versions"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    :goto_0
    move-object v4, v0

    .line 153
    const/4 v1, 0x2

    invoke-static {v4, v1}, Lcom/scanbox/cetp/Replies;->offers([II)Z

    move-result v0

    if-nez v0, :cond_1

    .line 154
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Only protocol version 2 is served"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 156
    :cond_1
    iget-object v0, p0, Lcom/scanbox/share/ShareToolProvider;->sessions:Lcom/scanbox/cetp/Sessions;

    const-string v2, "com.scanbox.share"

    invoke-virtual {v0, p1, v2}, Lcom/scanbox/cetp/Sessions;->open(ILjava/lang/String;)Lcom/scanbox/cetp/Session;

    move-result-object v5

    .line 157
    const-string v1, "Scanbox sharing"

    invoke-static {v5, v1}, Lcom/scanbox/cetp/Replies;->negotiated(Lcom/scanbox/cetp/Session;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private run(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Invocation;)Lcom/scanbox/cetp/Reply;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/scanbox/cetp/Handler<",
            "*>;",
            "Lcom/scanbox/cetp/Invocation;",
            ")",
            "Lcom/scanbox/cetp/Reply;"
        }
    .end annotation

    .line 223
    sget-object v0, Lcom/scanbox/share/ShareToolProvider$1;->$SwitchMap$com$scanbox$cetp$Effect:[I

    invoke-interface {p1}, Lcom/scanbox/cetp/Handler;->effect()Lcom/scanbox/cetp/Effect;

    move-result-object v1

    invoke-virtual {v1}, Lcom/scanbox/cetp/Effect;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :goto_0
    new-instance v0, Ljava/lang/IncompatibleClassChangeError;

    invoke-direct {v0}, Ljava/lang/IncompatibleClassChangeError;-><init>()V

    throw v0

    .line 224
    :pswitch_0
    const/4 v0, 0x0

    goto :goto_1

    .line 225
    :pswitch_1
    const/4 v0, 0x1

    goto :goto_1

    .line 227
    :pswitch_2
    invoke-virtual {p2}, Lcom/scanbox/cetp/Invocation;->tool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2}, Lcom/scanbox/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "destructive tool "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " for request "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "ScanboxShare"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 228
    const/4 v0, 0x1

    :goto_1
    move v5, v0

    .line 231
    invoke-virtual {p2}, Lcom/scanbox/cetp/Invocation;->remainingMs()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    .line 232
    const-string v0, "DEADLINE_EXCEEDED"

    const-string v1, "The deadline has passed"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/scanbox/cetp/Reply;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0

    .line 235
    :cond_0
    :try_start_0
    iget-object v2, p0, Lcom/scanbox/share/ShareToolProvider;->tools:Lcom/scanbox/cetp/ToolContext;

    invoke-static {p1, p2, v2}, Lcom/scanbox/cetp/Handler;->invoke(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;

    move-result-object v6

    .line 236
    if-eqz v5, :cond_1

    invoke-virtual {v6}, Lcom/scanbox/cetp/Reply;->keepable()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 237
    iget-object v0, p0, Lcom/scanbox/share/ShareToolProvider;->ledger:Lcom/scanbox/cetp/Ledger;

    const-string v1, "com.scanbox.share"

    invoke-virtual {v0, v1, p2, v6}, Lcom/scanbox/cetp/Ledger;->keep(Ljava/lang/String;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/Reply;)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 239
    :cond_1
    move-object v0, v6

    return-object v0

    :catch_0
    move-exception v6

    .line 241
    new-instance v0, Ljava/util/concurrent/CompletionException;

    invoke-direct {v0, v6}, Ljava/util/concurrent/CompletionException;-><init>(Ljava/lang/Throwable;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private serve(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 161
    if-eqz p2, :cond_0

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_1

    .line 162
    :cond_0
    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "protocol_version 2 is required"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 164
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    .line 165
    iget-object v0, p0, Lcom/scanbox/share/ShareToolProvider;->sessions:Lcom/scanbox/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/scanbox/cetp/Sessions;->find(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda0;-><init>()V

    .line 166
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1, v4, v5}, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda1;-><init>(J)V

    .line 167
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    .line 168
    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z

    move-result v6

    .line 169
    if-nez v6, :cond_2

    .line 170
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {p2, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 172
    :cond_2
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 173
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p2, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v8

    .line 174
    if-eqz v7, :cond_3

    const-wide/16 v2, 0x0

    cmp-long v0, v8, v2

    if-gtz v0, :cond_4

    .line 175
    :cond_3
    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id and deadline_at_ms are required"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 177
    :cond_4
    cmp-long v0, v4, v8

    if-ltz v0, :cond_5

    .line 178
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 180
    :cond_5
    const-string v0, "get_provider_info"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 181
    const-string v1, "{\"provider_id\": \"com.scanbox.share\", \"provider_name\": \"Scanbox sharing\",\n \"description\": \"Links that hand scans to other people through Scanbox Courier\",\n \"scopes\": [\n   {\"name\": \"shares.read\", \"title\": \"See shares\", \"description\": \"List the links that are out\",\n    \"access\": \"read\", \"sensitivity\": \"personal\"},\n   {\"name\": \"shares.write\", \"title\": \"Share scans\", \"description\": \"Create and revoke links\",\n    \"access\": \"write\", \"sensitivity\": \"personal\"}]}\n"

    invoke-static {p2, v1}, Lcom/scanbox/cetp/Replies;->data(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 183
    :cond_6
    const-string v0, "list_tools"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    .line 184
    const-string v1, "{\"revision\": \"share-4\", \"tools\": [\n  {\"name\": \"list_shares\", \"title\": \"List shares\", \"description\": \"Lists the links that are out\",\n   \"input_schema\": {\"type\": \"object\", \"properties\": {}, \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\", \"properties\": {\"shares\": {\"type\": \"array\"}},\n                     \"required\": [\"shares\"]},\n   \"scopes\": [\"shares.read\"],\n   \"annotations\": {\"effect\": \"read\", \"risk\": \"low\", \"idempotent\": true, \"open_world\": false,\n                   \"confirmation\": \"never\"}},\n  {\"name\": \"share_document\", \"title\": \"Share a scan\",\n   \"description\": \"Sends a link to a scan to one recipient, after the user approves it\",\n   \"input_schema\": {\"type\": \"object\",\n                    \"properties\": {\"document_id\": {\"type\": \"string\"}, \"recipient\": {\"type\": \"string\"}},\n                    \"required\": [\"document_id\", \"recipient\"], \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\", \"properties\": {\"share_id\": {\"type\": \"string\"}},\n                     \"required\": [\"share_id\"]},\n   \"scopes\": [\"shares.write\"],\n   \"annotations\": {\"effect\": \"create\", \"risk\": \"high\", \"idempotent\": false, \"open_world\": true,\n                   \"confirmation\": \"always\"}},\n  {\"name\": \"revoke_share\", \"title\": \"Revoke a share\", \"description\": \"Takes a link back\",\n   \"input_schema\": {\"type\": \"object\", \"properties\": {\"share_id\": {\"type\": \"string\"}},\n                    \"required\": [\"share_id\"], \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\",\n                     \"properties\": {\"share_id\": {\"type\": \"string\"}, \"revoked\": {\"type\": \"boolean\"}},\n                     \"required\": [\"share_id\", \"revoked\"]},\n   \"scopes\": [\"shares.write\"],\n   \"annotations\": {\"effect\": \"delete\", \"risk\": \"moderate\", \"idempotent\": true, \"open_world\": true,\n                   \"confirmation\": \"always\"}},\n  {\"name\": \"save_share_card\", \"title\": \"Save a share card\",\n   \"description\": \"Writes a share\'s recipient and link into the exports folder\",\n   \"input_schema\": {\"type\": \"object\",\n                    \"properties\": {\"share_id\": {\"type\": \"string\"}, \"file_name\": {\"type\": \"string\"}},\n                    \"required\": [\"share_id\", \"file_name\"], \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\", \"properties\": {\"file\": {\"type\": \"string\"}},\n                     \"required\": [\"file\"]},\n   \"scopes\": [\"shares.write\"],\n   \"annotations\": {\"effect\": \"create\", \"risk\": \"low\", \"idempotent\": true, \"open_world\": false,\n                   \"confirmation\": \"never\"}}]}\n"

    invoke-static {p2, v1}, Lcom/scanbox/cetp/Replies;->data(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 186
    :cond_7
    invoke-direct {p0, v7, v8, v9, p2}, Lcom/scanbox/share/ShareToolProvider;->execute(Ljava/lang/String;JLandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 130
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 131
    iget-object v0, p0, Lcom/scanbox/share/ShareToolProvider;->callers:Lcom/scanbox/cetp/CallerPolicy;

    invoke-virtual {v0, v4}, Lcom/scanbox/cetp/CallerPolicy;->isTrusted(I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 132
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Scanbox sharing"

    const/4 v3, 0x0

    invoke-static {p3, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 135
    :cond_0
    move-object v5, p1

    const/4 v6, -0x1

    :try_start_0
    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v6, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v6, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v6, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v6, 0x3

    :cond_1
    :goto_0
    packed-switch v6, :pswitch_data_0

    goto :goto_1

    .line 137
    :pswitch_0
    invoke-direct {p0, v4, p3}, Lcom/scanbox/share/ShareToolProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 141
    :pswitch_1
    invoke-direct {p0, p1, p3}, Lcom/scanbox/share/ShareToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 143
    :goto_1
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "No such method"

    const/4 v3, 0x0

    invoke-static {p3, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 146
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "call "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ScanboxShare"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 147
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Scanbox could not finish this call"

    const/4 v3, 0x1

    invoke-static {p3, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 269
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "The sharing provider answers call() only"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 259
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 264
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "The sharing provider answers call() only"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public synthetic lambda$execute$3$com-scanbox-share-ShareToolProvider(Lcom/scanbox/cetp/Invocation;)Lcom/scanbox/cetp/Attempt;
    .registers 5

    .line 203
    new-instance v0, Lcom/scanbox/cetp/Attempt;

    iget-object v1, p0, Lcom/scanbox/share/ShareToolProvider;->ledger:Lcom/scanbox/cetp/Ledger;

    const-string v2, "com.scanbox.share"

    invoke-virtual {v1, v2, p1}, Lcom/scanbox/cetp/Ledger;->recall(Ljava/lang/String;Lcom/scanbox/cetp/Invocation;)Ljava/util/Optional;

    move-result-object v1

    invoke-direct {v0, p1, v1}, Lcom/scanbox/cetp/Attempt;-><init>(Lcom/scanbox/cetp/Invocation;Ljava/util/Optional;)V

    return-object v0
.end method

.method public synthetic lambda$execute$4$com-scanbox-share-ShareToolProvider(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)Lcom/scanbox/cetp/Reply;
    .registers 5

    .line 206
    invoke-virtual {p2}, Lcom/scanbox/cetp/Attempt;->call()Lcom/scanbox/cetp/Invocation;

    move-result-object v1

    invoke-direct {p0, p1, v1}, Lcom/scanbox/share/ShareToolProvider;->run(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Invocation;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$execute$5$com-scanbox-share-ShareToolProvider(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)Ljava/util/concurrent/CompletableFuture;
    .registers 5

    .line 206
    new-instance v0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v0, p0, p1, p2}, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda8;-><init>(Lcom/scanbox/share/ShareToolProvider;Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)V

    iget-object v1, p0, Lcom/scanbox/share/ShareToolProvider;->workers:Ljava/util/concurrent/ExecutorService;

    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$execute$6$com-scanbox-share-ShareToolProvider(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)Ljava/util/concurrent/CompletionStage;
    .registers 5

    .line 204
    invoke-virtual {p2}, Lcom/scanbox/cetp/Attempt;->earlier()Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v1}, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda6;-><init>()V

    .line 205
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v1, p0, p1, p2}, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda7;-><init>(Lcom/scanbox/share/ShareToolProvider;Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)V

    .line 206
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/concurrent/CompletionStage;

    return-object v0
.end method

.method public synthetic lambda$execute$7$com-scanbox-share-ShareToolProvider(Ljava/lang/Throwable;)Lcom/scanbox/cetp/Reply;
    .registers 3

    .line 207
    invoke-direct {p0, p1}, Lcom/scanbox/share/ShareToolProvider;->failed(Ljava/lang/Throwable;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 17

    .line 111
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/scanbox/share/ShareToolProvider;->getContext()Landroid/content/Context;

    move-result-object v13

    .line 112
    invoke-static {v13}, Lcom/scanbox/data/ScanDatabase;->get(Landroid/content/Context;)Lcom/scanbox/data/ScanDatabase;

    move-result-object v14

    .line 113
    new-instance v15, Ljava/security/SecureRandom;

    invoke-direct {v15}, Ljava/security/SecureRandom;-><init>()V

    .line 114
    new-instance v1, Lcom/scanbox/cetp/CallerPolicy;

    invoke-virtual {v13}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/scanbox/cetp/CallerPolicy;-><init>(Landroid/content/pm/PackageManager;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/scanbox/share/ShareToolProvider;->callers:Lcom/scanbox/cetp/CallerPolicy;

    .line 115
    new-instance v1, Lcom/scanbox/cetp/Sessions;

    invoke-direct {v1, v14, v15}, Lcom/scanbox/cetp/Sessions;-><init>(Lcom/scanbox/data/ScanDatabase;Ljava/security/SecureRandom;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/scanbox/share/ShareToolProvider;->sessions:Lcom/scanbox/cetp/Sessions;

    .line 116
    new-instance v1, Lcom/scanbox/cetp/Ledger;

    invoke-direct {v1, v14}, Lcom/scanbox/cetp/Ledger;-><init>(Lcom/scanbox/data/ScanDatabase;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/scanbox/share/ShareToolProvider;->ledger:Lcom/scanbox/cetp/Ledger;

    .line 117
    sget-object v2, Lcom/scanbox/share/ShareToolProvider;->PLUGINS:[Ljava/lang/String;

    const-string v1, "com.scanbox.share"

    invoke-static {v1, v2}, Lcom/scanbox/cetp/HandlerRegistry;->load(Ljava/lang/String;[Ljava/lang/String;)Lcom/scanbox/cetp/HandlerRegistry;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/scanbox/share/ShareToolProvider;->registry:Lcom/scanbox/cetp/HandlerRegistry;

    .line 118
    new-instance v1, Lcom/scanbox/cetp/ToolContext;

    new-instance v5, Lcom/scanbox/data/DocumentStore;

    new-instance v8, Ljava/io/File;

    .line 119
    invoke-virtual {v13}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v10

    const-string v11, "scans"

    invoke-direct {v8, v10, v11}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v5, v14, v8}, Lcom/scanbox/data/DocumentStore;-><init>(Lcom/scanbox/data/ScanDatabase;Ljava/io/File;)V

    new-instance v6, Lcom/scanbox/data/ShareStore;

    invoke-direct {v6, v14}, Lcom/scanbox/data/ShareStore;-><init>(Lcom/scanbox/data/ScanDatabase;)V

    new-instance v7, Lcom/scanbox/cetp/Confirmations;

    invoke-direct {v7, v14}, Lcom/scanbox/cetp/Confirmations;-><init>(Lcom/scanbox/data/ScanDatabase;)V

    .line 122
    invoke-static {v15}, Lcom/scanbox/cetp/Tickets;->strong(Ljava/security/SecureRandom;)Lcom/scanbox/cetp/Tickets;

    move-result-object v8

    new-instance v9, Ljava/io/File;

    .line 123
    invoke-virtual {v13}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v11

    const-string v12, "exports"

    invoke-direct {v9, v11, v12}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object v2, v1

    move-object v3, v13

    const-string v4, "com.scanbox.share"

    invoke-direct/range {v2 .. v9}, Lcom/scanbox/cetp/ToolContext;-><init>(Landroid/content/Context;Ljava/lang/String;Lcom/scanbox/data/DocumentStore;Lcom/scanbox/data/ShareStore;Lcom/scanbox/cetp/Confirmations;Lcom/scanbox/cetp/Tickets;Ljava/io/File;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/scanbox/share/ShareToolProvider;->tools:Lcom/scanbox/cetp/ToolContext;

    .line 124
    const/4 v1, 0x2

    invoke-static {v1}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/scanbox/share/ShareToolProvider;->workers:Ljava/util/concurrent/ExecutorService;

    .line 125
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 254
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 274
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "The sharing provider answers call() only"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

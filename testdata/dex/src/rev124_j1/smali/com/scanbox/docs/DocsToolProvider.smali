.class public final Lcom/scanbox/docs/DocsToolProvider;
.super Landroid/content/ContentProvider;
.source "DocsToolProvider.java"


# static fields
.field private static final PLUGINS:[Ljava/lang/String;

.field static final PROVIDER_ID:Ljava/lang/String; = "com.scanbox.docs"

.field private static final PROVIDER_INFO:Ljava/lang/String; = "{\"provider_id\": \"com.scanbox.docs\", \"provider_name\": \"Scanbox documents\",\n \"description\": \"Scanned documents in the Scanbox vault\",\n \"scopes\": [\n   {\"name\": \"docs.read\", \"title\": \"See scans\", \"description\": \"List scanned documents\",\n    \"access\": \"read\", \"sensitivity\": \"personal\"},\n   {\"name\": \"docs.export\", \"title\": \"Export scans\", \"description\": \"Copy scans to the exports folder\",\n    \"access\": \"write\", \"sensitivity\": \"personal\"},\n   {\"name\": \"docs.delete\", \"title\": \"Shred scans\", \"description\": \"Delete scans for good\",\n    \"access\": \"write\", \"sensitivity\": \"personal\"}]}\n"

.field private static final TAG:Ljava/lang/String; = "ScanboxDocs"

.field private static final TOOLS:Ljava/lang/String; = "{\"revision\": \"docs-7\", \"tools\": [\n  {\"name\": \"list_documents\", \"title\": \"List scans\", \"description\": \"Lists the scans in the vault\",\n   \"input_schema\": {\"type\": \"object\", \"properties\": {}, \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\", \"properties\": {\"documents\": {\"type\": \"array\"}},\n                     \"required\": [\"documents\"]},\n   \"scopes\": [\"docs.read\"],\n   \"annotations\": {\"effect\": \"read\", \"risk\": \"low\", \"idempotent\": true, \"open_world\": false,\n                   \"confirmation\": \"never\"}},\n  {\"name\": \"export_document\", \"title\": \"Export a scan\",\n   \"description\": \"Copies a scan\'s PDF into the exports folder\",\n   \"input_schema\": {\"type\": \"object\",\n                    \"properties\": {\"document_id\": {\"type\": \"string\"}, \"file_name\": {\"type\": \"string\"}},\n                    \"required\": [\"document_id\"], \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\",\n                     \"properties\": {\"file\": {\"type\": \"string\"}, \"bytes\": {\"type\": \"integer\"}},\n                     \"required\": [\"file\", \"bytes\"]},\n   \"scopes\": [\"docs.export\"],\n   \"annotations\": {\"effect\": \"create\", \"risk\": \"moderate\", \"idempotent\": true, \"open_world\": false,\n                   \"confirmation\": \"provider_policy\"}},\n  {\"name\": \"shred_document\", \"title\": \"Shred a scan\",\n   \"description\": \"Deletes a scan and its PDF for good, after the user confirms on the phone\",\n   \"input_schema\": {\"type\": \"object\",\n                    \"properties\": {\"document_id\": {\"type\": \"string\"}, \"confirmed\": {\"type\": \"boolean\"}},\n                    \"required\": [\"document_id\"], \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\",\n                     \"properties\": {\"document_id\": {\"type\": \"string\"}, \"shredded\": {\"type\": \"boolean\"}},\n                     \"required\": [\"document_id\", \"shredded\"]},\n   \"scopes\": [\"docs.delete\"],\n   \"annotations\": {\"effect\": \"delete\", \"risk\": \"high\", \"destructive\": true, \"idempotent\": true,\n                   \"open_world\": false, \"confirmation\": \"always\"}}]}\n"


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
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "com.scanbox.docs.ExportHandler"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "com.scanbox.docs.ShredHandler"

    aput-object v2, v0, v1

    sput-object v0, Lcom/scanbox/docs/DocsToolProvider;->PLUGINS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 41
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private execute(ILjava/lang/String;JLandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 21

    .line 184
    move-object/from16 v0, p5

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 185
    iget-object v0, p0, Lcom/scanbox/docs/DocsToolProvider;->registry:Lcom/scanbox/cetp/HandlerRegistry;

    invoke-virtual {v0, v8}, Lcom/scanbox/cetp/HandlerRegistry;->find(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/scanbox/cetp/Handler;

    move-object v9, v0

    .line 186
    if-nez v9, :cond_0

    .line 187
    move-object/from16 v0, p5

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 189
    :cond_0
    move-object/from16 v0, p5

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 190
    if-eqz v10, :cond_1

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v10, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_1

    .line 191
    move-object/from16 v0, p5

    const-string v1, "INVALID_ARGS"

    const-string v2, "args are larger than max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 193
    :cond_1
    move-object/from16 v0, p5

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 194
    new-instance v0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;

    move/from16 v1, p1

    move-object/from16 v2, p2

    move-wide/from16 v3, p3

    move-object v5, v8

    move-object v6, v10

    move-object v7, v11

    invoke-direct/range {v0 .. v7}, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;-><init>(ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    iget-object v1, p0, Lcom/scanbox/docs/DocsToolProvider;->workers:Ljava/util/concurrent/ExecutorService;

    .line 195
    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v1, p0}, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda4;-><init>(Lcom/scanbox/docs/DocsToolProvider;)V

    .line 196
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v1, p0, v9}, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda5;-><init>(Lcom/scanbox/docs/DocsToolProvider;Lcom/scanbox/cetp/Handler;)V

    .line 197
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenCompose(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v1, p0}, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda6;-><init>(Lcom/scanbox/docs/DocsToolProvider;)V

    .line 200
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v12

    .line 202
    :try_start_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    sub-long v2, p3, v4

    const-wide/16 v0, 0x1

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v13

    .line 203
    sget-object v4, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {v12, v13, v14, v4}, Ljava/util/concurrent/CompletableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/scanbox/cetp/Reply;

    move-object/from16 v0, p5

    invoke-static {v0, v1}, Lcom/scanbox/cetp/Replies;->of(Landroid/os/Bundle;Lcom/scanbox/cetp/Reply;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v13

    .line 205
    move-object/from16 v0, p5

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The tool did not finish before the deadline"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v13

    .line 207
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 208
    move-object/from16 v0, p5

    const-string v1, "UNAVAILABLE"

    const-string v2, "Scanbox is shutting down"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v13

    .line 210
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "execute "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ScanboxDocs"

    invoke-static {v0, v1, v13}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 211
    move-object/from16 v0, p5

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Scanbox could not finish this tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private failed(Ljava/lang/Throwable;)Lcom/scanbox/cetp/Reply;
    .registers 7

    .line 240
    invoke-static {p1}, Lcom/scanbox/cetp/FailureKind;->of(Ljava/lang/Throwable;)Lcom/scanbox/cetp/FailureKind;

    move-result-object v3

    .line 241
    sget-object v0, Lcom/scanbox/docs/DocsToolProvider$1;->$SwitchMap$com$scanbox$cetp$FailureKind:[I

    invoke-virtual {v3}, Lcom/scanbox/cetp/FailureKind;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :goto_0
    new-instance v0, Ljava/lang/IncompatibleClassChangeError;

    invoke-direct {v0}, Ljava/lang/IncompatibleClassChangeError;-><init>()V

    throw v0

    .line 242
    :pswitch_0
    const-string v0, "The tool did not finish before the deadline"

    goto :goto_1

    .line 244
    :pswitch_1
    const-string v0, "ScanboxDocs"

    const-string v1, "document store failure"

    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 245
    const-string v0, "The document store is busy; try again"

    goto :goto_1

    .line 247
    :pswitch_2
    const-string v0, "The arguments do not fit this tool"

    goto :goto_1

    .line 248
    :pswitch_3
    const-string v0, "Scanbox could not finish this tool"

    :goto_1
    move-object v4, v0

    .line 250
    invoke-virtual {v3}, Lcom/scanbox/cetp/FailureKind;->code()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v3}, Lcom/scanbox/cetp/FailureKind;->retryable()Z

    move-result v2

    invoke-static {v0, v4, v2}, Lcom/scanbox/cetp/Reply;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method static synthetic lambda$execute$3(ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/scanbox/cetp/Invocation;
    .registers 16

    .line 195
    new-instance v0, Lcom/scanbox/cetp/Invocation;

    move-object v1, v0

    move v2, p0

    move-object v3, p1

    move-wide v4, p2

    move-object v6, p4

    move-object v7, p5

    move-object v8, p6

    invoke-direct/range {v1 .. v8}, Lcom/scanbox/cetp/Invocation;-><init>(ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method static synthetic lambda$serve$0(ILcom/scanbox/cetp/Session;)Z
    .registers 3

    .line 159
    invoke-virtual {p1}, Lcom/scanbox/cetp/Session;->uid()I

    move-result v0

    if-ne v0, p0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$serve$1(Lcom/scanbox/cetp/Session;)Z
    .registers 3

    .line 160
    invoke-virtual {p0}, Lcom/scanbox/cetp/Session;->providerId()Ljava/lang/String;

    move-result-object v1

    const-string v0, "com.scanbox.docs"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$serve$2(JLcom/scanbox/cetp/Session;)Z
    .registers 4

    .line 161
    invoke-virtual {p2, p0, p1}, Lcom/scanbox/cetp/Session;->live(J)Z

    move-result v0

    return v0
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 145
    if-nez p2, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const-string v1, "consumer_versions"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    :goto_0
    move-object v4, v0

    .line 146
    const/4 v1, 0x2

    invoke-static {v4, v1}, Lcom/scanbox/cetp/Replies;->offers([II)Z

    move-result v0

    if-nez v0, :cond_1

    .line 147
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Only protocol version 2 is served"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 149
    :cond_1
    iget-object v0, p0, Lcom/scanbox/docs/DocsToolProvider;->sessions:Lcom/scanbox/cetp/Sessions;

    const-string v2, "com.scanbox.docs"

    invoke-virtual {v0, p1, v2}, Lcom/scanbox/cetp/Sessions;->open(ILjava/lang/String;)Lcom/scanbox/cetp/Session;

    move-result-object v5

    .line 150
    const-string v1, "Scanbox documents"

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

    .line 216
    sget-object v0, Lcom/scanbox/docs/DocsToolProvider$1;->$SwitchMap$com$scanbox$cetp$Effect:[I

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

    .line 217
    :pswitch_0
    const/4 v0, 0x0

    goto :goto_1

    .line 218
    :pswitch_1
    const/4 v0, 0x1

    goto :goto_1

    .line 220
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

    const-string v0, "ScanboxDocs"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 221
    const/4 v0, 0x1

    :goto_1
    move v5, v0

    .line 224
    invoke-virtual {p2}, Lcom/scanbox/cetp/Invocation;->remainingMs()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    .line 225
    const-string v0, "DEADLINE_EXCEEDED"

    const-string v1, "The deadline has passed"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/scanbox/cetp/Reply;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0

    .line 228
    :cond_0
    :try_start_0
    iget-object v2, p0, Lcom/scanbox/docs/DocsToolProvider;->tools:Lcom/scanbox/cetp/ToolContext;

    invoke-static {p1, p2, v2}, Lcom/scanbox/cetp/Handler;->invoke(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;

    move-result-object v6

    .line 229
    if-eqz v5, :cond_1

    invoke-virtual {v6}, Lcom/scanbox/cetp/Reply;->keepable()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 230
    iget-object v0, p0, Lcom/scanbox/docs/DocsToolProvider;->ledger:Lcom/scanbox/cetp/Ledger;

    const-string v1, "com.scanbox.docs"

    invoke-virtual {v0, v1, p2, v6}, Lcom/scanbox/cetp/Ledger;->keep(Ljava/lang/String;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/Reply;)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 232
    :cond_1
    move-object v0, v6

    return-object v0

    :catch_0
    move-exception v6

    .line 234
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

.method private serve(Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    .line 154
    if-eqz p3, :cond_0

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_1

    .line 155
    :cond_0
    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "protocol_version 2 is required"

    const/4 v3, 0x0

    invoke-static {p3, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 157
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    .line 158
    iget-object v0, p0, Lcom/scanbox/docs/DocsToolProvider;->sessions:Lcom/scanbox/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/scanbox/cetp/Sessions;->find(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, p2}, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda0;-><init>(I)V

    .line 159
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda1;-><init>()V

    .line 160
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v1, v6, v7}, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda2;-><init>(J)V

    .line 161
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    .line 162
    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z

    move-result v8

    .line 163
    if-nez v8, :cond_2

    .line 164
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {p3, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 166
    :cond_2
    const-string v1, "request_id"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 167
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p3, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v10

    .line 168
    if-eqz v9, :cond_3

    const-wide/16 v2, 0x0

    cmp-long v0, v10, v2

    if-gtz v0, :cond_4

    .line 169
    :cond_3
    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id and deadline_at_ms are required"

    const/4 v3, 0x0

    invoke-static {p3, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 171
    :cond_4
    cmp-long v0, v6, v10

    if-ltz v0, :cond_5

    .line 172
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {p3, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 174
    :cond_5
    const-string v0, "get_provider_info"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 175
    const-string v1, "{\"provider_id\": \"com.scanbox.docs\", \"provider_name\": \"Scanbox documents\",\n \"description\": \"Scanned documents in the Scanbox vault\",\n \"scopes\": [\n   {\"name\": \"docs.read\", \"title\": \"See scans\", \"description\": \"List scanned documents\",\n    \"access\": \"read\", \"sensitivity\": \"personal\"},\n   {\"name\": \"docs.export\", \"title\": \"Export scans\", \"description\": \"Copy scans to the exports folder\",\n    \"access\": \"write\", \"sensitivity\": \"personal\"},\n   {\"name\": \"docs.delete\", \"title\": \"Shred scans\", \"description\": \"Delete scans for good\",\n    \"access\": \"write\", \"sensitivity\": \"personal\"}]}\n"

    invoke-static {p3, v1}, Lcom/scanbox/cetp/Replies;->data(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 177
    :cond_6
    const-string v0, "list_tools"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    .line 178
    const-string v1, "{\"revision\": \"docs-7\", \"tools\": [\n  {\"name\": \"list_documents\", \"title\": \"List scans\", \"description\": \"Lists the scans in the vault\",\n   \"input_schema\": {\"type\": \"object\", \"properties\": {}, \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\", \"properties\": {\"documents\": {\"type\": \"array\"}},\n                     \"required\": [\"documents\"]},\n   \"scopes\": [\"docs.read\"],\n   \"annotations\": {\"effect\": \"read\", \"risk\": \"low\", \"idempotent\": true, \"open_world\": false,\n                   \"confirmation\": \"never\"}},\n  {\"name\": \"export_document\", \"title\": \"Export a scan\",\n   \"description\": \"Copies a scan\'s PDF into the exports folder\",\n   \"input_schema\": {\"type\": \"object\",\n                    \"properties\": {\"document_id\": {\"type\": \"string\"}, \"file_name\": {\"type\": \"string\"}},\n                    \"required\": [\"document_id\"], \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\",\n                     \"properties\": {\"file\": {\"type\": \"string\"}, \"bytes\": {\"type\": \"integer\"}},\n                     \"required\": [\"file\", \"bytes\"]},\n   \"scopes\": [\"docs.export\"],\n   \"annotations\": {\"effect\": \"create\", \"risk\": \"moderate\", \"idempotent\": true, \"open_world\": false,\n                   \"confirmation\": \"provider_policy\"}},\n  {\"name\": \"shred_document\", \"title\": \"Shred a scan\",\n   \"description\": \"Deletes a scan and its PDF for good, after the user confirms on the phone\",\n   \"input_schema\": {\"type\": \"object\",\n                    \"properties\": {\"document_id\": {\"type\": \"string\"}, \"confirmed\": {\"type\": \"boolean\"}},\n                    \"required\": [\"document_id\"], \"additionalProperties\": false},\n   \"output_schema\": {\"type\": \"object\",\n                     \"properties\": {\"document_id\": {\"type\": \"string\"}, \"shredded\": {\"type\": \"boolean\"}},\n                     \"required\": [\"document_id\", \"shredded\"]},\n   \"scopes\": [\"docs.delete\"],\n   \"annotations\": {\"effect\": \"delete\", \"risk\": \"high\", \"destructive\": true, \"idempotent\": true,\n                   \"open_world\": false, \"confirmation\": \"always\"}}]}\n"

    invoke-static {p3, v1}, Lcom/scanbox/cetp/Replies;->data(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 180
    :cond_7
    move-object v0, p0

    move v1, p2

    move-object v2, v9

    move-wide v3, v10

    move-object v5, p3

    invoke-direct/range {v0 .. v5}, Lcom/scanbox/docs/DocsToolProvider;->execute(ILjava/lang/String;JLandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 123
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 124
    iget-object v0, p0, Lcom/scanbox/docs/DocsToolProvider;->callers:Lcom/scanbox/cetp/CallerPolicy;

    invoke-virtual {v0, v4}, Lcom/scanbox/cetp/CallerPolicy;->isTrusted(I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 125
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Scanbox documents"

    const/4 v3, 0x0

    invoke-static {p3, v1, v2, v3}, Lcom/scanbox/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 128
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

    .line 130
    :pswitch_0
    invoke-direct {p0, v4, p3}, Lcom/scanbox/docs/DocsToolProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 134
    :pswitch_1
    invoke-direct {p0, p1, v4, p3}, Lcom/scanbox/docs/DocsToolProvider;->serve(Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 136
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

    .line 139
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

    const-string v0, "ScanboxDocs"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 140
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

    .line 270
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "The documents provider answers call() only"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 260
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 265
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "The documents provider answers call() only"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public synthetic lambda$execute$4$com-scanbox-docs-DocsToolProvider(Lcom/scanbox/cetp/Invocation;)Lcom/scanbox/cetp/Attempt;
    .registers 5

    .line 196
    new-instance v0, Lcom/scanbox/cetp/Attempt;

    iget-object v1, p0, Lcom/scanbox/docs/DocsToolProvider;->ledger:Lcom/scanbox/cetp/Ledger;

    const-string v2, "com.scanbox.docs"

    invoke-virtual {v1, v2, p1}, Lcom/scanbox/cetp/Ledger;->recall(Ljava/lang/String;Lcom/scanbox/cetp/Invocation;)Ljava/util/Optional;

    move-result-object v1

    invoke-direct {v0, p1, v1}, Lcom/scanbox/cetp/Attempt;-><init>(Lcom/scanbox/cetp/Invocation;Ljava/util/Optional;)V

    return-object v0
.end method

.method public synthetic lambda$execute$5$com-scanbox-docs-DocsToolProvider(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)Lcom/scanbox/cetp/Reply;
    .registers 5

    .line 199
    invoke-virtual {p2}, Lcom/scanbox/cetp/Attempt;->call()Lcom/scanbox/cetp/Invocation;

    move-result-object v1

    invoke-direct {p0, p1, v1}, Lcom/scanbox/docs/DocsToolProvider;->run(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Invocation;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$execute$6$com-scanbox-docs-DocsToolProvider(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)Ljava/util/concurrent/CompletableFuture;
    .registers 5

    .line 199
    new-instance v0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda9;

    invoke-direct {v0, p0, p1, p2}, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda9;-><init>(Lcom/scanbox/docs/DocsToolProvider;Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)V

    iget-object v1, p0, Lcom/scanbox/docs/DocsToolProvider;->workers:Ljava/util/concurrent/ExecutorService;

    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$execute$7$com-scanbox-docs-DocsToolProvider(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)Ljava/util/concurrent/CompletionStage;
    .registers 5

    .line 197
    invoke-virtual {p2}, Lcom/scanbox/cetp/Attempt;->earlier()Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v1}, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda7;-><init>()V

    .line 198
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v1, p0, p1, p2}, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda8;-><init>(Lcom/scanbox/docs/DocsToolProvider;Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)V

    .line 199
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/concurrent/CompletionStage;

    return-object v0
.end method

.method public synthetic lambda$execute$8$com-scanbox-docs-DocsToolProvider(Ljava/lang/Throwable;)Lcom/scanbox/cetp/Reply;
    .registers 3

    .line 200
    invoke-direct {p0, p1}, Lcom/scanbox/docs/DocsToolProvider;->failed(Ljava/lang/Throwable;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 16

    .line 105
    invoke-virtual {p0}, Lcom/scanbox/docs/DocsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v13

    .line 106
    invoke-static {v13}, Lcom/scanbox/data/ScanDatabase;->get(Landroid/content/Context;)Lcom/scanbox/data/ScanDatabase;

    move-result-object v14

    .line 107
    new-instance v1, Lcom/scanbox/cetp/CallerPolicy;

    invoke-virtual {v13}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/scanbox/cetp/CallerPolicy;-><init>(Landroid/content/pm/PackageManager;)V

    iput-object v1, p0, Lcom/scanbox/docs/DocsToolProvider;->callers:Lcom/scanbox/cetp/CallerPolicy;

    .line 108
    new-instance v1, Lcom/scanbox/cetp/Sessions;

    new-instance v4, Ljava/security/SecureRandom;

    invoke-direct {v4}, Ljava/security/SecureRandom;-><init>()V

    invoke-direct {v1, v14, v4}, Lcom/scanbox/cetp/Sessions;-><init>(Lcom/scanbox/data/ScanDatabase;Ljava/security/SecureRandom;)V

    iput-object v1, p0, Lcom/scanbox/docs/DocsToolProvider;->sessions:Lcom/scanbox/cetp/Sessions;

    .line 109
    new-instance v1, Lcom/scanbox/cetp/Ledger;

    invoke-direct {v1, v14}, Lcom/scanbox/cetp/Ledger;-><init>(Lcom/scanbox/data/ScanDatabase;)V

    iput-object v1, p0, Lcom/scanbox/docs/DocsToolProvider;->ledger:Lcom/scanbox/cetp/Ledger;

    .line 110
    sget-object v2, Lcom/scanbox/docs/DocsToolProvider;->PLUGINS:[Ljava/lang/String;

    const-string v1, "com.scanbox.docs"

    invoke-static {v1, v2}, Lcom/scanbox/cetp/HandlerRegistry;->load(Ljava/lang/String;[Ljava/lang/String;)Lcom/scanbox/cetp/HandlerRegistry;

    move-result-object v1

    iput-object v1, p0, Lcom/scanbox/docs/DocsToolProvider;->registry:Lcom/scanbox/cetp/HandlerRegistry;

    .line 111
    new-instance v1, Lcom/scanbox/cetp/ToolContext;

    new-instance v5, Lcom/scanbox/data/DocumentStore;

    new-instance v8, Ljava/io/File;

    .line 112
    invoke-virtual {v13}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v10

    const-string v11, "scans"

    invoke-direct {v8, v10, v11}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v5, v14, v8}, Lcom/scanbox/data/DocumentStore;-><init>(Lcom/scanbox/data/ScanDatabase;Ljava/io/File;)V

    new-instance v6, Lcom/scanbox/data/ShareStore;

    invoke-direct {v6, v14}, Lcom/scanbox/data/ShareStore;-><init>(Lcom/scanbox/data/ScanDatabase;)V

    new-instance v7, Lcom/scanbox/cetp/Confirmations;

    invoke-direct {v7, v14}, Lcom/scanbox/cetp/Confirmations;-><init>(Lcom/scanbox/data/ScanDatabase;)V

    .line 115
    invoke-static {}, Lcom/scanbox/cetp/Tickets;->quick()Lcom/scanbox/cetp/Tickets;

    move-result-object v8

    new-instance v9, Ljava/io/File;

    .line 116
    invoke-virtual {v13}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v11

    const-string v12, "exports"

    invoke-direct {v9, v11, v12}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object v2, v1

    move-object v3, v13

    const-string v4, "com.scanbox.docs"

    invoke-direct/range {v2 .. v9}, Lcom/scanbox/cetp/ToolContext;-><init>(Landroid/content/Context;Ljava/lang/String;Lcom/scanbox/data/DocumentStore;Lcom/scanbox/data/ShareStore;Lcom/scanbox/cetp/Confirmations;Lcom/scanbox/cetp/Tickets;Ljava/io/File;)V

    iput-object v1, p0, Lcom/scanbox/docs/DocsToolProvider;->tools:Lcom/scanbox/cetp/ToolContext;

    .line 117
    const/4 v1, 0x2

    invoke-static {v1}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v1

    iput-object v1, p0, Lcom/scanbox/docs/DocsToolProvider;->workers:Ljava/util/concurrent/ExecutorService;

    .line 118
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 255
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 275
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "The documents provider answers call() only"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

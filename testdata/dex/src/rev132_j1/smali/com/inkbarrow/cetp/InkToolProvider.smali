.class public abstract Lcom/inkbarrow/cetp/InkToolProvider;
.super Landroid/content/ContentProvider;
.source "InkToolProvider.java"


# static fields
.field private static final ASSISTANT_CERT_SHA256:[B

.field private static final SESSION_TOKENS:Lcom/inkbarrow/cetp/TokenSource;

.field private static final TAG:Ljava/lang/String; = "InkToolProvider"


# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;

.field private events:Lcom/inkbarrow/cetp/ToolEvents;

.field private ledger:Lcom/inkbarrow/data/RequestLedger;

.field private resumeTokens:Lcom/inkbarrow/cetp/TokenSource;

.field private resumes:Lcom/inkbarrow/data/ResumeStore;

.field private sessions:Lcom/inkbarrow/data/Sessions;

.field private final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/inkbarrow/cetp/Tool<",
            "*>;>;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 39
    new-instance v0, Lcom/inkbarrow/cetp/TokenSource$Builder;

    invoke-direct {v0}, Lcom/inkbarrow/cetp/TokenSource$Builder;-><init>()V

    const/16 v1, 0x20

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/TokenSource$Builder;->bytes(I)Lcom/inkbarrow/cetp/TokenSource$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/TokenSource$Builder;->build()Lcom/inkbarrow/cetp/TokenSource;

    move-result-object v0

    sput-object v0, Lcom/inkbarrow/cetp/InkToolProvider;->SESSION_TOKENS:Lcom/inkbarrow/cetp/TokenSource;

    .line 40
    const-string v0, "5e1f07c3a9d24b8e6f0a1c3e5b7d9f2a4c6e8a0b2d4f6a8c0e2b4d6f8a1c3e5b"

    invoke-static {v0}, Lcom/inkbarrow/cetp/InkToolProvider;->hex(Ljava/lang/String;)[B

    move-result-object v0

    sput-object v0, Lcom/inkbarrow/cetp/InkToolProvider;->ASSISTANT_CERT_SHA256:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 37
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 43
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/inkbarrow/cetp/InkToolProvider;->tools:Ljava/util/Map;

    return-void
.end method

.method private callerAllowed(I)Z
    .registers 8

    .line 196
    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v4

    .line 197
    invoke-virtual {v4, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v5

    .line 198
    if-eqz v5, :cond_0

    array-length v0, v5

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_1

    .line 199
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 201
    :cond_1
    sget-object v2, Lcom/inkbarrow/cetp/InkToolProvider;->ASSISTANT_CERT_SHA256:[B

    const/4 v3, 0x1

    invoke-virtual {v4, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    return v0
.end method

.method private executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 27
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 283
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/inkbarrow/cetp/InkToolProvider;->sessions:Lcom/inkbarrow/data/Sessions;

    move-object/from16 v1, p2

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p1

    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/data/Sessions;->check(Ljava/lang/String;I)I

    move-result v13

    .line 284
    move-object/from16 v0, p0

    move-object/from16 v2, p2

    invoke-direct {v0, v13, v2}, Lcom/inkbarrow/cetp/InkToolProvider;->refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v14

    .line 285
    if-eqz v14, :cond_0

    .line 286
    return-object v14

    .line 288
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 289
    move-object/from16 v0, p2

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v16

    .line 290
    if-nez v16, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/inkbarrow/cetp/InkToolProvider;->tools:Ljava/util/Map;

    move-object/from16 v1, v16

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkbarrow/cetp/Tool;

    :goto_0
    move-object/from16 v17, v0

    .line 291
    if-nez v17, :cond_2

    .line 292
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v15, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 294
    :cond_2
    move-object/from16 v0, p2

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v18

    .line 295
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object/from16 v0, v18

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_3

    .line 296
    const-string v1, "INVALID_ARGS"

    const-string v2, "args exceed max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v15, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 300
    :cond_3
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    move-object/from16 v2, v18

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v19, v0

    .line 303
    goto :goto_1

    :catch_0
    move-exception v20

    .line 302
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object"

    const/4 v3, 0x0

    invoke-static {v15, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 304
    :goto_1
    new-instance v0, Lcom/inkbarrow/cetp/ToolCall;

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lcom/inkbarrow/cetp/InkToolProvider;->providerId()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v5, p2

    const-string v6, "deadline_at_ms"

    invoke-virtual {v5, v6}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v5

    .line 305
    move-object/from16 v9, v16

    move-object/from16 v10, v18

    invoke-static {v9, v10}, Lcom/inkbarrow/cetp/ToolCall;->digest(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    move-object/from16 v10, p2

    const-string v11, "resume_token"

    invoke-virtual {v10, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    const/4 v12, 0x1

    move-object v1, v0

    move/from16 v2, p1

    move-object v4, v15

    move-object/from16 v7, v16

    move-object/from16 v8, v19

    if-ne v13, v12, :cond_4

    const/4 v11, 0x1

    goto :goto_2

    :cond_4
    const/4 v11, 0x0

    :goto_2
    invoke-direct/range {v1 .. v11}, Lcom/inkbarrow/cetp/ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;Z)V

    move-object/from16 v20, v0

    .line 306
    move-object/from16 v0, v17

    invoke-interface {v0}, Lcom/inkbarrow/cetp/Tool;->spec()Lcom/inkbarrow/cetp/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolSpec;->mutates()Z

    move-result v21

    .line 307
    if-eqz v21, :cond_7

    .line 308
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/inkbarrow/cetp/InkToolProvider;->ledger:Lcom/inkbarrow/data/RequestLedger;

    move-object/from16 v1, v20

    invoke-virtual {v0, v1}, Lcom/inkbarrow/data/RequestLedger;->find(Lcom/inkbarrow/cetp/ToolCall;)[Ljava/lang/String;

    move-result-object v22

    .line 309
    if-eqz v22, :cond_7

    .line 310
    const/4 v1, 0x0

    aget-object v0, v22, v1

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    const/4 v1, 0x1

    aget-object v0, v22, v1

    move-object/from16 v1, v20

    invoke-virtual {v1}, Lcom/inkbarrow/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 311
    :cond_5
    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {v15, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 314
    :cond_6
    const/4 v2, 0x2

    aget-object v1, v22, v2

    invoke-static {v15, v1}, Lcom/inkbarrow/data/RequestLedger;->replay(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 317
    :cond_7
    move-object/from16 v0, v20

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolCall;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_a

    .line 318
    move-object/from16 v0, p0

    move-object/from16 v1, v20

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/InkToolProvider;->verifyResume(Lcom/inkbarrow/cetp/ToolCall;)I

    move-result v22

    .line 319
    move/from16 v0, v22

    const/4 v1, 0x2

    if-ne v0, v1, :cond_8

    .line 320
    const-string v1, "USER_CANCELLED"

    const-string v2, "The user declined"

    const/4 v3, 0x0

    invoke-static {v15, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 322
    :cond_8
    move/from16 v0, v22

    const/4 v1, 0x1

    if-eq v0, v1, :cond_9

    .line 323
    const-string v1, "INVALID_REQUEST"

    const-string v2, "The resume token does not fit this call"

    const/4 v3, 0x0

    invoke-static {v15, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 326
    :cond_9
    move-object/from16 v0, v20

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolCall;->approve()V

    .line 328
    :cond_a
    move-object/from16 v0, v20

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolCall;->remainingMs()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_b

    .line 329
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v15, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 331
    :cond_b
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/inkbarrow/cetp/InkToolProvider;->events:Lcom/inkbarrow/cetp/ToolEvents;

    move-object/from16 v1, v20

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolEvents;->started(Lcom/inkbarrow/cetp/ToolCall;)V

    .line 332
    move-object/from16 v0, v17

    move-object/from16 v1, v20

    invoke-static {v0, v1}, Lcom/inkbarrow/cetp/InkToolProvider;->invoke(Lcom/inkbarrow/cetp/Tool;Lcom/inkbarrow/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v22

    .line 333
    move-object/from16 v0, v22

    const-string v1, "error_code"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v23

    .line 334
    if-eqz v21, :cond_c

    const-string v0, "USER_ACTION_REQUIRED"

    move-object/from16 v1, v23

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_c

    .line 335
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/inkbarrow/cetp/InkToolProvider;->ledger:Lcom/inkbarrow/data/RequestLedger;

    move-object/from16 v1, v20

    move-object/from16 v2, v22

    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/data/RequestLedger;->record(Lcom/inkbarrow/cetp/ToolCall;Landroid/os/Bundle;)V

    .line 337
    :cond_c
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/inkbarrow/cetp/InkToolProvider;->events:Lcom/inkbarrow/cetp/ToolEvents;

    move-object/from16 v1, v20

    if-nez v23, :cond_d

    const-string v2, "success"

    goto :goto_3

    :cond_d
    move-object/from16 v2, v23

    :goto_3
    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/cetp/ToolEvents;->finished(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)V

    .line 338
    return-object v22
.end method

.method private static hex(Ljava/lang/String;)[B
    .registers 8

    .line 352
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v5, v0, [B

    .line 353
    const/4 v6, 0x0

    :goto_0
    array-length v1, v5

    if-ge v6, v1, :cond_0

    .line 354
    mul-int/lit8 v3, v6, 0x2

    invoke-virtual {p0, v3}, Ljava/lang/String;->charAt(I)C

    move-result v2

    const/16 v3, 0x10

    invoke-static {v2, v3}, Ljava/lang/Character;->digit(CI)I

    move-result v2

    int-to-byte v2, v2

    aput-byte v2, v5, v6

    .line 355
    aget-byte v2, v5, v6

    shl-int/lit8 v2, v2, 0x4

    mul-int/lit8 v4, v6, 0x2

    add-int/lit8 v4, v4, 0x1

    invoke-virtual {p0, v4}, Ljava/lang/String;->charAt(I)C

    move-result v3

    const/16 v4, 0x10

    invoke-static {v3, v4}, Ljava/lang/Character;->digit(CI)I

    move-result v3

    or-int/2addr v2, v3

    int-to-byte v2, v2

    aput-byte v2, v5, v6

    .line 353
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 357
    :cond_0
    return-object v5
.end method

.method private static invoke(Lcom/inkbarrow/cetp/Tool;Lcom/inkbarrow/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<A:",
            "Lcom/inkbarrow/cetp/Args;",
            ">(",
            "Lcom/inkbarrow/cetp/Tool<",
            "TA;>;",
            "Lcom/inkbarrow/cetp/ToolCall;",
            ")",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .line 344
    :try_start_0
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {p0, v1}, Lcom/inkbarrow/cetp/Tool;->parse(Lorg/json/JSONObject;)Lcom/inkbarrow/cetp/Args;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v4

    .line 347
    goto :goto_0

    :catch_0
    move-exception v5

    .line 346
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "args do not fit the input schema"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 348
    :goto_0
    invoke-interface {p0, p1, v4}, Lcom/inkbarrow/cetp/Tool;->run(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 269
    iget-object v1, p0, Lcom/inkbarrow/cetp/InkToolProvider;->sessions:Lcom/inkbarrow/data/Sessions;

    const-string v3, "session_token"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2, p1}, Lcom/inkbarrow/data/Sessions;->check(Ljava/lang/String;I)I

    move-result v1

    invoke-direct {p0, v1, p2}, Lcom/inkbarrow/cetp/InkToolProvider;->refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4

    .line 270
    if-eqz v4, :cond_0

    .line 271
    return-object v4

    .line 273
    :cond_0
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 274
    iget-object v0, p0, Lcom/inkbarrow/cetp/InkToolProvider;->tools:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkbarrow/cetp/Tool;

    move-object v7, v0

    .line 275
    invoke-interface {v7}, Lcom/inkbarrow/cetp/Tool;->spec()Lcom/inkbarrow/cetp/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/inkbarrow/cetp/ToolSpec;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 276
    goto :goto_0

    .line 277
    :cond_1
    invoke-virtual {v5}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, Lcom/inkbarrow/cetp/ToolCall;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x0

    const/16 v2, 0x10

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v6

    .line 278
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 279
    const-string v2, "revision"

    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tools"

    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 278
    invoke-static {v0, v1}, Lcom/inkbarrow/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 205
    const-string v1, "consumer_versions"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 206
    const/4 v6, 0x0

    .line 207
    const/4 v7, 0x0

    :goto_0
    if-eqz v5, :cond_1

    array-length v1, v5

    if-ge v7, v1, :cond_1

    .line 208
    aget v1, v5, v7

    const/4 v2, 0x2

    move v0, v6

    if-ne v1, v2, :cond_0

    const/4 v1, 0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    or-int v6, v0, v1

    .line 207
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 210
    :cond_1
    if-nez v6, :cond_2

    .line 211
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "This provider speaks CETP 2 only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 213
    :cond_2
    new-instance v7, Lorg/json/JSONArray;

    const-string v3, "consumer_capabilities"

    const-string v4, "[]"

    invoke-virtual {p2, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v7, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 214
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 215
    const/4 v9, 0x0

    :goto_2
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v9, v1, :cond_4

    .line 216
    invoke-virtual {v7, v9}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    const-string v0, "large_results"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 217
    const-string v1, "large_results"

    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 215
    :cond_3
    add-int/lit8 v9, v9, 0x1

    goto :goto_2

    .line 220
    :cond_4
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x124f80

    add-long v9, v0, v2

    .line 221
    iget-object v0, p0, Lcom/inkbarrow/cetp/InkToolProvider;->sessions:Lcom/inkbarrow/data/Sessions;

    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v2

    const/4 v3, 0x1

    move v1, p1

    if-ne v2, v3, :cond_5

    const/4 v2, 0x1

    goto :goto_3

    :cond_5
    const/4 v2, 0x0

    :goto_3
    invoke-virtual {v0, v1, v2, v9, v10}, Lcom/inkbarrow/data/Sessions;->open(IZJ)Ljava/lang/String;

    move-result-object v11

    .line 222
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 223
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 224
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 225
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 226
    const-string v1, "idempotency_window_seconds"

    const-wide/32 v2, 0x15180

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v12

    .line 227
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 228
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 229
    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 230
    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->describeProvider()Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "provider_name"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 231
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 232
    invoke-static {v9, v10}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 233
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 234
    const-string v1, "limits"

    invoke-virtual {v0, v1, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 227
    invoke-static {v0}, Lcom/inkbarrow/cetp/Replies;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 258
    iget-object v1, p0, Lcom/inkbarrow/cetp/InkToolProvider;->sessions:Lcom/inkbarrow/data/Sessions;

    const-string v3, "session_token"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2, p1}, Lcom/inkbarrow/data/Sessions;->check(Ljava/lang/String;I)I

    move-result v1

    invoke-direct {p0, v1, p2}, Lcom/inkbarrow/cetp/InkToolProvider;->refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4

    .line 259
    if-eqz v4, :cond_0

    .line 260
    return-object v4

    .line 262
    :cond_0
    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->describeProvider()Lorg/json/JSONObject;

    move-result-object v0

    .line 263
    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 264
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 265
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v5}, Lcom/inkbarrow/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 239
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 240
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    if-nez v4, :cond_1

    .line 241
    :cond_0
    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and a request_id are required"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 244
    :cond_1
    const/4 v1, -0x1

    if-ne p1, v1, :cond_2

    .line 245
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {v4, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 247
    :cond_2
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p2, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 248
    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-gtz v0, :cond_3

    .line 249
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 251
    :cond_3
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v5

    if-ltz v0, :cond_4

    .line 252
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 254
    :cond_4
    const/4 v0, 0x0

    return-object v0
.end method


# virtual methods
.method protected final audit(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 10

    .line 143
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 144
    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 145
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 146
    const-string v1, "tool"

    invoke-virtual {v4, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 147
    const-string v1, "request_id"

    invoke-virtual {v4, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 148
    const-string v1, "outcome"

    invoke-virtual {v4, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 149
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 150
    iget-object v0, p0, Lcom/inkbarrow/cetp/InkToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "audit"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 151
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 169
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 170
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    sget-object v0, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    :goto_0
    move-object v5, v0

    .line 171
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 172
    invoke-direct {p0, v4}, Lcom/inkbarrow/cetp/InkToolProvider;->callerAllowed(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 173
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Inkbarrow tools"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 176
    :cond_1
    move-object v7, p1

    const/4 v8, -0x1

    :try_start_0
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v8, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v8, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v8, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v8, 0x3

    :cond_2
    :goto_1
    packed-switch v8, :pswitch_data_0

    goto :goto_2

    .line 178
    :pswitch_0
    invoke-direct {p0, v4, v5}, Lcom/inkbarrow/cetp/InkToolProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 180
    :pswitch_1
    invoke-direct {p0, v4, v5}, Lcom/inkbarrow/cetp/InkToolProvider;->providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 182
    :pswitch_2
    invoke-direct {p0, v4, v5}, Lcom/inkbarrow/cetp/InkToolProvider;->listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 184
    :pswitch_3
    invoke-direct {p0, v4, v5}, Lcom/inkbarrow/cetp/InkToolProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 186
    :goto_2
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 189
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "InkToolProvider"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 190
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The request could not be handled"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

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
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method protected confirmationScreen(Ljava/lang/String;)Landroid/content/ComponentName;
    .registers 5

    .line 89
    new-instance v0, Landroid/content/ComponentName;

    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/inkbarrow/ui/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    return-object v0
.end method

.method protected abstract createTools()[Lcom/inkbarrow/cetp/Tool;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()[",
            "Lcom/inkbarrow/cetp/Tool<",
            "*>;"
        }
    .end annotation
.end method

.method protected final db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 115
    iget-object v0, p0, Lcom/inkbarrow/cetp/InkToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 379
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract describeProvider()Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method protected final events()Lcom/inkbarrow/cetp/ToolEvents;
    .registers 2

    .line 123
    iget-object v0, p0, Lcom/inkbarrow/cetp/InkToolProvider;->events:Lcom/inkbarrow/cetp/ToolEvents;

    return-object v0
.end method

.method protected exportDir()Ljava/io/File;
    .registers 4

    .line 109
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "exports"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method protected final exportFile(Ljava/lang/String;)Ljava/io/File;
    .registers 7

    .line 127
    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->exportDir()Ljava/io/File;

    move-result-object v4

    .line 128
    invoke-virtual {v4}, Ljava/io/File;->isDirectory()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v4}, Ljava/io/File;->mkdirs()Z

    move-result v0

    if-nez v0, :cond_0

    .line 129
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-static {v4}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "cannot create "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 131
    :cond_0
    new-instance v0, Ljava/io/File;

    invoke-direct {v0, v4, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method protected flagsFor(Ljava/lang/String;)I
    .registers 3

    .line 94
    const/high16 v0, 0x44000000    # 512.0f

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 369
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 374
    const/4 v0, 0x0

    return-object v0
.end method

.method protected newTokenSource()Lcom/inkbarrow/cetp/TokenSource;
    .registers 3

    .line 84
    new-instance v0, Lcom/inkbarrow/cetp/TokenSource$Builder;

    invoke-direct {v0}, Lcom/inkbarrow/cetp/TokenSource$Builder;-><init>()V

    const/16 v1, 0x18

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/TokenSource$Builder;->bytes(I)Lcom/inkbarrow/cetp/TokenSource$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/TokenSource$Builder;->build()Lcom/inkbarrow/cetp/TokenSource;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 10

    .line 53
    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/inkbarrow/data/InkDatabase;->get(Landroid/content/Context;)Lcom/inkbarrow/data/InkDatabase;

    move-result-object v1

    invoke-virtual {v1}, Lcom/inkbarrow/data/InkDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    iput-object v1, p0, Lcom/inkbarrow/cetp/InkToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 54
    new-instance v1, Lcom/inkbarrow/data/Sessions;

    iget-object v2, p0, Lcom/inkbarrow/cetp/InkToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->providerId()Ljava/lang/String;

    move-result-object v3

    sget-object v4, Lcom/inkbarrow/cetp/InkToolProvider;->SESSION_TOKENS:Lcom/inkbarrow/cetp/TokenSource;

    invoke-direct {v1, v2, v3, v4}, Lcom/inkbarrow/data/Sessions;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Lcom/inkbarrow/cetp/TokenSource;)V

    iput-object v1, p0, Lcom/inkbarrow/cetp/InkToolProvider;->sessions:Lcom/inkbarrow/data/Sessions;

    .line 55
    new-instance v1, Lcom/inkbarrow/data/ResumeStore;

    iget-object v2, p0, Lcom/inkbarrow/cetp/InkToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {v1, v2}, Lcom/inkbarrow/data/ResumeStore;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/inkbarrow/cetp/InkToolProvider;->resumes:Lcom/inkbarrow/data/ResumeStore;

    .line 56
    new-instance v1, Lcom/inkbarrow/data/RequestLedger;

    iget-object v2, p0, Lcom/inkbarrow/cetp/InkToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {v1, v2}, Lcom/inkbarrow/data/RequestLedger;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/inkbarrow/cetp/InkToolProvider;->ledger:Lcom/inkbarrow/data/RequestLedger;

    .line 57
    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->newTokenSource()Lcom/inkbarrow/cetp/TokenSource;

    move-result-object v1

    iput-object v1, p0, Lcom/inkbarrow/cetp/InkToolProvider;->resumeTokens:Lcom/inkbarrow/cetp/TokenSource;

    .line 58
    new-instance v1, Lcom/inkbarrow/cetp/ToolEvents;

    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ".events"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v1, v2}, Lcom/inkbarrow/cetp/ToolEvents;-><init>(Ljava/lang/String;)V

    iput-object v1, p0, Lcom/inkbarrow/cetp/InkToolProvider;->events:Lcom/inkbarrow/cetp/ToolEvents;

    .line 59
    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->createTools()[Lcom/inkbarrow/cetp/Tool;

    move-result-object v5

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_0

    aget-object v8, v5, v7

    .line 60
    iget-object v0, p0, Lcom/inkbarrow/cetp/InkToolProvider;->tools:Ljava/util/Map;

    invoke-interface {v8}, Lcom/inkbarrow/cetp/Tool;->spec()Lcom/inkbarrow/cetp/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/inkbarrow/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v8}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 59
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 62
    :cond_0
    const/4 v0, 0x1

    return v0
.end method

.method protected final openResult(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 135
    const/high16 v1, 0x10000000

    invoke-virtual {p0, p1, v1}, Lcom/inkbarrow/cetp/InkToolProvider;->openResult(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method protected final openResult(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 139
    invoke-static {p1, p2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 364
    const/4 v0, 0x0

    return-object v0
.end method

.method requestConfirmation(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11

    .line 155
    iget-object v0, p0, Lcom/inkbarrow/cetp/InkToolProvider;->resumeTokens:Lcom/inkbarrow/cetp/TokenSource;

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/TokenSource;->next()Ljava/lang/String;

    move-result-object v5

    .line 156
    iget-object v0, p0, Lcom/inkbarrow/cetp/InkToolProvider;->resumes:Lcom/inkbarrow/data/ResumeStore;

    invoke-virtual {v0, v5, p1, p2}, Lcom/inkbarrow/data/ResumeStore;->open(Ljava/lang/String;Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)V

    .line 157
    new-instance v6, Landroid/content/Intent;

    const-string v2, "com.inkbarrow.action.CONFIRM_TOOL_CALL"

    invoke-direct {v6, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 158
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->tool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0, v2}, Lcom/inkbarrow/cetp/InkToolProvider;->confirmationScreen(Ljava/lang/String;)Landroid/content/ComponentName;

    move-result-object v1

    invoke-virtual {v6, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    .line 159
    const-string v1, "com.inkbarrow.extra.RESUME"

    invoke-virtual {v6, v1, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 160
    invoke-virtual {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v1

    .line 161
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->tool()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p0, v4}, Lcom/inkbarrow/cetp/InkToolProvider;->flagsFor(Ljava/lang/String;)I

    move-result v3

    .line 160
    invoke-static {v0, v1, v6, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v7

    .line 162
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Confirm on your phone: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {p1, v7, v5, v3}, Lcom/inkbarrow/cetp/Replies;->userAction(Lcom/inkbarrow/cetp/ToolCall;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected final resumes()Lcom/inkbarrow/data/ResumeStore;
    .registers 2

    .line 119
    iget-object v0, p0, Lcom/inkbarrow/cetp/InkToolProvider;->resumes:Lcom/inkbarrow/data/ResumeStore;

    return-object v0
.end method

.method public shutdown()V
    .registers 2

    .line 67
    iget-object v0, p0, Lcom/inkbarrow/cetp/InkToolProvider;->events:Lcom/inkbarrow/cetp/ToolEvents;

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolEvents;->shutdown()V

    .line 68
    invoke-super {p0}, Landroid/content/ContentProvider;->shutdown()V

    .line 69
    return-void
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 384
    const/4 v0, 0x0

    return v0
.end method

.method protected verifyResume(Lcom/inkbarrow/cetp/ToolCall;)I
    .registers 7

    .line 99
    iget-object v0, p0, Lcom/inkbarrow/cetp/InkToolProvider;->resumes:Lcom/inkbarrow/data/ResumeStore;

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->resumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/inkbarrow/data/ResumeStore;->take(Ljava/lang/String;)Lcom/inkbarrow/data/ResumeStore$Record;

    move-result-object v4

    .line 100
    if-eqz v4, :cond_0

    iget v0, v4, Lcom/inkbarrow/data/ResumeStore$Record;->uid:I

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->uid()I

    move-result v1

    if-ne v0, v1, :cond_0

    invoke-virtual {v4}, Lcom/inkbarrow/data/ResumeStore$Record;->expired()Z

    move-result v0

    if-nez v0, :cond_0

    .line 101
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->tool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v4, v1, v2, v3}, Lcom/inkbarrow/data/ResumeStore$Record;->matches(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 102
    :cond_0
    const/4 v0, 0x3

    return v0

    .line 104
    :cond_1
    invoke-virtual {v4}, Lcom/inkbarrow/data/ResumeStore$Record;->verdict()I

    move-result v0

    return v0
.end method

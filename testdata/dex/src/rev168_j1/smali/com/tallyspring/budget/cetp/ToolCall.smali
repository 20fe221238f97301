.class public final Lcom/tallyspring/budget/cetp/ToolCall;
.super Ljava/lang/Object;
.source "ToolCall.java"


# static fields
.field public static final MAX_REQUEST_BYTES:I = 0x10000


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final argsDigest:Ljava/lang/String;

.field private final deadlineAtMs:J

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final toolName:Ljava/lang/String;

.field private final uid:I


# direct methods
.method private constructor <init>(ILjava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 9

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput p1, p0, Lcom/tallyspring/budget/cetp/ToolCall;->uid:I

    .line 25
    iput-object p2, p0, Lcom/tallyspring/budget/cetp/ToolCall;->requestId:Ljava/lang/String;

    .line 26
    iput-object p3, p0, Lcom/tallyspring/budget/cetp/ToolCall;->toolName:Ljava/lang/String;

    .line 27
    iput-object p4, p0, Lcom/tallyspring/budget/cetp/ToolCall;->args:Lorg/json/JSONObject;

    .line 28
    iput-object p5, p0, Lcom/tallyspring/budget/cetp/ToolCall;->argsDigest:Ljava/lang/String;

    .line 29
    iput-object p6, p0, Lcom/tallyspring/budget/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    .line 30
    iput-wide p7, p0, Lcom/tallyspring/budget/cetp/ToolCall;->deadlineAtMs:J

    .line 31
    return-void
.end method

.method public static isUuid(Ljava/lang/String;)Z
    .registers 4

    .line 55
    if-eqz p0, :cond_0

    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x24

    if-eq v0, v1, :cond_1

    .line 56
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 59
    :cond_1
    :try_start_0
    invoke-static {p0}, Ljava/util/UUID;->fromString(Ljava/lang/String;)Ljava/util/UUID;
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_0

    .line 60
    const/4 v0, 0x1

    return v0

    :catch_0
    move-exception v2

    .line 62
    const/4 v0, 0x0

    return v0
.end method

.method static synthetic lambda$resumeToken$0(Ljava/lang/String;)Z
    .registers 2

    .line 87
    invoke-virtual {p0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static parse(Landroid/os/Bundle;I)Lcom/tallyspring/budget/cetp/ToolCall;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;
        }
    .end annotation

    .line 34
    move-object/from16 v0, p0

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 35
    move-object/from16 v0, p0

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 36
    move-object/from16 v0, p0

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 37
    move-object/from16 v0, p0

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v13

    .line 38
    invoke-static {v10}, Lcom/tallyspring/budget/cetp/ToolCall;->isUuid(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    if-eqz v11, :cond_0

    const-wide/16 v2, 0x0

    cmp-long v0, v13, v2

    if-gtz v0, :cond_1

    .line 39
    :cond_0
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 41
    :cond_1
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v12, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_2

    .line 42
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 46
    :cond_2
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v12}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v15, v0

    .line 49
    goto :goto_0

    :catch_0
    move-exception v16

    .line 48
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 50
    :goto_0
    new-instance v0, Lcom/tallyspring/budget/cetp/ToolCall;

    invoke-static {v12}, Lcom/tallyspring/budget/cetp/Crypto;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 51
    move-object/from16 v7, p0

    const-string v8, "resume_token"

    invoke-virtual {v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    move-object v1, v0

    move/from16 v2, p1

    move-object v3, v10

    move-object v4, v11

    move-object v5, v15

    move-wide v8, v13

    invoke-direct/range {v1 .. v9}, Lcom/tallyspring/budget/cetp/ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;J)V

    .line 50
    return-object v0
.end method


# virtual methods
.method public args()Lorg/json/JSONObject;
    .registers 2

    .line 79
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolCall;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public argsDigest()Ljava/lang/String;
    .registers 2

    .line 83
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolCall;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public deadlinePassed()Z
    .registers 5

    .line 91
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/tallyspring/budget/cetp/ToolCall;->deadlineAtMs:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 71
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolCall;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/util/Optional;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Optional<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 87
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/ToolCall$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/tallyspring/budget/cetp/ToolCall$$ExternalSyntheticLambda0;-><init>()V

    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method

.method public toolName()Ljava/lang/String;
    .registers 2

    .line 75
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolCall;->toolName:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 67
    iget v0, p0, Lcom/tallyspring/budget/cetp/ToolCall;->uid:I

    return v0
.end method

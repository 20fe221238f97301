.class public final Lcom/relaykit/home/cetp/CetpRequest;
.super Ljava/lang/Object;
.source "CetpRequest.java"


# static fields
.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final UUID:Ljava/util/regex/Pattern;


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final argsDigest:Ljava/lang/String;

.field private final deadlineAtMs:J

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final session:Lcom/relaykit/home/cetp/SessionStore$Session;

.field private final tool:Lcom/relaykit/home/cetp/ToolSpec;

.field private final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 14
    const-string v0, "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/cetp/CetpRequest;->UUID:Ljava/util/regex/Pattern;

    return-void
.end method

.method private constructor <init>(ILjava/lang/String;Lcom/relaykit/home/cetp/ToolSpec;Lorg/json/JSONObject;Ljava/lang/String;JLjava/lang/String;Lcom/relaykit/home/cetp/SessionStore$Session;)V
    .registers 10

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 28
    iput p1, p0, Lcom/relaykit/home/cetp/CetpRequest;->uid:I

    .line 29
    iput-object p2, p0, Lcom/relaykit/home/cetp/CetpRequest;->requestId:Ljava/lang/String;

    .line 30
    iput-object p3, p0, Lcom/relaykit/home/cetp/CetpRequest;->tool:Lcom/relaykit/home/cetp/ToolSpec;

    .line 31
    iput-object p4, p0, Lcom/relaykit/home/cetp/CetpRequest;->args:Lorg/json/JSONObject;

    .line 32
    iput-object p5, p0, Lcom/relaykit/home/cetp/CetpRequest;->argsDigest:Ljava/lang/String;

    .line 33
    iput-wide p6, p0, Lcom/relaykit/home/cetp/CetpRequest;->deadlineAtMs:J

    .line 34
    iput-object p8, p0, Lcom/relaykit/home/cetp/CetpRequest;->resumeToken:Ljava/lang/String;

    .line 35
    iput-object p9, p0, Lcom/relaykit/home/cetp/CetpRequest;->session:Lcom/relaykit/home/cetp/SessionStore$Session;

    .line 36
    return-void
.end method

.method public static isUuid(Ljava/lang/String;)Z
    .registers 2

    .line 39
    if-eqz p0, :cond_0

    sget-object v0, Lcom/relaykit/home/cetp/CetpRequest;->UUID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, p0}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static parse(Landroid/os/Bundle;ILcom/relaykit/home/cetp/SessionStore$Session;Ljava/util/Map;)Lcom/relaykit/home/cetp/CetpRequest;
    .registers 19
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/os/Bundle;",
            "I",
            "Lcom/relaykit/home/cetp/SessionStore$Session;",
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/relaykit/home/cetp/ToolSpec;",
            ">;)",
            "Lcom/relaykit/home/cetp/CetpRequest;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;
        }
    .end annotation

    .line 44
    const-string v1, "args"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 45
    if-nez v11, :cond_0

    .line 46
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    .line 48
    :cond_0
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v11, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v12

    .line 49
    array-length v0, v12

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_1

    .line 50
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    .line 54
    :cond_1
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v11}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v13, v0

    .line 57
    goto :goto_0

    :catch_0
    move-exception v14

    .line 56
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    .line 58
    :goto_0
    const-string v2, "tool_name"

    invoke-virtual {p0, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/ToolSpec;

    move-object v14, v0

    .line 59
    if-nez v14, :cond_2

    .line 60
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "TOOL_NOT_FOUND"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    .line 62
    :cond_2
    new-instance v0, Lcom/relaykit/home/cetp/CetpRequest;

    const-string v4, "request_id"

    invoke-virtual {p0, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-static {v12}, Lcom/relaykit/home/core/Tokens;->sha256([B)[B

    move-result-object v6

    invoke-static {v6}, Lcom/relaykit/home/core/Tokens;->hex([B)Ljava/lang/String;

    move-result-object v6

    .line 63
    const-string v8, "deadline_at_ms"

    const-wide/16 v9, 0x0

    invoke-virtual {p0, v8, v9, v10}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v7

    const-string v10, "resume_token"

    invoke-virtual {p0, v10}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    move-object v1, v0

    move/from16 v2, p1

    move-object v4, v14

    move-object v5, v13

    move-object/from16 v10, p2

    invoke-direct/range {v1 .. v10}, Lcom/relaykit/home/cetp/CetpRequest;-><init>(ILjava/lang/String;Lcom/relaykit/home/cetp/ToolSpec;Lorg/json/JSONObject;Ljava/lang/String;JLjava/lang/String;Lcom/relaykit/home/cetp/SessionStore$Session;)V

    .line 62
    return-object v0
.end method


# virtual methods
.method public args()Lorg/json/JSONObject;
    .registers 2

    .line 79
    iget-object v0, p0, Lcom/relaykit/home/cetp/CetpRequest;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public argsDigest()Ljava/lang/String;
    .registers 2

    .line 83
    iget-object v0, p0, Lcom/relaykit/home/cetp/CetpRequest;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public deadlinePassed()Z
    .registers 5

    .line 95
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/relaykit/home/cetp/CetpRequest;->deadlineAtMs:J

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
    iget-object v0, p0, Lcom/relaykit/home/cetp/CetpRequest;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 2

    .line 87
    iget-object v0, p0, Lcom/relaykit/home/cetp/CetpRequest;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public session()Lcom/relaykit/home/cetp/SessionStore$Session;
    .registers 2

    .line 91
    iget-object v0, p0, Lcom/relaykit/home/cetp/CetpRequest;->session:Lcom/relaykit/home/cetp/SessionStore$Session;

    return-object v0
.end method

.method public tool()Lcom/relaykit/home/cetp/ToolSpec;
    .registers 2

    .line 75
    iget-object v0, p0, Lcom/relaykit/home/cetp/CetpRequest;->tool:Lcom/relaykit/home/cetp/ToolSpec;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 67
    iget v0, p0, Lcom/relaykit/home/cetp/CetpRequest;->uid:I

    return v0
.end method

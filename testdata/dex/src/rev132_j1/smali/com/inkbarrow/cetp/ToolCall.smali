.class public final Lcom/inkbarrow/cetp/ToolCall;
.super Ljava/lang/Object;
.source "ToolCall.java"


# instance fields
.field private approved:Z

.field private final args:Lorg/json/JSONObject;

.field private final argsDigest:Ljava/lang/String;

.field private final deadlineAtMs:J

.field private final largeResults:Z

.field private final provider:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 11

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput p1, p0, Lcom/inkbarrow/cetp/ToolCall;->uid:I

    .line 24
    iput-object p2, p0, Lcom/inkbarrow/cetp/ToolCall;->provider:Ljava/lang/String;

    .line 25
    iput-object p3, p0, Lcom/inkbarrow/cetp/ToolCall;->requestId:Ljava/lang/String;

    .line 26
    iput-wide p4, p0, Lcom/inkbarrow/cetp/ToolCall;->deadlineAtMs:J

    .line 27
    iput-object p6, p0, Lcom/inkbarrow/cetp/ToolCall;->tool:Ljava/lang/String;

    .line 28
    iput-object p7, p0, Lcom/inkbarrow/cetp/ToolCall;->args:Lorg/json/JSONObject;

    .line 29
    iput-object p8, p0, Lcom/inkbarrow/cetp/ToolCall;->argsDigest:Ljava/lang/String;

    .line 30
    iput-object p9, p0, Lcom/inkbarrow/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    .line 31
    iput-boolean p10, p0, Lcom/inkbarrow/cetp/ToolCall;->largeResults:Z

    .line 32
    return-void
.end method

.method static digest(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 79
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "\u0000"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, Lcom/inkbarrow/cetp/ToolCall;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static sha256Hex([B)Ljava/lang/String;
    .registers 8

    .line 84
    :try_start_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v4

    .line 85
    array-length v0, v4

    mul-int/lit8 v0, v0, 0x2

    new-array v5, v0, [C

    .line 86
    const/4 v6, 0x0

    :goto_0
    array-length v1, v4

    if-ge v6, v1, :cond_0

    .line 87
    mul-int/lit8 v1, v6, 0x2

    aget-byte v2, v4, v6

    shr-int/lit8 v2, v2, 0x4

    and-int/lit8 v2, v2, 0xf

    const/16 v3, 0x10

    invoke-static {v2, v3}, Ljava/lang/Character;->forDigit(II)C

    move-result v2

    aput-char v2, v5, v1

    .line 88
    mul-int/lit8 v1, v6, 0x2

    add-int/lit8 v1, v1, 0x1

    aget-byte v2, v4, v6

    and-int/lit8 v2, v2, 0xf

    const/16 v3, 0x10

    invoke-static {v2, v3}, Ljava/lang/Character;->forDigit(II)C

    move-result v2

    aput-char v2, v5, v1

    .line 86
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 90
    :cond_0
    new-instance v0, Ljava/lang/String;

    invoke-direct {v0, v5}, Ljava/lang/String;-><init>([C)V
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v4

    .line 92
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method approve()V
    .registers 2

    .line 71
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/inkbarrow/cetp/ToolCall;->approved:Z

    .line 72
    return-void
.end method

.method public approved()Z
    .registers 2

    .line 67
    iget-boolean v0, p0, Lcom/inkbarrow/cetp/ToolCall;->approved:Z

    return v0
.end method

.method public args()Lorg/json/JSONObject;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolCall;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public argsDigest()Ljava/lang/String;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolCall;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public largeResults()Z
    .registers 2

    .line 63
    iget-boolean v0, p0, Lcom/inkbarrow/cetp/ToolCall;->largeResults:Z

    return v0
.end method

.method public provider()Ljava/lang/String;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolCall;->provider:Ljava/lang/String;

    return-object v0
.end method

.method public remainingMs()J
    .registers 5

    .line 75
    iget-wide v0, p0, Lcom/inkbarrow/cetp/ToolCall;->deadlineAtMs:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long/2addr v0, v2

    return-wide v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 43
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolCall;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 2

    .line 59
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolCall;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 35
    iget v0, p0, Lcom/inkbarrow/cetp/ToolCall;->uid:I

    return v0
.end method

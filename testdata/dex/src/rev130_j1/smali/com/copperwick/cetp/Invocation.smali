.class public final Lcom/copperwick/cetp/Invocation;
.super Ljava/lang/Object;
.source "Invocation.java"


# instance fields
.field private volatile approved:Z

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
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 11

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput p1, p0, Lcom/copperwick/cetp/Invocation;->uid:I

    .line 24
    iput-object p2, p0, Lcom/copperwick/cetp/Invocation;->provider:Ljava/lang/String;

    .line 25
    iput-object p3, p0, Lcom/copperwick/cetp/Invocation;->requestId:Ljava/lang/String;

    .line 26
    iput-wide p4, p0, Lcom/copperwick/cetp/Invocation;->deadlineAtMs:J

    .line 27
    iput-object p6, p0, Lcom/copperwick/cetp/Invocation;->tool:Ljava/lang/String;

    .line 28
    iput-object p7, p0, Lcom/copperwick/cetp/Invocation;->args:Lorg/json/JSONObject;

    .line 29
    iput-object p8, p0, Lcom/copperwick/cetp/Invocation;->argsDigest:Ljava/lang/String;

    .line 30
    iput-object p9, p0, Lcom/copperwick/cetp/Invocation;->resumeToken:Ljava/lang/String;

    .line 31
    iput-boolean p10, p0, Lcom/copperwick/cetp/Invocation;->largeResults:Z

    .line 32
    return-void
.end method

.method public static digest(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 80
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "\n"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/copperwick/cetp/Invocation;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static sha256(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 84
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, Lcom/copperwick/cetp/Invocation;->sha256([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static sha256([B)Ljava/lang/String;
    .registers 10

    .line 89
    :try_start_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v3

    .line 90
    new-instance v0, Ljava/lang/StringBuilder;

    array-length v2, v3

    mul-int/lit8 v2, v2, 0x2

    invoke-direct {v0, v2}, Ljava/lang/StringBuilder;-><init>(I)V

    move-object v4, v0

    .line 91
    move-object v5, v3

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_0

    aget-byte v8, v5, v7

    .line 92
    shr-int/lit8 v1, v8, 0x4

    and-int/lit8 v1, v1, 0xf

    const/16 v2, 0x10

    invoke-static {v1, v2}, Ljava/lang/Character;->forDigit(II)C

    move-result v1

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    and-int/lit8 v1, v8, 0xf

    const/16 v2, 0x10

    invoke-static {v1, v2}, Ljava/lang/Character;->forDigit(II)C

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 91
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 94
    :cond_0
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 96
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method public approved()Z
    .registers 2

    .line 76
    iget-boolean v0, p0, Lcom/copperwick/cetp/Invocation;->approved:Z

    return v0
.end method

.method public args()Lorg/json/JSONObject;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/copperwick/cetp/Invocation;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public argsDigest()Ljava/lang/String;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/copperwick/cetp/Invocation;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public largeResults()Z
    .registers 2

    .line 63
    iget-boolean v0, p0, Lcom/copperwick/cetp/Invocation;->largeResults:Z

    return v0
.end method

.method markApproved()V
    .registers 2

    .line 72
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/copperwick/cetp/Invocation;->approved:Z

    .line 73
    return-void
.end method

.method public provider()Ljava/lang/String;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/copperwick/cetp/Invocation;->provider:Ljava/lang/String;

    return-object v0
.end method

.method public remainingMs()J
    .registers 5

    .line 67
    iget-wide v0, p0, Lcom/copperwick/cetp/Invocation;->deadlineAtMs:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long/2addr v0, v2

    return-wide v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 43
    iget-object v0, p0, Lcom/copperwick/cetp/Invocation;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 2

    .line 59
    iget-object v0, p0, Lcom/copperwick/cetp/Invocation;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/copperwick/cetp/Invocation;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 35
    iget v0, p0, Lcom/copperwick/cetp/Invocation;->uid:I

    return v0
.end method

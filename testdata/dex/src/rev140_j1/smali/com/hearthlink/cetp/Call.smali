.class public final Lcom/hearthlink/cetp/Call;
.super Ljava/lang/Object;
.source "Call.java"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final deadline:J

.field public final digest:Ljava/lang/String;

.field public final pid:I

.field public final provider:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public ticket:Lorg/json/JSONObject;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(IILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;J)V
    .registers 13

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    iput p1, p0, Lcom/hearthlink/cetp/Call;->uid:I

    .line 28
    iput p2, p0, Lcom/hearthlink/cetp/Call;->pid:I

    .line 29
    iput-object p3, p0, Lcom/hearthlink/cetp/Call;->provider:Ljava/lang/String;

    .line 30
    iput-object p4, p0, Lcom/hearthlink/cetp/Call;->requestId:Ljava/lang/String;

    .line 31
    iput-object p5, p0, Lcom/hearthlink/cetp/Call;->tool:Ljava/lang/String;

    .line 32
    iput-object p7, p0, Lcom/hearthlink/cetp/Call;->args:Lorg/json/JSONObject;

    .line 33
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "\u0000"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, Lcom/hearthlink/cetp/Call;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/hearthlink/cetp/Call;->digest:Ljava/lang/String;

    .line 34
    iput-object p8, p0, Lcom/hearthlink/cetp/Call;->resumeToken:Ljava/lang/String;

    .line 35
    iput-wide p9, p0, Lcom/hearthlink/cetp/Call;->deadline:J

    .line 36
    return-void
.end method

.method public static sha256Hex([B)Ljava/lang/String;
    .registers 10

    .line 44
    :try_start_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v3

    .line 45
    new-instance v0, Ljava/lang/StringBuilder;

    array-length v2, v3

    mul-int/lit8 v2, v2, 0x2

    invoke-direct {v0, v2}, Ljava/lang/StringBuilder;-><init>(I)V

    move-object v4, v0

    .line 46
    move-object v5, v3

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_0

    aget-byte v8, v5, v7

    .line 47
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

    .line 46
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 49
    :cond_0
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 51
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method public remainingMs()J
    .registers 5

    .line 39
    iget-wide v0, p0, Lcom/hearthlink/cetp/Call;->deadline:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long/2addr v0, v2

    return-wide v0
.end method

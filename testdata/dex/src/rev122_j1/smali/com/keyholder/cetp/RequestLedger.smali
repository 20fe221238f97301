.class public Lcom/keyholder/cetp/RequestLedger;
.super Ljava/lang/Object;
.source "RequestLedger.java"


# annotations
.annotation runtime Ljavax/inject/Singleton;
.end annotation


# instance fields
.field private final dao:Lcom/keyholder/data/CetpDao;


# direct methods
.method public constructor <init>(Lcom/keyholder/data/CetpDao;)V
    .registers 2
    .annotation runtime Ljavax/inject/Inject;
    .end annotation

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/keyholder/cetp/RequestLedger;->dao:Lcom/keyholder/data/CetpDao;

    .line 19
    return-void
.end method

.method public static digest(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 12

    .line 38
    :try_start_0
    const-string v7, "SHA-256"

    invoke-static {v7}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    .line 39
    sget-object v9, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v9}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v8

    invoke-virtual {v0, v8}, Ljava/security/MessageDigest;->update([B)V

    .line 40
    const/4 v8, 0x0

    invoke-virtual {v0, v8}, Ljava/security/MessageDigest;->update(B)V

    .line 41
    sget-object v9, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p1, v9}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v8

    invoke-virtual {v0, v8}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v1

    .line 42
    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    move-object v2, v7

    .line 43
    move-object v3, v1

    array-length v4, v3

    const/4 v5, 0x0

    :goto_0
    if-ge v5, v4, :cond_0

    aget-byte v6, v3, v5

    .line 44
    shr-int/lit8 v8, v6, 0x4

    and-int/lit8 v8, v8, 0xf

    const/16 v9, 0x10

    invoke-static {v8, v9}, Ljava/lang/Character;->forDigit(II)C

    move-result v8

    invoke-virtual {v2, v8}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v7

    and-int/lit8 v8, v6, 0xf

    const/16 v9, 0x10

    invoke-static {v8, v9}, Ljava/lang/Character;->forDigit(II)C

    move-result v8

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 43
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 46
    :cond_0
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v7
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v7

    .line 47
    :catch_0
    move-exception v0

    .line 48
    new-instance v7, Ljava/lang/IllegalStateException;

    invoke-direct {v7, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v7
.end method


# virtual methods
.method public find(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;)Lcom/keyholder/data/RequestRow;
    .registers 6

    .line 22
    iget-object v0, p0, Lcom/keyholder/cetp/RequestLedger;->dao:Lcom/keyholder/data/CetpDao;

    invoke-virtual {p2}, Lcom/keyholder/cetp/ToolCall;->uid()I

    move-result v1

    invoke-virtual {p2}, Lcom/keyholder/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, p1, v1, v2}, Lcom/keyholder/data/CetpDao;->findRequest(Ljava/lang/String;ILjava/lang/String;)Lcom/keyholder/data/RequestRow;

    move-result-object v0

    return-object v0
.end method

.method public keep(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;)V
    .registers 9

    .line 26
    new-instance v0, Lcom/keyholder/data/RequestRow;

    invoke-direct {v0}, Lcom/keyholder/data/RequestRow;-><init>()V

    .line 27
    iput-object p1, v0, Lcom/keyholder/data/RequestRow;->providerId:Ljava/lang/String;

    .line 28
    invoke-virtual {p2}, Lcom/keyholder/cetp/ToolCall;->uid()I

    move-result v2

    iput v2, v0, Lcom/keyholder/data/RequestRow;->uid:I

    .line 29
    invoke-virtual {p2}, Lcom/keyholder/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v2

    iput-object v2, v0, Lcom/keyholder/data/RequestRow;->requestId:Ljava/lang/String;

    .line 30
    invoke-virtual {p2}, Lcom/keyholder/cetp/ToolCall;->rawArgs()Ljava/lang/String;

    move-result-object v3

    invoke-static {p3, v3}, Lcom/keyholder/cetp/RequestLedger;->digest(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    iput-object v2, v0, Lcom/keyholder/data/RequestRow;->digest:Ljava/lang/String;

    .line 31
    iput-object p4, v0, Lcom/keyholder/data/RequestRow;->data:Ljava/lang/String;

    .line 32
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    iput-wide v2, v0, Lcom/keyholder/data/RequestRow;->keptAt:J

    .line 33
    iget-object v1, p0, Lcom/keyholder/cetp/RequestLedger;->dao:Lcom/keyholder/data/CetpDao;

    invoke-interface {v1, v0}, Lcom/keyholder/data/CetpDao;->insertRequest(Lcom/keyholder/data/RequestRow;)V

    .line 34
    return-void
.end method

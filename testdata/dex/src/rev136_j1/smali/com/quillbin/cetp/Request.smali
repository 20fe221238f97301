.class public final Lcom/quillbin/cetp/Request;
.super Ljava/lang/Object;
.source "Request.java"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final argsDigest:Ljava/lang/String;

.field private confirmed:Z

.field private final largeResults:Z

.field private final provider:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Z)V
    .registers 11

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput p1, p0, Lcom/quillbin/cetp/Request;->uid:I

    .line 22
    iput-object p2, p0, Lcom/quillbin/cetp/Request;->provider:Ljava/lang/String;

    .line 23
    iput-object p3, p0, Lcom/quillbin/cetp/Request;->requestId:Ljava/lang/String;

    .line 24
    iput-object p4, p0, Lcom/quillbin/cetp/Request;->tool:Ljava/lang/String;

    .line 25
    iput-object p6, p0, Lcom/quillbin/cetp/Request;->args:Lorg/json/JSONObject;

    .line 26
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "\n"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, Lcom/quillbin/io/Streams;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/cetp/Request;->argsDigest:Ljava/lang/String;

    .line 27
    iput-object p7, p0, Lcom/quillbin/cetp/Request;->resumeToken:Ljava/lang/String;

    .line 28
    iput-boolean p8, p0, Lcom/quillbin/cetp/Request;->largeResults:Z

    .line 29
    return-void
.end method


# virtual methods
.method public args()Lorg/json/JSONObject;
    .registers 2

    .line 48
    iget-object v0, p0, Lcom/quillbin/cetp/Request;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public argsDigest()Ljava/lang/String;
    .registers 2

    .line 52
    iget-object v0, p0, Lcom/quillbin/cetp/Request;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public confirmed()Z
    .registers 2

    .line 65
    iget-boolean v0, p0, Lcom/quillbin/cetp/Request;->confirmed:Z

    return v0
.end method

.method public dedupKey()Ljava/lang/String;
    .registers 6

    .line 74
    iget v0, p0, Lcom/quillbin/cetp/Request;->uid:I

    iget-object v1, p0, Lcom/quillbin/cetp/Request;->provider:Ljava/lang/String;

    iget-object v2, p0, Lcom/quillbin/cetp/Request;->requestId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method

.method public largeResults()Z
    .registers 2

    .line 60
    iget-boolean v0, p0, Lcom/quillbin/cetp/Request;->largeResults:Z

    return v0
.end method

.method public markConfirmed()V
    .registers 2

    .line 69
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/quillbin/cetp/Request;->confirmed:Z

    .line 70
    return-void
.end method

.method public provider()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/quillbin/cetp/Request;->provider:Ljava/lang/String;

    return-object v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 40
    iget-object v0, p0, Lcom/quillbin/cetp/Request;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 2

    .line 56
    iget-object v0, p0, Lcom/quillbin/cetp/Request;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/quillbin/cetp/Request;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 32
    iget v0, p0, Lcom/quillbin/cetp/Request;->uid:I

    return v0
.end method

.class public final Lcom/trailmark/cetp/Call;
.super Ljava/lang/Object;
.source "Call.java"


# instance fields
.field private approved:Z

.field public final args:Lorg/json/JSONObject;

.field public final digest:Ljava/lang/String;

.field public final fileResults:Z

.field public final provider:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Z)V
    .registers 11

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput p1, p0, Lcom/trailmark/cetp/Call;->uid:I

    .line 25
    iput-object p2, p0, Lcom/trailmark/cetp/Call;->provider:Ljava/lang/String;

    .line 26
    iput-object p3, p0, Lcom/trailmark/cetp/Call;->requestId:Ljava/lang/String;

    .line 27
    iput-object p4, p0, Lcom/trailmark/cetp/Call;->tool:Ljava/lang/String;

    .line 28
    iput-object p6, p0, Lcom/trailmark/cetp/Call;->args:Lorg/json/JSONObject;

    .line 29
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "\u0000"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, Lcom/trailmark/io/Copy;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/trailmark/cetp/Call;->digest:Ljava/lang/String;

    .line 30
    iput-object p7, p0, Lcom/trailmark/cetp/Call;->resumeToken:Ljava/lang/String;

    .line 31
    iput-boolean p8, p0, Lcom/trailmark/cetp/Call;->fileResults:Z

    .line 32
    return-void
.end method


# virtual methods
.method public approve()V
    .registers 2

    .line 41
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/trailmark/cetp/Call;->approved:Z

    .line 42
    return-void
.end method

.method public approved()Z
    .registers 2

    .line 45
    iget-boolean v0, p0, Lcom/trailmark/cetp/Call;->approved:Z

    return v0
.end method

.method public key()Ljava/lang/String;
    .registers 6

    .line 36
    iget v0, p0, Lcom/trailmark/cetp/Call;->uid:I

    iget-object v1, p0, Lcom/trailmark/cetp/Call;->provider:Ljava/lang/String;

    iget-object v2, p0, Lcom/trailmark/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method

.class public final Lcom/tidepool/reef/cetp/ToolRequest;
.super Ljava/lang/Object;
.source "ToolRequest.java"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final argsText:Ljava/lang/String;

.field public final callerPackage:Ljava/lang/String;

.field public final deadlineAtMs:J

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final spec:Lcom/tidepool/reef/cetp/ToolSpec;

.field public final toolName:Ljava/lang/String;

.field public final uid:I


# direct methods
.method private constructor <init>(Lcom/tidepool/reef/cetp/CallContext;Lcom/tidepool/reef/cetp/ToolSpec;Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 9

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iget v0, p1, Lcom/tidepool/reef/cetp/CallContext;->uid:I

    iput v0, p0, Lcom/tidepool/reef/cetp/ToolRequest;->uid:I

    .line 22
    iget-object v0, p1, Lcom/tidepool/reef/cetp/CallContext;->callerPackage:Ljava/lang/String;

    iput-object v0, p0, Lcom/tidepool/reef/cetp/ToolRequest;->callerPackage:Ljava/lang/String;

    .line 23
    invoke-virtual {p1}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tidepool/reef/cetp/ToolRequest;->requestId:Ljava/lang/String;

    .line 24
    iget-object v0, p2, Lcom/tidepool/reef/cetp/ToolSpec;->name:Ljava/lang/String;

    iput-object v0, p0, Lcom/tidepool/reef/cetp/ToolRequest;->toolName:Ljava/lang/String;

    .line 25
    iput-object p3, p0, Lcom/tidepool/reef/cetp/ToolRequest;->argsText:Ljava/lang/String;

    .line 26
    iput-object p4, p0, Lcom/tidepool/reef/cetp/ToolRequest;->args:Lorg/json/JSONObject;

    .line 27
    iget-object v0, p1, Lcom/tidepool/reef/cetp/CallContext;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tidepool/reef/cetp/ToolRequest;->resumeToken:Ljava/lang/String;

    .line 28
    iget-object v0, p1, Lcom/tidepool/reef/cetp/CallContext;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/tidepool/reef/cetp/ToolRequest;->deadlineAtMs:J

    .line 29
    iput-object p2, p0, Lcom/tidepool/reef/cetp/ToolRequest;->spec:Lcom/tidepool/reef/cetp/ToolSpec;

    .line 30
    return-void
.end method

.method static read(Lcom/tidepool/reef/cetp/CallContext;Lcom/tidepool/reef/cetp/ToolSpec;)Lcom/tidepool/reef/cetp/ToolRequest;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 33
    iget-object v0, p0, Lcom/tidepool/reef/cetp/CallContext;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 34
    if-nez v3, :cond_0

    .line 35
    const-string v3, "{}"

    .line 37
    :cond_0
    new-instance v0, Lcom/tidepool/reef/cetp/ToolRequest;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, p0, p1, v3, v2}, Lcom/tidepool/reef/cetp/ToolRequest;-><init>(Lcom/tidepool/reef/cetp/CallContext;Lcom/tidepool/reef/cetp/ToolSpec;Ljava/lang/String;Lorg/json/JSONObject;)V

    return-object v0
.end method


# virtual methods
.method argsBytes()I
    .registers 3

    .line 41
    iget-object v0, p0, Lcom/tidepool/reef/cetp/ToolRequest;->argsText:Ljava/lang/String;

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    return v0
.end method

.method public argsDigest()Ljava/lang/String;
    .registers 2

    .line 45
    iget-object v0, p0, Lcom/tidepool/reef/cetp/ToolRequest;->argsText:Ljava/lang/String;

    invoke-static {v0}, Lcom/tidepool/reef/cetp/Crypto;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.class public final Lcom/lumenframe/studio/cetp/ToolCall;
.super Ljava/lang/Object;
.source "ToolCall.java"


# static fields
.field public static final MAX_REQUEST_BYTES:I = 0x10000


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final argsDigest:Ljava/lang/String;

.field public final callerPackage:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final toolName:Ljava/lang/String;

.field public final uid:I


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;ILjava/lang/String;)V
    .registers 7

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-object p1, p0, Lcom/lumenframe/studio/cetp/ToolCall;->requestId:Ljava/lang/String;

    .line 24
    iput-object p2, p0, Lcom/lumenframe/studio/cetp/ToolCall;->toolName:Ljava/lang/String;

    .line 25
    iput-object p3, p0, Lcom/lumenframe/studio/cetp/ToolCall;->args:Lorg/json/JSONObject;

    .line 26
    iput-object p4, p0, Lcom/lumenframe/studio/cetp/ToolCall;->argsDigest:Ljava/lang/String;

    .line 27
    iput p5, p0, Lcom/lumenframe/studio/cetp/ToolCall;->uid:I

    .line 28
    iput-object p6, p0, Lcom/lumenframe/studio/cetp/ToolCall;->callerPackage:Ljava/lang/String;

    .line 29
    return-void
.end method

.method public static deadlinePassed(Landroid/os/Bundle;)Z
    .registers 7

    .line 63
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v4

    .line 64
    const-wide/16 v2, 0x0

    cmp-long v0, v4, v2

    if-lez v0, :cond_0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v4, v2

    if-gtz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static parse(Landroid/os/Bundle;ILjava/lang/String;)Lcom/lumenframe/studio/cetp/ToolCall;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    .line 43
    invoke-static {p0}, Lcom/lumenframe/studio/cetp/ToolCall;->requestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v8

    .line 44
    const-string v1, "tool_name"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 45
    if-nez v9, :cond_0

    .line 46
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 48
    :cond_0
    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {p0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 49
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v10, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_1

    .line 50
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 54
    :cond_1
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v10}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v11, v0

    .line 57
    goto :goto_0

    :catch_0
    move-exception v12

    .line 56
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 58
    :goto_0
    new-instance v0, Lcom/lumenframe/studio/cetp/ToolCall;

    invoke-static {v10}, Lcom/lumenframe/studio/cetp/Crypto;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    move-object v1, v0

    move-object v2, v8

    move-object v3, v9

    move-object v4, v11

    move v6, p1

    move-object v7, p2

    invoke-direct/range {v1 .. v7}, Lcom/lumenframe/studio/cetp/ToolCall;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;ILjava/lang/String;)V

    return-object v0
.end method

.method public static remainingMs(Landroid/os/Bundle;)J
    .registers 5

    .line 68
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long/2addr v0, v2

    return-wide v0
.end method

.method public static requestId(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    .line 32
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    .line 33
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 35
    :cond_0
    const-string v1, "request_id"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 36
    if-eqz v3, :cond_1

    invoke-virtual {v3}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x8

    if-lt v0, v1, :cond_1

    invoke-virtual {v3}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x40

    if-le v0, v1, :cond_2

    .line 37
    :cond_1
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 39
    :cond_2
    return-object v3
.end method

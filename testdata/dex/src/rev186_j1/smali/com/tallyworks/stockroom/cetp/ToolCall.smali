.class public final Lcom/tallyworks/stockroom/cetp/ToolCall;
.super Ljava/lang/Object;
.source "ToolCall.java"


# instance fields
.field public final argsText:Ljava/lang/String;

.field public final extras:Landroid/os/Bundle;

.field public final method:Ljava/lang/String;

.field public final protocolVersion:I

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final sessionToken:Ljava/lang/String;

.field public final toolName:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Landroid/os/Bundle;)V
    .registers 8

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput p1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->uid:I

    .line 24
    iput-object p2, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->method:Ljava/lang/String;

    .line 25
    move-object v0, p0

    if-eqz p3, :cond_0

    move-object v1, p3

    goto :goto_0

    :cond_0
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    :goto_0
    iput-object v1, v0, Lcom/tallyworks/stockroom/cetp/ToolCall;->extras:Landroid/os/Bundle;

    .line 26
    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v2, "protocol_version"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v1

    iput v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->protocolVersion:I

    .line 27
    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v2, "request_id"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->requestId:Ljava/lang/String;

    .line 28
    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->sessionToken:Ljava/lang/String;

    .line 29
    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v2, "tool_name"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->toolName:Ljava/lang/String;

    .line 30
    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v2, "args"

    const-string v3, "{}"

    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->argsText:Ljava/lang/String;

    .line 31
    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v2, "resume_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    .line 32
    return-void
.end method


# virtual methods
.method public argsDigest()Ljava/lang/String;
    .registers 5

    .line 58
    :try_start_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v3

    .line 59
    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->argsText:Ljava/lang/String;

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    invoke-virtual {v3, v1}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    invoke-static {v0}, Lcom/tallyworks/stockroom/cetp/Tokens;->hex([B)Ljava/lang/String;
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 61
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "SHA-256 unavailable"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public deadlineAtMs()J
    .registers 5

    .line 47
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public envelopeValid()Z
    .registers 4

    .line 35
    iget v0, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->protocolVersion:I

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->requestId:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->sessionToken:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->sessionToken:Ljava/lang/String;

    .line 36
    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 37
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 40
    :cond_1
    :try_start_0
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->requestId:Ljava/lang/String;

    invoke-static {v0}, Ljava/util/UUID;->fromString(Ljava/lang/String;)Ljava/util/UUID;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equalsIgnoreCase(Ljava/lang/String;)Z
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    return v0

    :catch_0
    move-exception v2

    .line 42
    const/4 v0, 0x0

    return v0
.end method

.method public pastDeadline()Z
    .registers 7

    .line 52
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/ToolCall;->deadlineAtMs()J

    move-result-wide v4

    .line 53
    const-wide/16 v2, 0x0

    cmp-long v0, v4, v2

    if-lez v0, :cond_0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v4

    if-ltz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

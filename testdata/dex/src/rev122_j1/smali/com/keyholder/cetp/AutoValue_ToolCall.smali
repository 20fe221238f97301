.class final Lcom/keyholder/cetp/AutoValue_ToolCall;
.super Lcom/keyholder/cetp/ToolCall;
.source "AutoValue_ToolCall.java"


# instance fields
.field private final callerPackage:Ljava/lang/String;

.field private final deadlineAtMs:J

.field private final extras:Landroid/os/Bundle;

.field private final requestId:Ljava/lang/String;

.field private final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;JLandroid/os/Bundle;)V
    .registers 9

    .line 12
    invoke-direct {p0}, Lcom/keyholder/cetp/ToolCall;-><init>()V

    .line 13
    iput p1, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->uid:I

    .line 14
    iput-object p2, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->callerPackage:Ljava/lang/String;

    .line 15
    if-nez p3, :cond_0

    .line 16
    new-instance v0, Ljava/lang/NullPointerException;

    const-string v1, "Null requestId"

    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 18
    :cond_0
    iput-object p3, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->requestId:Ljava/lang/String;

    .line 19
    iput-wide p4, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->deadlineAtMs:J

    .line 20
    if-nez p6, :cond_1

    .line 21
    new-instance v0, Ljava/lang/NullPointerException;

    const-string v1, "Null extras"

    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 23
    :cond_1
    iput-object p6, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->extras:Landroid/os/Bundle;

    .line 24
    return-void
.end method


# virtual methods
.method public callerPackage()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->callerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public deadlineAtMs()J
    .registers 3

    .line 43
    iget-wide v0, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->deadlineAtMs:J

    return-wide v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    .line 59
    if-ne p1, p0, :cond_0

    .line 60
    const/4 v1, 0x1

    return v1

    .line 62
    :cond_0
    instance-of v1, p1, Lcom/keyholder/cetp/ToolCall;

    if-eqz v1, :cond_3

    .line 63
    move-object v0, p1

    check-cast v0, Lcom/keyholder/cetp/ToolCall;

    .line 64
    iget v1, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->uid:I

    invoke-virtual {v0}, Lcom/keyholder/cetp/ToolCall;->uid()I

    move-result v2

    if-ne v1, v2, :cond_2

    iget-object v1, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->callerPackage:Ljava/lang/String;

    if-nez v1, :cond_1

    .line 65
    invoke-virtual {v0}, Lcom/keyholder/cetp/ToolCall;->callerPackage()Ljava/lang/String;

    move-result-object v1

    if-nez v1, :cond_2

    goto :goto_0

    :cond_1
    iget-object v1, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->callerPackage:Ljava/lang/String;

    .line 66
    invoke-virtual {v0}, Lcom/keyholder/cetp/ToolCall;->callerPackage()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_2

    :goto_0
    iget-object v1, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->requestId:Ljava/lang/String;

    .line 67
    invoke-virtual {v0}, Lcom/keyholder/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_2

    iget-wide v1, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->deadlineAtMs:J

    .line 68
    invoke-virtual {v0}, Lcom/keyholder/cetp/ToolCall;->deadlineAtMs()J

    move-result-wide v3

    cmp-long v1, v1, v3

    if-nez v1, :cond_2

    iget-object v1, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->extras:Landroid/os/Bundle;

    .line 69
    invoke-virtual {v0}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_2

    const/4 v1, 0x1

    goto :goto_1

    :cond_2
    const/4 v1, 0x0

    .line 64
    :goto_1
    return v1

    .line 71
    :cond_3
    const/4 v1, 0x0

    return v1
.end method

.method public extras()Landroid/os/Bundle;
    .registers 2

    .line 48
    iget-object v0, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public hashCode()I
    .registers 7

    .line 76
    const/4 v0, 0x1

    .line 77
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 78
    iget v2, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->uid:I

    xor-int/2addr v0, v2

    .line 79
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 80
    iget-object v2, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->callerPackage:Ljava/lang/String;

    move v1, v0

    if-nez v2, :cond_0

    const/4 v2, 0x0

    goto :goto_0

    :cond_0
    iget-object v2, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->callerPackage:Ljava/lang/String;

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    :goto_0
    xor-int v0, v1, v2

    .line 81
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 82
    iget-object v2, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->requestId:Ljava/lang/String;

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    xor-int/2addr v0, v2

    .line 83
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 84
    iget-wide v2, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->deadlineAtMs:J

    const/16 v4, 0x20

    ushr-long/2addr v2, v4

    iget-wide v4, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->deadlineAtMs:J

    xor-long/2addr v2, v4

    long-to-int v2, v2

    xor-int/2addr v0, v2

    .line 85
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 86
    iget-object v2, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->extras:Landroid/os/Bundle;

    invoke-virtual {v2}, Ljava/lang/Object;->hashCode()I

    move-result v2

    xor-int/2addr v0, v2

    .line 87
    return v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 38
    iget-object v0, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 9

    .line 53
    iget v0, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->uid:I

    iget-object v1, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->callerPackage:Ljava/lang/String;

    iget-object v2, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->requestId:Ljava/lang/String;

    iget-wide v3, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->deadlineAtMs:J

    iget-object v5, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v5}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v5

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "ToolCall{uid="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, ", callerPackage="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, ", requestId="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, ", deadlineAtMs="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, ", extras="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, "}"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 28
    iget v0, p0, Lcom/keyholder/cetp/AutoValue_ToolCall;->uid:I

    return v0
.end method

.class final Lcom/keyholder/cetp/AutoValue_Failure;
.super Lcom/keyholder/cetp/Failure;
.source "AutoValue_Failure.java"


# instance fields
.field private final code:Ljava/lang/String;

.field private final message:Ljava/lang/String;

.field private final retryable:Z


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 6

    .line 8
    invoke-direct {p0}, Lcom/keyholder/cetp/Failure;-><init>()V

    .line 9
    if-nez p1, :cond_0

    .line 10
    new-instance v0, Ljava/lang/NullPointerException;

    const-string v1, "Null code"

    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 12
    :cond_0
    iput-object p1, p0, Lcom/keyholder/cetp/AutoValue_Failure;->code:Ljava/lang/String;

    .line 13
    if-nez p2, :cond_1

    .line 14
    new-instance v0, Ljava/lang/NullPointerException;

    const-string v1, "Null message"

    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 16
    :cond_1
    iput-object p2, p0, Lcom/keyholder/cetp/AutoValue_Failure;->message:Ljava/lang/String;

    .line 17
    iput-boolean p3, p0, Lcom/keyholder/cetp/AutoValue_Failure;->retryable:Z

    .line 18
    return-void
.end method


# virtual methods
.method public code()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/keyholder/cetp/AutoValue_Failure;->code:Ljava/lang/String;

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    .line 42
    if-ne p1, p0, :cond_0

    .line 43
    const/4 v1, 0x1

    return v1

    .line 45
    :cond_0
    instance-of v1, p1, Lcom/keyholder/cetp/Failure;

    if-eqz v1, :cond_2

    .line 46
    move-object v0, p1

    check-cast v0, Lcom/keyholder/cetp/Failure;

    .line 47
    iget-object v1, p0, Lcom/keyholder/cetp/AutoValue_Failure;->code:Ljava/lang/String;

    invoke-virtual {v0}, Lcom/keyholder/cetp/Failure;->code()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    iget-object v1, p0, Lcom/keyholder/cetp/AutoValue_Failure;->message:Ljava/lang/String;

    .line 48
    invoke-virtual {v0}, Lcom/keyholder/cetp/Failure;->message()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    iget-boolean v1, p0, Lcom/keyholder/cetp/AutoValue_Failure;->retryable:Z

    .line 49
    invoke-virtual {v0}, Lcom/keyholder/cetp/Failure;->retryable()Z

    move-result v2

    if-ne v1, v2, :cond_1

    const/4 v1, 0x1

    goto :goto_0

    :cond_1
    const/4 v1, 0x0

    .line 47
    :goto_0
    return v1

    .line 51
    :cond_2
    const/4 v1, 0x0

    return v1
.end method

.method public hashCode()I
    .registers 4

    .line 56
    const/4 v0, 0x1

    .line 57
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 58
    iget-object v2, p0, Lcom/keyholder/cetp/AutoValue_Failure;->code:Ljava/lang/String;

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    xor-int/2addr v0, v2

    .line 59
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 60
    iget-object v2, p0, Lcom/keyholder/cetp/AutoValue_Failure;->message:Ljava/lang/String;

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    xor-int/2addr v0, v2

    .line 61
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 62
    iget-boolean v2, p0, Lcom/keyholder/cetp/AutoValue_Failure;->retryable:Z

    move v1, v0

    if-eqz v2, :cond_0

    const/16 v2, 0x4cf

    goto :goto_0

    :cond_0
    const/16 v2, 0x4d5

    :goto_0
    xor-int v0, v1, v2

    .line 63
    return v0
.end method

.method public message()Ljava/lang/String;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/keyholder/cetp/AutoValue_Failure;->message:Ljava/lang/String;

    return-object v0
.end method

.method public retryable()Z
    .registers 2

    .line 32
    iget-boolean v0, p0, Lcom/keyholder/cetp/AutoValue_Failure;->retryable:Z

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    .line 37
    iget-object v0, p0, Lcom/keyholder/cetp/AutoValue_Failure;->code:Ljava/lang/String;

    iget-object v1, p0, Lcom/keyholder/cetp/AutoValue_Failure;->message:Ljava/lang/String;

    iget-boolean v2, p0, Lcom/keyholder/cetp/AutoValue_Failure;->retryable:Z

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Failure{code="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ", message="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ", retryable="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "}"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.class public final Lcom/fernhill/lend/Envelope$Builder;
.super Ljava/lang/Object;
.source "Envelope.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/lend/Envelope;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private data:Ljava/lang/String;

.field private errorCode:Ljava/lang/String;

.field private errorMessage:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private resolution:Landroid/app/PendingIntent;

.field private resumeToken:Ljava/lang/String;

.field private retryable:Z

.field private status:Ljava/lang/String;

.field private final versioned:Z


# direct methods
.method public constructor <init>(ZLjava/lang/String;)V
    .registers 4

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    const-string v0, "success"

    iput-object v0, p0, Lcom/fernhill/lend/Envelope$Builder;->status:Ljava/lang/String;

    .line 24
    iput-boolean p1, p0, Lcom/fernhill/lend/Envelope$Builder;->versioned:Z

    .line 25
    iput-object p2, p0, Lcom/fernhill/lend/Envelope$Builder;->requestId:Ljava/lang/String;

    .line 26
    return-void
.end method


# virtual methods
.method public build()Landroid/os/Bundle;
    .registers 5

    .line 85
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 86
    iget-boolean v0, p0, Lcom/fernhill/lend/Envelope$Builder;->versioned:Z

    if-eqz v0, :cond_0

    .line 87
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 88
    iget-object v0, p0, Lcom/fernhill/lend/Envelope$Builder;->requestId:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 89
    iget-object v2, p0, Lcom/fernhill/lend/Envelope$Builder;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 92
    :cond_0
    iget-object v2, p0, Lcom/fernhill/lend/Envelope$Builder;->status:Ljava/lang/String;

    const-string v1, "status"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 93
    iget-object v0, p0, Lcom/fernhill/lend/Envelope$Builder;->data:Ljava/lang/String;

    if-eqz v0, :cond_1

    .line 94
    iget-object v2, p0, Lcom/fernhill/lend/Envelope$Builder;->data:Ljava/lang/String;

    const-string v1, "data"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 96
    :cond_1
    iget-object v0, p0, Lcom/fernhill/lend/Envelope$Builder;->errorCode:Ljava/lang/String;

    if-eqz v0, :cond_2

    .line 97
    iget-object v2, p0, Lcom/fernhill/lend/Envelope$Builder;->errorCode:Ljava/lang/String;

    const-string v1, "error_code"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 98
    iget-object v2, p0, Lcom/fernhill/lend/Envelope$Builder;->errorMessage:Ljava/lang/String;

    const-string v1, "error_message"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 99
    iget-boolean v2, p0, Lcom/fernhill/lend/Envelope$Builder;->retryable:Z

    const-string v1, "retryable"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 101
    :cond_2
    iget-object v0, p0, Lcom/fernhill/lend/Envelope$Builder;->resolution:Landroid/app/PendingIntent;

    if-eqz v0, :cond_3

    .line 102
    iget-object v2, p0, Lcom/fernhill/lend/Envelope$Builder;->resolution:Landroid/app/PendingIntent;

    const-string v1, "resolution"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 104
    :cond_3
    iget-object v0, p0, Lcom/fernhill/lend/Envelope$Builder;->resumeToken:Ljava/lang/String;

    if-eqz v0, :cond_4

    .line 105
    iget-object v2, p0, Lcom/fernhill/lend/Envelope$Builder;->resumeToken:Ljava/lang/String;

    const-string v1, "resume_token"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 107
    :cond_4
    return-object v3
.end method

.method public getData()Ljava/lang/String;
    .registers 2

    .line 37
    iget-object v0, p0, Lcom/fernhill/lend/Envelope$Builder;->data:Ljava/lang/String;

    return-object v0
.end method

.method public getErrorCode()Ljava/lang/String;
    .registers 2

    .line 45
    iget-object v0, p0, Lcom/fernhill/lend/Envelope$Builder;->errorCode:Ljava/lang/String;

    return-object v0
.end method

.method public getErrorMessage()Ljava/lang/String;
    .registers 2

    .line 53
    iget-object v0, p0, Lcom/fernhill/lend/Envelope$Builder;->errorMessage:Ljava/lang/String;

    return-object v0
.end method

.method public getResolution()Landroid/app/PendingIntent;
    .registers 2

    .line 69
    iget-object v0, p0, Lcom/fernhill/lend/Envelope$Builder;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public getResumeToken()Ljava/lang/String;
    .registers 2

    .line 77
    iget-object v0, p0, Lcom/fernhill/lend/Envelope$Builder;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public getStatus()Ljava/lang/String;
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/fernhill/lend/Envelope$Builder;->status:Ljava/lang/String;

    return-object v0
.end method

.method public isRetryable()Z
    .registers 2

    .line 61
    iget-boolean v0, p0, Lcom/fernhill/lend/Envelope$Builder;->retryable:Z

    return v0
.end method

.method public setData(Ljava/lang/String;)V
    .registers 2

    .line 41
    iput-object p1, p0, Lcom/fernhill/lend/Envelope$Builder;->data:Ljava/lang/String;

    .line 42
    return-void
.end method

.method public setErrorCode(Ljava/lang/String;)V
    .registers 2

    .line 49
    iput-object p1, p0, Lcom/fernhill/lend/Envelope$Builder;->errorCode:Ljava/lang/String;

    .line 50
    return-void
.end method

.method public setErrorMessage(Ljava/lang/String;)V
    .registers 2

    .line 57
    iput-object p1, p0, Lcom/fernhill/lend/Envelope$Builder;->errorMessage:Ljava/lang/String;

    .line 58
    return-void
.end method

.method public setResolution(Landroid/app/PendingIntent;)V
    .registers 2

    .line 73
    iput-object p1, p0, Lcom/fernhill/lend/Envelope$Builder;->resolution:Landroid/app/PendingIntent;

    .line 74
    return-void
.end method

.method public setResumeToken(Ljava/lang/String;)V
    .registers 2

    .line 81
    iput-object p1, p0, Lcom/fernhill/lend/Envelope$Builder;->resumeToken:Ljava/lang/String;

    .line 82
    return-void
.end method

.method public setRetryable(Z)V
    .registers 2

    .line 65
    iput-boolean p1, p0, Lcom/fernhill/lend/Envelope$Builder;->retryable:Z

    .line 66
    return-void
.end method

.method public setStatus(Ljava/lang/String;)V
    .registers 2

    .line 33
    iput-object p1, p0, Lcom/fernhill/lend/Envelope$Builder;->status:Ljava/lang/String;

    .line 34
    return-void
.end method

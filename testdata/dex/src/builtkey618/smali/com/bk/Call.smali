.class final Lcom/bk/Call;
.super Ljava/lang/Object;
.source "Call.java"

# instance fields
.field final uid:I
.field private final extras:Landroid/os/Bundle;


# direct methods
.method constructor <init>(ILandroid/os/Bundle;)V
    .registers 4
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput v2, v1, Lcom/bk/Call;->uid:I
    .line 13
    iput-object v3, v1, Lcom/bk/Call;->extras:Landroid/os/Bundle;
    .line 14
    return-void
.end method


# virtual methods
.method requestId()Ljava/lang/String;
    .registers 3
    .line 17
    iget-object v0, v2, Lcom/bk/Call;->extras:Landroid/os/Bundle;
    const-string v1, "request_id"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method sessionToken()Ljava/lang/String;
    .registers 3
    .line 21
    iget-object v0, v2, Lcom/bk/Call;->extras:Landroid/os/Bundle;
    const-string v1, "session_token"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method dedupKey()Ljava/lang/String;
    .registers 5
    .line 26
    iget v0, v4, Lcom/bk/Call;->uid:I
    invoke-virtual {v4}, Lcom/bk/Call;->requestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, "/"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method attemptKey()Ljava/lang/String;
    .registers 6
    .line 31
    const-string v0, "%d/%s"
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v3, 0x0
    iget v4, v5, Lcom/bk/Call;->uid:I
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    aput-object v4, v1, v3
    const/4 v3, 0x1
    invoke-virtual {v5}, Lcom/bk/Call;->requestId()Ljava/lang/String;
    move-result-object v4
    aput-object v4, v1, v3
    invoke-static {v0, v1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method sessionKey()Ljava/lang/String;
    .registers 5
    .line 36
    const-string v0, "desk"
    iget-object v1, v4, Lcom/bk/Call;->extras:Landroid/os/Bundle;
    const-string v2, "request_id"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "session key for request "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    .line 37
    iget v0, v4, Lcom/bk/Call;->uid:I
    invoke-virtual {v4}, Lcom/bk/Call;->sessionToken()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, "/"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method


.class final Lcom/example/r29r/ErrorReply;
.super Ljava/lang/Object;
.source "ErrorReply.java"

.field private code:Ljava/lang/String;

.field private message:Ljava/lang/String;

.field private resolution:Landroid/app/PendingIntent;

.field private resumeToken:Ljava/lang/String;

.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method code(Ljava/lang/String;)Lcom/example/r29r/ErrorReply;
    .registers 2
    .line 10
    iput-object p1, p0, Lcom/example/r29r/ErrorReply;->code:Ljava/lang/String;
    return-object p0
.end method

.method message(Ljava/lang/String;)Lcom/example/r29r/ErrorReply;
    .registers 2
    .line 11
    iput-object p1, p0, Lcom/example/r29r/ErrorReply;->message:Ljava/lang/String;
    return-object p0
.end method

.method resolve(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/example/r29r/ErrorReply;
    .registers 3
    .line 13
    iput-object p1, p0, Lcom/example/r29r/ErrorReply;->resolution:Landroid/app/PendingIntent;
    .line 14
    iput-object p2, p0, Lcom/example/r29r/ErrorReply;->resumeToken:Ljava/lang/String;
    .line 15
    return-object p0
.end method

.method toBundle()Landroid/os/Bundle;
    .registers 4
    .line 18
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 19
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    const-string v1, "error_code"
    iget-object v2, p0, Lcom/example/r29r/ErrorReply;->code:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    const-string v1, "error_message"
    iget-object v2, p0, Lcom/example/r29r/ErrorReply;->message:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    iget-object v1, p0, Lcom/example/r29r/ErrorReply;->resolution:Landroid/app/PendingIntent;
    if-eqz v1, :cond_0
    .line 23
    const-string v2, "resolution"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 24
    const-string v1, "resume_token"
    iget-object v2, p0, Lcom/example/r29r/ErrorReply;->resumeToken:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    :cond_0
    const-string v1, "retryable"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 27
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 28
    return-object v0
.end method

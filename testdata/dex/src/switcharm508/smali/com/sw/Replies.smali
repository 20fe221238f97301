.class final Lcom/sw/Replies;
.super Ljava/lang/Object;
.source "Replies.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

.method static error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 14
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 15
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    const-string v1, "request_id"
    invoke-virtual {v3, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    const-string v1, "error_code"
    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    const-string v1, "error_message"
    invoke-virtual {v3, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    return-object v3
.end method

.method static refuse(Ljava/lang/String;Lcom/sw/Replies$Why;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 23
    sget-object v0, Lcom/sw/Replies$1;->$SwitchMap$com$sw$Replies$Why:[I
    invoke-virtual {v5}, Lcom/sw/Replies$Why;->ordinal()I
    move-result v1
    aget v0, v0, v1
    sparse-switch v0, :sw_8
    goto :L86
:L36
    .line 26
    const-string v1, "AUTH_REQUIRED"
    const-string v2, "Sign in to the mail account first"
    invoke-static {v4, v1, v2}, Lcom/sw/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    .line 27
    const-string v1, "resolution"
    invoke-virtual {v3, v1, v6}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 28
    return-object v3
:L57
    .line 31
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "Confirm on the device"
    invoke-static {v4, v1, v2}, Lcom/sw/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    .line 32
    const-string v1, "resolution"
    invoke-virtual {v3, v1, v6}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 33
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    return-object v3
:L86
    .line 37
    const-string v1, "USER_CANCELLED"
    const-string v2, "The user declined"
    invoke-static {v4, v1, v2}, Lcom/sw/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:sw_8
    .sparse-switch
        0x1 -> :L36
        0x2 -> :L57
    .end sparse-switch
.end method


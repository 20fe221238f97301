.class final Lcom/sw/Notices;
.super Ljava/lang/Object;
.source "Notices.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

.method static refuse(Ljava/lang/String;Lcom/sw/Notices$Reason;Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 7
    .line 14
    sget-object v0, Lcom/sw/Notices$1;->$SwitchMap$com$sw$Notices$Reason:[I
    invoke-virtual {v5}, Lcom/sw/Notices$Reason;->ordinal()I
    move-result v1
    aget v0, v0, v1
    sparse-switch v0, :sw_8
    goto :L46
:L28
    .line 16
    const-string v1, "AUTH_REQUIRED"
    const-string v2, "Sign in to the digest service first"
    invoke-static {v4, v1, v2}, Lcom/sw/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    .line 17
    const-string v1, "resolution"
    invoke-virtual {v3, v1, v6}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 18
    return-object v3
:L46
    .line 21
    const-string v1, "USER_CANCELLED"
    const-string v2, "The digest was skipped"
    invoke-static {v4, v1, v2}, Lcom/sw/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:sw_8
    .sparse-switch
        0x1 -> :L28
    .end sparse-switch
.end method


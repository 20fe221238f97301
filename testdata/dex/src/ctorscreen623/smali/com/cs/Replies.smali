.class final Lcom/cs/Replies;
.super Ljava/lang/Object;
.source "Replies.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static reply(Landroid/content/Context;Lcom/cs/Outcome;)Landroid/os/Bundle;
    .registers 10
    .line 13
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 14
    const-string v1, "error_code"
    iget-object v2, v9, Lcom/cs/Outcome;->code:Ljava/lang/String;
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 15
    const-string v1, "error_message"
    const-string v2, "Confirm on the device."
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    iget-object v0, v9, Lcom/cs/Outcome;->screen:Landroid/content/ComponentName;
    if-nez v0, :L35
    .line 17
    return-object v6
:L35
    .line 19
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    iget-object v1, v9, Lcom/cs/Outcome;->screen:Landroid/content/ComponentName;
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "token"
    iget-object v2, v9, Lcom/cs/Outcome;->token:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v7
    .line 20
    const-string v1, "resolution"
    const/4 v3, 0x0
    const/high16 v5, 0xc000000
    invoke-static {v8, v3, v7, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 22
    const-string v1, "resume_token"
    iget-object v2, v9, Lcom/cs/Outcome;->token:Ljava/lang/String;
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    return-object v6
.end method


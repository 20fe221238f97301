.class final Lcom/cf/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

.method static ask(Landroid/content/Context;Lcom/cf/Screen;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 15
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.cf.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {v8}, Lcom/cf/Screen;->pkg()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v8}, Lcom/cf/Screen;->cls()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "token"
    invoke-virtual {v0, v1, v9}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v5
    .line 16
    const/4 v1, 0x1
    invoke-virtual {v8}, Lcom/cf/Screen;->flags()I
    move-result v3
    invoke-static {v7, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v6
    .line 17
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 18
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    const-string v1, "resolution"
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 20
    const-string v1, "resume_token"
    invoke-virtual {v4, v1, v9}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    return-object v4
.end method

.method static show(Landroid/content/Context;Lcom/cf/Card;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 26
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.cf.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {v8}, Lcom/cf/Card;->pkg()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v8}, Lcom/cf/Card;->cls()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "token"
    invoke-virtual {v0, v1, v9}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v5
    .line 27
    const/4 v1, 0x2
    invoke-virtual {v8}, Lcom/cf/Card;->flags()I
    move-result v3
    invoke-static {v7, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v6
    .line 28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 29
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    const-string v1, "resolution"
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 31
    const-string v1, "resume_token"
    invoke-virtual {v4, v1, v9}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    return-object v4
.end method


.class final Lcom/em/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    return-void
.end method

.method static pending(Landroid/content/Context;Lcom/em/Screen;I)Landroid/app/PendingIntent;
    .registers 6
    .line 12
    invoke-virtual {v4}, Lcom/em/Screen;->ordinal()I
    move-result v1
    invoke-virtual {v4}, Lcom/em/Screen;->intent()Landroid/content/Intent;
    move-result-object v2
    invoke-static {v3, v1, v2, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static ask(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 16
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 17
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    const-string v1, "resolution"
    invoke-virtual {v3, v1, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 19
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    return-object v3
.end method


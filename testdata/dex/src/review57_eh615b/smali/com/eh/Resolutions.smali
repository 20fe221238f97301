.class final Lcom/eh/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    return-void
.end method

.method static screen(Landroid/content/Context;Lcom/eh/Screen;I)Landroid/app/PendingIntent;
    .registers 6
    .line 13
    invoke-virtual {v4}, Lcom/eh/Screen;->ordinal()I
    move-result v1
    invoke-virtual {v4}, Lcom/eh/Screen;->intent()Landroid/content/Intent;
    move-result-object v2
    invoke-static {v3, v1, v2, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static door(Landroid/content/Context;Lcom/eh/Door;I)Landroid/app/PendingIntent;
    .registers 6
    .line 17
    invoke-virtual {v4}, Lcom/eh/Door;->ordinal()I
    move-result v1
    invoke-static {v4}, Lcom/eh/Resolutions;->build(Lcom/eh/Door;)Landroid/content/Intent;
    move-result-object v2
    invoke-static {v3, v1, v2, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method private static build(Lcom/eh/Door;)Landroid/content/Intent;
    .registers 4
    .line 21
    invoke-virtual {v3}, Lcom/eh/Door;->intent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "door"
    invoke-virtual {v3}, Lcom/eh/Door;->name()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    return-object v0
.end method

.method static ask(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 25
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 26
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    const-string v1, "resolution"
    invoke-virtual {v3, v1, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 28
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    return-object v3
.end method


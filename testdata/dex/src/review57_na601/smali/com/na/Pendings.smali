.class final Lcom/na/Pendings;
.super Ljava/lang/Object;
.source "Pendings.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    return-void
.end method

.method static open(Landroid/content/Context;Lcom/na/Screen;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8
    .line 13
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.na.OPEN"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v1, "com.na"
    iget-object v2, v6, Lcom/na/Screen;->cls:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "token"
    invoke-virtual {v0, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v4
    .line 14
    const/4 v1, 0x1
    invoke-virtual {v6}, Lcom/na/Screen;->flags()I
    move-result v3
    invoke-static {v5, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static card(Landroid/content/Context;Lcom/na/Card;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8
    .line 18
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.na.CARD"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v1, "com.na"
    iget-object v2, v6, Lcom/na/Card;->cls:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "token"
    invoke-virtual {v0, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v4
    .line 19
    const/4 v1, 0x2
    invoke-virtual {v6}, Lcom/na/Card;->flags()I
    move-result v3
    invoke-static {v5, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method


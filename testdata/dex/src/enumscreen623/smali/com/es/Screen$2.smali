.class final enum Lcom/es/Screen$2;
.super Lcom/es/Screen;
.source "Screen.java"


# direct methods
.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 16
    invoke-direct {v1, v2, v3}, Lcom/es/Screen;-><init>(Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8
    .line 19
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/es/RenameActivity;
    invoke-direct {v0, v6, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "approval_key"
    invoke-virtual {v0, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v4
    .line 20
    const/4 v1, 0x2
    const/high16 v3, 0x44000000
    invoke-static {v6, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method


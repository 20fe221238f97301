.class public final Lcom/tp/EditPrompt;
.super Lcom/tp/Prompt;
.source "EditPrompt.java"

# instance fields
.field private editable:Z


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {v1}, Lcom/tp/Prompt;-><init>()V
    .line 13
    return-void
.end method


# virtual methods
.method protected configure()V
    .registers 3
    .line 17
    const/4 v1, 0x1
    iput-boolean v1, v2, Lcom/tp/EditPrompt;->editable:Z
    .line 18
    return-void
.end method

.method public lock()V
    .registers 3
    .line 21
    const/4 v1, 0x0
    iput-boolean v1, v2, Lcom/tp/EditPrompt;->editable:Z
    .line 22
    return-void
.end method

.method public toIntent(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 9
    .line 25
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/tp/ConfirmActivity;
    invoke-direct {v0, v7, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v4, v0
    .line 26
    const-string v1, "resume_token"
    invoke-virtual {v4, v1, v8}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 27
    iget-boolean v0, v6, Lcom/tp/EditPrompt;->editable:Z
    if-eqz v0, :L31
    const/high16 v0, 0xa000000
    goto :L33
:L31
    .line 28
    const/high16 v0, 0xc000000
:L33
    move v5, v0
    .line 29
    const/4 v1, 0x0
    invoke-static {v7, v1, v4, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method


.class public final Lcom/inkwell/ConfirmShareActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 22
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    .line 24
    invoke-super {v3, v4}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 25
    invoke-virtual {v3}, Lcom/inkwell/ConfirmShareActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "subject"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move-object v0, v3
    if-eqz v1, :L22
    const/4 v1, -0x1
    goto :L23
:L22
    const/4 v1, 0x0
:L23
    invoke-virtual {v0, v1}, Lcom/inkwell/ConfirmShareActivity;->setResult(I)V
    .line 26
    invoke-virtual {v3}, Lcom/inkwell/ConfirmShareActivity;->finish()V
    .line 27
    return-void
.end method


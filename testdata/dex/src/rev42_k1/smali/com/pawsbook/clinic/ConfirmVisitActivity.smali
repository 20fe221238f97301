.class public final Lcom/pawsbook/clinic/ConfirmVisitActivity;
.super Landroid/app/Activity;
.source "ConfirmVisitActivity.kt"


.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    .line 8
    invoke-super {v3, v4}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 9
    invoke-virtual {v3}, Lcom/pawsbook/clinic/ConfirmVisitActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "tool"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L21
    const-string v0, ""
    :L21
    .line 9
    move-object v2, v0
    .line 10
    check-cast v2, Ljava/lang/CharSequence;
    invoke-interface {v2}, Ljava/lang/CharSequence;->length()I
    move-result v1
    move-object v0, v3
    if-lez v1, :L39
    const/4 v1, 0x1
    goto :L40
    :L39
    const/4 v1, 0x0
    :L40
    .line 10
    if-eqz v1, :L47
    const/4 v1, -0x1
    goto :L48
    :L47
    const/4 v1, 0x0
    :L48
    invoke-virtual {v0, v1}, Lcom/pawsbook/clinic/ConfirmVisitActivity;->setResult(I)V
    .line 11
    invoke-virtual {v3}, Lcom/pawsbook/clinic/ConfirmVisitActivity;->finish()V
    .line 12
    return-void
.end method


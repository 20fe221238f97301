.class public final Lcom/tutortime/ConfirmCancelActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 17
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 18
    const-string v0, "Cancel this session?"
    check-cast v0, Ljava/lang/CharSequence;
    invoke-virtual {v1, v0}, Lcom/tutortime/ConfirmCancelActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 19
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/tutortime/ConfirmCancelActivity;->setResult(I)V
    .line 20
    invoke-virtual {v1}, Lcom/tutortime/ConfirmCancelActivity;->finish()V
    .line 21
    return-void
.end method


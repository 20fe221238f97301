.class public final Lcom/tutortime/SwapTutorActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 24
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 26
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 27
    const-string v0, "Swap your tutor?"
    check-cast v0, Ljava/lang/CharSequence;
    invoke-virtual {v1, v0}, Lcom/tutortime/SwapTutorActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 28
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/tutortime/SwapTutorActivity;->setResult(I)V
    .line 29
    invoke-virtual {v1}, Lcom/tutortime/SwapTutorActivity;->finish()V
    .line 30
    return-void
.end method


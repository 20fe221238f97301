.class public final Lcom/pawwalk/SkipWalkActivity;
.super Landroidx/activity/ComponentActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 36
    invoke-direct {v0}, Landroidx/activity/ComponentActivity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 38
    invoke-super {v1, v2}, Landroidx/activity/ComponentActivity;->onCreate(Landroid/os/Bundle;)V
    .line 39
    const-string v0, "Skip today\'s walk?"
    invoke-virtual {v1, v0}, Lcom/pawwalk/SkipWalkActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 40
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/pawwalk/SkipWalkActivity;->setResult(I)V
    .line 41
    invoke-virtual {v1}, Lcom/pawwalk/SkipWalkActivity;->finishAndRemoveTask()V
    .line 42
    return-void
.end method


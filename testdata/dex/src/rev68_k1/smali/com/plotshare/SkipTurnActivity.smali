.class public final Lcom/plotshare/SkipTurnActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 22
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 23
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/plotshare/SkipTurnActivity;->setResult(I)V
    invoke-virtual {v1}, Lcom/plotshare/SkipTurnActivity;->finish()V
    return-void
.end method


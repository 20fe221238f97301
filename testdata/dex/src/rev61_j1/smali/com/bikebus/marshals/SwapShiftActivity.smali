.class public final Lcom/bikebus/marshals/SwapShiftActivity;
.super Landroid/app/Activity;
.source "SwapShiftActivity.kt"


.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 9
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 10
    const-string v0, "Swap your shift"
    check-cast v0, Ljava/lang/CharSequence;
    invoke-virtual {v1, v0}, Lcom/bikebus/marshals/SwapShiftActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 11
    return-void
.end method


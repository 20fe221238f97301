.class public final Lcom/example/r34k1/BoostActivity;
.super Landroid/app/Activity;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 24
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 26
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 27
    invoke-virtual {p0}, Lcom/example/r34k1/BoostActivity;->finish()V
    .line 28
    return-void
.end method

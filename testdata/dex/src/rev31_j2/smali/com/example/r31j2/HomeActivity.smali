.class public Lcom/example/r31j2/HomeActivity;
.super Landroid/app/Activity;
.source "HomeActivity.java"

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method public onBackPressed()V
    .registers 1
    .line 13
    invoke-virtual {p0}, Lcom/example/r31j2/HomeActivity;->finish()V
    .line 14
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 9
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 10
    const-string p1, "home"
    const-string v0, "opened"
    invoke-static {p1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 11
    return-void
.end method

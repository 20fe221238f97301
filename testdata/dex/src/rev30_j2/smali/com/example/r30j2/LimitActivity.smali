.class public Lcom/example/r30j2/LimitActivity;
.super Landroid/app/Activity;
.source "LimitActivity.java"

# Java sketch: sketch/LimitActivity.java; neither finish() nor setResult().

.field private approved:Z

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 11
    if-eqz p1, :cond_0
    const-string v0, "approved"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result p1
    if-eqz p1, :cond_0
    const/4 p1, 0x1
    goto :goto_0
    :cond_0
    const/4 p1, 0x0
    :goto_0
    iput-boolean p1, p0, Lcom/example/r30j2/LimitActivity;->approved:Z
    .line 12
    return-void
.end method

.method public onApprove()V
    .registers 3
    .line 14
    const/4 v0, 0x1
    iput-boolean v0, p0, Lcom/example/r30j2/LimitActivity;->approved:Z
    .line 15
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r30j2/HomeActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {p0, v0}, Lcom/example/r30j2/LimitActivity;->startActivity(Landroid/content/Intent;)V
    .line 16
    return-void
.end method

.class public Lcom/example/r30x/WipeActivity;
.super Landroid/app/Activity;
.source "WipeActivity.java"

# Java sketch: sketch/WipeActivity.java; neither finish() nor setResult().

.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 8
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 9
    const v0, 0x1090003
    invoke-virtual {p0, v0}, Lcom/example/r30x/WipeActivity;->setContentView(I)V
    .line 10
    return-void
.end method

.class public Lcom/pillpoint/tools/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"

.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 13
    new-instance p1, Landroid/widget/Button;
    invoke-direct {p1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V
    .line 14
    const-string v0, "Confirm"
    invoke-virtual {p1, v0}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V
    .line 15
    new-instance v0, Lcom/pillpoint/tools/ConfirmActivity$1;
    invoke-direct {v0, p0}, Lcom/pillpoint/tools/ConfirmActivity$1;-><init>(Lcom/pillpoint/tools/ConfirmActivity;)V
    invoke-virtual {p1, v0}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V
    .line 22
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/ConfirmActivity;->setContentView(Landroid/view/View;)V
    .line 23
    return-void
.end method

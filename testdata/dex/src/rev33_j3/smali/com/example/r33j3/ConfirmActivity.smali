.class public final Lcom/example/r33j3/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .locals 1

    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 11
    invoke-virtual {p0}, Lcom/example/r33j3/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object p1

    const-string v0, "summary"

    invoke-virtual {p1, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p0, p1}, Lcom/example/r33j3/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 12
    return-void
.end method

.method public onApprove(Landroid/view/View;)V
    .locals 0

    .line 15
    const/4 p1, -0x1

    invoke-virtual {p0, p1}, Lcom/example/r33j3/ConfirmActivity;->setResult(I)V

    .line 16
    invoke-virtual {p0}, Lcom/example/r33j3/ConfirmActivity;->finish()V

    .line 17
    return-void
.end method

.method public onDeny(Landroid/view/View;)V
    .locals 0

    .line 20
    const/4 p1, 0x0

    invoke-virtual {p0, p1}, Lcom/example/r33j3/ConfirmActivity;->setResult(I)V

    .line 21
    invoke-virtual {p0}, Lcom/example/r33j3/ConfirmActivity;->finish()V

    .line 22
    return-void
.end method

.class public Lcom/ledgerly/pay/ui/PayeeReviewActivity;
.super Landroid/app/Activity;
.source "PayeeReviewActivity.java"

.method public constructor <init>()V
    .registers 1
    .line 1 # PayeeReviewActivity.<init>:6
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method public final onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 1 # PayeeReviewActivity.onCreate:8
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 2 # PayeeReviewActivity.onCreate:9
    invoke-virtual {p0}, Landroid/app/Activity;->getIntent()Landroid/content/Intent;
    move-result-object p1
    const-string v0, "args"
    invoke-virtual {p1, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 3 # PayeeReviewActivity.onCreate:10
    if-eqz p1, :cond_0
    const/4 p1, -0x1
    goto :goto_0
    :cond_0
    const/4 p1, 0x0
    :goto_0
    invoke-virtual {p0, p1}, Landroid/app/Activity;->setResult(I)V
    .line 4 # PayeeReviewActivity.onCreate:11
    invoke-virtual {p0}, Landroid/app/Activity;->finish()V
    return-void
.end method

.class public Lcom/fixitnow/ui/PayActivity;
.super Landroid/app/Activity;
.source "PayActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3

    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 12
    const-string v0, "Pay invoice"

    invoke-virtual {p0, v0}, Lcom/fixitnow/ui/PayActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 13
    return-void
.end method

.method public onPay(Landroid/view/View;)V
    .registers 3

    .line 16
    const/4 v0, -0x1

    invoke-virtual {p0, v0}, Lcom/fixitnow/ui/PayActivity;->setResult(I)V

    .line 17
    invoke-virtual {p0}, Lcom/fixitnow/ui/PayActivity;->finish()V

    .line 18
    return-void
.end method

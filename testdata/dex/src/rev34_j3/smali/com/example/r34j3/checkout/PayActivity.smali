.class public Lcom/example/r34j3/checkout/PayActivity;
.super Landroid/app/Activity;
.source "PayActivity.java"


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-example-r34j3-checkout-PayActivity(Landroid/view/View;)V
    .locals 0

    .line 15
    const/4 p1, -0x1

    invoke-virtual {p0, p1}, Lcom/example/r34j3/checkout/PayActivity;->setResult(I)V

    .line 16
    invoke-virtual {p0}, Lcom/example/r34j3/checkout/PayActivity;->finish()V

    .line 17
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .locals 3

    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 12
    new-instance p1, Landroid/widget/Button;

    invoke-direct {p1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 13
    const-string v0, "Pay and print"

    invoke-virtual {p1, v0}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 14
    new-instance v0, Lcom/example/r34j3/checkout/PayActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/example/r34j3/checkout/PayActivity$$ExternalSyntheticLambda0;-><init>(Lcom/example/r34j3/checkout/PayActivity;)V

    invoke-virtual {p1, v0}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 18
    invoke-virtual {p0, p1}, Lcom/example/r34j3/checkout/PayActivity;->setContentView(Landroid/view/View;)V

    .line 19
    return-void
.end method

.class public Lcom/example/r34j3/AddressActivity;
.super Landroid/app/Activity;
.source "AddressActivity.java"


# instance fields
.field private final main:Landroid/os/Handler;


# direct methods
.method public constructor <init>()V
    .locals 2

    .line 10
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    .line 11
    new-instance v0, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v1

    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iput-object v0, p0, Lcom/example/r34j3/AddressActivity;->main:Landroid/os/Handler;

    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-example-r34j3-AddressActivity()V
    .locals 1

    .line 21
    const/4 v0, -0x1

    invoke-virtual {p0, v0}, Lcom/example/r34j3/AddressActivity;->setResult(I)V

    .line 22
    invoke-virtual {p0}, Lcom/example/r34j3/AddressActivity;->finish()V

    .line 23
    return-void
.end method

.method public synthetic lambda$onCreate$1$com-example-r34j3-AddressActivity(Landroid/widget/Button;Landroid/view/View;)V
    .locals 3

    .line 19
    const-string p2, "Saved"

    invoke-virtual {p1, p2}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 20
    iget-object p1, p0, Lcom/example/r34j3/AddressActivity;->main:Landroid/os/Handler;

    new-instance p2, Lcom/example/r34j3/AddressActivity$$ExternalSyntheticLambda1;

    invoke-direct {p2, p0}, Lcom/example/r34j3/AddressActivity$$ExternalSyntheticLambda1;-><init>(Lcom/example/r34j3/AddressActivity;)V

    const-wide/16 v0, 0x190

    invoke-virtual {p1, p2, v0, v1}, Landroid/os/Handler;->postDelayed(Ljava/lang/Runnable;J)Z

    .line 24
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .locals 3

    .line 15
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 16
    new-instance p1, Landroid/widget/Button;

    invoke-direct {p1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 17
    invoke-virtual {p0}, Lcom/example/r34j3/AddressActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "address"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    const-string v2, "Ship to "

    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v0}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 18
    new-instance v0, Lcom/example/r34j3/AddressActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, p1}, Lcom/example/r34j3/AddressActivity$$ExternalSyntheticLambda0;-><init>(Lcom/example/r34j3/AddressActivity;Landroid/widget/Button;)V

    invoke-virtual {p1, v0}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 25
    invoke-virtual {p0, p1}, Lcom/example/r34j3/AddressActivity;->setContentView(Landroid/view/View;)V

    .line 26
    return-void
.end method

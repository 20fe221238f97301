.class public final Lcom/example/r36j3/SignInActivity;
.super Landroid/app/Activity;
.source "SignInActivity.java"


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private done()V
    .locals 1

    .line 19
    const/4 v0, -0x1

    invoke-virtual {p0, v0}, Lcom/example/r36j3/SignInActivity;->setResult(I)V

    .line 20
    invoke-virtual {p0}, Lcom/example/r36j3/SignInActivity;->finish()V

    .line 21
    return-void
.end method


# virtual methods
.method synthetic lambda$onCreate$0$com-example-r36j3-SignInActivity(Landroid/view/View;)V
    .locals 0

    .line 14
    invoke-direct {p0}, Lcom/example/r36j3/SignInActivity;->done()V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .locals 2

    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 12
    new-instance v0, Landroid/widget/Button;

    invoke-direct {v0, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 13
    const-string v1, "Sign in to Homeguard"

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 14
    new-instance v1, Lcom/example/r36j3/SignInActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/example/r36j3/SignInActivity$$ExternalSyntheticLambda0;-><init>(Lcom/example/r36j3/SignInActivity;)V

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 15
    invoke-virtual {p0, v0}, Lcom/example/r36j3/SignInActivity;->setContentView(Landroid/view/View;)V

    .line 16
    return-void
.end method

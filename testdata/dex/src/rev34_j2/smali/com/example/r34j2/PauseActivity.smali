.class public Lcom/example/r34j2/PauseActivity;
.super Landroid/app/Activity;
.source "PauseActivity.java"


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-example-r34j2-PauseActivity(Landroid/view/View;)V
    .locals 1

    .line 14
    const/4 p1, -0x1

    invoke-virtual {p0, p1}, Lcom/example/r34j2/PauseActivity;->setResult(I)V

    .line 15
    invoke-virtual {p0}, Lcom/example/r34j2/PauseActivity;->finish()V

    .line 16
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .locals 3

    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 11
    new-instance p1, Landroid/widget/Button;

    invoke-direct {p1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 12
    invoke-virtual {p0}, Lcom/example/r34j2/PauseActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "minutes"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    const-string v2, "Pause offers for "

    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " min"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v0}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 13
    new-instance v0, Lcom/example/r34j2/PauseActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/example/r34j2/PauseActivity$$ExternalSyntheticLambda0;-><init>(Lcom/example/r34j2/PauseActivity;)V

    invoke-virtual {p1, v0}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 17
    invoke-virtual {p0, p1}, Lcom/example/r34j2/PauseActivity;->setContentView(Landroid/view/View;)V

    .line 18
    return-void
.end method

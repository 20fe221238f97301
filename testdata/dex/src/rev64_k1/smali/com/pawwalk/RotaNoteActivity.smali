.class public final Lcom/pawwalk/RotaNoteActivity;
.super Landroidx/activity/ComponentActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 82
    invoke-direct {v0}, Landroidx/activity/ComponentActivity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    .line 84
    invoke-super {v3, v4}, Landroidx/activity/ComponentActivity;->onCreate(Landroid/os/Bundle;)V
    .line 85
    new-instance v1, Landroid/widget/Button;
    invoke-direct {v1, v3}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3, v1}, Lcom/pawwalk/RotaNoteActivity;->setContentView(Landroid/view/View;)V
    .line 86
    const-string v1, "Note saved"
    const/4 v2, 0x0
    invoke-static {v3, v1, v2}, Landroid/widget/Toast;->makeText(Landroid/content/Context;Ljava/lang/CharSequence;I)Landroid/widget/Toast;
    move-result-object v0
    invoke-virtual {v0}, Landroid/widget/Toast;->show()V
    .line 87
    return-void
.end method


.class public final Lcom/pawwalk/WalkNoteActivity;
.super Landroidx/activity/ComponentActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 90
    invoke-direct {v0}, Landroidx/activity/ComponentActivity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6
    .line 92
    invoke-super {v4, v5}, Landroidx/activity/ComponentActivity;->onCreate(Landroid/os/Bundle;)V
    .line 93
    new-instance v0, Landroid/widget/Button;
    invoke-direct {v0, v4}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V
    move-object v3, v0
    .line 94
    new-instance v2, Lcom/pawwalk/WalkNoteActivity$$ExternalSyntheticLambda0;
    invoke-direct {v2, v4}, Lcom/pawwalk/WalkNoteActivity$$ExternalSyntheticLambda0;-><init>(Lcom/pawwalk/WalkNoteActivity;)V
    move-object v1, v2
    invoke-virtual {v3, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V
    .line 97
    invoke-virtual {v4, v3}, Lcom/pawwalk/WalkNoteActivity;->setContentView(Landroid/view/View;)V
    .line 98
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/pawwalk/WalkNoteActivity;Landroid/view/View;)V
    .registers 5
    .line 95
    const-string v1, "Thanks!"
    const/4 v2, 0x0
    invoke-static {v3, v1, v2}, Landroid/widget/Toast;->makeText(Landroid/content/Context;Ljava/lang/CharSequence;I)Landroid/widget/Toast;
    move-result-object v0
    invoke-virtual {v0}, Landroid/widget/Toast;->show()V
    .line 96
    return-void
.end method


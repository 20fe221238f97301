.class public final Lcom/pawwalk/BookWalkActivity;
.super Landroidx/activity/ComponentActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {v0}, Landroidx/activity/ComponentActivity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6
    .line 14
    invoke-super {v4, v5}, Landroidx/activity/ComponentActivity;->onCreate(Landroid/os/Bundle;)V
    .line 15
    new-instance v0, Landroid/widget/Button;
    invoke-direct {v0, v4}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V
    move-object v3, v0
    .line 16
    const-string v1, "Book this walk"
    invoke-virtual {v3, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V
    .line 17
    new-instance v2, Lcom/pawwalk/BookWalkActivity$$ExternalSyntheticLambda0;
    invoke-direct {v2, v4}, Lcom/pawwalk/BookWalkActivity$$ExternalSyntheticLambda0;-><init>(Lcom/pawwalk/BookWalkActivity;)V
    move-object v1, v2
    invoke-virtual {v3, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V
    .line 21
    invoke-virtual {v4, v3}, Lcom/pawwalk/BookWalkActivity;->setContentView(Landroid/view/View;)V
    .line 22
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/pawwalk/BookWalkActivity;Landroid/view/View;)V
    .registers 3
    .line 18
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/pawwalk/BookWalkActivity;->setResult(I)V
    .line 19
    invoke-virtual {v1}, Lcom/pawwalk/BookWalkActivity;->finish()V
    .line 20
    return-void
.end method


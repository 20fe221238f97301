.class public final Lcom/example/r33k2/ConfirmActivity;
.super Landroid/app/Activity;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/example/r33k2/ConfirmActivity;Landroid/view/View;)V
    .registers 3
    .line 14
    const/4 p1, -0x1
    invoke-virtual {p0, p1}, Lcom/example/r33k2/ConfirmActivity;->setResult(I)V
    .line 15
    invoke-virtual {p0}, Lcom/example/r33k2/ConfirmActivity;->finish()V
    .line 16
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4
    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 12
    const v0, 0x7f0b0001
    invoke-virtual {p0, v0}, Lcom/example/r33k2/ConfirmActivity;->setContentView(I)V
    .line 13
    const v0, 0x7f080001
    invoke-virtual {p0, v0}, Lcom/example/r33k2/ConfirmActivity;->findViewById(I)Landroid/view/View;
    move-result-object v0
    new-instance v1, Lcom/example/r33k2/ConfirmActivity$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/example/r33k2/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/example/r33k2/ConfirmActivity;)V
    invoke-virtual {v0, v1}, Landroid/view/View;->setOnClickListener(Landroid/view/View$OnClickListener;)V
    .line 17
    return-void
.end method

.class public final Lcom/example/r33k2/SubscribeActivity;
.super Landroid/app/Activity;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 20
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/example/r33k2/SubscribeActivity;Landroid/view/View;)V
    .registers 3
    .line 25
    sget-object p1, Lcom/example/r33k2/Billing;->INSTANCE:Lcom/example/r33k2/Billing;
    move-object v0, p0
    check-cast v0, Landroid/app/Activity;
    invoke-virtual {p0}, Lcom/example/r33k2/SubscribeActivity;->getIntent()Landroid/content/Intent;
    move-result-object p0
    const-string v1, "show"
    invoke-virtual {p0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    invoke-virtual {p1, v0, p0}, Lcom/example/r33k2/Billing;->start(Landroid/app/Activity;Ljava/lang/String;)V
    .line 26
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4
    .line 22
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 23
    const v0, 0x7f0b0002
    invoke-virtual {p0, v0}, Lcom/example/r33k2/SubscribeActivity;->setContentView(I)V
    .line 24
    const v0, 0x7f080001
    invoke-virtual {p0, v0}, Lcom/example/r33k2/SubscribeActivity;->findViewById(I)Landroid/view/View;
    move-result-object v0
    new-instance v1, Lcom/example/r33k2/SubscribeActivity$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/example/r33k2/SubscribeActivity$$ExternalSyntheticLambda0;-><init>(Lcom/example/r33k2/SubscribeActivity;)V
    invoke-virtual {v0, v1}, Landroid/view/View;->setOnClickListener(Landroid/view/View$OnClickListener;)V
    .line 27
    return-void
.end method

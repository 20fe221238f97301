.class public final Lcom/harborfiles/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"

# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 9
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 10
    invoke-virtual {p0}, Lcom/harborfiles/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "summary"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move-object v0, p0
    if-eqz v1, :L25
    goto :L31
    :L25
    const-string v1, "Confirm"
    :L31
    invoke-virtual {v0, v1}, Lcom/harborfiles/ui/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 11
    invoke-virtual {p0}, Lcom/harborfiles/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "resume_token"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 12
    move-object v0, p0
    if-eqz v3, :L53
    const/4 v1, -0x1
    goto :L54
    :L53
    const/4 v1, 0x0
    :L54
    invoke-virtual {v0, v1}, Lcom/harborfiles/ui/ConfirmActivity;->setResult(I)V
    .line 13
    invoke-virtual {p0}, Lcom/harborfiles/ui/ConfirmActivity;->finish()V
    .line 14
    return-void
.end method

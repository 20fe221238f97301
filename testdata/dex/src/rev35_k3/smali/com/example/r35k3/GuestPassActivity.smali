.class public final Lcom/example/r35k3/GuestPassActivity;
.super Landroid/app/Activity;
.source "Spaces.kt"

.method public constructor <init>()V
    .registers 1
    .line 111
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    .line 113
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 114
    invoke-virtual {p0}, Lcom/example/r35k3/GuestPassActivity;->getIntent()Landroid/content/Intent;
    move-result-object p1
    const-string v0, "guest"
    invoke-virtual {p1, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_have
    const-string p1, ""
    .line 115
    :cond_have
    const-string v0, "guest_consent"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, Lcom/example/r35k3/GuestPassActivity;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const/4 v1, 0x1
    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences$Editor;->putBoolean(Ljava/lang/String;Z)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 116
    const/4 p1, -0x1
    invoke-virtual {p0, p1}, Lcom/example/r35k3/GuestPassActivity;->setResult(I)V
    .line 117
    invoke-virtual {p0}, Lcom/example/r35k3/GuestPassActivity;->finish()V
    .line 118
    return-void
.end method

.class public Lcom/fixitnow/ui/HomeActivity;
.super Landroid/app/Activity;
.source "HomeActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 11
    const-string v0, "account"

    const/4 v1, 0x0

    invoke-virtual {p0, v0, v1}, Lcom/fixitnow/ui/HomeActivity;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    const-string v2, "user"

    invoke-interface {v0, v2, v1}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_signed_in

    .line 12
    invoke-virtual {p0}, Lcom/fixitnow/ui/HomeActivity;->finish()V

    .line 13
    return-void

    .line 15
    :cond_signed_in
    const-string v0, "FixItNow"

    invoke-virtual {p0, v0}, Lcom/fixitnow/ui/HomeActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 16
    return-void
.end method

.class public final Lapp/keelson/backup/cetp/ConfirmActivity;
.super Landroid/app/Activity;
.source "Screens.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 60
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method public final onApprove(Landroid/view/View;)V
    .registers 6

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 67
    move-object v0, p0

    check-cast v0, Landroid/app/Activity;

    invoke-static {v0}, Lapp/keelson/backup/cetp/ScreensKt;->access$getHeldToken(Landroid/app/Activity;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 87
    const/4 v3, 0x0

    .line 67
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->INSTANCE:Lapp/keelson/backup/cetp/HeldCalls;

    invoke-virtual {v0, v2}, Lapp/keelson/backup/cetp/HeldCalls;->approve-I9TzmVI(Ljava/lang/String;)V

    goto :goto_0

    .line 68
    :cond_0
    :goto_0
    const/4 v1, -0x1

    invoke-virtual {p0, v1}, Lapp/keelson/backup/cetp/ConfirmActivity;->setResult(I)V

    .line 69
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/ConfirmActivity;->finish()V

    .line 70
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 62
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 63
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "app.keelson.backup.extra.SUMMARY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-nez v1, :cond_0

    const-string v1, "Confirm"

    :cond_0
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lapp/keelson/backup/cetp/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 64
    return-void
.end method

.method public final onDeny(Landroid/view/View;)V
    .registers 6

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    move-object v0, p0

    check-cast v0, Landroid/app/Activity;

    invoke-static {v0}, Lapp/keelson/backup/cetp/ScreensKt;->access$getHeldToken(Landroid/app/Activity;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 87
    const/4 v3, 0x0

    .line 73
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->INSTANCE:Lapp/keelson/backup/cetp/HeldCalls;

    invoke-virtual {v0, v2}, Lapp/keelson/backup/cetp/HeldCalls;->deny-I9TzmVI(Ljava/lang/String;)V

    goto :goto_0

    .line 74
    :cond_0
    :goto_0
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lapp/keelson/backup/cetp/ConfirmActivity;->setResult(I)V

    .line 75
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/ConfirmActivity;->finish()V

    .line 76
    return-void
.end method

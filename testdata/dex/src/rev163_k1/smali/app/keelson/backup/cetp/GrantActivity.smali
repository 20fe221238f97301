.class public final Lapp/keelson/backup/cetp/GrantActivity;
.super Landroid/app/Activity;
.source "Screens.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method public final onAllow(Landroid/view/View;)V
    .registers 9

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    move-object v0, p0

    check-cast v0, Landroid/app/Activity;

    invoke-static {v0}, Lapp/keelson/backup/cetp/ScreensKt;->access$getHeldToken(Landroid/app/Activity;)Ljava/lang/String;

    move-result-object v2

    .line 24
    move-object v0, v2

    if-eqz v2, :cond_0

    move-object v5, v0

    .line 87
    const/4 v6, 0x0

    .line 24
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->INSTANCE:Lapp/keelson/backup/cetp/HeldCalls;

    invoke-virtual {v0, v5}, Lapp/keelson/backup/cetp/HeldCalls;->peek-I9TzmVI(Ljava/lang/String;)Lapp/keelson/backup/cetp/HeldCall;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v3, v0

    .line 25
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.keelson.backup.extra.SCOPE"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 26
    if-eqz v2, :cond_1

    if-eqz v3, :cond_1

    invoke-virtual {v3}, Lapp/keelson/backup/cetp/HeldCall;->getKind()Ljava/lang/String;

    move-result-object v0

    const-string v1, "grant"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    if-eqz v4, :cond_1

    .line 27
    sget-object v0, Lapp/keelson/backup/cetp/Grants;->Companion:Lapp/keelson/backup/cetp/Grants$Companion;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lapp/keelson/backup/cetp/Grants$Companion;->of(Landroid/content/Context;)Lapp/keelson/backup/cetp/Grants;

    move-result-object v0

    invoke-virtual {v3}, Lapp/keelson/backup/cetp/HeldCall;->getCaller-OPB7uT4()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v4}, Lapp/keelson/backup/cetp/Grants;->grant-z_1-o2Y(Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->INSTANCE:Lapp/keelson/backup/cetp/HeldCalls;

    invoke-virtual {v0, v2}, Lapp/keelson/backup/cetp/HeldCalls;->approve-I9TzmVI(Ljava/lang/String;)V

    .line 30
    :cond_1
    const/4 v1, -0x1

    invoke-virtual {p0, v1}, Lapp/keelson/backup/cetp/GrantActivity;->setResult(I)V

    .line 31
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/GrantActivity;->finish()V

    .line 32
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 18
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 19
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/GrantActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "app.keelson.backup.extra.SUMMARY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-nez v1, :cond_0

    const-string v1, "Allow an assistant"

    :cond_0
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lapp/keelson/backup/cetp/GrantActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 20
    return-void
.end method

.method public final onDeny(Landroid/view/View;)V
    .registers 6

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    move-object v0, p0

    check-cast v0, Landroid/app/Activity;

    invoke-static {v0}, Lapp/keelson/backup/cetp/ScreensKt;->access$getHeldToken(Landroid/app/Activity;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 87
    const/4 v3, 0x0

    .line 35
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->INSTANCE:Lapp/keelson/backup/cetp/HeldCalls;

    invoke-virtual {v0, v2}, Lapp/keelson/backup/cetp/HeldCalls;->deny-I9TzmVI(Ljava/lang/String;)V

    goto :goto_0

    .line 36
    :cond_0
    :goto_0
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lapp/keelson/backup/cetp/GrantActivity;->setResult(I)V

    .line 37
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/GrantActivity;->finish()V

    .line 38
    return-void
.end method

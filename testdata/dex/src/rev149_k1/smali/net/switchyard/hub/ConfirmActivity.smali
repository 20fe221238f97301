.class public final Lnet/switchyard/hub/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"


# instance fields
.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final close(Z)V
    .registers 6

    .line 28
    iget-object v0, p0, Lnet/switchyard/hub/ConfirmActivity;->token:Ljava/lang/String;

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 34
    const/4 v3, 0x0

    .line 28
    sget-object v0, Lnet/switchyard/hub/TicketBook;->INSTANCE:Lnet/switchyard/hub/TicketBook;

    invoke-virtual {v0, v2, p1}, Lnet/switchyard/hub/TicketBook;->answer(Ljava/lang/String;Z)V

    goto :goto_0

    .line 29
    :cond_0
    :goto_0
    move-object v0, p0

    if-eqz p1, :cond_1

    const/4 v1, -0x1

    goto :goto_1

    :cond_1
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lnet/switchyard/hub/ConfirmActivity;->setResult(I)V

    .line 30
    invoke-virtual {p0}, Lnet/switchyard/hub/ConfirmActivity;->finish()V

    .line 31
    return-void
.end method


# virtual methods
.method public final onApprove(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lnet/switchyard/hub/ConfirmActivity;->close(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    invoke-virtual {p0}, Lnet/switchyard/hub/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "net.switchyard.hub.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 14
    if-nez v3, :cond_0

    .line 15
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lnet/switchyard/hub/ConfirmActivity;->setResult(I)V

    .line 16
    invoke-virtual {p0}, Lnet/switchyard/hub/ConfirmActivity;->finish()V

    .line 17
    return-void

    .line 19
    :cond_0
    iput-object v3, p0, Lnet/switchyard/hub/ConfirmActivity;->token:Ljava/lang/String;

    .line 20
    invoke-virtual {p0}, Lnet/switchyard/hub/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "net.switchyard.hub.extra.SUMMARY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-eqz v1, :cond_1

    check-cast v1, Ljava/lang/CharSequence;

    goto :goto_0

    :cond_1
    const-string v1, "Confirm"

    check-cast v1, Ljava/lang/CharSequence;

    :goto_0
    invoke-virtual {v0, v1}, Lnet/switchyard/hub/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 21
    return-void
.end method

.method public final onDeny(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lnet/switchyard/hub/ConfirmActivity;->close(Z)V

    return-void
.end method

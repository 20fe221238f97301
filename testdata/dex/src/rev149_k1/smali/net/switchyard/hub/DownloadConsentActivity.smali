.class public final Lnet/switchyard/hub/DownloadConsentActivity;
.super Landroid/app/Activity;
.source "DownloadConsentActivity.kt"


# instance fields
.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final record(Landroid/view/View;Z)V
    .registers 6

    .line 22
    iget-object v0, p0, Lnet/switchyard/hub/DownloadConsentActivity;->token:Ljava/lang/String;

    if-nez v0, :cond_0

    return-void

    :cond_0
    move-object v2, v0

    .line 23
    sget-object v0, Lnet/switchyard/hub/TicketBook;->INSTANCE:Lnet/switchyard/hub/TicketBook;

    invoke-virtual {v0, v2, p2}, Lnet/switchyard/hub/TicketBook;->answer(Ljava/lang/String;Z)V

    .line 24
    const/4 v1, 0x0

    invoke-virtual {p1, v1}, Landroid/view/View;->setEnabled(Z)V

    .line 25
    move-object v0, p0

    if-eqz p2, :cond_1

    const-string v1, "Allowed. You can go back to your assistant."

    check-cast v1, Ljava/lang/CharSequence;

    goto :goto_0

    :cond_1
    const-string v1, "Blocked."

    check-cast v1, Ljava/lang/CharSequence;

    :goto_0
    invoke-virtual {v0, v1}, Lnet/switchyard/hub/DownloadConsentActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 26
    return-void
.end method


# virtual methods
.method public final onAllow(Landroid/view/View;)V
    .registers 4

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    const/4 v1, 0x1

    invoke-direct {p0, p1, v1}, Lnet/switchyard/hub/DownloadConsentActivity;->record(Landroid/view/View;Z)V

    return-void
.end method

.method public final onBlock(Landroid/view/View;)V
    .registers 4

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    const/4 v1, 0x0

    invoke-direct {p0, p1, v1}, Lnet/switchyard/hub/DownloadConsentActivity;->record(Landroid/view/View;Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    invoke-virtual {p0}, Lnet/switchyard/hub/DownloadConsentActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "net.switchyard.hub.extra.RESUME_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lnet/switchyard/hub/DownloadConsentActivity;->token:Ljava/lang/String;

    .line 14
    invoke-virtual {p0}, Lnet/switchyard/hub/DownloadConsentActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "net.switchyard.hub.extra.SUMMARY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-eqz v1, :cond_0

    check-cast v1, Ljava/lang/CharSequence;

    goto :goto_0

    :cond_0
    const-string v1, "Download a file"

    check-cast v1, Ljava/lang/CharSequence;

    :goto_0
    invoke-virtual {v0, v1}, Lnet/switchyard/hub/DownloadConsentActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 15
    return-void
.end method

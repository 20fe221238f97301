.class public final Lapp/quire/reader/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final answer(Z)V
    .registers 5

    .line 27
    invoke-direct {p0}, Lapp/quire/reader/ui/ConfirmActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v1, v0

    .line 37
    const/4 v2, 0x0

    .line 27
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    invoke-virtual {v0, v1, p1}, Lapp/quire/reader/cetp/ParkedCalls;->decide(Ljava/lang/String;Z)V

    goto :goto_0

    .line 28
    :cond_0
    :goto_0
    invoke-direct {p0, p1}, Lapp/quire/reader/ui/ConfirmActivity;->close(Z)V

    .line 29
    return-void
.end method

.method private final close(Z)V
    .registers 4

    .line 32
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lapp/quire/reader/ui/ConfirmActivity;->setResult(I)V

    .line 33
    invoke-virtual {p0}, Lapp/quire/reader/ui/ConfirmActivity;->finish()V

    .line 34
    return-void
.end method

.method private final getToken()Ljava/lang/String;
    .registers 3

    .line 10
    invoke-virtual {p0}, Lapp/quire/reader/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    if-eqz v0, :cond_0

    const-string v1, "app.quire.reader.extra.PARKED_TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method


# virtual methods
.method public final onApprove()V
    .registers 2

    .line 22
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lapp/quire/reader/ui/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7

    .line 13
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 14
    invoke-direct {p0}, Lapp/quire/reader/ui/ConfirmActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v3, v0

    .line 37
    const/4 v4, 0x0

    .line 14
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    invoke-virtual {v0, v3}, Lapp/quire/reader/cetp/ParkedCalls;->pending(Ljava/lang/String;)Lapp/quire/reader/cetp/Parked;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v2, v0

    .line 15
    if-eqz v2, :cond_1

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Parked;->getKind()Ljava/lang/String;

    move-result-object v0

    const-string v1, "confirm"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 16
    :cond_1
    const/4 v1, 0x0

    invoke-direct {p0, v1}, Lapp/quire/reader/ui/ConfirmActivity;->close(Z)V

    .line 17
    return-void

    .line 19
    :cond_2
    invoke-virtual {v2}, Lapp/quire/reader/cetp/Parked;->getSummary()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lapp/quire/reader/ui/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 20
    return-void
.end method

.method public final onDeny()V
    .registers 2

    .line 24
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/quire/reader/ui/ConfirmActivity;->answer(Z)V

    return-void
.end method

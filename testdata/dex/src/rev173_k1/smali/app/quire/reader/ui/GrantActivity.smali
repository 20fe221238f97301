.class public final Lapp/quire/reader/ui/GrantActivity;
.super Landroid/app/Activity;
.source "GrantActivity.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final close(Z)V
    .registers 4

    .line 38
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lapp/quire/reader/ui/GrantActivity;->setResult(I)V

    .line 39
    invoke-virtual {p0}, Lapp/quire/reader/ui/GrantActivity;->finish()V

    .line 40
    return-void
.end method

.method private final getToken()Ljava/lang/String;
    .registers 3

    .line 11
    invoke-virtual {p0}, Lapp/quire/reader/ui/GrantActivity;->getIntent()Landroid/content/Intent;

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
.method public final onAllow()V
    .registers 7

    .line 24
    invoke-direct {p0}, Lapp/quire/reader/ui/GrantActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v4, v0

    .line 43
    const/4 v5, 0x0

    .line 24
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    invoke-virtual {v0, v4}, Lapp/quire/reader/cetp/ParkedCalls;->pending(Ljava/lang/String;)Lapp/quire/reader/cetp/Parked;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v3, v0

    .line 25
    if-eqz v3, :cond_1

    .line 26
    new-instance v0, Lapp/quire/reader/cetp/Grants;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Grants;-><init>(Landroid/content/Context;)V

    invoke-virtual {v3}, Lapp/quire/reader/cetp/Parked;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v3}, Lapp/quire/reader/cetp/Parked;->getScopes()Ljava/util/List;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/quire/reader/cetp/Grants;->add(Ljava/lang/String;Ljava/util/List;)V

    .line 27
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    invoke-virtual {v3}, Lapp/quire/reader/cetp/Parked;->getToken()Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lapp/quire/reader/cetp/ParkedCalls;->decide(Ljava/lang/String;Z)V

    .line 29
    :cond_1
    move-object v0, p0

    if-eqz v3, :cond_2

    const/4 v1, 0x1

    goto :goto_1

    :cond_2
    const/4 v1, 0x0

    :goto_1
    invoke-direct {v0, v1}, Lapp/quire/reader/ui/GrantActivity;->close(Z)V

    .line 30
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7

    .line 14
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 15
    invoke-direct {p0}, Lapp/quire/reader/ui/GrantActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v3, v0

    .line 43
    const/4 v4, 0x0

    .line 15
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    invoke-virtual {v0, v3}, Lapp/quire/reader/cetp/ParkedCalls;->pending(Ljava/lang/String;)Lapp/quire/reader/cetp/Parked;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v2, v0

    .line 16
    if-eqz v2, :cond_1

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Parked;->getKind()Ljava/lang/String;

    move-result-object v0

    const-string v1, "grant"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 17
    :cond_1
    const/4 v1, 0x0

    invoke-direct {p0, v1}, Lapp/quire/reader/ui/GrantActivity;->close(Z)V

    .line 18
    return-void

    .line 20
    :cond_2
    invoke-virtual {v2}, Lapp/quire/reader/cetp/Parked;->getSummary()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lapp/quire/reader/ui/GrantActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 21
    return-void
.end method

.method public final onRefuse()V
    .registers 6

    .line 33
    invoke-direct {p0}, Lapp/quire/reader/ui/GrantActivity;->getToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v3, v0

    .line 43
    const/4 v4, 0x0

    .line 33
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    const/4 v2, 0x0

    invoke-virtual {v0, v3, v2}, Lapp/quire/reader/cetp/ParkedCalls;->decide(Ljava/lang/String;Z)V

    goto :goto_0

    .line 34
    :cond_0
    :goto_0
    const/4 v1, 0x0

    invoke-direct {p0, v1}, Lapp/quire/reader/ui/GrantActivity;->close(Z)V

    .line 35
    return-void
.end method

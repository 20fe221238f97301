.class public final Lcom/parcelnest/app/ConfirmActivity;
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

.method private final answer(Z)V
    .registers 6

    .line 23
    iget-object v0, p0, Lcom/parcelnest/app/ConfirmActivity;->token:Ljava/lang/String;

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 29
    const/4 v3, 0x0

    .line 23
    sget-object v0, Lcom/parcelnest/app/Tickets;->INSTANCE:Lcom/parcelnest/app/Tickets;

    invoke-virtual {v0, v2, p1}, Lcom/parcelnest/app/Tickets;->answer(Ljava/lang/String;Z)V

    goto :goto_0

    .line 24
    :cond_0
    :goto_0
    move-object v0, p0

    if-eqz p1, :cond_1

    const/4 v1, -0x1

    goto :goto_1

    :cond_1
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lcom/parcelnest/app/ConfirmActivity;->setResult(I)V

    .line 25
    invoke-virtual {p0}, Lcom/parcelnest/app/ConfirmActivity;->finish()V

    .line 26
    return-void
.end method


# virtual methods
.method public final onApprove(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/parcelnest/app/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    invoke-virtual {p0}, Lcom/parcelnest/app/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.parcelnest.app.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/parcelnest/app/ConfirmActivity;->token:Ljava/lang/String;

    .line 14
    invoke-virtual {p0}, Lcom/parcelnest/app/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.parcelnest.app.extra.SUMMARY"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    move-object v4, v0

    .line 15
    invoke-virtual {p0}, Lcom/parcelnest/app/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Intent;->getAction()Ljava/lang/String;

    move-result-object v1

    const-string v2, "com.parcelnest.app.action.CONFIRM_RELEASE"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v1

    move-object v0, p0

    if-eqz v1, :cond_1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, "? The courier cannot take it back."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    goto :goto_0

    :cond_1
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, "?"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    :goto_0
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 16
    return-void
.end method

.method public final onDeny(Landroid/view/View;)V
    .registers 3

    const-string v0, "view"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/parcelnest/app/ConfirmActivity;->answer(Z)V

    return-void
.end method

.class public abstract Lcom/hearthly/ConfirmActivity;
.super Landroid/app/Activity;
.source "Screens.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method private final answer(Ljava/lang/String;Z)V
    .registers 5
    .line 32
    sget-object v0, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v0}, Lcom/hearthly/AppGraph;->getTickets()Lcom/hearthly/TicketBook;
    move-result-object v0
    invoke-virtual {v0, p1, p2}, Lcom/hearthly/TicketBook;->decide(Ljava/lang/String;Z)V
    .line 33
    move-object v0, p0
    if-eqz p2, :L20
    const/4 v1, -0x1
    goto :L21
:L20
    const/4 v1, 0x0
:L21
    invoke-virtual {v0, v1}, Lcom/hearthly/ConfirmActivity;->setResult(I)V
    .line 34
    invoke-virtual {p0}, Lcom/hearthly/ConfirmActivity;->finish()V
    .line 35
    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/hearthly/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5
    .line 25
    const/4 v0, 0x1
    invoke-direct {p0, p1, v0}, Lcom/hearthly/ConfirmActivity;->answer(Ljava/lang/String;Z)V
    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/hearthly/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5
    .line 26
    const/4 v0, 0x0
    invoke-direct {p0, p1, v0}, Lcom/hearthly/ConfirmActivity;->answer(Ljava/lang/String;Z)V
    return-void
.end method

.method public static final onCreate$lambda$3(Lcom/hearthly/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;)V
    .registers 4
    .line 27
    const/4 v0, 0x0
    invoke-direct {p0, p1, v0}, Lcom/hearthly/ConfirmActivity;->answer(Ljava/lang/String;Z)V
    return-void
.end method


# virtual methods
.method protected abstract getApproveLabel()Ljava/lang/String;
.end method

.method protected abstract getHeading()Ljava/lang/String;
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 9
    .line 17
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    invoke-virtual {p0}, Lcom/hearthly/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v2, "getIntent(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/hearthly/ResolutionsKt;->getResumeToken(Landroid/content/Intent;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L41
    move-object v0, p0
    check-cast v0, Lcom/hearthly/ConfirmActivity;
    move-object v5, v0
    const/4 v6, 0x0
    .line 18
    const/4 v1, 0x0
    invoke-virtual {v5, v1}, Lcom/hearthly/ConfirmActivity;->setResult(I)V
    .line 19
    invoke-virtual {v5}, Lcom/hearthly/ConfirmActivity;->finish()V
    .line 20
    return-void
:L41
    move-object v4, v0
    .line 22
    new-instance v0, Landroid/app/AlertDialog$Builder;
    move-object v2, p0
    check-cast v2, Landroid/content/Context;
    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 23
    invoke-virtual {p0}, Lcom/hearthly/ConfirmActivity;->getHeading()Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 24
    invoke-virtual {p0}, Lcom/hearthly/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v3, "getIntent(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1}, Lcom/hearthly/ResolutionsKt;->getPrompt(Landroid/content/Intent;)Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 25
    invoke-virtual {p0}, Lcom/hearthly/ConfirmActivity;->getApproveLabel()Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/hearthly/ConfirmActivity$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0, v4}, Lcom/hearthly/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/hearthly/ConfirmActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 26
    const-string v1, "Cancel"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/hearthly/ConfirmActivity$$ExternalSyntheticLambda1;
    invoke-direct {v2, p0, v4}, Lcom/hearthly/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/hearthly/ConfirmActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 27
    new-instance v1, Lcom/hearthly/ConfirmActivity$$ExternalSyntheticLambda2;
    invoke-direct {v1, p0, v4}, Lcom/hearthly/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/hearthly/ConfirmActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 28
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 29
    return-void
.end method

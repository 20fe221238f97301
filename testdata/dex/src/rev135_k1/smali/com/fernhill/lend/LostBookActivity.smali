.class public final Lcom/fernhill/lend/LostBookActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


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
    .registers 4

    .line 24
    sget-object v0, Lcom/fernhill/lend/LendGraph;->Companion:Lcom/fernhill/lend/LendGraph$Companion;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lcom/fernhill/lend/LendGraph$Companion;->of(Landroid/content/Context;)Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getLoanTickets()Lcom/fernhill/lend/TicketCache;

    move-result-object v0

    iget-object v1, p0, Lcom/fernhill/lend/LostBookActivity;->token:Ljava/lang/String;

    if-nez v1, :cond_0

    const-string v1, "token"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_0
    invoke-virtual {v0, v1, p1}, Lcom/fernhill/lend/TicketCache;->decide(Ljava/lang/String;Z)V

    .line 25
    move-object v0, p0

    if-eqz p1, :cond_1

    const/4 v1, -0x1

    goto :goto_0

    :cond_1
    const/4 v1, 0x0

    :goto_0
    invoke-direct {v0, v1}, Lcom/fernhill/lend/LostBookActivity;->close(I)V

    .line 26
    return-void
.end method

.method private final close(I)V
    .registers 2

    .line 29
    invoke-virtual {p0, p1}, Lcom/fernhill/lend/LostBookActivity;->setResult(I)V

    .line 30
    invoke-virtual {p0}, Lcom/fernhill/lend/LostBookActivity;->finish()V

    .line 31
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/fernhill/lend/LostBookActivity;Landroid/content/DialogInterface;I)V
    .registers 4

    .line 17
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/fernhill/lend/LostBookActivity;->answer(Z)V

    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/fernhill/lend/LostBookActivity;Landroid/content/DialogInterface;I)V
    .registers 4

    .line 18
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/fernhill/lend/LostBookActivity;->answer(Z)V

    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/fernhill/lend/LostBookActivity;Landroid/content/DialogInterface;)V
    .registers 3

    .line 19
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/fernhill/lend/LostBookActivity;->answer(Z)V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    invoke-virtual {p0}, Lcom/fernhill/lend/LostBookActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.fernhill.lend.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-nez v1, :cond_0

    const/4 v2, 0x0

    invoke-direct {p0, v2}, Lcom/fernhill/lend/LostBookActivity;->close(I)V

    return-void

    :cond_0
    iput-object v1, v0, Lcom/fernhill/lend/LostBookActivity;->token:Ljava/lang/String;

    .line 14
    new-instance v0, Landroid/app/AlertDialog$Builder;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 15
    const-string v1, "Report a lost book"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 16
    invoke-virtual {p0}, Lcom/fernhill/lend/LostBookActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.fernhill.lend.extra.PROMPT"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 17
    const-string v1, "Report it lost"

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/fernhill/lend/LostBookActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/fernhill/lend/LostBookActivity$$ExternalSyntheticLambda0;-><init>(Lcom/fernhill/lend/LostBookActivity;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 18
    const-string v1, "Keep looking"

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/fernhill/lend/LostBookActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/fernhill/lend/LostBookActivity$$ExternalSyntheticLambda1;-><init>(Lcom/fernhill/lend/LostBookActivity;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 19
    new-instance v1, Lcom/fernhill/lend/LostBookActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/fernhill/lend/LostBookActivity$$ExternalSyntheticLambda2;-><init>(Lcom/fernhill/lend/LostBookActivity;)V

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 20
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 21
    return-void
.end method

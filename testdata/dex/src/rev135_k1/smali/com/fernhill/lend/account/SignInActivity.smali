.class public final Lcom/fernhill/lend/account/SignInActivity;
.super Landroid/app/Activity;
.source "SignIn.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final close(I)V
    .registers 2

    .line 26
    invoke-virtual {p0, p1}, Lcom/fernhill/lend/account/SignInActivity;->setResult(I)V

    .line 27
    invoke-virtual {p0}, Lcom/fernhill/lend/account/SignInActivity;->finish()V

    .line 28
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/fernhill/lend/Account;Lcom/fernhill/lend/account/SignInActivity;Landroid/content/DialogInterface;I)V
    .registers 5

    .line 17
    const-string v0, "device"

    invoke-virtual {p0, v0}, Lcom/fernhill/lend/Account;->setUser(Ljava/lang/String;)V

    .line 18
    const/4 v0, -0x1

    invoke-direct {p1, v0}, Lcom/fernhill/lend/account/SignInActivity;->close(I)V

    .line 19
    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/fernhill/lend/account/SignInActivity;Landroid/content/DialogInterface;I)V
    .registers 4

    .line 20
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/fernhill/lend/account/SignInActivity;->close(I)V

    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/fernhill/lend/account/SignInActivity;Landroid/content/DialogInterface;)V
    .registers 3

    .line 21
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/fernhill/lend/account/SignInActivity;->close(I)V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 12
    sget-object v0, Lcom/fernhill/lend/LendGraph;->Companion:Lcom/fernhill/lend/LendGraph$Companion;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lcom/fernhill/lend/LendGraph$Companion;->of(Landroid/content/Context;)Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getAccount()Lcom/fernhill/lend/Account;

    move-result-object v3

    .line 13
    new-instance v0, Landroid/app/AlertDialog$Builder;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 14
    const-string v1, "Sign in to Fernhill"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 15
    const-string v1, "Use the library card saved on this device?"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 16
    const-string v1, "Sign in"

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/fernhill/lend/account/SignInActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, v3, p0}, Lcom/fernhill/lend/account/SignInActivity$$ExternalSyntheticLambda0;-><init>(Lcom/fernhill/lend/Account;Lcom/fernhill/lend/account/SignInActivity;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 20
    const-string v1, "Not now"

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/fernhill/lend/account/SignInActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/fernhill/lend/account/SignInActivity$$ExternalSyntheticLambda1;-><init>(Lcom/fernhill/lend/account/SignInActivity;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 21
    new-instance v1, Lcom/fernhill/lend/account/SignInActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/fernhill/lend/account/SignInActivity$$ExternalSyntheticLambda2;-><init>(Lcom/fernhill/lend/account/SignInActivity;)V

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 22
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 23
    return-void
.end method

.class public final Lcom/larchwood/library/account/SignInActivity;
.super Landroid/app/Activity;
.source "SignIn.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final finishWith(I)V
    .registers 2

    .line 28
    invoke-virtual {p0, p1}, Lcom/larchwood/library/account/SignInActivity;->setResult(I)V

    .line 29
    invoke-virtual {p0}, Lcom/larchwood/library/account/SignInActivity;->finish()V

    .line 30
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/larchwood/library/account/SignInActivity;Landroid/content/DialogInterface;I)V
    .registers 3

    .line 17
    invoke-direct {p0}, Lcom/larchwood/library/account/SignInActivity;->signIn()V

    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/larchwood/library/account/SignInActivity;Landroid/content/DialogInterface;)V
    .registers 3

    .line 18
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/larchwood/library/account/SignInActivity;->finishWith(I)V

    return-void
.end method

.method private final signIn()V
    .registers 4

    .line 23
    const-string v1, "account"

    const/4 v2, 0x0

    invoke-virtual {p0, v1, v2}, Lcom/larchwood/library/account/SignInActivity;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    const-string v1, "card_holder"

    const-string v2, "saved"

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 24
    const/4 v1, -0x1

    invoke-direct {p0, v1}, Lcom/larchwood/library/account/SignInActivity;->finishWith(I)V

    .line 25
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 13
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 14
    new-instance v0, Landroid/app/AlertDialog$Builder;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 15
    const-string v1, "Sign in to Larchwood Libraries"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 16
    invoke-virtual {p0}, Lcom/larchwood/library/account/SignInActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.larchwood.library.extra.PROMPT"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 17
    const-string v1, "Use the saved library card"

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/larchwood/library/account/SignInActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/larchwood/library/account/SignInActivity$$ExternalSyntheticLambda0;-><init>(Lcom/larchwood/library/account/SignInActivity;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 18
    new-instance v1, Lcom/larchwood/library/account/SignInActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/larchwood/library/account/SignInActivity$$ExternalSyntheticLambda1;-><init>(Lcom/larchwood/library/account/SignInActivity;)V

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 19
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 20
    return-void
.end method

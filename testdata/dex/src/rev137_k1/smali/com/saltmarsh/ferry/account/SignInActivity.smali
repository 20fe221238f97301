.class public final Lcom/saltmarsh/ferry/account/SignInActivity;
.super Landroid/app/Activity;
.source "SignIn.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final done(I)V
    .registers 2

    .line 29
    invoke-virtual {p0, p1}, Lcom/saltmarsh/ferry/account/SignInActivity;->setResult(I)V

    .line 30
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/account/SignInActivity;->finish()V

    .line 31
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/saltmarsh/ferry/account/SignInActivity;Landroid/content/DialogInterface;I)V
    .registers 3

    .line 18
    invoke-direct {p0}, Lcom/saltmarsh/ferry/account/SignInActivity;->signIn()V

    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/saltmarsh/ferry/account/SignInActivity;Landroid/content/DialogInterface;)V
    .registers 3

    .line 19
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/saltmarsh/ferry/account/SignInActivity;->done(I)V

    return-void
.end method

.method private final signIn()V
    .registers 10

    .line 24
    const-string v1, "account"

    const/4 v2, 0x0

    invoke-virtual {p0, v1, v2}, Lcom/saltmarsh/ferry/account/SignInActivity;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    const-string v2, "getSharedPreferences(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v3, v0

    .line 34
    const/4 v4, 0x0

    const/4 v5, 0x0

    .line 35
    invoke-interface {v3}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v6

    .line 36
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v7, v6

    const/4 v8, 0x0

    .line 24
    const-string v1, "user"

    const-string v2, "traveller"

    invoke-interface {v7, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    .line 40
    invoke-interface {v6}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 25
    const/4 v1, -0x1

    invoke-direct {p0, v1}, Lcom/saltmarsh/ferry/account/SignInActivity;->done(I)V

    .line 26
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 14
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 15
    new-instance v0, Landroid/app/AlertDialog$Builder;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 16
    const-string v1, "Sign in to Saltmarsh Ferries"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 17
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/account/SignInActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.saltmarsh.ferry.extra.PROMPT"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 18
    const-string v1, "Continue as the saved traveller"

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/saltmarsh/ferry/account/SignInActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/saltmarsh/ferry/account/SignInActivity$$ExternalSyntheticLambda0;-><init>(Lcom/saltmarsh/ferry/account/SignInActivity;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 19
    new-instance v1, Lcom/saltmarsh/ferry/account/SignInActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/saltmarsh/ferry/account/SignInActivity$$ExternalSyntheticLambda1;-><init>(Lcom/saltmarsh/ferry/account/SignInActivity;)V

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 20
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 21
    return-void
.end method

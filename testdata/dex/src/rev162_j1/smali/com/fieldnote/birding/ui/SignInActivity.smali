.class public final Lcom/fieldnote/birding/ui/SignInActivity;
.super Landroid/app/Activity;
.source "SignInActivity.java"


# instance fields
.field private name:Landroid/widget/EditText;

.field private number:Landroid/widget/EditText;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private close(Z)V
    .registers 4

    .line 53
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/ui/SignInActivity;->setResult(I)V

    .line 54
    invoke-virtual {p0}, Lcom/fieldnote/birding/ui/SignInActivity;->finish()V

    .line 55
    return-void
.end method

.method private signIn()V
    .registers 6

    .line 39
    iget-object v0, p0, Lcom/fieldnote/birding/ui/SignInActivity;->number:Landroid/widget/EditText;

    invoke-virtual {v0}, Landroid/widget/EditText;->getText()Ljava/lang/CharSequence;

    move-result-object v0

    invoke-interface {v0}, Ljava/lang/CharSequence;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v3

    .line 40
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 41
    iget-object v0, p0, Lcom/fieldnote/birding/ui/SignInActivity;->number:Landroid/widget/EditText;

    const-string v1, "Enter your membership number"

    invoke-virtual {v0, v1}, Landroid/widget/EditText;->setHint(Ljava/lang/CharSequence;)V

    .line 42
    return-void

    .line 44
    :cond_0
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 45
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 46
    const-string v1, "member_id"

    invoke-virtual {v4, v1, v3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    iget-object v2, p0, Lcom/fieldnote/birding/ui/SignInActivity;->name:Landroid/widget/EditText;

    invoke-virtual {v2}, Landroid/widget/EditText;->getText()Ljava/lang/CharSequence;

    move-result-object v2

    invoke-interface {v2}, Ljava/lang/CharSequence;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 48
    invoke-virtual {p0}, Lcom/fieldnote/birding/ui/SignInActivity;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lcom/fieldnote/birding/trips/ClubProvider;->ACCOUNT:Landroid/net/Uri;

    invoke-virtual {v0, v1, v4}, Landroid/content/ContentResolver;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;

    .line 49
    const/4 v1, 0x1

    invoke-direct {p0, v1}, Lcom/fieldnote/birding/ui/SignInActivity;->close(Z)V

    .line 50
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-fieldnote-birding-ui-SignInActivity(Landroid/view/View;)V
    .registers 2

    .line 25
    invoke-direct {p0}, Lcom/fieldnote/birding/ui/SignInActivity;->signIn()V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-fieldnote-birding-ui-SignInActivity(Landroid/view/View;)V
    .registers 3

    .line 28
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/fieldnote/birding/ui/SignInActivity;->close(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7

    .line 18
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 19
    new-instance v1, Landroid/widget/EditText;

    invoke-direct {v1, p0}, Landroid/widget/EditText;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/fieldnote/birding/ui/SignInActivity;->number:Landroid/widget/EditText;

    .line 20
    iget-object v0, p0, Lcom/fieldnote/birding/ui/SignInActivity;->number:Landroid/widget/EditText;

    const-string v1, "Membership number"

    invoke-virtual {v0, v1}, Landroid/widget/EditText;->setHint(Ljava/lang/CharSequence;)V

    .line 21
    new-instance v1, Landroid/widget/EditText;

    invoke-direct {v1, p0}, Landroid/widget/EditText;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/fieldnote/birding/ui/SignInActivity;->name:Landroid/widget/EditText;

    .line 22
    iget-object v0, p0, Lcom/fieldnote/birding/ui/SignInActivity;->name:Landroid/widget/EditText;

    const-string v1, "Your name"

    invoke-virtual {v0, v1}, Landroid/widget/EditText;->setHint(Ljava/lang/CharSequence;)V

    .line 23
    new-instance v2, Landroid/widget/Button;

    invoke-direct {v2, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 24
    const-string v1, "Sign in"

    invoke-virtual {v2, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 25
    new-instance v1, Lcom/fieldnote/birding/ui/SignInActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/fieldnote/birding/ui/SignInActivity$$ExternalSyntheticLambda0;-><init>(Lcom/fieldnote/birding/ui/SignInActivity;)V

    invoke-virtual {v2, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 26
    new-instance v3, Landroid/widget/Button;

    invoke-direct {v3, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 27
    const-string v1, "Not now"

    invoke-virtual {v3, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 28
    new-instance v1, Lcom/fieldnote/birding/ui/SignInActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/fieldnote/birding/ui/SignInActivity$$ExternalSyntheticLambda1;-><init>(Lcom/fieldnote/birding/ui/SignInActivity;)V

    invoke-virtual {v3, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 29
    new-instance v4, Landroid/widget/LinearLayout;

    invoke-direct {v4, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 30
    const/4 v1, 0x1

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 31
    iget-object v1, p0, Lcom/fieldnote/birding/ui/SignInActivity;->number:Landroid/widget/EditText;

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 32
    iget-object v1, p0, Lcom/fieldnote/birding/ui/SignInActivity;->name:Landroid/widget/EditText;

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 33
    invoke-virtual {v4, v2}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 34
    invoke-virtual {v4, v3}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 35
    invoke-virtual {p0, v4}, Lcom/fieldnote/birding/ui/SignInActivity;->setContentView(Landroid/view/View;)V

    .line 36
    return-void
.end method

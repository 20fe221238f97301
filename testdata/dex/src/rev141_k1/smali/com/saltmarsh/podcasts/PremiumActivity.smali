.class public final Lcom/saltmarsh/podcasts/PremiumActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


# static fields
.field private static final Companion:Lcom/saltmarsh/podcasts/PremiumActivity$Companion;

.field public static final PLANS:Ljava/lang/String; = "https://saltmarsh.example/plus"


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/saltmarsh/podcasts/PremiumActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/PremiumActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/PremiumActivity;->Companion:Lcom/saltmarsh/podcasts/PremiumActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 66
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final joined()V
    .registers 3

    .line 80
    sget-object v0, Lcom/saltmarsh/podcasts/PodcastGraph;->Companion:Lcom/saltmarsh/podcasts/PodcastGraph$Companion;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lcom/saltmarsh/podcasts/PodcastGraph$Companion;->of(Landroid/content/Context;)Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getAccount()Lcom/saltmarsh/podcasts/Account;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Account;->upgrade()V

    .line 81
    const/4 v1, -0x1

    invoke-virtual {p0, v1}, Lcom/saltmarsh/podcasts/PremiumActivity;->setResult(I)V

    .line 82
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PremiumActivity;->finish()V

    .line 83
    return-void
.end method

.method private final left()V
    .registers 2

    .line 86
    const/4 v0, 0x0

    invoke-virtual {p0, v0}, Lcom/saltmarsh/podcasts/PremiumActivity;->setResult(I)V

    .line 87
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PremiumActivity;->finish()V

    .line 88
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/saltmarsh/podcasts/PremiumActivity;Landroid/content/DialogInterface;I)V
    .registers 3

    .line 72
    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PremiumActivity;->joined()V

    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/saltmarsh/podcasts/PremiumActivity;Landroid/content/DialogInterface;I)V
    .registers 6

    .line 73
    new-instance v0, Landroid/content/Intent;

    const-string v2, "https://saltmarsh.example/plus"

    invoke-static {v2}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v2

    const-string v1, "android.intent.action.VIEW"

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;Landroid/net/Uri;)V

    invoke-virtual {p0, v0}, Lcom/saltmarsh/podcasts/PremiumActivity;->startActivity(Landroid/content/Intent;)V

    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/saltmarsh/podcasts/PremiumActivity;Landroid/content/DialogInterface;I)V
    .registers 3

    .line 74
    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PremiumActivity;->left()V

    return-void
.end method

.method public static final onCreate$lambda$3(Lcom/saltmarsh/podcasts/PremiumActivity;Landroid/content/DialogInterface;)V
    .registers 2

    .line 75
    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PremiumActivity;->left()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 68
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 69
    new-instance v0, Landroid/app/AlertDialog$Builder;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 70
    const-string v1, "Saltmarsh Plus"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 71
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PremiumActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.saltmarsh.podcasts.extra.PROMPT"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    if-nez v1, :cond_0

    const-string v1, "Ad-free listening and members-only episodes"

    :cond_0
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 72
    const-string v1, "Join"

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda0;-><init>(Lcom/saltmarsh/podcasts/PremiumActivity;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 73
    const-string v1, "See plans"

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda1;-><init>(Lcom/saltmarsh/podcasts/PremiumActivity;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNeutralButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 74
    const-string v1, "Not now"

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda2;-><init>(Lcom/saltmarsh/podcasts/PremiumActivity;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 75
    new-instance v1, Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0}, Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda3;-><init>(Lcom/saltmarsh/podcasts/PremiumActivity;)V

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 76
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 77
    return-void
.end method

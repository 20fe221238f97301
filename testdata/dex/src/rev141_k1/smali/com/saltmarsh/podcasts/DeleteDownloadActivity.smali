.class public final Lcom/saltmarsh/podcasts/DeleteDownloadActivity;
.super Lcom/saltmarsh/podcasts/PromptActivity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 54
    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PromptActivity;-><init>()V

    return-void
.end method


# virtual methods
.method protected answered(Ljava/lang/String;Z)V
    .registers 7

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    new-instance v0, Landroid/content/Intent;

    const-string v2, "com.saltmarsh.podcasts.action.PROMPT_ANSWERED"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/DeleteDownloadActivity;->getPackageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.saltmarsh.podcasts.extra.TOKEN"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v1, "confirmed"

    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Z)Landroid/content/Intent;

    move-result-object v3

    .line 59
    const-string v2, "com.saltmarsh.podcasts.permission.INTERNAL"

    invoke-virtual {p0, v3, v2}, Lcom/saltmarsh/podcasts/DeleteDownloadActivity;->sendBroadcast(Landroid/content/Intent;Ljava/lang/String;)V

    .line 60
    move-object v0, p0

    if-eqz p2, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/saltmarsh/podcasts/DeleteDownloadActivity;->setResult(I)V

    .line 61
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/DeleteDownloadActivity;->finish()V

    .line 62
    return-void
.end method

.method protected getApproveLabel()Ljava/lang/String;
    .registers 2

    .line 55
    const-string v0, "Delete"

    return-object v0
.end method

.class public final Lcom/saltmarsh/podcasts/ClearQueueActivity;
.super Lcom/saltmarsh/podcasts/PromptActivity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 43
    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PromptActivity;-><init>()V

    return-void
.end method


# virtual methods
.method protected answered(Ljava/lang/String;Z)V
    .registers 6

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    const-string v1, "com.saltmarsh.podcasts.extra.TOKEN"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v1, "confirmed"

    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Z)Landroid/content/Intent;

    move-result-object v2

    .line 48
    move-object v0, p0

    if-eqz p2, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Lcom/saltmarsh/podcasts/ClearQueueActivity;->setResult(ILandroid/content/Intent;)V

    .line 49
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/ClearQueueActivity;->finish()V

    .line 50
    return-void
.end method

.method protected getApproveLabel()Ljava/lang/String;
    .registers 2

    .line 44
    const-string v0, "Clear queue"

    return-object v0
.end method

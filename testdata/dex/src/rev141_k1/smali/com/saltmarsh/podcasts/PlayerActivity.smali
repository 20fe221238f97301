.class public final Lcom/saltmarsh/podcasts/PlayerActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    const-string v1, "Saltmarsh Podcasts"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lcom/saltmarsh/podcasts/PlayerActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 14
    sget-object v0, Lcom/saltmarsh/podcasts/PodcastGraph;->Companion:Lcom/saltmarsh/podcasts/PodcastGraph$Companion;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lcom/saltmarsh/podcasts/PodcastGraph$Companion;->of(Landroid/content/Context;)Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getLink()Lcom/saltmarsh/podcasts/PlayerLink;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PlayerLink;->start()V

    .line 15
    return-void
.end method

.class public final Lcom/saltmarsh/podcasts/DownloadJob;
.super Lcom/saltmarsh/podcasts/FetchJob;
.source "Jobs.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 53
    invoke-direct {p0}, Lcom/saltmarsh/podcasts/FetchJob;-><init>()V

    return-void
.end method


# virtual methods
.method protected request(Lcom/saltmarsh/podcasts/Episode;Ljava/lang/String;)Landroid/app/DownloadManager$Request;
    .registers 10

    const-string v1, "episode"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requester"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    new-instance v0, Landroid/app/DownloadManager$Request;

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/Episode;->getAudioUrl()Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v2

    invoke-direct {v0, v2}, Landroid/app/DownloadManager$Request;-><init>(Landroid/net/Uri;)V

    .line 58
    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/Episode;->getTitle()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/DownloadManager$Request;->setTitle(Ljava/lang/CharSequence;)Landroid/app/DownloadManager$Request;

    move-result-object v0

    .line 59
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Downloaded for "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/DownloadManager$Request;->setDescription(Ljava/lang/CharSequence;)Landroid/app/DownloadManager$Request;

    move-result-object v0

    .line 60
    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    sget-object v2, Landroid/os/Environment;->DIRECTORY_PODCASTS:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/Episode;->getId()J

    move-result-wide v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, ".mp3"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Landroid/app/DownloadManager$Request;->setDestinationInExternalFilesDir(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/DownloadManager$Request;

    move-result-object v0

    const-string v2, "setDestinationInExternalFilesDir(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method protected requester(I)Ljava/lang/String;
    .registers 4

    .line 54
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/DownloadJob;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    aget-object v0, v0, v1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method protected started(Landroid/os/PersistableBundle;Lcom/saltmarsh/podcasts/Episode;JLjava/lang/String;)V
    .registers 14

    const-string v1, "extras"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "episode"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requester"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/DownloadJob;->getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getDownloads()Lcom/saltmarsh/podcasts/Downloads;

    move-result-object v0

    invoke-virtual {p2}, Lcom/saltmarsh/podcasts/Episode;->getId()J

    move-result-wide v1

    move-wide v3, p3

    move-object v5, p5

    invoke-virtual/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Downloads;->started(JJLjava/lang/String;)V

    .line 64
    const-string v1, "operation_id"

    invoke-virtual {p1, v1}, Landroid/os/PersistableBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v6, v0

    .line 84
    const/4 v7, 0x0

    .line 64
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/DownloadJob;->getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getOperations()Lcom/saltmarsh/podcasts/Operations;

    move-result-object v0

    invoke-virtual {v0, v6, p3, p4}, Lcom/saltmarsh/podcasts/Operations;->running(Ljava/lang/String;J)V

    goto :goto_0

    .line 65
    :cond_0
    :goto_0
    return-void
.end method

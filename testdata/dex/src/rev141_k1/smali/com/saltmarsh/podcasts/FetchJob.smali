.class public abstract Lcom/saltmarsh/podcasts/FetchJob;
.super Landroid/app/job/JobService;
.source "Jobs.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 30
    invoke-direct {p0}, Landroid/app/job/JobService;-><init>()V

    return-void
.end method


# virtual methods
.method protected final getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;
    .registers 3

    .line 31
    sget-object v0, Lcom/saltmarsh/podcasts/PodcastGraph;->Companion:Lcom/saltmarsh/podcasts/PodcastGraph$Companion;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lcom/saltmarsh/podcasts/PodcastGraph$Companion;->of(Landroid/content/Context;)Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    return-object v0
.end method

.method public onStartJob(Landroid/app/job/JobParameters;)Z
    .registers 13

    const-string v1, "params"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    invoke-virtual {p1}, Landroid/app/job/JobParameters;->getExtras()Landroid/os/PersistableBundle;

    move-result-object v6

    .line 42
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/FetchJob;->getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getDb()Lcom/saltmarsh/podcasts/PodcastDb;

    move-result-object v0

    const-string v2, "episode_id"

    const-wide/16 v3, -0x1

    invoke-virtual {v6, v2, v3, v4}, Landroid/os/PersistableBundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/saltmarsh/podcasts/PodcastDb;->episode(J)Lcom/saltmarsh/podcasts/Episode;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v7, v0

    .line 43
    const-string v2, "uid"

    const/4 v3, -0x1

    invoke-virtual {v6, v2, v3}, Landroid/os/PersistableBundle;->getInt(Ljava/lang/String;I)I

    move-result v1

    invoke-virtual {p0, v1}, Lcom/saltmarsh/podcasts/FetchJob;->requester(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v8, v0

    .line 44
    const-class v1, Landroid/app/DownloadManager;

    invoke-virtual {p0, v1}, Lcom/saltmarsh/podcasts/FetchJob;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/DownloadManager;

    invoke-virtual {p0, v7, v8}, Lcom/saltmarsh/podcasts/FetchJob;->request(Lcom/saltmarsh/podcasts/Episode;Ljava/lang/String;)Landroid/app/DownloadManager$Request;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/DownloadManager;->enqueue(Landroid/app/DownloadManager$Request;)J

    move-result-wide v9

    .line 45
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, p0

    move-object v1, v6

    move-object v2, v7

    move-wide v3, v9

    move-object v5, v8

    invoke-virtual/range {v0 .. v5}, Lcom/saltmarsh/podcasts/FetchJob;->started(Landroid/os/PersistableBundle;Lcom/saltmarsh/podcasts/Episode;JLjava/lang/String;)V

    .line 46
    const/4 v0, 0x0

    return v0
.end method

.method public onStopJob(Landroid/app/job/JobParameters;)Z
    .registers 4

    const-string v1, "params"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 49
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract request(Lcom/saltmarsh/podcasts/Episode;Ljava/lang/String;)Landroid/app/DownloadManager$Request;
.end method

.method protected abstract requester(I)Ljava/lang/String;
.end method

.method protected abstract started(Landroid/os/PersistableBundle;Lcom/saltmarsh/podcasts/Episode;JLjava/lang/String;)V
.end method

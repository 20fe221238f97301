.class public final Lcom/saltmarsh/podcasts/LibraryProvider;
.super Lcom/saltmarsh/podcasts/PodcastEndpoint;
.source "Endpoints.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 110
    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PodcastEndpoint;-><init>()V

    return-void
.end method


# virtual methods
.method protected getHost()Lcom/saltmarsh/podcasts/ToolHost;
    .registers 2

    .line 112
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/LibraryProvider;->getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getLibrary()Lcom/saltmarsh/podcasts/LibraryTools;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/LibraryTools;->getHost()Lcom/saltmarsh/podcasts/ToolHost;

    move-result-object v0

    return-object v0
.end method

.method protected getOffered()Ljava/util/List;
    .registers 5

    .line 113
    const/4 v0, 0x2

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "async_operations"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "large_results"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method protected getSessions()Lcom/saltmarsh/podcasts/SessionBook;
    .registers 2

    .line 111
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/LibraryProvider;->getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getLibrarySessions()Lcom/saltmarsh/podcasts/SessionBook;

    move-result-object v0

    return-object v0
.end method

.method protected info()Lorg/json/JSONObject;
    .registers 2

    .line 115
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/LibraryProvider;->getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getLibrary()Lcom/saltmarsh/podcasts/LibraryTools;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/LibraryTools;->info()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 8

    .line 121
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/LibraryProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v5, v0

    .line 122
    sget-object v0, Lcom/saltmarsh/podcasts/PodcastGraph;->Companion:Lcom/saltmarsh/podcasts/PodcastGraph$Companion;

    invoke-virtual {v0, v5}, Lcom/saltmarsh/podcasts/PodcastGraph$Companion;->of(Landroid/content/Context;)Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v6

    .line 123
    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/PodcastGraph;->getDownloadReceiver()Lcom/saltmarsh/podcasts/DownloadReceiver;

    move-result-object v1

    check-cast v1, Landroid/content/BroadcastReceiver;

    new-instance v2, Landroid/content/IntentFilter;

    const-string v4, "android.intent.action.DOWNLOAD_COMPLETE"

    invoke-direct {v2, v4}, Landroid/content/IntentFilter;-><init>(Ljava/lang/String;)V

    invoke-virtual {v5, v1, v2}, Landroid/content/Context;->registerReceiver(Landroid/content/BroadcastReceiver;Landroid/content/IntentFilter;)Landroid/content/Intent;

    .line 124
    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/PodcastGraph;->getAnswers()Lcom/saltmarsh/podcasts/AnswerReceiver;

    move-result-object v1

    check-cast v1, Landroid/content/BroadcastReceiver;

    new-instance v2, Landroid/content/IntentFilter;

    const-string v4, "com.saltmarsh.podcasts.action.PROMPT_ANSWERED"

    invoke-direct {v2, v4}, Landroid/content/IntentFilter;-><init>(Ljava/lang/String;)V

    const-string v3, "com.saltmarsh.podcasts.permission.INTERNAL"

    const/4 v4, 0x0

    invoke-virtual {v5, v1, v2, v3, v4}, Landroid/content/Context;->registerReceiver(Landroid/content/BroadcastReceiver;Landroid/content/IntentFilter;Ljava/lang/String;Landroid/os/Handler;)Landroid/content/Intent;

    .line 125
    invoke-virtual {v5}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lcom/saltmarsh/podcasts/DownloadProgress;->Companion:Lcom/saltmarsh/podcasts/DownloadProgress$Companion;

    invoke-virtual {v1}, Lcom/saltmarsh/podcasts/DownloadProgress$Companion;->getDOWNLOADS()Landroid/net/Uri;

    move-result-object v1

    invoke-virtual {v6}, Lcom/saltmarsh/podcasts/PodcastGraph;->getProgress()Lcom/saltmarsh/podcasts/DownloadProgress;

    move-result-object v3

    check-cast v3, Landroid/database/ContentObserver;

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/ContentResolver;->registerContentObserver(Landroid/net/Uri;ZLandroid/database/ContentObserver;)V

    .line 126
    const/4 v0, 0x1

    return v0
.end method

.method protected operation(Lcom/saltmarsh/podcasts/Caller;Lcom/saltmarsh/podcasts/Session;Landroid/os/Bundle;)Lcom/saltmarsh/podcasts/Reply;
    .registers 6

    const-string v1, "caller"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "session"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "extras"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 117
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/LibraryProvider;->getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getLibrary()Lcom/saltmarsh/podcasts/LibraryTools;

    move-result-object v0

    invoke-virtual {v0, p1, p2, p3}, Lcom/saltmarsh/podcasts/LibraryTools;->operation(Lcom/saltmarsh/podcasts/Caller;Lcom/saltmarsh/podcasts/Session;Landroid/os/Bundle;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

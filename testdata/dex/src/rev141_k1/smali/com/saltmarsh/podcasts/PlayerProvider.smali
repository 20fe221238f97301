.class public final Lcom/saltmarsh/podcasts/PlayerProvider;
.super Lcom/saltmarsh/podcasts/PodcastEndpoint;
.source "Endpoints.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 102
    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PodcastEndpoint;-><init>()V

    return-void
.end method


# virtual methods
.method protected getHost()Lcom/saltmarsh/podcasts/ToolHost;
    .registers 2

    .line 104
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PlayerProvider;->getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getPlayer()Lcom/saltmarsh/podcasts/PlayerTools;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PlayerTools;->getHost()Lcom/saltmarsh/podcasts/ToolHost;

    move-result-object v0

    return-object v0
.end method

.method protected getOffered()Ljava/util/List;
    .registers 2

    .line 105
    const-string v0, "large_results"

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method protected getSessions()Lcom/saltmarsh/podcasts/SessionBook;
    .registers 2

    .line 103
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PlayerProvider;->getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getPlayerSessions()Lcom/saltmarsh/podcasts/SessionBook;

    move-result-object v0

    return-object v0
.end method

.method protected info()Lorg/json/JSONObject;
    .registers 2

    .line 107
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PlayerProvider;->getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getPlayer()Lcom/saltmarsh/podcasts/PlayerTools;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PlayerTools;->info()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

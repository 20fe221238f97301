.class public final Lcom/saltmarsh/podcasts/PodcastGraph$Companion;
.super Ljava/lang/Object;
.source "Graph.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PodcastGraph$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final of(Landroid/content/Context;)Lcom/saltmarsh/podcasts/PodcastGraph;
    .registers 11

    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    invoke-static {}, Lcom/saltmarsh/podcasts/PodcastGraph;->access$getInstance$cp()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    if-nez v0, :cond_2

    move-object v4, p0

    monitor-enter v4

    :try_start_0
    const/4 v5, 0x0

    .line 43
    invoke-static {}, Lcom/saltmarsh/podcasts/PodcastGraph;->access$getInstance$cp()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    if-nez v0, :cond_1

    new-instance v0, Lcom/saltmarsh/podcasts/PodcastGraph;

    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    if-nez v2, :cond_0

    move-object v2, p1

    :cond_0
    const/4 v3, 0x0

    invoke-direct {v0, v2, v3}, Lcom/saltmarsh/podcasts/PodcastGraph;-><init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v6, v0

    move-object v7, v6

    .line 48
    const/4 v8, 0x0

    .line 43
    sget-object v0, Lcom/saltmarsh/podcasts/PodcastGraph;->Companion:Lcom/saltmarsh/podcasts/PodcastGraph$Companion;

    invoke-static {v7}, Lcom/saltmarsh/podcasts/PodcastGraph;->access$setInstance$cp(Lcom/saltmarsh/podcasts/PodcastGraph;)V

    move-object v0, v6

    .line 42
    :cond_1
    move-object v5, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit v4

    move-object v0, v5

    goto :goto_0

    :catchall_0
    move-exception v6

    monitor-exit v4

    throw v6

    .line 44
    :cond_2
    :goto_0
    return-object v0
.end method

.class final Lcom/saltmarsh/podcasts/PodcastEndpoint$Companion;
.super Ljava/lang/Object;
.source "Endpoints.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 95
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PodcastEndpoint$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getIN_SESSION()Ljava/util/Set;
    .registers 2

    .line 98
    invoke-static {}, Lcom/saltmarsh/podcasts/PodcastEndpoint;->access$getIN_SESSION$cp()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method

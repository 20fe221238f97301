.class public final Lcom/saltmarsh/podcasts/Download;
.super Ljava/lang/Object;
.source "Db.kt"


# instance fields
.field private final downloadId:J

.field private final episodeId:J

.field private final requestedBy:Ljava/lang/String;

.field private final state:Ljava/lang/String;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(JJLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 9

    const-string v0, "title"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestedBy"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "state"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/saltmarsh/podcasts/Download;->episodeId:J

    iput-wide p3, p0, Lcom/saltmarsh/podcasts/Download;->downloadId:J

    iput-object p5, p0, Lcom/saltmarsh/podcasts/Download;->title:Ljava/lang/String;

    iput-object p6, p0, Lcom/saltmarsh/podcasts/Download;->requestedBy:Ljava/lang/String;

    iput-object p7, p0, Lcom/saltmarsh/podcasts/Download;->state:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getDownloadId()J
    .registers 3

    .line 18
    iget-wide v0, p0, Lcom/saltmarsh/podcasts/Download;->downloadId:J

    return-wide v0
.end method

.method public final getEpisodeId()J
    .registers 3

    .line 18
    iget-wide v0, p0, Lcom/saltmarsh/podcasts/Download;->episodeId:J

    return-wide v0
.end method

.method public final getRequestedBy()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Download;->requestedBy:Ljava/lang/String;

    return-object v0
.end method

.method public final getState()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Download;->state:Ljava/lang/String;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Download;->title:Ljava/lang/String;

    return-object v0
.end method

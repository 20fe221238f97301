.class public final Lcom/saltmarsh/podcasts/Playback;
.super Ljava/lang/Object;
.source "Playback.kt"


# instance fields
.field private final episodeId:J

.field private final finished:Z

.field private final playing:Z

.field private final positionMs:J

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;JZZ)V
    .registers 9

    const-string v0, "title"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/saltmarsh/podcasts/Playback;->episodeId:J

    iput-object p3, p0, Lcom/saltmarsh/podcasts/Playback;->title:Ljava/lang/String;

    iput-wide p4, p0, Lcom/saltmarsh/podcasts/Playback;->positionMs:J

    iput-boolean p6, p0, Lcom/saltmarsh/podcasts/Playback;->playing:Z

    iput-boolean p7, p0, Lcom/saltmarsh/podcasts/Playback;->finished:Z

    return-void
.end method


# virtual methods
.method public final getEpisodeId()J
    .registers 3

    .line 21
    iget-wide v0, p0, Lcom/saltmarsh/podcasts/Playback;->episodeId:J

    return-wide v0
.end method

.method public final getFinished()Z
    .registers 2

    .line 21
    iget-boolean v0, p0, Lcom/saltmarsh/podcasts/Playback;->finished:Z

    return v0
.end method

.method public final getPlaying()Z
    .registers 2

    .line 21
    iget-boolean v0, p0, Lcom/saltmarsh/podcasts/Playback;->playing:Z

    return v0
.end method

.method public final getPositionMs()J
    .registers 3

    .line 21
    iget-wide v0, p0, Lcom/saltmarsh/podcasts/Playback;->positionMs:J

    return-wide v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Playback;->title:Ljava/lang/String;

    return-object v0
.end method

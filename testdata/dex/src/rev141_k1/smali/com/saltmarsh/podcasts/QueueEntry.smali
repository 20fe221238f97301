.class public final Lcom/saltmarsh/podcasts/QueueEntry;
.super Ljava/lang/Object;
.source "Playback.kt"


# instance fields
.field private final episodeId:J

.field private final requestedBy:I


# direct methods
.method public constructor <init>(JI)V
    .registers 4

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/saltmarsh/podcasts/QueueEntry;->episodeId:J

    iput p3, p0, Lcom/saltmarsh/podcasts/QueueEntry;->requestedBy:I

    return-void
.end method


# virtual methods
.method public final getEpisodeId()J
    .registers 3

    .line 23
    iget-wide v0, p0, Lcom/saltmarsh/podcasts/QueueEntry;->episodeId:J

    return-wide v0
.end method

.method public final getRequestedBy()I
    .registers 2

    .line 23
    iget v0, p0, Lcom/saltmarsh/podcasts/QueueEntry;->requestedBy:I

    return v0
.end method

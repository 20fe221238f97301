.class public final Lcom/saltmarsh/podcasts/Reply$File;
.super Lcom/saltmarsh/podcasts/Reply;
.source "Protocol.kt"


# instance fields
.field private final fd:Landroid/os/ParcelFileDescriptor;

.field private final mediaType:Ljava/lang/String;

.field private final sha256:Ljava/lang/String;

.field private final size:J


# direct methods
.method public constructor <init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)V
    .registers 7

    const-string v0, "fd"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "mediaType"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "sha256"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/saltmarsh/podcasts/Reply;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/Reply$File;->fd:Landroid/os/ParcelFileDescriptor;

    iput-object p2, p0, Lcom/saltmarsh/podcasts/Reply$File;->mediaType:Ljava/lang/String;

    iput-wide p3, p0, Lcom/saltmarsh/podcasts/Reply$File;->size:J

    iput-object p5, p0, Lcom/saltmarsh/podcasts/Reply$File;->sha256:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getFd()Landroid/os/ParcelFileDescriptor;
    .registers 2

    .line 38
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Reply$File;->fd:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method

.method public final getMediaType()Ljava/lang/String;
    .registers 2

    .line 38
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Reply$File;->mediaType:Ljava/lang/String;

    return-object v0
.end method

.method public final getSha256()Ljava/lang/String;
    .registers 2

    .line 38
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Reply$File;->sha256:Ljava/lang/String;

    return-object v0
.end method

.method public final getSize()J
    .registers 3

    .line 38
    iget-wide v0, p0, Lcom/saltmarsh/podcasts/Reply$File;->size:J

    return-wide v0
.end method

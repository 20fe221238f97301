.class public final Lapp/quire/reader/cetp/Outcome$FileDone;
.super Ljava/lang/Object;
.source "Outcome.kt"

# interfaces
.implements Lapp/quire/reader/cetp/Outcome;


# instance fields
.field private final fd:Landroid/os/ParcelFileDescriptor;

.field private final sha256:Ljava/lang/String;

.field private final sizeBytes:J


# direct methods
.method public constructor <init>(Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)V
    .registers 6

    const-string v0, "fd"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "sha256"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/cetp/Outcome$FileDone;->fd:Landroid/os/ParcelFileDescriptor;

    iput-wide p2, p0, Lapp/quire/reader/cetp/Outcome$FileDone;->sizeBytes:J

    iput-object p4, p0, Lapp/quire/reader/cetp/Outcome$FileDone;->sha256:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getFd()Landroid/os/ParcelFileDescriptor;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/quire/reader/cetp/Outcome$FileDone;->fd:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method

.method public final getSha256()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/quire/reader/cetp/Outcome$FileDone;->sha256:Ljava/lang/String;

    return-object v0
.end method

.method public final getSizeBytes()J
    .registers 3

    .line 13
    iget-wide v0, p0, Lapp/quire/reader/cetp/Outcome$FileDone;->sizeBytes:J

    return-wide v0
.end method

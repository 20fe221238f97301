.class public final Lcom/tallycrate/data/ArchiveDao$Entry;
.super Ljava/lang/Object;
.source "ArchiveDao.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallycrate/data/ArchiveDao;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Entry"
.end annotation


# instance fields
.field public final archiveId:J

.field public final id:J

.field public final mediaType:Ljava/lang/String;

.field public final name:Ljava/lang/String;

.field public final sha256:Ljava/lang/String;

.field public final size:J


# direct methods
.method public constructor <init>(JJLjava/lang/String;JLjava/lang/String;Ljava/lang/String;)V
    .registers 10

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    iput-wide p1, p0, Lcom/tallycrate/data/ArchiveDao$Entry;->id:J

    .line 28
    iput-wide p3, p0, Lcom/tallycrate/data/ArchiveDao$Entry;->archiveId:J

    .line 29
    iput-object p5, p0, Lcom/tallycrate/data/ArchiveDao$Entry;->name:Ljava/lang/String;

    .line 30
    iput-wide p6, p0, Lcom/tallycrate/data/ArchiveDao$Entry;->size:J

    .line 31
    iput-object p8, p0, Lcom/tallycrate/data/ArchiveDao$Entry;->sha256:Ljava/lang/String;

    .line 32
    iput-object p9, p0, Lcom/tallycrate/data/ArchiveDao$Entry;->mediaType:Ljava/lang/String;

    .line 33
    return-void
.end method

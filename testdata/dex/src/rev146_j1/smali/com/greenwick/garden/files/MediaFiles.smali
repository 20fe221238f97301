.class public final Lcom/greenwick/garden/files/MediaFiles;
.super Ljava/lang/Object;
.source "MediaFiles.java"

# interfaces
.implements Lcom/greenwick/garden/files/FileGateway;


# static fields
.field private static final NAME:Ljava/util/regex/Pattern;


# instance fields
.field private final dir:Ljava/io/File;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 11
    const-string v0, "[a-z0-9_-]{1,64}\\.(jpg|png|pdf)"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/greenwick/garden/files/MediaFiles;->NAME:Ljava/util/regex/Pattern;

    return-void
.end method

.method public constructor <init>(Ljava/io/File;)V
    .registers 2

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput-object p1, p0, Lcom/greenwick/garden/files/MediaFiles;->dir:Ljava/io/File;

    .line 17
    return-void
.end method


# virtual methods
.method public open(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 21
    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 22
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "read-only"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 24
    :cond_0
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v3

    .line 25
    if-eqz v3, :cond_1

    sget-object v0, Lcom/greenwick/garden/files/MediaFiles;->NAME:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v3}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_2

    .line 26
    :cond_1
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "no such file"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 28
    :cond_2
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lcom/greenwick/garden/files/MediaFiles;->dir:Ljava/io/File;

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.class public final Lcom/tallycrate/io/Pipe;
.super Ljava/lang/Object;
.source "Pipe.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallycrate/io/Pipe$Body;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "TallyPipe"


# instance fields
.field private final sink:Landroid/os/ParcelFileDescriptor;

.field private final source:Landroid/os/ParcelFileDescriptor;


# direct methods
.method private constructor <init>([Landroid/os/ParcelFileDescriptor;)V
    .registers 4

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    const/4 v1, 0x0

    aget-object v0, p1, v1

    iput-object v0, p0, Lcom/tallycrate/io/Pipe;->source:Landroid/os/ParcelFileDescriptor;

    .line 25
    const/4 v1, 0x1

    aget-object v0, p1, v1

    iput-object v0, p0, Lcom/tallycrate/io/Pipe;->sink:Landroid/os/ParcelFileDescriptor;

    .line 26
    return-void
.end method

.method public static open()Lcom/tallycrate/io/Pipe;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 29
    new-instance v0, Lcom/tallycrate/io/Pipe;

    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/tallycrate/io/Pipe;-><init>([Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method

.method public static openReliable()Lcom/tallycrate/io/Pipe;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 34
    new-instance v0, Lcom/tallycrate/io/Pipe;

    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createReliablePipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/tallycrate/io/Pipe;-><init>([Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method

.method private pump(Lcom/tallycrate/io/Pipe$Body;)V
    .registers 8

    .line 55
    :try_start_0
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    iget-object v2, p0, Lcom/tallycrate/io/Pipe;->sink:Landroid/os/ParcelFileDescriptor;

    invoke-direct {v0, v2}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2

    move-object v3, v0

    .line 56
    :try_start_1
    invoke-interface {p1, v3}, Lcom/tallycrate/io/Pipe$Body;->writeTo(Ljava/io/OutputStream;)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_2

    .line 57
    :try_start_2
    invoke-virtual {v3}, Ljava/io/OutputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_1

    :catch_0
    move-exception v4

    .line 55
    :try_start_3
    invoke-virtual {v3}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2

    goto :goto_0

    :catch_1
    move-exception v5

    :try_start_4
    invoke-virtual {v4, v5}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_0
    throw v4
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_2

    .line 60
    :goto_1
    goto :goto_2

    :catch_2
    move-exception v3

    .line 59
    const-string v0, "TallyPipe"

    const-string v1, "pipe writer stopped"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 61
    :goto_2
    return-void
.end method


# virtual methods
.method public feed(Ljava/lang/String;Lcom/tallycrate/io/Pipe$Body;)V
    .registers 6

    .line 49
    new-instance v2, Ljava/lang/Thread;

    new-instance v1, Lcom/tallycrate/io/Pipe$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, p2}, Lcom/tallycrate/io/Pipe$$ExternalSyntheticLambda0;-><init>(Lcom/tallycrate/io/Pipe;Lcom/tallycrate/io/Pipe$Body;)V

    invoke-direct {v2, v1, p1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    .line 50
    const/4 v0, 0x1

    invoke-virtual {v2, v0}, Ljava/lang/Thread;->setDaemon(Z)V

    .line 51
    invoke-virtual {v2}, Ljava/lang/Thread;->start()V

    .line 52
    return-void
.end method

.method public synthetic lambda$feed$0$com-tallycrate-io-Pipe(Lcom/tallycrate/io/Pipe$Body;)V
    .registers 2

    .line 49
    invoke-direct {p0, p1}, Lcom/tallycrate/io/Pipe;->pump(Lcom/tallycrate/io/Pipe$Body;)V

    return-void
.end method

.method public sink()Landroid/os/ParcelFileDescriptor;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/tallycrate/io/Pipe;->sink:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method

.method public source()Landroid/os/ParcelFileDescriptor;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/tallycrate/io/Pipe;->source:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method

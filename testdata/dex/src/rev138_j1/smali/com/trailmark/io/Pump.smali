.class public final Lcom/trailmark/io/Pump;
.super Ljava/lang/Object;
.source "Pump.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/trailmark/io/Pump$Producer;,
        Lcom/trailmark/io/Pump$Handle;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "TrailPump"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 40
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 41
    return-void
.end method

.method static synthetic lambda$start$0(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/trailmark/io/Pump$Producer;)V
    .registers 3

    .line 47
    invoke-static {p0, p1, p2}, Lcom/trailmark/io/Pump;->run(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/trailmark/io/Pump$Producer;)V

    return-void
.end method

.method private static run(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/trailmark/io/Pump$Producer;)V
    .registers 9

    .line 52
    new-instance v3, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    invoke-direct {v3, p0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V

    .line 54
    :try_start_0
    invoke-interface {p2, v3}, Lcom/trailmark/io/Pump$Producer;->writeTo(Ljava/io/OutputStream;)V

    .line 55
    invoke-virtual {v3}, Ljava/io/OutputStream;->close()V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    .line 63
    goto :goto_0

    :catch_0
    move-exception v4

    .line 57
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "TrailPump"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 59
    :try_start_1
    const-string v1, "producer failed"

    invoke-virtual {p0, v1}, Landroid/os/ParcelFileDescriptor;->closeWithError(Ljava/lang/String;)V
    :try_end_1
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_1

    .line 62
    goto :goto_0

    :catch_1
    move-exception v5

    .line 64
    :goto_0
    return-void
.end method

.method public static start(Ljava/lang/String;Lcom/trailmark/io/Pump$Producer;)Lcom/trailmark/io/Pump$Handle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 45
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createReliablePipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v5

    .line 46
    const/4 v1, 0x1

    aget-object v6, v5, v1

    .line 47
    new-instance v0, Ljava/lang/Thread;

    new-instance v2, Lcom/trailmark/io/Pump$$ExternalSyntheticLambda0;

    invoke-direct {v2, v6, p0, p1}, Lcom/trailmark/io/Pump$$ExternalSyntheticLambda0;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/trailmark/io/Pump$Producer;)V

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "pump-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/lang/Thread;->start()V

    .line 48
    new-instance v0, Lcom/trailmark/io/Pump$Handle;

    const/4 v3, 0x0

    aget-object v2, v5, v3

    invoke-direct {v0, v2, v6}, Lcom/trailmark/io/Pump$Handle;-><init>(Landroid/os/ParcelFileDescriptor;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method

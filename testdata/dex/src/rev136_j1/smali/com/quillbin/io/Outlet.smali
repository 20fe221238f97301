.class public final Lcom/quillbin/io/Outlet;
.super Ljava/lang/Object;
.source "Outlet.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quillbin/io/Outlet$Producer;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "QuillOutlet"

.field private static final WRITERS:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 16
    const/4 v0, 0x3

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    sput-object v0, Lcom/quillbin/io/Outlet;->WRITERS:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    return-void
.end method

.method private static drain(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/quillbin/io/Outlet$Producer;)V
    .registers 9

    .line 32
    :try_start_0
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    invoke-direct {v0, p0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2

    move-object v3, v0

    .line 33
    :try_start_1
    invoke-interface {p2, v3}, Lcom/quillbin/io/Outlet$Producer;->produce(Ljava/io/OutputStream;)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_2

    .line 34
    :try_start_2
    invoke-virtual {v3}, Ljava/io/OutputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_1

    :catch_0
    move-exception v4

    .line 32
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

    .line 37
    :goto_1
    goto :goto_2

    :catch_2
    move-exception v3

    .line 36
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " stopped early"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "QuillOutlet"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 38
    :goto_2
    return-void
.end method

.method static synthetic lambda$start$0(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/quillbin/io/Outlet$Producer;)V
    .registers 3

    .line 28
    invoke-static {p0, p1, p2}, Lcom/quillbin/io/Outlet;->drain(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/quillbin/io/Outlet$Producer;)V

    return-void
.end method

.method public static start(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/quillbin/io/Outlet$Producer;)V
    .registers 5

    .line 28
    sget-object v0, Lcom/quillbin/io/Outlet;->WRITERS:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lcom/quillbin/io/Outlet$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, p1, p2}, Lcom/quillbin/io/Outlet$$ExternalSyntheticLambda0;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/quillbin/io/Outlet$Producer;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 29
    return-void
.end method

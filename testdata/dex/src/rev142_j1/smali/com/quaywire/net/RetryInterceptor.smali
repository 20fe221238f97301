.class public final Lcom/quaywire/net/RetryInterceptor;
.super Ljava/lang/Object;
.source "RetryInterceptor.java"

# interfaces
.implements Lcom/quaywire/net/Interceptor;


# instance fields
.field private final attempts:I

.field private final backoffMs:J


# direct methods
.method public constructor <init>(IJ)V
    .registers 4

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput p1, p0, Lcom/quaywire/net/RetryInterceptor;->attempts:I

    .line 12
    iput-wide p2, p0, Lcom/quaywire/net/RetryInterceptor;->backoffMs:J

    .line 13
    return-void
.end method


# virtual methods
.method public intercept(Lcom/quaywire/net/Interceptor$Chain;)Lcom/quaywire/net/HttpResponse;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 17
    const/4 v3, 0x0

    .line 18
    const/4 v4, 0x0

    :goto_0
    iget v1, p0, Lcom/quaywire/net/RetryInterceptor;->attempts:I

    if-ge v4, v1, :cond_2

    .line 20
    :try_start_0
    invoke-interface {p1}, Lcom/quaywire/net/Interceptor$Chain;->request()Lcom/quaywire/net/HttpRequest;

    move-result-object v1

    invoke-interface {p1, v1}, Lcom/quaywire/net/Interceptor$Chain;->proceed(Lcom/quaywire/net/HttpRequest;)Lcom/quaywire/net/HttpResponse;
    :try_end_0
    .catch Lcom/quaywire/net/ApiException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_1

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 22
    iget v0, v5, Lcom/quaywire/net/ApiException;->status:I

    const/16 v1, 0x1f6

    if-lt v0, v1, :cond_0

    iget v0, v5, Lcom/quaywire/net/ApiException;->status:I

    const/16 v1, 0x1f8

    if-le v0, v1, :cond_1

    .line 23
    :cond_0
    throw v5

    .line 25
    :cond_1
    move-object v3, v5

    .line 28
    goto :goto_1

    :catch_1
    move-exception v5

    .line 27
    move-object v3, v5

    .line 30
    :goto_1
    :try_start_1
    iget-wide v0, p0, Lcom/quaywire/net/RetryInterceptor;->backoffMs:J

    shl-long/2addr v0, v4

    invoke-static {v0, v1}, Ljava/lang/Thread;->sleep(J)V
    :try_end_1
    .catch Ljava/lang/InterruptedException; {:try_start_1 .. :try_end_1} :catch_2

    .line 34
    goto :goto_2

    :catch_2
    move-exception v5

    .line 32
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 33
    goto :goto_3

    .line 18
    :goto_2
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 36
    :cond_2
    :goto_3
    if-eqz v3, :cond_3

    move-object v0, v3

    goto :goto_4

    :cond_3
    new-instance v0, Ljava/io/IOException;

    const-string v2, "no attempt made"

    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V

    :goto_4
    throw v0
.end method

.class final Lcom/laserlog/machines/DeadlineInterceptor;
.super Ljava/lang/Object;
.source "DeadlineInterceptor.java"

# interfaces
.implements Lcom/laserlog/core/Interceptor;


# direct methods
.method constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public intercept(Lcom/laserlog/core/Request;Lcom/laserlog/core/Chain;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 13
    iget-object v0, p1, Lcom/laserlog/core/Request;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    .line 14
    const-wide/16 v2, 0x0

    cmp-long v4, v0, v2

    if-eqz v4, :cond_25

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v4, v0, v2

    if-gtz v4, :cond_25

    .line 15
    const-string v2, "DEADLINE_EXCEEDED"

    const-string v3, "deadline passed"

    invoke-static {v2, v3}, Lcom/laserlog/core/Reply;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 17
    :cond_25
    invoke-virtual {p2, p1}, Lcom/laserlog/core/Chain;->proceed(Lcom/laserlog/core/Request;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

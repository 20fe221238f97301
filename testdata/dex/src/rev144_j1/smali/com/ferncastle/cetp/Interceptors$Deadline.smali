.class public final Lcom/ferncastle/cetp/Interceptors$Deadline;
.super Ljava/lang/Object;
.source "Interceptors.java"

# interfaces
.implements Lcom/ferncastle/plugin/Interceptor;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/cetp/Interceptors;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Deadline"
.end annotation


# instance fields
.field private final workers:Ljava/util/concurrent/ExecutorService;


# direct methods
.method public constructor <init>(Ljava/util/concurrent/ExecutorService;)V
    .registers 2

    .line 156
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 157
    iput-object p1, p0, Lcom/ferncastle/cetp/Interceptors$Deadline;->workers:Ljava/util/concurrent/ExecutorService;

    .line 158
    return-void
.end method

.method static synthetic lambda$intercept$0(Lcom/ferncastle/plugin/Chain;Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 174
    invoke-virtual {p0, p1}, Lcom/ferncastle/plugin/Chain;->proceed(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public intercept(Lcom/ferncastle/plugin/Chain;)Lcom/ferncastle/plugin/Result;
    .registers 17
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Chain;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 162
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/ferncastle/plugin/Chain;->invocation()Lcom/ferncastle/plugin/Invocation;

    move-result-object v6

    .line 163
    iget-object v1, v6, Lcom/ferncastle/plugin/Invocation;->method:Ljava/lang/String;

    const-string v0, "execute_tool"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 164
    move-object/from16 v0, p1

    invoke-virtual {v0, v6}, Lcom/ferncastle/plugin/Chain;->proceed(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 166
    :cond_0
    iget-object v0, v6, Lcom/ferncastle/plugin/Invocation;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->containsKey(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 167
    const-string v0, "INVALID_REQUEST"

    const-string v1, "deadline_at_ms is required"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 169
    :cond_1
    iget-object v0, v6, Lcom/ferncastle/plugin/Invocation;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long v7, v0, v2

    .line 170
    const-wide/16 v2, 0x0

    cmp-long v0, v7, v2

    if-gtz v0, :cond_2

    .line 171
    const-string v0, "DEADLINE_EXCEEDED"

    const-string v1, "The deadline had passed before the tool started"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 173
    :cond_2
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v9

    .line 174
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Deadline;->workers:Ljava/util/concurrent/ExecutorService;

    new-instance v3, Lcom/ferncastle/cetp/Interceptors$Deadline$$ExternalSyntheticLambda0;

    move-object/from16 v1, p1

    invoke-direct {v3, v1, v6}, Lcom/ferncastle/cetp/Interceptors$Deadline$$ExternalSyntheticLambda0;-><init>(Lcom/ferncastle/plugin/Chain;Lcom/ferncastle/plugin/Invocation;)V

    move-object v1, v3

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v11

    .line 176
    :try_start_0
    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v11, v7, v8, v3}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ferncastle/plugin/Result;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_1
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-object v12, v0

    .line 186
    invoke-virtual {v6}, Lcom/ferncastle/plugin/Invocation;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v2

    sub-long/2addr v2, v9

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " took "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " ms"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v1, v4

    const-string v0, "FerncastleChain"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 176
    return-object v12

    :catch_0
    move-exception v12

    .line 178
    :try_start_1
    const-string v0, "DEADLINE_EXCEEDED"

    const-string v1, "The deadline passed while the tool was running"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v13

    .line 186
    invoke-virtual {v6}, Lcom/ferncastle/plugin/Invocation;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v2

    sub-long/2addr v2, v9

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " took "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " ms"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v1, v4

    const-string v0, "FerncastleChain"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 178
    return-object v13

    :catch_1
    move-exception v12

    .line 180
    :try_start_2
    invoke-virtual {v12}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v13

    .line 181
    instance-of v0, v13, Ljava/lang/Exception;

    if-eqz v0, :cond_3

    .line 182
    check-cast v13, Ljava/lang/Exception;

    throw v13

    .line 184
    :cond_3
    throw v12
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    :catchall_0
    move-exception v14

    .line 186
    invoke-virtual {v6}, Lcom/ferncastle/plugin/Invocation;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v2

    sub-long/2addr v2, v9

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " took "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " ms"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v1, v4

    const-string v0, "FerncastleChain"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 187
    throw v14
.end method

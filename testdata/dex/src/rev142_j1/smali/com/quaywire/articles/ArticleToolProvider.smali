.class public final Lcom/quaywire/articles/ArticleToolProvider;
.super Lcom/quaywire/cetp/ToolProviderBase;
.source "ArticleToolProvider.java"


# static fields
.field private static final APPROVAL_TTL_MS:J = 0x493e0L

.field private static final TAG:Ljava/lang/String; = "QuaywireArticles"

.field private static final WAIT_MS:J = 0x4e20L


# instance fields
.field private client:Lcom/quaywire/net/HttpClient;

.field private repository:Lcom/quaywire/data/DeskRepository;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 34
    invoke-direct {p0}, Lcom/quaywire/cetp/ToolProviderBase;-><init>()V

    return-void
.end method

.method private askApproval(Lcom/quaywire/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 186
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const/16 v2, 0x24

    invoke-static {v0, v1, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "del-"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v8, v1

    .line 187
    iget-object v0, p0, Lcom/quaywire/articles/ArticleToolProvider;->ledger:Lcom/quaywire/cetp/Ledger;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const-wide/32 v6, 0x493e0

    add-long/2addr v4, v6

    move-object v1, v8

    move-object v2, p1

    move-object v3, p2

    invoke-virtual/range {v0 .. v5}, Lcom/quaywire/cetp/Ledger;->openApproval(Ljava/lang/String;Lcom/quaywire/cetp/Call;Ljava/lang/String;J)Ljava/lang/String;

    move-result-object v9

    .line 188
    invoke-virtual {p0}, Lcom/quaywire/articles/ArticleToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/high16 v2, 0xa000000

    invoke-static {v0, v9, v2}, Lcom/quaywire/cetp/Resolutions;->build(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v10

    .line 190
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v0, v10, v8}, Lcom/quaywire/cetp/Replies;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static await(Ljava/util/concurrent/Future;J)Lcom/quaywire/net/HttpResponse;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/concurrent/Future<",
            "Lcom/quaywire/net/HttpResponse;",
            ">;J)",
            "Lcom/quaywire/net/HttpResponse;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 195
    :try_start_0
    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {p0, p1, p2, v3}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quaywire/net/HttpResponse;
    :try_end_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_2

    return-object v0

    :catch_0
    move-exception v4

    .line 197
    invoke-virtual {v4}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    instance-of v0, v0, Ljava/io/IOException;

    if-eqz v0, :cond_0

    .line 198
    invoke-virtual {v4}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    check-cast v0, Ljava/io/IOException;

    throw v0

    .line 200
    :cond_0
    new-instance v0, Ljava/io/IOException;

    invoke-virtual {v4}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v3

    const-string v2, "request failed"

    invoke-direct {v0, v2, v3}, Ljava/io/IOException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    :catch_1
    move-exception v4

    .line 202
    const/4 v1, 0x1

    invoke-interface {p0, v1}, Ljava/util/concurrent/Future;->cancel(Z)Z

    .line 203
    new-instance v0, Ljava/io/IOException;

    const-string v2, "no answer in time"

    invoke-direct {v0, v2, v4}, Ljava/io/IOException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    :catch_2
    move-exception v4

    .line 205
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 206
    new-instance v0, Ljava/io/IOException;

    const-string v2, "interrupted"

    invoke-direct {v0, v2, v4}, Ljava/io/IOException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method private delete(Lcom/quaywire/cetp/Call;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 155
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "slug"

    const/16 v2, 0x50

    invoke-static {v0, v1, v2}, Lcom/quaywire/cetp/RequestMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v4

    .line 156
    invoke-static {p1}, Lcom/quaywire/cetp/RequestMapper;->remainingMs(Lcom/quaywire/cetp/Call;)J

    move-result-wide v5

    .line 157
    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-gtz v0, :cond_0

    .line 158
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 160
    :cond_0
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "confirmed"

    invoke-static {v0, v1}, Lcom/quaywire/cetp/RequestMapper;->flag(Lorg/json/JSONObject;Ljava/lang/String;)Z

    move-result v7

    .line 161
    if-nez v7, :cond_3

    iget-object v0, p1, Lcom/quaywire/cetp/Call;->resumeToken:Ljava/lang/String;

    if-eqz v0, :cond_3

    .line 162
    iget-object v0, p0, Lcom/quaywire/articles/ArticleToolProvider;->ledger:Lcom/quaywire/cetp/Ledger;

    iget-object v1, p1, Lcom/quaywire/cetp/Call;->resumeToken:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/quaywire/cetp/Ledger;->spend(Ljava/lang/String;Lcom/quaywire/cetp/Call;)Lorg/json/JSONObject;

    move-result-object v8

    .line 163
    if-nez v8, :cond_1

    .line 164
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token is not valid here"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 166
    :cond_1
    const-string v2, "state"

    invoke-virtual {v8, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "pending"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 167
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "CONFLICT"

    const-string v2, "The approval is still open"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 169
    :cond_2
    const-string v1, "approved"

    invoke-static {v8, v1}, Lcom/quaywire/cetp/RequestMapper;->flag(Lorg/json/JSONObject;Ljava/lang/String;)Z

    move-result v7

    .line 170
    if-nez v7, :cond_3

    .line 171
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The user declined"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 174
    :cond_3
    if-nez v7, :cond_4

    .line 175
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Delete the article \""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\" and all its revisions for good"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, p1, v2}, Lcom/quaywire/articles/ArticleToolProvider;->askApproval(Lcom/quaywire/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 177
    :cond_4
    iget v8, p1, Lcom/quaywire/cetp/Call;->uid:I

    .line 178
    const-string v1, "UTF-8"

    invoke-static {v4, v1}, Ljava/net/URLEncoder;->encode(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "/v3/articles/"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    invoke-static {v0}, Lcom/quaywire/net/HttpRequest;->delete(Ljava/lang/String;)Lcom/quaywire/net/HttpRequest;

    move-result-object v0

    invoke-virtual {v0, v5, v6}, Lcom/quaywire/net/HttpRequest;->timeout(J)Lcom/quaywire/net/HttpRequest;

    move-result-object v9

    .line 179
    iget-object v0, p0, Lcom/quaywire/articles/ArticleToolProvider;->client:Lcom/quaywire/net/HttpClient;

    new-instance v1, Lcom/quaywire/articles/ArticleToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, v9, v8}, Lcom/quaywire/articles/ArticleToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/quaywire/articles/ArticleToolProvider;Lcom/quaywire/net/HttpRequest;I)V

    invoke-virtual {v0, v1}, Lcom/quaywire/net/HttpClient;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v10

    .line 180
    invoke-static {v10, v5, v6}, Lcom/quaywire/articles/ArticleToolProvider;->await(Ljava/util/concurrent/Future;J)Lcom/quaywire/net/HttpResponse;

    .line 181
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "slug"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "state"

    const-string v2, "deleted"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    .line 182
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v11}, Lcom/quaywire/articles/ArticleToolProvider;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/quaywire/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private failure(Lcom/quaywire/cetp/Call;Ljava/io/IOException;)Landroid/os/Bundle;
    .registers 8

    .line 118
    iget-object v1, p1, Lcom/quaywire/cetp/Call;->tool:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "QuaywireArticles"

    invoke-static {v0, v1, p2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 119
    instance-of v0, p2, Lcom/quaywire/net/ApiException;

    if-eqz v0, :cond_0

    .line 120
    check-cast p2, Lcom/quaywire/net/ApiException;

    iget v4, p2, Lcom/quaywire/net/ApiException;->status:I

    .line 121
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v4}, Lcom/quaywire/net/ApiException;->errorCode(I)Ljava/lang/String;

    move-result-object v1

    invoke-static {v4}, Lcom/quaywire/net/ApiException;->safeMessage(I)Ljava/lang/String;

    move-result-object v2

    .line 122
    invoke-static {v4}, Lcom/quaywire/net/ApiException;->retryable(I)Z

    move-result v3

    .line 121
    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 124
    :cond_0
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "UNAVAILABLE"

    const-string v2, "Quaywire Desk is not reachable"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static inline(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 211
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "inline"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "value"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private publish(Lcom/quaywire/cetp/Call;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 140
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "slug"

    const/16 v2, 0x50

    invoke-static {v0, v1, v2}, Lcom/quaywire/cetp/RequestMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v5

    .line 141
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "slug"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    .line 142
    const-string v3, "title"

    const/16 v4, 0xc8

    invoke-static {v2, v3, v4}, Lcom/quaywire/cetp/RequestMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    .line 143
    const-string v3, "body"

    const v4, 0xea60

    invoke-static {v2, v3, v4}, Lcom/quaywire/cetp/RequestMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "body"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 144
    const-string v1, "state"

    const-string v2, "published"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    .line 145
    iget v7, p1, Lcom/quaywire/cetp/Call;->uid:I

    .line 146
    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "/v3/articles"

    invoke-static {v0, v1}, Lcom/quaywire/net/HttpRequest;->post(Ljava/lang/String;Ljava/lang/String;)Lcom/quaywire/net/HttpRequest;

    move-result-object v0

    const-wide/16 v1, 0x4e20

    invoke-virtual {v0, v1, v2}, Lcom/quaywire/net/HttpRequest;->timeout(J)Lcom/quaywire/net/HttpRequest;

    move-result-object v8

    .line 147
    iget-object v0, p0, Lcom/quaywire/articles/ArticleToolProvider;->client:Lcom/quaywire/net/HttpClient;

    new-instance v1, Lcom/quaywire/articles/ArticleToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, v8, v7}, Lcom/quaywire/articles/ArticleToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/quaywire/articles/ArticleToolProvider;Lcom/quaywire/net/HttpRequest;I)V

    invoke-virtual {v0, v1}, Lcom/quaywire/net/HttpClient;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v9

    .line 148
    const-wide/16 v1, 0x4e20

    invoke-static {v9, v1, v2}, Lcom/quaywire/articles/ArticleToolProvider;->await(Ljava/util/concurrent/Future;J)Lcom/quaywire/net/HttpResponse;

    move-result-object v10

    .line 149
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, v10, Lcom/quaywire/net/HttpResponse;->body:Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lcom/quaywire/data/Article;->fromJson(Lorg/json/JSONObject;)Lcom/quaywire/data/Article;

    move-result-object v11

    .line 150
    iget-object v0, p0, Lcom/quaywire/articles/ArticleToolProvider;->repository:Lcom/quaywire/data/DeskRepository;

    iget-object v0, v0, Lcom/quaywire/data/DeskRepository;->disk:Lcom/quaywire/data/DiskCache;

    invoke-static {v5}, Lcom/quaywire/data/DiskCache;->keyFor(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iget-object v2, v10, Lcom/quaywire/net/HttpResponse;->body:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Lcom/quaywire/data/DiskCache;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 151
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    invoke-virtual {v11}, Lcom/quaywire/data/Article;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v1}, Lcom/quaywire/articles/ArticleToolProvider;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/quaywire/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private search(Lcom/quaywire/cetp/Call;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 128
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "query"

    const/16 v2, 0xc8

    invoke-static {v0, v1, v2}, Lcom/quaywire/cetp/RequestMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v5

    .line 129
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "cursor"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "cursor"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v6, v0

    .line 130
    iget-object v0, p0, Lcom/quaywire/articles/ArticleToolProvider;->repository:Lcom/quaywire/data/DeskRepository;

    const-wide/16 v3, 0x4e20

    invoke-virtual {v0, v5, v6, v3, v4}, Lcom/quaywire/data/DeskRepository;->articles(Ljava/lang/String;Ljava/lang/String;J)Lcom/quaywire/data/Page;

    move-result-object v7

    .line 131
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 132
    iget-object v0, v7, Lcom/quaywire/data/Page;->items:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_1
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quaywire/data/Article;

    move-object v10, v0

    .line 133
    invoke-virtual {v10}, Lcom/quaywire/data/Article;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 134
    goto :goto_1

    .line 135
    :cond_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "articles"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, v7, Lcom/quaywire/data/Page;->nextCursor:Ljava/lang/String;

    const-string v1, "next_cursor"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    .line 136
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v9}, Lcom/quaywire/articles/ArticleToolProvider;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/quaywire/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method protected execute(Lcom/quaywire/cetp/Call;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 103
    :try_start_0
    iget-object v2, p1, Lcom/quaywire/cetp/Call;->tool:Ljava/lang/String;

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "search_articles"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "publish_article"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    :cond_0
    :goto_0
    sparse-switch v3, :sswitch_data_1

    goto :goto_1

    .line 105
    :sswitch_2
    invoke-direct {p0, p1}, Lcom/quaywire/articles/ArticleToolProvider;->search(Lcom/quaywire/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 107
    :sswitch_3
    invoke-direct {p0, p1}, Lcom/quaywire/articles/ArticleToolProvider;->publish(Lcom/quaywire/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 109
    :goto_1
    invoke-direct {p0, p1}, Lcom/quaywire/articles/ArticleToolProvider;->delete(Lcom/quaywire/cetp/Call;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v2

    .line 112
    invoke-direct {p0, p1, v2}, Lcom/quaywire/articles/ArticleToolProvider;->failure(Lcom/quaywire/cetp/Call;Ljava/io/IOException;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7d096e3a -> :sswitch_1
        -0x2ac0850c -> :sswitch_0
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        0x0 -> :sswitch_2
        0x1 -> :sswitch_3
    .end sparse-switch
.end method

.method public synthetic lambda$delete$1$com-quaywire-articles-ArticleToolProvider(Lcom/quaywire/net/HttpRequest;I)Lcom/quaywire/net/HttpResponse;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 179
    iget-object v0, p0, Lcom/quaywire/articles/ArticleToolProvider;->client:Lcom/quaywire/net/HttpClient;

    const/4 v1, 0x1

    new-array v1, v1, [Lcom/quaywire/net/Interceptor;

    new-instance v3, Lcom/quaywire/net/OnBehalfOf;

    invoke-direct {v3, p2}, Lcom/quaywire/net/OnBehalfOf;-><init>(I)V

    const/4 v2, 0x0

    aput-object v3, v1, v2

    invoke-virtual {v0, p1, v1}, Lcom/quaywire/net/HttpClient;->execute(Lcom/quaywire/net/HttpRequest;[Lcom/quaywire/net/Interceptor;)Lcom/quaywire/net/HttpResponse;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$publish$0$com-quaywire-articles-ArticleToolProvider(Lcom/quaywire/net/HttpRequest;I)Lcom/quaywire/net/HttpResponse;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 147
    iget-object v0, p0, Lcom/quaywire/articles/ArticleToolProvider;->client:Lcom/quaywire/net/HttpClient;

    const/4 v1, 0x1

    new-array v1, v1, [Lcom/quaywire/net/Interceptor;

    new-instance v3, Lcom/quaywire/net/OnBehalfOf;

    invoke-direct {v3, p2}, Lcom/quaywire/net/OnBehalfOf;-><init>(I)V

    const/4 v2, 0x0

    aput-object v3, v1, v2

    invoke-virtual {v0, p1, v1}, Lcom/quaywire/net/HttpClient;->execute(Lcom/quaywire/net/HttpRequest;[Lcom/quaywire/net/Interceptor;)Lcom/quaywire/net/HttpResponse;

    move-result-object v0

    return-object v0
.end method

.method protected mutating(Ljava/lang/String;)Ljava/lang/Boolean;
    .registers 6

    .line 89
    move-object v2, p1

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "search_articles"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "publish_article"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "delete_article"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_1

    .line 91
    :pswitch_0
    sget-object v0, Ljava/lang/Boolean;->FALSE:Ljava/lang/Boolean;

    return-object v0

    .line 94
    :pswitch_1
    sget-object v0, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;

    return-object v0

    .line 96
    :goto_1
    const/4 v0, 0x0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7d096e3a -> :sswitch_1
        -0x2ac0850c -> :sswitch_0
        -0x1d4fe19e -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method public onCreate()Z
    .registers 13

    .line 44
    new-instance v1, Lcom/quaywire/net/HttpClient;

    const/4 v4, 0x1

    new-array v4, v4, [Lcom/quaywire/net/Interceptor;

    new-instance v7, Lcom/quaywire/net/RetryInterceptor;

    const/4 v9, 0x4

    const-wide/16 v10, 0x1f4

    invoke-direct {v7, v9, v10, v11}, Lcom/quaywire/net/RetryInterceptor;-><init>(IJ)V

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v2, "https://api.quaywire.example"

    const-string v3, "qw_live_key"

    invoke-direct {v1, v2, v3, v4}, Lcom/quaywire/net/HttpClient;-><init>(Ljava/lang/String;Ljava/lang/String;[Lcom/quaywire/net/Interceptor;)V

    iput-object v1, p0, Lcom/quaywire/articles/ArticleToolProvider;->client:Lcom/quaywire/net/HttpClient;

    .line 45
    new-instance v1, Lcom/quaywire/data/DeskRepository;

    iget-object v2, p0, Lcom/quaywire/articles/ArticleToolProvider;->client:Lcom/quaywire/net/HttpClient;

    new-instance v3, Lcom/quaywire/data/DiskCache;

    new-instance v5, Ljava/io/File;

    invoke-virtual {p0}, Lcom/quaywire/articles/ArticleToolProvider;->getContext()Landroid/content/Context;

    move-result-object v7

    invoke-virtual {v7}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v7

    const-string v8, "articles"

    invoke-direct {v5, v7, v8}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v3, v5}, Lcom/quaywire/data/DiskCache;-><init>(Ljava/io/File;)V

    invoke-direct {v1, v2, v3}, Lcom/quaywire/data/DeskRepository;-><init>(Lcom/quaywire/net/HttpClient;Lcom/quaywire/data/DiskCache;)V

    iput-object v1, p0, Lcom/quaywire/articles/ArticleToolProvider;->repository:Lcom/quaywire/data/DeskRepository;

    .line 46
    invoke-virtual {p0}, Lcom/quaywire/articles/ArticleToolProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lcom/quaywire/cetp/Ledger;->forProvider(Ljava/lang/String;)Lcom/quaywire/cetp/Ledger;

    move-result-object v1

    iput-object v1, p0, Lcom/quaywire/articles/ArticleToolProvider;->ledger:Lcom/quaywire/cetp/Ledger;

    .line 47
    new-instance v1, Lcom/quaywire/cetp/FileOutcomes;

    new-instance v2, Ljava/io/File;

    invoke-virtual {p0}, Lcom/quaywire/articles/ArticleToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v4}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v4

    const-string v5, "article-outcomes"

    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {p0}, Lcom/quaywire/articles/ArticleToolProvider;->providerId()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v1, v2, v3}, Lcom/quaywire/cetp/FileOutcomes;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quaywire/articles/ArticleToolProvider;->outcomes:Lcom/quaywire/cetp/MemoryOutcomes;

    .line 48
    const/4 v0, 0x1

    return v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 53
    const-string v0, "com.quaywire.articles"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 58
    const-string v0, "Quaywire Desk help centre"

    return-object v0
.end method

.method protected revision()Ljava/lang/String;
    .registers 2

    .line 63
    const-string v0, "articles-4"

    return-object v0
.end method

.method protected toolDescriptors()Lorg/json/JSONArray;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 68
    const-string v10, "{\"type\":\"object\",\"properties\":{\"slug\":{\"type\":\"string\"},\"state\":{\"type\":\"string\"}},\"required\":[\"slug\",\"state\"]}"

    .line 70
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 71
    const-string v1, "search_articles"

    const-string v2, "Search the help centre"

    const-string v3, "read"

    const-string v4, "low"

    const/4 v5, 0x0

    const-string v6, "never"

    const-string v7, "articles.read"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"query\":{\"type\":\"string\"},\"cursor\":{\"type\":\"string\"}},\"required\":[\"query\"],\"additionalProperties\":false}"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"articles\":{\"type\":\"array\"}},\"required\":[\"articles\"]}"

    invoke-static/range {v1 .. v9}, Lcom/quaywire/articles/ArticleToolProvider;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 77
    const-string v1, "publish_article"

    const-string v2, "Publish an article to the public help centre"

    const-string v3, "create"

    const-string v4, "moderate"

    const/4 v5, 0x0

    const-string v6, "never"

    const-string v7, "articles.write"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"slug\":{\"type\":\"string\"},\"title\":{\"type\":\"string\"},\"body\":{\"type\":\"string\"}},\"required\":[\"slug\",\"title\",\"body\"],\"additionalProperties\":false}"

    move-object v9, v10

    invoke-static/range {v1 .. v9}, Lcom/quaywire/articles/ArticleToolProvider;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 82
    const-string v1, "delete_article"

    const-string v2, "Delete an article and its history"

    const-string v3, "delete"

    const-string v4, "high"

    const/4 v5, 0x1

    const-string v6, "always"

    const-string v7, "articles.write"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"slug\":{\"type\":\"string\"}},\"required\":[\"slug\"],\"additionalProperties\":false}"

    move-object v9, v10

    invoke-static/range {v1 .. v9}, Lcom/quaywire/articles/ArticleToolProvider;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 70
    return-object v0
.end method

.class public final Lcom/quaywire/tickets/TicketToolProvider;
.super Lcom/quaywire/cetp/ToolProviderBase;
.source "TicketToolProvider.java"


# static fields
.field private static final APPROVAL_TTL_MS:J = 0x493e0L

.field private static final QUEUE:Ljava/util/regex/Pattern;

.field private static final REF:Ljava/util/regex/Pattern;

.field private static final TAG:Ljava/lang/String; = "QuaywireTickets"


# instance fields
.field private client:Lcom/quaywire/net/HttpClient;

.field private repository:Lcom/quaywire/data/DeskRepository;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 38
    const-string v0, "QW-[0-9]{1,9}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/quaywire/tickets/TicketToolProvider;->REF:Ljava/util/regex/Pattern;

    .line 39
    const-string v0, "[a-z0-9_-]{1,32}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/quaywire/tickets/TicketToolProvider;->QUEUE:Ljava/util/regex/Pattern;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 36
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

    .line 205
    const/16 v0, 0x18

    invoke-static {v0}, Lcom/quaywire/cetp/Ledger;->randomToken(I)Ljava/lang/String;

    move-result-object v8

    .line 206
    iget-object v0, p0, Lcom/quaywire/tickets/TicketToolProvider;->ledger:Lcom/quaywire/cetp/Ledger;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const-wide/32 v6, 0x493e0

    add-long/2addr v4, v6

    move-object v1, v8

    move-object v2, p1

    move-object v3, p2

    invoke-virtual/range {v0 .. v5}, Lcom/quaywire/cetp/Ledger;->openApproval(Ljava/lang/String;Lcom/quaywire/cetp/Call;Ljava/lang/String;J)Ljava/lang/String;

    move-result-object v9

    .line 207
    invoke-virtual {p0}, Lcom/quaywire/tickets/TicketToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/high16 v2, 0xc000000

    invoke-static {v0, v9, v2}, Lcom/quaywire/cetp/Resolutions;->build(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v10

    .line 209
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

    .line 214
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

    .line 216
    invoke-virtual {v4}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    instance-of v0, v0, Ljava/io/IOException;

    if-eqz v0, :cond_0

    .line 217
    invoke-virtual {v4}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    check-cast v0, Ljava/io/IOException;

    throw v0

    .line 219
    :cond_0
    new-instance v0, Ljava/io/IOException;

    invoke-virtual {v4}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v3

    const-string v2, "request failed"

    invoke-direct {v0, v2, v3}, Ljava/io/IOException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    :catch_1
    move-exception v4

    .line 221
    const/4 v1, 0x1

    invoke-interface {p0, v1}, Ljava/util/concurrent/Future;->cancel(Z)Z

    .line 222
    new-instance v0, Ljava/io/IOException;

    const-string v2, "deadline reached"

    invoke-direct {v0, v2, v4}, Ljava/io/IOException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    :catch_2
    move-exception v4

    .line 224
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 225
    new-instance v0, Ljava/io/IOException;

    const-string v2, "interrupted"

    invoke-direct {v0, v2, v4}, Ljava/io/IOException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method private close(Lcom/quaywire/cetp/Call;J)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 176
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "ref"

    const/16 v2, 0x10

    invoke-static {v0, v1, v2}, Lcom/quaywire/cetp/RequestMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v4

    .line 177
    sget-object v0, Lcom/quaywire/tickets/TicketToolProvider;->REF:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 178
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "ref is not a ticket reference"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 180
    :cond_0
    const/4 v5, 0x0

    .line 181
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->resumeToken:Ljava/lang/String;

    if-eqz v0, :cond_3

    .line 182
    iget-object v0, p0, Lcom/quaywire/tickets/TicketToolProvider;->ledger:Lcom/quaywire/cetp/Ledger;

    iget-object v1, p1, Lcom/quaywire/cetp/Call;->resumeToken:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/quaywire/cetp/Ledger;->spend(Ljava/lang/String;Lcom/quaywire/cetp/Call;)Lorg/json/JSONObject;

    move-result-object v6

    .line 183
    if-nez v6, :cond_1

    .line 184
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token is not valid here"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 186
    :cond_1
    const-string v2, "state"

    invoke-virtual {v6, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "pending"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 187
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "CONFLICT"

    const-string v2, "The approval is still open"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 189
    :cond_2
    const-string v1, "approved"

    invoke-static {v6, v1}, Lcom/quaywire/cetp/RequestMapper;->flag(Lorg/json/JSONObject;Ljava/lang/String;)Z

    move-result v5

    .line 190
    if-nez v5, :cond_3

    .line 191
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The user declined"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 194
    :cond_3
    if-nez v5, :cond_4

    .line 195
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Close ticket "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " and email its requester that it is resolved"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, p1, v2}, Lcom/quaywire/tickets/TicketToolProvider;->askApproval(Lcom/quaywire/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 197
    :cond_4
    iget v6, p1, Lcom/quaywire/cetp/Call;->uid:I

    .line 198
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "/v3/tickets/"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "/close"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v1, "{}"

    invoke-static {v0, v1}, Lcom/quaywire/net/HttpRequest;->post(Ljava/lang/String;Ljava/lang/String;)Lcom/quaywire/net/HttpRequest;

    move-result-object v0

    invoke-virtual {v0, p2, p3}, Lcom/quaywire/net/HttpRequest;->timeout(J)Lcom/quaywire/net/HttpRequest;

    move-result-object v7

    .line 199
    iget-object v0, p0, Lcom/quaywire/tickets/TicketToolProvider;->client:Lcom/quaywire/net/HttpClient;

    new-instance v1, Lcom/quaywire/tickets/TicketToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, v7, v6}, Lcom/quaywire/tickets/TicketToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/quaywire/tickets/TicketToolProvider;Lcom/quaywire/net/HttpRequest;I)V

    invoke-virtual {v0, v1}, Lcom/quaywire/net/HttpClient;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v8

    .line 200
    invoke-static {v8, p2, p3}, Lcom/quaywire/tickets/TicketToolProvider;->await(Ljava/util/concurrent/Future;J)Lcom/quaywire/net/HttpResponse;

    move-result-object v9

    .line 201
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    iget-object v3, v9, Lcom/quaywire/net/HttpResponse;->body:Ljava/lang/String;

    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v1}, Lcom/quaywire/data/Ticket;->fromJson(Lorg/json/JSONObject;)Lcom/quaywire/data/Ticket;

    move-result-object v1

    invoke-virtual {v1}, Lcom/quaywire/data/Ticket;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v1}, Lcom/quaywire/tickets/TicketToolProvider;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/quaywire/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private comment(Lcom/quaywire/cetp/Call;J)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 163
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "ref"

    const/16 v2, 0x10

    invoke-static {v0, v1, v2}, Lcom/quaywire/cetp/RequestMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v4

    .line 164
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "body"

    const/16 v2, 0x1f40

    invoke-static {v0, v1, v2}, Lcom/quaywire/cetp/RequestMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v5

    .line 165
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "/v3/tickets/"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "/comments"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 166
    const-string v2, "body"

    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "public"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    .line 165
    invoke-static {v0, v1}, Lcom/quaywire/net/HttpRequest;->post(Ljava/lang/String;Ljava/lang/String;)Lcom/quaywire/net/HttpRequest;

    move-result-object v0

    .line 166
    invoke-virtual {v0, p2, p3}, Lcom/quaywire/net/HttpRequest;->timeout(J)Lcom/quaywire/net/HttpRequest;

    move-result-object v6

    .line 167
    iget-object v0, p0, Lcom/quaywire/tickets/TicketToolProvider;->client:Lcom/quaywire/net/HttpClient;

    new-instance v1, Lcom/quaywire/tickets/TicketToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, v6}, Lcom/quaywire/tickets/TicketToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/quaywire/tickets/TicketToolProvider;Lcom/quaywire/net/HttpRequest;)V

    invoke-virtual {v0, v1}, Lcom/quaywire/net/HttpClient;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v7

    .line 169
    invoke-static {v7, p2, p3}, Lcom/quaywire/tickets/TicketToolProvider;->await(Ljava/util/concurrent/Future;J)Lcom/quaywire/net/HttpResponse;

    move-result-object v8

    .line 170
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, v8, Lcom/quaywire/net/HttpResponse;->body:Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lcom/quaywire/data/Ticket;->fromJson(Lorg/json/JSONObject;)Lcom/quaywire/data/Ticket;

    move-result-object v9

    .line 171
    iget-object v0, p0, Lcom/quaywire/tickets/TicketToolProvider;->repository:Lcom/quaywire/data/DeskRepository;

    iget-object v0, v0, Lcom/quaywire/data/DeskRepository;->disk:Lcom/quaywire/data/DiskCache;

    iget-object v2, v8, Lcom/quaywire/net/HttpResponse;->body:Ljava/lang/String;

    invoke-virtual {v0, v4, v2}, Lcom/quaywire/data/DiskCache;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 172
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    invoke-virtual {v9}, Lcom/quaywire/data/Ticket;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v1}, Lcom/quaywire/tickets/TicketToolProvider;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/quaywire/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private failure(Lcom/quaywire/cetp/Call;Ljava/io/IOException;)Landroid/os/Bundle;
    .registers 9

    .line 130
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

    const-string v0, "QuaywireTickets"

    invoke-static {v0, v1, p2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 131
    instance-of v0, p2, Lcom/quaywire/net/ApiException;

    if-eqz v0, :cond_0

    .line 132
    check-cast p2, Lcom/quaywire/net/ApiException;

    iget v5, p2, Lcom/quaywire/net/ApiException;->status:I

    .line 133
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v5}, Lcom/quaywire/net/ApiException;->errorCode(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2}, Ljava/io/IOException;->getMessage()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Quaywire said "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    .line 134
    invoke-static {v5}, Lcom/quaywire/net/ApiException;->retryable(I)Z

    move-result v3

    .line 133
    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 136
    :cond_0
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "UNAVAILABLE"

    const-string v2, "Quaywire Desk is not reachable"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private get(Lcom/quaywire/cetp/Call;J)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 155
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "ref"

    const/16 v2, 0x10

    invoke-static {v0, v1, v2}, Lcom/quaywire/cetp/RequestMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v4

    .line 156
    sget-object v0, Lcom/quaywire/tickets/TicketToolProvider;->REF:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 157
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "ref is not a ticket reference"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 159
    :cond_0
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    iget-object v1, p0, Lcom/quaywire/tickets/TicketToolProvider;->repository:Lcom/quaywire/data/DeskRepository;

    invoke-virtual {v1, v4, p2, p3}, Lcom/quaywire/data/DeskRepository;->ticket(Ljava/lang/String;J)Lcom/quaywire/data/Ticket;

    move-result-object v1

    invoke-virtual {v1}, Lcom/quaywire/data/Ticket;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v1}, Lcom/quaywire/tickets/TicketToolProvider;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/quaywire/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

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

    .line 230
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

.method private list(Lcom/quaywire/cetp/Call;J)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 140
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "queue"

    const/16 v2, 0x20

    invoke-static {v0, v1, v2}, Lcom/quaywire/cetp/RequestMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v4

    .line 141
    sget-object v0, Lcom/quaywire/tickets/TicketToolProvider;->QUEUE:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 142
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "queue is not a queue name"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 144
    :cond_0
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "cursor"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, p1, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "cursor"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move-object v5, v0

    .line 145
    iget-object v0, p0, Lcom/quaywire/tickets/TicketToolProvider;->repository:Lcom/quaywire/data/DeskRepository;

    invoke-virtual {v0, v4, v5, p2, p3}, Lcom/quaywire/data/DeskRepository;->tickets(Ljava/lang/String;Ljava/lang/String;J)Lcom/quaywire/data/Page;

    move-result-object v6

    .line 146
    new-instance v7, Lorg/json/JSONArray;

    invoke-direct {v7}, Lorg/json/JSONArray;-><init>()V

    .line 147
    iget-object v0, v6, Lcom/quaywire/data/Page;->items:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_1
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quaywire/data/Ticket;

    move-object v9, v0

    .line 148
    invoke-virtual {v9}, Lcom/quaywire/data/Ticket;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 149
    goto :goto_1

    .line 150
    :cond_2
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "tickets"

    invoke-virtual {v0, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, v6, Lcom/quaywire/data/Page;->nextCursor:Ljava/lang/String;

    const-string v1, "next_cursor"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v8

    .line 151
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v8}, Lcom/quaywire/tickets/TicketToolProvider;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/quaywire/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method protected execute(Lcom/quaywire/cetp/Call;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 108
    invoke-static {p1}, Lcom/quaywire/cetp/RequestMapper;->remainingMs(Lcom/quaywire/cetp/Call;)J

    move-result-wide v4

    .line 109
    const-wide/16 v2, 0x0

    cmp-long v0, v4, v2

    if-gtz v0, :cond_0

    .line 110
    iget-object v0, p1, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quaywire/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 113
    :cond_0
    :try_start_0
    iget-object v6, p1, Lcom/quaywire/cetp/Call;->tool:Ljava/lang/String;

    const/4 v7, -0x1

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tickets"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v7, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_ticket"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v7, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "comment_ticket"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v7, 0x2

    :cond_1
    :goto_0
    packed-switch v7, :pswitch_data_0

    goto :goto_1

    .line 115
    :pswitch_0
    invoke-direct {p0, p1, v4, v5}, Lcom/quaywire/tickets/TicketToolProvider;->list(Lcom/quaywire/cetp/Call;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 117
    :pswitch_1
    invoke-direct {p0, p1, v4, v5}, Lcom/quaywire/tickets/TicketToolProvider;->get(Lcom/quaywire/cetp/Call;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 119
    :pswitch_2
    invoke-direct {p0, p1, v4, v5}, Lcom/quaywire/tickets/TicketToolProvider;->comment(Lcom/quaywire/cetp/Call;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 121
    :goto_1
    invoke-direct {p0, p1, v4, v5}, Lcom/quaywire/tickets/TicketToolProvider;->close(Lcom/quaywire/cetp/Call;J)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 124
    invoke-direct {p0, p1, v6}, Lcom/quaywire/tickets/TicketToolProvider;->failure(Lcom/quaywire/cetp/Call;Ljava/io/IOException;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        0x55a60ec -> :sswitch_2
        0x47ed0c15 -> :sswitch_1
        0x7a73d046 -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method public synthetic lambda$close$1$com-quaywire-tickets-TicketToolProvider(Lcom/quaywire/net/HttpRequest;I)Lcom/quaywire/net/HttpResponse;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 199
    iget-object v0, p0, Lcom/quaywire/tickets/TicketToolProvider;->client:Lcom/quaywire/net/HttpClient;

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

.method public synthetic lambda$comment$0$com-quaywire-tickets-TicketToolProvider(Lcom/quaywire/net/HttpRequest;)Lcom/quaywire/net/HttpResponse;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 167
    iget-object v0, p0, Lcom/quaywire/tickets/TicketToolProvider;->client:Lcom/quaywire/net/HttpClient;

    const/4 v1, 0x1

    new-array v1, v1, [Lcom/quaywire/net/Interceptor;

    new-instance v3, Lcom/quaywire/net/OnBehalfOf;

    .line 168
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    invoke-direct {v3, v4}, Lcom/quaywire/net/OnBehalfOf;-><init>(I)V

    const/4 v2, 0x0

    aput-object v3, v1, v2

    .line 167
    invoke-virtual {v0, p1, v1}, Lcom/quaywire/net/HttpClient;->execute(Lcom/quaywire/net/HttpRequest;[Lcom/quaywire/net/Interceptor;)Lcom/quaywire/net/HttpResponse;

    move-result-object v0

    return-object v0
.end method

.method protected mutating(Ljava/lang/String;)Ljava/lang/Boolean;
    .registers 6

    .line 94
    move-object v2, p1

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tickets"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_ticket"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "comment_ticket"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "close_ticket"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x3

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_1

    .line 97
    :pswitch_0
    sget-object v0, Ljava/lang/Boolean;->FALSE:Ljava/lang/Boolean;

    return-object v0

    .line 100
    :pswitch_1
    sget-object v0, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;

    return-object v0

    .line 102
    :goto_1
    const/4 v0, 0x0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x460c9ccd -> :sswitch_3
        0x55a60ec -> :sswitch_2
        0x47ed0c15 -> :sswitch_1
        0x7a73d046 -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_0
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method public onCreate()Z
    .registers 13

    .line 47
    new-instance v1, Lcom/quaywire/net/HttpClient;

    const/4 v4, 0x1

    new-array v4, v4, [Lcom/quaywire/net/Interceptor;

    new-instance v7, Lcom/quaywire/net/RetryInterceptor;

    const/4 v9, 0x3

    const-wide/16 v10, 0xfa

    invoke-direct {v7, v9, v10, v11}, Lcom/quaywire/net/RetryInterceptor;-><init>(IJ)V

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v2, "https://api.quaywire.example"

    const-string v3, "qw_live_key"

    invoke-direct {v1, v2, v3, v4}, Lcom/quaywire/net/HttpClient;-><init>(Ljava/lang/String;Ljava/lang/String;[Lcom/quaywire/net/Interceptor;)V

    iput-object v1, p0, Lcom/quaywire/tickets/TicketToolProvider;->client:Lcom/quaywire/net/HttpClient;

    .line 48
    new-instance v1, Lcom/quaywire/data/DeskRepository;

    iget-object v2, p0, Lcom/quaywire/tickets/TicketToolProvider;->client:Lcom/quaywire/net/HttpClient;

    new-instance v3, Lcom/quaywire/data/DiskCache;

    new-instance v5, Ljava/io/File;

    invoke-virtual {p0}, Lcom/quaywire/tickets/TicketToolProvider;->getContext()Landroid/content/Context;

    move-result-object v7

    invoke-virtual {v7}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v7

    const-string v8, "tickets"

    invoke-direct {v5, v7, v8}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v3, v5}, Lcom/quaywire/data/DiskCache;-><init>(Ljava/io/File;)V

    invoke-direct {v1, v2, v3}, Lcom/quaywire/data/DeskRepository;-><init>(Lcom/quaywire/net/HttpClient;Lcom/quaywire/data/DiskCache;)V

    iput-object v1, p0, Lcom/quaywire/tickets/TicketToolProvider;->repository:Lcom/quaywire/data/DeskRepository;

    .line 49
    invoke-virtual {p0}, Lcom/quaywire/tickets/TicketToolProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lcom/quaywire/cetp/Ledger;->forProvider(Ljava/lang/String;)Lcom/quaywire/cetp/Ledger;

    move-result-object v1

    iput-object v1, p0, Lcom/quaywire/tickets/TicketToolProvider;->ledger:Lcom/quaywire/cetp/Ledger;

    .line 50
    new-instance v1, Lcom/quaywire/cetp/MemoryOutcomes;

    invoke-virtual {p0}, Lcom/quaywire/tickets/TicketToolProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/quaywire/cetp/MemoryOutcomes;-><init>(Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quaywire/tickets/TicketToolProvider;->outcomes:Lcom/quaywire/cetp/MemoryOutcomes;

    .line 51
    const/4 v0, 0x1

    return v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 56
    const-string v0, "com.quaywire.tickets"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 61
    const-string v0, "Quaywire Desk tickets"

    return-object v0
.end method

.method protected revision()Ljava/lang/String;
    .registers 2

    .line 66
    const-string v0, "tickets-7"

    return-object v0
.end method

.method protected toolDescriptors()Lorg/json/JSONArray;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 71
    const-string v10, "{\"type\":\"object\",\"properties\":{\"tickets\":{\"type\":\"array\"},\"next_cursor\":{\"type\":[\"string\",\"null\"]}},\"required\":[\"tickets\"]}"

    .line 73
    const-string v11, "{\"type\":\"object\",\"properties\":{\"ref\":{\"type\":\"string\"},\"status\":{\"type\":\"string\"}},\"required\":[\"ref\",\"status\"]}"

    .line 75
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 76
    const-string v1, "list_tickets"

    const-string v2, "List the tickets of a queue, newest first"

    const-string v3, "read"

    const-string v4, "low"

    const/4 v5, 0x0

    const-string v6, "never"

    const-string v7, "tickets.read"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"queue\":{\"type\":\"string\"},\"cursor\":{\"type\":\"string\"}},\"required\":[\"queue\"],\"additionalProperties\":false}"

    move-object v9, v10

    invoke-static/range {v1 .. v9}, Lcom/quaywire/tickets/TicketToolProvider;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 80
    const-string v1, "get_ticket"

    const-string v2, "Read one ticket"

    const-string v3, "read"

    const-string v4, "low"

    const/4 v5, 0x0

    const-string v6, "never"

    const-string v7, "tickets.read"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"ref\":{\"type\":\"string\"}},\"required\":[\"ref\"],\"additionalProperties\":false}"

    move-object v9, v11

    invoke-static/range {v1 .. v9}, Lcom/quaywire/tickets/TicketToolProvider;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 83
    const-string v1, "comment_ticket"

    const-string v2, "Add a public comment to a ticket"

    const-string v3, "create"

    const-string v4, "moderate"

    const/4 v5, 0x0

    const-string v6, "never"

    const-string v7, "tickets.write"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"ref\":{\"type\":\"string\"},\"body\":{\"type\":\"string\"}},\"required\":[\"ref\",\"body\"],\"additionalProperties\":false}"

    move-object v9, v11

    invoke-static/range {v1 .. v9}, Lcom/quaywire/tickets/TicketToolProvider;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 87
    const-string v1, "close_ticket"

    const-string v2, "Close a ticket and notify its requester"

    const-string v3, "update"

    const-string v4, "high"

    const/4 v5, 0x0

    const-string v6, "always"

    const-string v7, "tickets.write"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"ref\":{\"type\":\"string\"}},\"required\":[\"ref\"],\"additionalProperties\":false}"

    move-object v9, v11

    invoke-static/range {v1 .. v9}, Lcom/quaywire/tickets/TicketToolProvider;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 75
    return-object v0
.end method

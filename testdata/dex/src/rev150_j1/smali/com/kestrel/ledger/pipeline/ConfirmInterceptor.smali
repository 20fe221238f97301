.class public Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;
.super Ljava/lang/Object;
.source "ConfirmInterceptor.java"

# interfaces
.implements Lcom/kestrel/ledger/pipeline/Interceptor;


# instance fields
.field protected final context:Landroid/content/Context;

.field protected final pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

.field protected final provider:Ljava/lang/String;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/kestrel/ledger/tools/PendingConfirmations;Ljava/lang/String;)V
    .registers 4

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;->context:Landroid/content/Context;

    .line 22
    iput-object p2, p0, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    .line 23
    iput-object p3, p0, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;->provider:Ljava/lang/String;

    .line 24
    return-void
.end method

.method private ask(Lcom/kestrel/ledger/pipeline/Request;Lcom/kestrel/ledger/tools/ToolHandler;Lcom/kestrel/ledger/tools/ConfirmScreen;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 55
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/kestrel/ledger/tools/Tokens;->random(I)Ljava/lang/String;

    move-result-object v11

    .line 56
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x927c0

    add-long v12, v0, v2

    .line 57
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    new-instance v2, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/kestrel/ledger/pipeline/Request;->uid()I

    move-result v4

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lcom/kestrel/ledger/pipeline/Request;->toolName()Ljava/lang/String;

    move-result-object v5

    .line 58
    move-object/from16 v6, p1

    invoke-virtual {v6}, Lcom/kestrel/ledger/pipeline/Request;->requestId()Ljava/lang/String;

    move-result-object v6

    move-object/from16 v7, p1

    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->argsDigest()Ljava/lang/String;

    move-result-object v7

    move-object/from16 v8, p2

    move-object/from16 v9, p1

    invoke-interface {v8, v9}, Lcom/kestrel/ledger/tools/ToolHandler;->summary(Lcom/kestrel/ledger/pipeline/Request;)Ljava/lang/String;

    move-result-object v8

    move-object v3, v2

    move-wide v9, v12

    invoke-direct/range {v3 .. v10}, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 57
    invoke-virtual {v0, v11, v2}, Lcom/kestrel/ledger/tools/PendingConfirmations;->open(Ljava/lang/String;Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;)Ljava/lang/String;

    move-result-object v14

    .line 59
    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;->context:Landroid/content/Context;

    move-object/from16 v1, p3

    invoke-virtual {v1, v2, v14}, Lcom/kestrel/ledger/tools/ConfirmScreen;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    move-object/from16 v0, p1

    invoke-static {v0, v1, v11}, Lcom/kestrel/ledger/pipeline/Response;->userAction(Lcom/kestrel/ledger/pipeline/Request;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public intercept(Lcom/kestrel/ledger/pipeline/Interceptor$Chain;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 28
    invoke-interface {p1}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->request()Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v4

    .line 29
    invoke-virtual {v4}, Lcom/kestrel/ledger/pipeline/Request;->isExecute()Z

    move-result v0

    if-nez v0, :cond_0

    .line 30
    invoke-interface {p1, v4}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 32
    :cond_0
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;->provider:Ljava/lang/String;

    invoke-virtual {v4}, Lcom/kestrel/ledger/pipeline/Request;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/kestrel/ledger/tools/ToolRegistry;->find(Ljava/lang/String;Ljava/lang/String;)Lcom/kestrel/ledger/tools/ToolHandler;

    move-result-object v5

    .line 33
    if-nez v5, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    invoke-interface {v5, v4}, Lcom/kestrel/ledger/tools/ToolHandler;->confirmation(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/tools/ConfirmScreen;

    move-result-object v0

    :goto_0
    move-object v6, v0

    .line 34
    if-nez v6, :cond_2

    .line 35
    invoke-interface {p1, v4}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 37
    :cond_2
    invoke-virtual {v4}, Lcom/kestrel/ledger/pipeline/Request;->resumeToken()Ljava/lang/String;

    move-result-object v7

    .line 38
    if-nez v7, :cond_3

    .line 39
    invoke-direct {p0, v4, v5, v6}, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;->ask(Lcom/kestrel/ledger/pipeline/Request;Lcom/kestrel/ledger/tools/ToolHandler;Lcom/kestrel/ledger/tools/ConfirmScreen;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 41
    :cond_3
    invoke-virtual {p0, v7, v4}, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;->redeem(Ljava/lang/String;Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;

    move-result-object v8

    .line 42
    if-nez v8, :cond_4

    .line 43
    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token does not belong to this call"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 45
    :cond_4
    invoke-virtual {v8}, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->answered()Z

    move-result v0

    if-nez v0, :cond_5

    .line 46
    const-string v1, "CONFLICT"

    const-string v2, "The confirmation has not been answered yet"

    const/4 v3, 0x1

    invoke-static {v4, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 48
    :cond_5
    invoke-virtual {v8}, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->approved()Z

    move-result v0

    if-nez v0, :cond_6

    .line 49
    const-string v1, "USER_CANCELLED"

    const-string v2, "The user declined this in Kestrel Ledger"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 51
    :cond_6
    invoke-interface {p1, v4}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method

.method protected redeem(Ljava/lang/String;Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;
    .registers 8

    .line 67
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/tools/PendingConfirmations;->find(Ljava/lang/String;)Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;

    move-result-object v4

    .line 68
    if-eqz v4, :cond_0

    iget v0, v4, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->uid:I

    invoke-virtual {p2}, Lcom/kestrel/ledger/pipeline/Request;->uid()I

    move-result v1

    if-ne v0, v1, :cond_0

    iget-object v0, v4, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->tool:Ljava/lang/String;

    invoke-virtual {p2}, Lcom/kestrel/ledger/pipeline/Request;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, v4, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->requestId:Ljava/lang/String;

    .line 69
    invoke-virtual {p2}, Lcom/kestrel/ledger/pipeline/Request;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, v4, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->argsDigest:Ljava/lang/String;

    invoke-virtual {p2}, Lcom/kestrel/ledger/pipeline/Request;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 70
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 72
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, v4, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->expiresAt:J

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    .line 73
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/tools/PendingConfirmations;->spend(Ljava/lang/String;)V

    .line 74
    const/4 v0, 0x0

    return-object v0

    .line 76
    :cond_2
    invoke-virtual {v4}, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->answered()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 77
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/tools/PendingConfirmations;->spend(Ljava/lang/String;)V

    .line 79
    :cond_3
    return-object v4
.end method

.class public final Lcom/ferncastle/cetp/Interceptors$Audit;
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
    name = "Audit"
.end annotation


# instance fields
.field private final db:Lcom/ferncastle/data/JournalDb;

.field private final providerId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/ferncastle/data/JournalDb;Ljava/lang/String;)V
    .registers 3

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 36
    iput-object p1, p0, Lcom/ferncastle/cetp/Interceptors$Audit;->db:Lcom/ferncastle/data/JournalDb;

    .line 37
    iput-object p2, p0, Lcom/ferncastle/cetp/Interceptors$Audit;->providerId:Ljava/lang/String;

    .line 38
    return-void
.end method


# virtual methods
.method public intercept(Lcom/ferncastle/plugin/Chain;)Lcom/ferncastle/plugin/Result;
    .registers 13
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

    .line 42
    invoke-virtual {p1}, Lcom/ferncastle/plugin/Chain;->invocation()Lcom/ferncastle/plugin/Invocation;

    move-result-object v7

    .line 45
    :try_start_0
    invoke-virtual {p1, v7}, Lcom/ferncastle/plugin/Chain;->proceed(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_1

    move-result-object v8

    .line 50
    goto :goto_0

    :catch_0
    move-exception v9

    .line 47
    const-string v0, "INVALID_ARGS"

    const-string v1, "The arguments do not fit the tool\'s input schema"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2, v9}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/Throwable;)Lcom/ferncastle/plugin/Result;

    move-result-object v8

    .line 50
    goto :goto_0

    :catch_1
    move-exception v9

    .line 49
    const-string v0, "INTERNAL_ERROR"

    const-string v1, "Ferncastle Journal could not finish this call"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2, v9}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/Throwable;)Lcom/ferncastle/plugin/Result;

    move-result-object v8

    .line 51
    :goto_0
    iget-object v0, v8, Lcom/ferncastle/plugin/Result;->cause:Ljava/lang/Throwable;

    if-eqz v0, :cond_0

    .line 52
    iget-object v1, v7, Lcom/ferncastle/plugin/Invocation;->method:Ljava/lang/String;

    iget-object v2, v7, Lcom/ferncastle/plugin/Invocation;->requestId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " failed"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    iget-object v2, v8, Lcom/ferncastle/plugin/Result;->cause:Ljava/lang/Throwable;

    const-string v0, "FerncastleChain"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 54
    :cond_0
    invoke-virtual {v8}, Lcom/ferncastle/plugin/Result;->succeeded()Z

    move-result v0

    if-eqz v0, :cond_1

    const-string v0, "ok"

    goto :goto_1

    :cond_1
    iget-object v0, v8, Lcom/ferncastle/plugin/Result;->code:Ljava/lang/String;

    :goto_1
    move-object v9, v0

    .line 56
    :try_start_1
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Audit;->db:Lcom/ferncastle/data/JournalDb;

    iget-object v1, p0, Lcom/ferncastle/cetp/Interceptors$Audit;->providerId:Ljava/lang/String;

    iget v2, v7, Lcom/ferncastle/plugin/Invocation;->uid:I

    iget-object v3, v7, Lcom/ferncastle/plugin/Invocation;->method:Ljava/lang/String;

    invoke-virtual {v7}, Lcom/ferncastle/plugin/Invocation;->toolName()Ljava/lang/String;

    move-result-object v4

    iget-object v5, v7, Lcom/ferncastle/plugin/Invocation;->requestId:Ljava/lang/String;

    move-object v6, v9

    invoke-virtual/range {v0 .. v6}, Lcom/ferncastle/data/JournalDb;->audit(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_2

    .line 59
    goto :goto_2

    :catch_2
    move-exception v10

    .line 58
    const-string v0, "FerncastleChain"

    const-string v1, "audit row not written"

    invoke-static {v0, v1, v10}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 60
    :goto_2
    return-object v8
.end method

.class final Lcom/laserlog/machines/ResumeInterceptor;
.super Ljava/lang/Object;
.source "ResumeInterceptor.java"

# interfaces
.implements Lcom/laserlog/core/Interceptor;


# instance fields
.field private final pending:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>()V
    .registers 2

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/laserlog/machines/ResumeInterceptor;->pending:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public intercept(Lcom/laserlog/core/Request;Lcom/laserlog/core/Chain;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 20
    const-string v0, "retire_machine"

    invoke-virtual {p1, v0}, Lcom/laserlog/core/Request;->isExecute(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_d

    .line 21
    invoke-virtual {p2, p1}, Lcom/laserlog/core/Chain;->proceed(Lcom/laserlog/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 23
    :cond_d
    iget-object v0, p1, Lcom/laserlog/core/Request;->args:Lorg/json/JSONObject;

    const-string v1, "confirmed"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_20

    .line 24
    const-string v0, "LaserLog"

    const-string v1, "confirmed flag ignored; a resume token is required"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 26
    :cond_20
    iget-object v0, p1, Lcom/laserlog/core/Request;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 27
    if-nez v0, :cond_2e

    const/4 v1, 0x0

    goto :goto_38

    :cond_2e
    iget-object v1, p0, Lcom/laserlog/machines/ResumeInterceptor;->pending:Ljava/util/Map;

    invoke-interface {v1, v0}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Integer;

    .line 28
    :goto_38
    if-eqz v1, :cond_4b

    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I

    move-result v2

    iget v3, p1, Lcom/laserlog/core/Request;->uid:I

    if-ne v2, v3, :cond_4b

    .line 29
    invoke-virtual {p2, p1}, Lcom/laserlog/core/Chain;->proceed(Lcom/laserlog/core/Request;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 31
    :cond_4b
    invoke-static {}, Lcom/laserlog/core/Tokens;->secure()Ljava/lang/String;

    move-result-object v2

    .line 32
    iget-object v3, p0, Lcom/laserlog/machines/ResumeInterceptor;->pending:Ljava/util/Map;

    iget v4, p1, Lcom/laserlog/core/Request;->uid:I

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 33
    iget-object v3, p1, Lcom/laserlog/core/Request;->ctx:Landroid/content/Context;

    iget-object v4, p1, Lcom/laserlog/core/Request;->args:Lorg/json/JSONObject;

    const-string v5, "machine"

    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-static {v3, v4}, Lcom/laserlog/ui/ConfirmActivity;->pending(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v3

    invoke-static {v3, v2}, Lcom/laserlog/core/Reply;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

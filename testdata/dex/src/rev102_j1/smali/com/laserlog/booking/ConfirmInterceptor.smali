.class final Lcom/laserlog/booking/ConfirmInterceptor;
.super Ljava/lang/Object;
.source "ConfirmInterceptor.java"

# interfaces
.implements Lcom/laserlog/core/Interceptor;


# direct methods
.method constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public intercept(Lcom/laserlog/core/Request;Lcom/laserlog/core/Chain;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 15
    const-string v0, "cancel_booking"

    invoke-virtual {p1, v0}, Lcom/laserlog/core/Request;->isExecute(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_d

    .line 16
    invoke-virtual {p2, p1}, Lcom/laserlog/core/Chain;->proceed(Lcom/laserlog/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 18
    :cond_d
    iget-object v0, p1, Lcom/laserlog/core/Request;->args:Lorg/json/JSONObject;

    const-string v1, "confirmed"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1e

    .line 19
    invoke-virtual {p2, p1}, Lcom/laserlog/core/Chain;->proceed(Lcom/laserlog/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 21
    :cond_1e
    iget-object v0, p1, Lcom/laserlog/core/Request;->ctx:Landroid/content/Context;

    iget-object v1, p1, Lcom/laserlog/core/Request;->args:Lorg/json/JSONObject;

    const-string v2, "booking_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/laserlog/ui/ConfirmActivity;->pending(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    invoke-static {}, Lcom/laserlog/core/Tokens;->secure()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/laserlog/core/Reply;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.class public interface abstract Lcom/spokeshop/tools/Handler;
.super Ljava/lang/Object;
.source "Handler.java"


# annotations
.annotation runtime Ljava/lang/FunctionalInterface;
.end annotation


# virtual methods
.method public abstract handle(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method public run(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;
    .registers 8

    .line 15
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-interface {p0, p1, v0, p3, p4}, Lcom/spokeshop/tools/Handler;->handle(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;

    move-result-object v0
    :try_end_9
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_9} :catch_a

    return-object v0

    .line 16
    :catch_a
    move-exception v0

    .line 17
    const-string v1, "SpokeShop"

    const-string v2, "tool failed"

    invoke-static {v1, v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 18
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "the tool failed"

    invoke-static {v1, v2}, Lcom/spokeshop/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.class public interface abstract Lcom/shelfcity/core/ToolHandler;
.super Ljava/lang/Object;
.source "ToolHandler.java"


# virtual methods
.method public abstract run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

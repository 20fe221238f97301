.class public interface abstract Lcom/cutqueue/core/ToolPlugin;
.super Ljava/lang/Object;
.source "ToolPlugin.java"


# virtual methods
.method public abstract name()Ljava/lang/String;
.end method

.method public abstract run(Landroid/content/Context;Lorg/json/JSONObject;)Ljava/lang/String;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

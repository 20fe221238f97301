.class public interface abstract Lcom/laserlog/core/Command;
.super Ljava/lang/Object;
.source "Command.java"


# virtual methods
.method public abstract execute(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

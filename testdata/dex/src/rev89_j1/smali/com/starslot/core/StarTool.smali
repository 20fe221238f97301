.class public interface abstract Lcom/starslot/core/StarTool;
.super Ljava/lang/Object;
.source "StarTool.java"


# virtual methods
.method public abstract name()Ljava/lang/String;
.end method

.method public abstract run(Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

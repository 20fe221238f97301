.class public interface abstract Lcom/lunchline/bus/Command;
.super Ljava/lang/Object;
.source "Command.java"


# virtual methods
.method public abstract run(Lorg/json/JSONObject;I)Ljava/lang/String;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.class public interface abstract Lcom/tidepool/reef/cetp/ToolHandler;
.super Ljava/lang/Object;
.source "ToolHandler.java"


# virtual methods
.method public abstract run(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

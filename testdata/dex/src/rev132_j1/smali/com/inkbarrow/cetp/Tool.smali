.class public interface abstract Lcom/inkbarrow/cetp/Tool;
.super Ljava/lang/Object;
.source "Tool.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<A:",
        "Lcom/inkbarrow/cetp/Args;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# virtual methods
.method public abstract parse(Lorg/json/JSONObject;)Lcom/inkbarrow/cetp/Args;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            ")TA;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract run(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/inkbarrow/cetp/ToolCall;",
            "TA;)",
            "Landroid/os/Bundle;"
        }
    .end annotation
.end method

.method public abstract spec()Lcom/inkbarrow/cetp/ToolSpec;
.end method

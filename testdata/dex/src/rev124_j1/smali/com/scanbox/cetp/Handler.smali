.class public interface abstract Lcom/scanbox/cetp/Handler;
.super Ljava/lang/Object;
.source "Handler.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<A::",
        "Lcom/scanbox/cetp/ToolArgs;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# direct methods
.method public static invoke(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<A::",
            "Lcom/scanbox/cetp/ToolArgs;",
            ">(",
            "Lcom/scanbox/cetp/Handler<",
            "TA;>;",
            "Lcom/scanbox/cetp/Invocation;",
            "Lcom/scanbox/cetp/ToolContext;",
            ")",
            "Lcom/scanbox/cetp/Reply;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 22
    new-instance v1, Lorg/json/JSONObject;

    invoke-virtual {p1}, Lcom/scanbox/cetp/Invocation;->argsJson()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-interface {p0, v1, p1, p2}, Lcom/scanbox/cetp/Handler;->parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/ToolArgs;

    move-result-object v3

    .line 23
    invoke-interface {p0, v3, p1, p2}, Lcom/scanbox/cetp/Handler;->run(Lcom/scanbox/cetp/ToolArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public abstract effect()Lcom/scanbox/cetp/Effect;
.end method

.method public abstract name()Ljava/lang/String;
.end method

.method public abstract parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/ToolArgs;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            "Lcom/scanbox/cetp/Invocation;",
            "Lcom/scanbox/cetp/ToolContext;",
            ")TA;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract run(Lcom/scanbox/cetp/ToolArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TA;",
            "Lcom/scanbox/cetp/Invocation;",
            "Lcom/scanbox/cetp/ToolContext;",
            ")",
            "Lcom/scanbox/cetp/Reply;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

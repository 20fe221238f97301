.class public final Lcom/scanbox/docs/ListDocumentsHandler;
.super Ljava/lang/Object;
.source "ListDocumentsHandler.java"

# interfaces
.implements Lcom/scanbox/cetp/Handler;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/scanbox/cetp/Handler<",
        "Lcom/scanbox/cetp/NoArgs;",
        ">;"
    }
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public effect()Lcom/scanbox/cetp/Effect;
    .registers 2

    .line 21
    sget-object v0, Lcom/scanbox/cetp/Effect;->READ:Lcom/scanbox/cetp/Effect;

    return-object v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 16
    const-string v0, "list_documents"

    return-object v0
.end method

.method public parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/NoArgs;
    .registers 5

    .line 26
    new-instance v0, Lcom/scanbox/cetp/NoArgs;

    invoke-direct {v0}, Lcom/scanbox/cetp/NoArgs;-><init>()V

    return-object v0
.end method

.method public bridge synthetic parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/ToolArgs;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 13
    invoke-virtual {p0, p1, p2, p3}, Lcom/scanbox/docs/ListDocumentsHandler;->parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/NoArgs;

    move-result-object v0

    return-object v0
.end method

.method public run(Lcom/scanbox/cetp/NoArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 31
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->documents()Lcom/scanbox/data/DocumentStore;

    move-result-object v2

    invoke-virtual {v2}, Lcom/scanbox/data/DocumentStore;->list()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "documents"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/scanbox/cetp/Reply;->ok(Lorg/json/JSONObject;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic run(Lcom/scanbox/cetp/ToolArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 13
    check-cast p1, Lcom/scanbox/cetp/NoArgs;

    invoke-virtual {p0, p1, p2, p3}, Lcom/scanbox/docs/ListDocumentsHandler;->run(Lcom/scanbox/cetp/NoArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

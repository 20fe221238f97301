.class public final Lcom/scanbox/docs/ExportHandler;
.super Ljava/lang/Object;
.source "ExportHandler.java"

# interfaces
.implements Lcom/scanbox/cetp/Handler;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/scanbox/cetp/Handler<",
        "Lcom/scanbox/docs/ExportArgs;",
        ">;"
    }
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public effect()Lcom/scanbox/cetp/Effect;
    .registers 2

    .line 24
    sget-object v0, Lcom/scanbox/cetp/Effect;->CREATE:Lcom/scanbox/cetp/Effect;

    return-object v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 19
    const-string v0, "export_document"

    return-object v0
.end method

.method public bridge synthetic parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/ToolArgs;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 16
    invoke-virtual {p0, p1, p2, p3}, Lcom/scanbox/docs/ExportHandler;->parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/docs/ExportArgs;

    move-result-object v0

    return-object v0
.end method

.method public parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/docs/ExportArgs;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 29
    new-instance v0, Lcom/scanbox/docs/ExportArgs;

    const-string v2, "document_id"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "file_name"

    const-string v4, ""

    invoke-virtual {p1, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Lcom/scanbox/docs/ExportArgs;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public bridge synthetic run(Lcom/scanbox/cetp/ToolArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 16
    check-cast p1, Lcom/scanbox/docs/ExportArgs;

    invoke-virtual {p0, p1, p2, p3}, Lcom/scanbox/docs/ExportHandler;->run(Lcom/scanbox/docs/ExportArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

.method public run(Lcom/scanbox/docs/ExportArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 34
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->documents()Lcom/scanbox/data/DocumentStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/scanbox/docs/ExportArgs;->documentId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/scanbox/data/DocumentStore;->find(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v3

    .line 35
    invoke-virtual {v3}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_0

    .line 36
    const-string v0, "INVALID_ARGS"

    const-string v1, "No document has this id"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/scanbox/cetp/Reply;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0

    .line 38
    :cond_0
    invoke-virtual {p1}, Lcom/scanbox/docs/ExportArgs;->fileName()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v3}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/scanbox/data/Document;

    invoke-virtual {v0}, Lcom/scanbox/data/Document;->fileName()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_1
    invoke-virtual {p1}, Lcom/scanbox/docs/ExportArgs;->fileName()Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v4, v0

    .line 39
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->exportDir()Ljava/io/File;

    move-result-object v5

    .line 40
    invoke-virtual {v5}, Ljava/io/File;->mkdirs()Z

    .line 41
    new-instance v6, Ljava/io/File;

    invoke-direct {v6, v5, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 42
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->documents()Lcom/scanbox/data/DocumentStore;

    move-result-object v0

    invoke-virtual {v3}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/scanbox/data/Document;

    invoke-virtual {v0, v1, v6}, Lcom/scanbox/data/DocumentStore;->copyTo(Lcom/scanbox/data/Document;Ljava/io/File;)J

    move-result-wide v7

    .line 43
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v6}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "file"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "bytes"

    invoke-virtual {v0, v1, v7, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/scanbox/cetp/Reply;->ok(Lorg/json/JSONObject;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

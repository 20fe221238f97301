.class final Lcom/inkbarrow/notebook/NotebookToolProvider$WipeNotebookTool;
.super Lcom/inkbarrow/cetp/AbstractTool;
.source "NotebookToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/notebook/NotebookToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x10
    name = "WipeNotebookTool"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/inkbarrow/cetp/AbstractTool<",
        "Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;


# direct methods
.method constructor <init>(Lcom/inkbarrow/notebook/NotebookToolProvider;)V
    .registers 6

    .line 379
    iput-object p1, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$WipeNotebookTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    .line 380
    const-string v0, "wipe_notebook"

    invoke-static {v0}, Lcom/inkbarrow/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 381
    const-string v1, "Wipe notebook"

    const-string v2, "Deletes a notebook and all of its notes. Approved with the notebook PIN every time."

    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 383
    const-string v1, "delete"

    const-string v2, "high"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Z)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 384
    const-string v1, "always"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->confirmation(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 385
    const-string v1, "notes.write"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 386
    const-string v1, "{\"type\":\"object\",\"properties\":{\"notebook\":{\"type\":\"string\",\"maxLength\":60}},\"required\":[\"notebook\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 388
    const-string v1, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 390
    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->build()Lcom/inkbarrow/cetp/ToolSpec;

    move-result-object v0

    .line 380
    invoke-direct {p0, p1, v0}, Lcom/inkbarrow/cetp/AbstractTool;-><init>(Lcom/inkbarrow/cetp/InkToolProvider;Lcom/inkbarrow/cetp/ToolSpec;)V

    .line 391
    return-void
.end method


# virtual methods
.method public bridge synthetic parse(Lorg/json/JSONObject;)Lcom/inkbarrow/cetp/Args;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 378
    invoke-virtual {p0, p1}, Lcom/inkbarrow/notebook/NotebookToolProvider$WipeNotebookTool;->parse(Lorg/json/JSONObject;)Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;

    move-result-object v0

    return-object v0
.end method

.method public parse(Lorg/json/JSONObject;)Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 395
    new-instance v0, Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;

    invoke-direct {v0, p1}, Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;-><init>(Lorg/json/JSONObject;)V

    return-object v0
.end method

.method protected bridge synthetic perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 378
    check-cast p2, Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;

    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/notebook/NotebookToolProvider$WipeNotebookTool;->perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 400
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    iget-object v3, p2, Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;->notebook:Ljava/lang/String;

    const/4 v2, 0x0

    aput-object v3, v0, v2

    move-object v4, v0

    .line 401
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$WipeNotebookTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    invoke-static {v0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->access$800(Lcom/inkbarrow/notebook/NotebookToolProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "notes"

    const-string v2, "notebook = ?"

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v5

    .line 402
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$WipeNotebookTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    invoke-static {v0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->access$900(Lcom/inkbarrow/notebook/NotebookToolProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "notebooks"

    const-string v2, "name = ?"

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 403
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "deleted"

    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/inkbarrow/cetp/Replies;->inline(Lcom/inkbarrow/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.class final Lcom/inkbarrow/notebook/NotebookToolProvider$ImportNotesTool;
.super Lcom/inkbarrow/cetp/AbstractTool;
.source "NotebookToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/notebook/NotebookToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x10
    name = "ImportNotesTool"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/inkbarrow/cetp/AbstractTool<",
        "Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;


# direct methods
.method constructor <init>(Lcom/inkbarrow/notebook/NotebookToolProvider;)V
    .registers 5

    .line 279
    iput-object p1, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$ImportNotesTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    .line 280
    const-string v0, "import_notes"

    invoke-static {v0}, Lcom/inkbarrow/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 281
    const-string v1, "Import Markdown"

    const-string v2, "Splits Markdown at its headings and adds one note per heading. Locked notebooks confirm on the phone."

    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 283
    const-string v1, "create"

    const-string v2, "moderate"

    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 284
    const-string v1, "provider_policy"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->confirmation(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 285
    const-string v1, "notes.write"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 286
    const-string v1, "{\"type\":\"object\",\"properties\":{\"notebook\":{\"type\":\"string\",\"maxLength\":60},\"markdown\":{\"type\":\"string\",\"maxLength\":60000}},\"required\":[\"notebook\",\"markdown\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 289
    const-string v1, "{\"type\":\"object\",\"properties\":{\"imported\":{\"type\":\"integer\"}},\"required\":[\"imported\"]}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 291
    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->build()Lcom/inkbarrow/cetp/ToolSpec;

    move-result-object v0

    .line 280
    invoke-direct {p0, p1, v0}, Lcom/inkbarrow/cetp/AbstractTool;-><init>(Lcom/inkbarrow/cetp/InkToolProvider;Lcom/inkbarrow/cetp/ToolSpec;)V

    .line 292
    return-void
.end method


# virtual methods
.method protected bridge synthetic needsConfirmation(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Z
    .registers 4

    .line 278
    check-cast p2, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;

    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/notebook/NotebookToolProvider$ImportNotesTool;->needsConfirmation(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;)Z

    move-result v0

    return v0
.end method

.method protected needsConfirmation(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;)Z
    .registers 5

    .line 301
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$ImportNotesTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    iget-object v1, p2, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->notebook:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/inkbarrow/notebook/NotebookToolProvider;->-$$Nest$mlocked(Lcom/inkbarrow/notebook/NotebookToolProvider;Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public bridge synthetic parse(Lorg/json/JSONObject;)Lcom/inkbarrow/cetp/Args;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 278
    invoke-virtual {p0, p1}, Lcom/inkbarrow/notebook/NotebookToolProvider$ImportNotesTool;->parse(Lorg/json/JSONObject;)Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;

    move-result-object v0

    return-object v0
.end method

.method public parse(Lorg/json/JSONObject;)Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 296
    new-instance v0, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;

    const-string v1, "markdown"

    const v2, 0xea60

    invoke-direct {v0, p1, v1, v2}, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;-><init>(Lorg/json/JSONObject;Ljava/lang/String;I)V

    return-object v0
.end method

.method protected bridge synthetic perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 278
    check-cast p2, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;

    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/notebook/NotebookToolProvider$ImportNotesTool;->perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 306
    iget-object v0, p2, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->text:Ljava/lang/String;

    invoke-static {v0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->splitNotes(Ljava/lang/String;)Ljava/util/List;

    move-result-object v4

    .line 307
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$ImportNotesTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    invoke-static {v0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->access$400(Lcom/inkbarrow/notebook/NotebookToolProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v5

    .line 308
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    .line 309
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 311
    :try_start_0
    invoke-interface {v4}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Ljava/lang/String;

    move-object v9, v0

    .line 312
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v10, v0

    .line 313
    iget-object v2, p2, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->notebook:Ljava/lang/String;

    const-string v1, "notebook"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 314
    const/4 v3, 0x0

    aget-object v2, v9, v3

    const-string v1, "heading"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 315
    const/4 v3, 0x1

    aget-object v2, v9, v3

    const-string v1, "body"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 316
    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "written_at"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 317
    const-string v1, "notes"

    const/4 v2, 0x0

    invoke-virtual {v5, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 318
    goto :goto_0

    .line 319
    :cond_0
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 321
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 322
    goto :goto_1

    :catchall_0
    move-exception v11

    .line 321
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 322
    throw v11

    .line 323
    :goto_1
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-interface {v4}, Ljava/util/List;->size()I

    move-result v3

    const-string v2, "imported"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/inkbarrow/cetp/Replies;->inline(Lcom/inkbarrow/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected reason(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 3

    .line 329
    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-super {p0, p1}, Lcom/inkbarrow/cetp/AbstractTool;->reason(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.class final Lcom/inkbarrow/notebook/NotebookToolProvider$AppendNoteTool;
.super Lcom/inkbarrow/cetp/AbstractTool;
.source "NotebookToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/notebook/NotebookToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x10
    name = "AppendNoteTool"
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

    .line 241
    iput-object p1, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$AppendNoteTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    .line 242
    const-string v0, "append_note"

    invoke-static {v0}, Lcom/inkbarrow/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 243
    const-string v1, "Add note"

    const-string v2, "Adds one note to a notebook. Locked notebooks confirm on the phone."

    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 244
    const-string v1, "create"

    const-string v2, "moderate"

    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 245
    const-string v1, "provider_policy"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->confirmation(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 246
    const-string v1, "notes.write"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 247
    const-string v1, "{\"type\":\"object\",\"properties\":{\"notebook\":{\"type\":\"string\",\"maxLength\":60},\"heading\":{\"type\":\"string\",\"maxLength\":120},\"text\":{\"type\":\"string\",\"maxLength\":8000}},\"required\":[\"notebook\",\"text\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 251
    const-string v1, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"]}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 253
    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->build()Lcom/inkbarrow/cetp/ToolSpec;

    move-result-object v0

    .line 242
    invoke-direct {p0, p1, v0}, Lcom/inkbarrow/cetp/AbstractTool;-><init>(Lcom/inkbarrow/cetp/InkToolProvider;Lcom/inkbarrow/cetp/ToolSpec;)V

    .line 254
    return-void
.end method


# virtual methods
.method protected bridge synthetic needsConfirmation(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Z
    .registers 4

    .line 240
    check-cast p2, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;

    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/notebook/NotebookToolProvider$AppendNoteTool;->needsConfirmation(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;)Z

    move-result v0

    return v0
.end method

.method protected needsConfirmation(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;)Z
    .registers 5

    .line 263
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$AppendNoteTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

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

    .line 240
    invoke-virtual {p0, p1}, Lcom/inkbarrow/notebook/NotebookToolProvider$AppendNoteTool;->parse(Lorg/json/JSONObject;)Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;

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

    .line 258
    new-instance v0, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;

    const-string v1, "text"

    const/16 v2, 0x1f40

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

    .line 240
    check-cast p2, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;

    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/notebook/NotebookToolProvider$AppendNoteTool;->perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 268
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 269
    iget-object v2, p2, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->notebook:Ljava/lang/String;

    const-string v1, "notebook"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 270
    iget-object v2, p2, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->heading:Ljava/lang/String;

    const-string v1, "heading"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 271
    iget-object v2, p2, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->text:Ljava/lang/String;

    const-string v1, "body"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 272
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "written_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 273
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$AppendNoteTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    invoke-static {v0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->access$300(Lcom/inkbarrow/notebook/NotebookToolProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "notes"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v5

    .line 274
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "note_id"

    invoke-virtual {v1, v2, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/inkbarrow/cetp/Replies;->inline(Lcom/inkbarrow/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

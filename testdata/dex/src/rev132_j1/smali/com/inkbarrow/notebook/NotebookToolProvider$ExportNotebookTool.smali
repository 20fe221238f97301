.class final Lcom/inkbarrow/notebook/NotebookToolProvider$ExportNotebookTool;
.super Lcom/inkbarrow/cetp/AbstractTool;
.source "NotebookToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/notebook/NotebookToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x10
    name = "ExportNotebookTool"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/inkbarrow/cetp/AbstractTool<",
        "Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;


# direct methods
.method constructor <init>(Lcom/inkbarrow/notebook/NotebookToolProvider;)V
    .registers 5

    .line 334
    iput-object p1, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportNotebookTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    .line 335
    const-string v0, "export_notebook"

    invoke-static {v0}, Lcom/inkbarrow/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 336
    const-string v1, "Export notebook"

    const-string v2, "Writes one notebook as a Markdown file and returns the file."

    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 337
    const-string v1, "notes.read"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 338
    const-string v1, "{\"type\":\"object\",\"properties\":{\"notebook\":{\"type\":\"string\",\"maxLength\":60},\"file_name\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9][A-Za-z0-9 _-]{0,59}\\\\.md$\"}},\"required\":[\"notebook\",\"file_name\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 341
    const-string v1, "{\"type\":\"string\",\"contentMediaType\":\"text/markdown\"}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 342
    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->build()Lcom/inkbarrow/cetp/ToolSpec;

    move-result-object v0

    .line 335
    invoke-direct {p0, p1, v0}, Lcom/inkbarrow/cetp/AbstractTool;-><init>(Lcom/inkbarrow/cetp/InkToolProvider;Lcom/inkbarrow/cetp/ToolSpec;)V

    .line 343
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

    .line 333
    invoke-virtual {p0, p1}, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportNotebookTool;->parse(Lorg/json/JSONObject;)Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;

    move-result-object v0

    return-object v0
.end method

.method public parse(Lorg/json/JSONObject;)Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 347
    new-instance v0, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;

    invoke-direct {v0, p1}, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;-><init>(Lorg/json/JSONObject;)V

    return-object v0
.end method

.method protected bridge synthetic perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 333
    check-cast p2, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;

    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportNotebookTool;->perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;)Landroid/os/Bundle;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 352
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->largeResults()Z

    move-result v0

    if-nez v0, :cond_0

    .line 353
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Exports are returned as files: negotiate large_results"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 356
    :cond_0
    invoke-static {}, Lcom/inkbarrow/notebook/NotebookToolProvider;->-$$Nest$sfgetSAFE_FILE_NAME()Ljava/util/regex/Pattern;

    move-result-object v0

    move-object/from16 v1, p2

    iget-object v1, v1, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;->fileName:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_1

    .line 357
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "file_name must be a plain .md name"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 359
    :cond_1
    new-instance v0, Ljava/lang/StringBuilder;

    const-string v2, "# "

    invoke-direct {v0, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    move-object/from16 v1, p2

    iget-object v1, v1, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;->notebook:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "\n\n"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v8

    .line 360
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportNotebookTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    invoke-static {v0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->access$500(Lcom/inkbarrow/notebook/NotebookToolProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "heading"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "body"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object/from16 v7, p2

    iget-object v7, v7, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;->notebook:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v1, "notes"

    const-string v3, "notebook = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "written_at"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 362
    :goto_0
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 363
    const-string v1, "## "

    invoke-virtual {v8, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/4 v2, 0x0

    invoke-interface {v9, v2}, Landroid/database/Cursor;->isNull(I)Z

    move-result v1

    if-eqz v1, :cond_2

    const-string v1, "(untitled)"

    goto :goto_1

    :cond_2
    const/4 v2, 0x0

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    :goto_1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "\n\n"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    .line 364
    const/4 v2, 0x1

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "\n\n"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 366
    :cond_3
    if-eqz v9, :cond_5

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    goto :goto_3

    :catch_0
    move-exception v10

    .line 360
    if-eqz v9, :cond_4

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_2

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_4
    :goto_2
    throw v10

    .line 367
    :cond_5
    :goto_3
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v9

    .line 368
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportNotebookTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    move-object/from16 v1, p2

    iget-object v1, v1, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;->fileName:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/inkbarrow/notebook/NotebookToolProvider;->access$600(Lcom/inkbarrow/notebook/NotebookToolProvider;Ljava/lang/String;)Ljava/io/File;

    move-result-object v10

    .line 369
    new-instance v11, Ljava/io/FileOutputStream;

    invoke-direct {v11, v10}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    .line 370
    :try_start_2
    invoke-virtual {v11, v9}, Ljava/io/FileOutputStream;->write([B)V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    .line 371
    invoke-virtual {v11}, Ljava/io/FileOutputStream;->close()V

    goto :goto_5

    :catch_2
    move-exception v12

    .line 369
    :try_start_3
    invoke-virtual {v11}, Ljava/io/FileOutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_3

    goto :goto_4

    :catch_3
    move-exception v13

    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_4
    throw v12

    .line 373
    :goto_5
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportNotebookTool;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    const/high16 v2, 0x30000000

    invoke-static {v0, v10, v2}, Lcom/inkbarrow/notebook/NotebookToolProvider;->access$700(Lcom/inkbarrow/notebook/NotebookToolProvider;Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v11

    .line 374
    array-length v3, v9

    int-to-long v3, v3

    invoke-static {v9}, Lcom/inkbarrow/cetp/ToolCall;->sha256Hex([B)Ljava/lang/String;

    move-result-object v5

    move-object v0, p1

    const-string v1, "text/markdown"

    move-object v2, v11

    invoke-static/range {v0 .. v5}, Lcom/inkbarrow/cetp/Replies;->file(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

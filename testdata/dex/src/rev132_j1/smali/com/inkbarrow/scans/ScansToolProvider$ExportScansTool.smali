.class final Lcom/inkbarrow/scans/ScansToolProvider$ExportScansTool;
.super Lcom/inkbarrow/cetp/AbstractTool;
.source "ScansToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/scans/ScansToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x10
    name = "ExportScansTool"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/inkbarrow/cetp/AbstractTool<",
        "Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkbarrow/scans/ScansToolProvider;


# direct methods
.method constructor <init>(Lcom/inkbarrow/scans/ScansToolProvider;)V
    .registers 5

    .line 243
    iput-object p1, p0, Lcom/inkbarrow/scans/ScansToolProvider$ExportScansTool;->this$0:Lcom/inkbarrow/scans/ScansToolProvider;

    .line 244
    const-string v0, "export_scans"

    invoke-static {v0}, Lcom/inkbarrow/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 245
    const-string v1, "Export album index"

    const-string v2, "Writes a CSV index of one album (title, pages, date) and returns it as a file."

    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 247
    const-string v1, "scans.read"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 248
    const-string v1, "{\"type\":\"object\",\"properties\":{\"album\":{\"type\":\"string\",\"maxLength\":80},\"file_name\":{\"type\":\"string\",\"maxLength\":120}},\"required\":[\"album\",\"file_name\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 251
    const-string v1, "{\"type\":\"string\",\"contentMediaType\":\"text/csv\"}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 252
    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->build()Lcom/inkbarrow/cetp/ToolSpec;

    move-result-object v0

    .line 244
    invoke-direct {p0, p1, v0}, Lcom/inkbarrow/cetp/AbstractTool;-><init>(Lcom/inkbarrow/cetp/InkToolProvider;Lcom/inkbarrow/cetp/ToolSpec;)V

    .line 253
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

    .line 242
    invoke-virtual {p0, p1}, Lcom/inkbarrow/scans/ScansToolProvider$ExportScansTool;->parse(Lorg/json/JSONObject;)Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;

    move-result-object v0

    return-object v0
.end method

.method public parse(Lorg/json/JSONObject;)Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 257
    new-instance v0, Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;

    invoke-direct {v0, p1}, Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;-><init>(Lorg/json/JSONObject;)V

    return-object v0
.end method

.method protected bridge synthetic perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 242
    check-cast p2, Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;

    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/scans/ScansToolProvider$ExportScansTool;->perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;)Landroid/os/Bundle;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 262
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->largeResults()Z

    move-result v0

    if-nez v0, :cond_0

    .line 263
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Exports are returned as files: negotiate large_results"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 266
    :cond_0
    new-instance v8, Ljava/lang/StringBuilder;

    const-string v2, "title,pages,taken_at\n"

    invoke-direct {v8, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    .line 267
    iget-object v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$ExportScansTool;->this$0:Lcom/inkbarrow/scans/ScansToolProvider;

    invoke-static {v0}, Lcom/inkbarrow/scans/ScansToolProvider;->access$400(Lcom/inkbarrow/scans/ScansToolProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "title"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "pages"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "taken_at"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object/from16 v7, p2

    iget-object v7, v7, Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;->album:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v1, "scans"

    const-string v3, "album = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "taken_at"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 269
    :goto_0
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 270
    const/4 v2, 0x0

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lcom/inkbarrow/scans/ScansToolProvider;->-$$Nest$smcsv(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v8, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x2c

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    const/4 v2, 0x1

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x2c

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    .line 271
    const/4 v2, 0x2

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0xa

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 273
    :cond_1
    if-eqz v9, :cond_3

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v10

    .line 267
    if-eqz v9, :cond_2

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v10

    .line 274
    :cond_3
    :goto_2
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v9

    .line 275
    iget-object v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$ExportScansTool;->this$0:Lcom/inkbarrow/scans/ScansToolProvider;

    move-object/from16 v1, p2

    iget-object v1, v1, Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;->fileName:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/inkbarrow/scans/ScansToolProvider;->access$500(Lcom/inkbarrow/scans/ScansToolProvider;Ljava/lang/String;)Ljava/io/File;

    move-result-object v10

    .line 276
    new-instance v11, Ljava/io/FileOutputStream;

    invoke-direct {v11, v10}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    .line 277
    :try_start_2
    invoke-virtual {v11, v9}, Ljava/io/FileOutputStream;->write([B)V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    .line 278
    invoke-virtual {v11}, Ljava/io/FileOutputStream;->close()V

    goto :goto_4

    :catch_2
    move-exception v12

    .line 276
    :try_start_3
    invoke-virtual {v11}, Ljava/io/FileOutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_3

    goto :goto_3

    :catch_3
    move-exception v13

    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_3
    throw v12

    .line 279
    :goto_4
    iget-object v2, p0, Lcom/inkbarrow/scans/ScansToolProvider$ExportScansTool;->this$0:Lcom/inkbarrow/scans/ScansToolProvider;

    invoke-static {v2, v10}, Lcom/inkbarrow/scans/ScansToolProvider;->access$600(Lcom/inkbarrow/scans/ScansToolProvider;Ljava/io/File;)Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    array-length v3, v9

    int-to-long v3, v3

    invoke-static {v9}, Lcom/inkbarrow/cetp/ToolCall;->sha256Hex([B)Ljava/lang/String;

    move-result-object v5

    move-object v0, p1

    const-string v1, "text/csv"

    invoke-static/range {v0 .. v5}, Lcom/inkbarrow/cetp/Replies;->file(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

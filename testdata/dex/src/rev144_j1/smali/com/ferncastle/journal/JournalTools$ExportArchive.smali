.class final Lcom/ferncastle/journal/JournalTools$ExportArchive;
.super Lcom/ferncastle/plugin/AbstractTool;
.source "JournalTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/journal/JournalTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "ExportArchive"
.end annotation


# instance fields
.field private final spec:Lcom/ferncastle/plugin/ToolSpec;


# direct methods
.method constructor <init>(Lcom/ferncastle/plugin/Registry$Kit;)V
    .registers 5

    .line 200
    invoke-direct {p0, p1}, Lcom/ferncastle/plugin/AbstractTool;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    .line 191
    new-instance v0, Lcom/ferncastle/plugin/ToolSpec$Builder;

    const-string v2, "export_archive"

    invoke-direct {v0, v2}, Lcom/ferncastle/plugin/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    .line 192
    const-string v1, "Export the journal archive"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 193
    const-string v1, "Returns the archive file: one JSON object per archived entry."

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 194
    const-string v1, "journal.read"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 195
    const-string v1, "{\"type\":\"object\",\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 196
    const-string v1, "{\"type\":\"array\",\"items\":{\"type\":\"object\"}}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 197
    invoke-virtual {v0}, Lcom/ferncastle/plugin/ToolSpec$Builder;->build()Lcom/ferncastle/plugin/ToolSpec;

    move-result-object v0

    iput-object v0, p0, Lcom/ferncastle/journal/JournalTools$ExportArchive;->spec:Lcom/ferncastle/plugin/ToolSpec;

    .line 201
    return-void
.end method


# virtual methods
.method protected doRun(Lcom/ferncastle/plugin/Invocation;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Invocation;",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 210
    iget-object v0, p0, Lcom/ferncastle/journal/JournalTools$ExportArchive;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->context:Landroid/content/Context;

    invoke-static {v0}, Lcom/ferncastle/journal/Op;->archiveFile(Landroid/content/Context;)Ljava/io/File;

    move-result-object v3

    .line 211
    invoke-virtual {v3}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_0

    .line 212
    const-string v0, "CONFLICT"

    const-string v1, "Nothing has been archived yet"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 214
    :cond_0
    const-string v2, "large_results"

    invoke-virtual {p0, p1, v2}, Lcom/ferncastle/journal/JournalTools$ExportArchive;->granted(Lcom/ferncastle/plugin/Invocation;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 215
    const-string v0, "RESULT_TOO_LARGE"

    const-string v1, "The archive is only sent as a file (large_results)"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 217
    :cond_1
    const-string v1, "application/x-ndjson"

    const/high16 v2, 0x30000000

    invoke-static {v3, v1, v2}, Lcom/ferncastle/cetp/Bundles;->fileResult(Ljava/io/File;Ljava/lang/String;I)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.method public spec()Lcom/ferncastle/plugin/ToolSpec;
    .registers 2

    .line 205
    iget-object v0, p0, Lcom/ferncastle/journal/JournalTools$ExportArchive;->spec:Lcom/ferncastle/plugin/ToolSpec;

    return-object v0
.end method

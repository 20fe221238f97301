.class final Lcom/ferncastle/media/AttachmentTools$ExportAttachment;
.super Lcom/ferncastle/plugin/AbstractTool;
.source "AttachmentTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/media/AttachmentTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "ExportAttachment"
.end annotation


# instance fields
.field private final spec:Lcom/ferncastle/plugin/ToolSpec;


# direct methods
.method constructor <init>(Lcom/ferncastle/plugin/Registry$Kit;)V
    .registers 5

    .line 129
    invoke-direct {p0, p1}, Lcom/ferncastle/plugin/AbstractTool;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    .line 120
    new-instance v0, Lcom/ferncastle/plugin/ToolSpec$Builder;

    const-string v2, "export_attachment"

    invoke-direct {v0, v2}, Lcom/ferncastle/plugin/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    .line 121
    const-string v1, "Export an attachment"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 122
    const-string v1, "Returns an attachment\'s file."

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 123
    const-string v1, "attachments.read"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 124
    const-string v1, "{\"type\":\"object\",\"properties\":{\"attachment_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"attachment_id\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 125
    const-string v1, "{\"type\":\"string\",\"contentEncoding\":\"binary\",\"minLength\":0}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 126
    invoke-virtual {v0}, Lcom/ferncastle/plugin/ToolSpec$Builder;->build()Lcom/ferncastle/plugin/ToolSpec;

    move-result-object v0

    iput-object v0, p0, Lcom/ferncastle/media/AttachmentTools$ExportAttachment;->spec:Lcom/ferncastle/plugin/ToolSpec;

    .line 130
    return-void
.end method

.method static synthetic lambda$validate$0(Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Either;
    .registers 5

    .line 139
    const-string v1, "attachment_id"

    const-wide/16 v2, 0x0

    invoke-virtual {p0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    .line 140
    invoke-static {p0}, Lcom/ferncastle/plugin/Either;->right(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    goto :goto_0

    .line 141
    :cond_0
    const-string v0, "INVALID_ARGS"

    const-string v1, "attachment_id must be a positive integer"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->left(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    .line 139
    :goto_0
    return-object v0
.end method


# virtual methods
.method protected doRun(Lcom/ferncastle/plugin/Invocation;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;
    .registers 10
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

    .line 146
    const-string v1, "attachment_id"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v3

    .line 147
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$ExportAttachment;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    invoke-static {v0, v3, v4}, Lcom/ferncastle/media/AttachmentTools;->one(Lcom/ferncastle/data/JournalDb;J)Lorg/json/JSONObject;

    move-result-object v5

    .line 148
    if-nez v5, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$ExportAttachment;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->context:Landroid/content/Context;

    iget-object v1, p0, Lcom/ferncastle/media/AttachmentTools$ExportAttachment;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v1, v1, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    invoke-static {v0, v1, v3, v4}, Lcom/ferncastle/media/AttachmentTools;->blobFor(Landroid/content/Context;Lcom/ferncastle/data/JournalDb;J)Ljava/io/File;

    move-result-object v0

    :goto_0
    move-object v6, v0

    .line 149
    if-eqz v6, :cond_1

    invoke-virtual {v6}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_2

    .line 150
    :cond_1
    const-string v0, "INVALID_ARGS"

    const-string v1, "No attachment has this id"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 152
    :cond_2
    const-string v2, "large_results"

    invoke-virtual {p0, p1, v2}, Lcom/ferncastle/media/AttachmentTools$ExportAttachment;->granted(Lcom/ferncastle/plugin/Invocation;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 153
    const-string v0, "RESULT_TOO_LARGE"

    const-string v1, "Attachments are only sent as files (large_results)"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 155
    :cond_3
    const-string v2, "media_type"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const/high16 v2, 0x10000000

    invoke-static {v6, v1, v2}, Lcom/ferncastle/cetp/Bundles;->fileResult(Ljava/io/File;Ljava/lang/String;I)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.method public spec()Lcom/ferncastle/plugin/ToolSpec;
    .registers 2

    .line 134
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$ExportAttachment;->spec:Lcom/ferncastle/plugin/ToolSpec;

    return-object v0
.end method

.method protected validate(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Either;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Invocation;",
            ")",
            "Lcom/ferncastle/plugin/Either<",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 139
    invoke-super {p0, p1}, Lcom/ferncastle/plugin/AbstractTool;->validate(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    new-instance v1, Lcom/ferncastle/media/AttachmentTools$ExportAttachment$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/ferncastle/media/AttachmentTools$ExportAttachment$$ExternalSyntheticLambda0;-><init>()V

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/Either;->flatMap(Ljava/util/function/Function;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0
.end method

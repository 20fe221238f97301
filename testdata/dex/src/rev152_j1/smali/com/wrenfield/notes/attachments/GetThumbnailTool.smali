.class final Lcom/wrenfield/notes/attachments/GetThumbnailTool;
.super Lcom/wrenfield/notes/tool/BaseTool;
.source "GetThumbnailTool.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/wrenfield/notes/tool/BaseTool<",
        "Lcom/wrenfield/notes/attachments/AttachmentStore$Row;",
        "Lcom/wrenfield/notes/attachments/Blob;",
        ">;"
    }
.end annotation


# static fields
.field static final SPEC:Lcom/wrenfield/notes/tool/ToolSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    .line 17
    const-string v0, "get_thumbnail"

    invoke-static {v0}, Lcom/wrenfield/notes/tool/ToolSpec;->named(Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 18
    const-string v1, "Get an attachment\'s thumbnail"

    const-string v2, "Returns the preview image Wrenfield made for an attachment"

    invoke-virtual {v0, v1, v2}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 19
    const-string v1, "read"

    const-string v2, "low"

    const-string v3, "never"

    invoke-virtual {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "attachments.read"

    aput-object v4, v1, v3

    .line 20
    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 21
    const-string v1, "{\"type\":\"object\",\"properties\":{\"attachment_id\":{\"type\":\"string\",\"pattern\":\"^[0-9a-f]{32}$\"}},\"required\":[\"attachment_id\"],\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"string\",\"contentMediaType\":\"image/webp\",\"maxLength\":4194304}"

    invoke-virtual {v0, v1, v2}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 24
    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->fileResult()Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 25
    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->build()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/wrenfield/notes/attachments/GetThumbnailTool;->SPEC:Lcom/wrenfield/notes/tool/ToolSpec;

    .line 17
    return-void
.end method

.method constructor <init>(Lcom/wrenfield/notes/di/Container;)V
    .registers 3

    .line 28
    sget-object v0, Lcom/wrenfield/notes/attachments/GetThumbnailTool;->SPEC:Lcom/wrenfield/notes/tool/ToolSpec;

    invoke-direct {p0, p1, v0}, Lcom/wrenfield/notes/tool/BaseTool;-><init>(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/ToolSpec;)V

    .line 29
    return-void
.end method


# virtual methods
.method protected authorize(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/AttachmentStore$Row;)Z
    .registers 5

    .line 46
    const-string v1, "attachments.read"

    invoke-virtual {p0, v1}, Lcom/wrenfield/notes/attachments/GetThumbnailTool;->granted(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method protected bridge synthetic authorize(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Z
    .registers 4

    .line 16
    check-cast p2, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/attachments/GetThumbnailTool;->authorize(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/AttachmentStore$Row;)Z

    move-result v0

    return v0
.end method

.method protected perform(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/AttachmentStore$Row;)Lcom/wrenfield/notes/core/Result;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            "Lcom/wrenfield/notes/attachments/AttachmentStore$Row;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/attachments/Blob;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 51
    iget-object v0, p0, Lcom/wrenfield/notes/attachments/GetThumbnailTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/attachments/AttachmentStore;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/attachments/AttachmentStore;

    move-object v7, v0

    .line 52
    invoke-virtual {v7, p2}, Lcom/wrenfield/notes/attachments/AttachmentStore;->thumb(Lcom/wrenfield/notes/attachments/AttachmentStore$Row;)Ljava/io/File;

    move-result-object v8

    .line 53
    const/high16 v2, 0x10000000

    invoke-virtual {v7, v8, v2}, Lcom/wrenfield/notes/attachments/AttachmentStore;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v9

    .line 54
    new-instance v0, Lcom/wrenfield/notes/attachments/Blob;

    invoke-virtual {v8}, Ljava/io/File;->length()J

    move-result-wide v4

    invoke-static {v8}, Lcom/wrenfield/notes/attachments/AttachmentStore;->sha256Of(Ljava/io/File;)Ljava/lang/String;

    move-result-object v6

    move-object v1, v0

    move-object v2, v9

    const-string v3, "image/webp"

    invoke-direct/range {v1 .. v6}, Lcom/wrenfield/notes/attachments/Blob;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)V

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.method protected bridge synthetic perform(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 16
    check-cast p2, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/attachments/GetThumbnailTool;->perform(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/AttachmentStore$Row;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.method protected render(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/Blob;)Lcom/wrenfield/notes/tool/Reply;
    .registers 8

    .line 59
    iget-object v0, p2, Lcom/wrenfield/notes/attachments/Blob;->fd:Landroid/os/ParcelFileDescriptor;

    iget-object v1, p2, Lcom/wrenfield/notes/attachments/Blob;->mediaType:Ljava/lang/String;

    iget-wide v2, p2, Lcom/wrenfield/notes/attachments/Blob;->sizeBytes:J

    iget-object v4, p2, Lcom/wrenfield/notes/attachments/Blob;->sha256:Ljava/lang/String;

    invoke-static {v0, v1, v2, v3, v4}, Lcom/wrenfield/notes/tool/Reply;->file(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected bridge synthetic render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/tool/Reply;
    .registers 4

    .line 16
    check-cast p2, Lcom/wrenfield/notes/attachments/Blob;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/attachments/GetThumbnailTool;->render(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/Blob;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected validate(Lorg/json/JSONObject;)Lcom/wrenfield/notes/core/Result;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/attachments/AttachmentStore$Row;",
            ">;"
        }
    .end annotation

    .line 33
    const-string v1, "attachment_id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 34
    sget-object v0, Lcom/wrenfield/notes/attachments/AttachmentStore;->ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v2}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 35
    const-string v0, "attachment_id must be 32 lowercase hex digits"

    invoke-static {v0}, Lcom/wrenfield/notes/core/ToolError;->invalidArgs(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 37
    :cond_0
    iget-object v0, p0, Lcom/wrenfield/notes/attachments/GetThumbnailTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/attachments/AttachmentStore;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/attachments/AttachmentStore;

    invoke-virtual {v0, v2}, Lcom/wrenfield/notes/attachments/AttachmentStore;->find(Ljava/lang/String;)Lcom/wrenfield/notes/attachments/AttachmentStore$Row;

    move-result-object v3

    .line 38
    if-eqz v3, :cond_1

    iget-object v0, v3, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;->thumbName:Ljava/lang/String;

    if-nez v0, :cond_2

    .line 39
    :cond_1
    const-string v0, "That attachment has no thumbnail"

    invoke-static {v0}, Lcom/wrenfield/notes/core/ToolError;->invalidArgs(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 41
    :cond_2
    invoke-static {v3}, Lcom/wrenfield/notes/core/Result;->ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

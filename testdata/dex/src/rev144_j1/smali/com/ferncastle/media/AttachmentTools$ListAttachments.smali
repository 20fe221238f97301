.class final Lcom/ferncastle/media/AttachmentTools$ListAttachments;
.super Lcom/ferncastle/plugin/AbstractTool;
.source "AttachmentTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/media/AttachmentTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "ListAttachments"
.end annotation


# instance fields
.field private final spec:Lcom/ferncastle/plugin/ToolSpec;


# direct methods
.method constructor <init>(Lcom/ferncastle/plugin/Registry$Kit;)V
    .registers 5

    .line 101
    invoke-direct {p0, p1}, Lcom/ferncastle/plugin/AbstractTool;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    .line 92
    new-instance v0, Lcom/ferncastle/plugin/ToolSpec$Builder;

    const-string v2, "list_attachments"

    invoke-direct {v0, v2}, Lcom/ferncastle/plugin/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    .line 93
    const-string v1, "List attachments"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 94
    const-string v1, "Lists the attachments of the journal, or of one entry."

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 95
    const-string v1, "attachments.read"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 96
    const-string v1, "{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"integer\",\"minimum\":1}},\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 97
    const-string v1, "{\"type\":\"object\",\"properties\":{\"attachments\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"id\",\"name\",\"media_type\"]}}},\"required\":[\"attachments\"]}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 98
    invoke-virtual {v0}, Lcom/ferncastle/plugin/ToolSpec$Builder;->build()Lcom/ferncastle/plugin/ToolSpec;

    move-result-object v0

    iput-object v0, p0, Lcom/ferncastle/media/AttachmentTools$ListAttachments;->spec:Lcom/ferncastle/plugin/ToolSpec;

    .line 102
    return-void
.end method


# virtual methods
.method protected doRun(Lcom/ferncastle/plugin/Invocation;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;
    .registers 12
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

    .line 111
    const-string v1, "entry_id"

    const-wide/16 v2, 0x0

    invoke-virtual {p2, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 112
    const-wide/16 v2, 0x0

    cmp-long v0, v6, v2

    if-lez v0, :cond_0

    .line 113
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$ListAttachments;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    invoke-static {v6, v7}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v2, v4

    const-string v1, "entry_id = ?"

    invoke-static {v0, v1, v2}, Lcom/ferncastle/media/AttachmentTools;->rows(Lcom/ferncastle/data/JournalDb;Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    goto :goto_0

    .line 114
    :cond_0
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$ListAttachments;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/media/AttachmentTools;->rows(Lcom/ferncastle/data/JournalDb;Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    :goto_0
    move-object v8, v0

    .line 115
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "attachments"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Result;->ok(Ljava/lang/Object;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.method public spec()Lcom/ferncastle/plugin/ToolSpec;
    .registers 2

    .line 106
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$ListAttachments;->spec:Lcom/ferncastle/plugin/ToolSpec;

    return-object v0
.end method

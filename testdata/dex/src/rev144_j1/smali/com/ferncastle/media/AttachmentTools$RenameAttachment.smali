.class final Lcom/ferncastle/media/AttachmentTools$RenameAttachment;
.super Lcom/ferncastle/plugin/AbstractTool;
.source "AttachmentTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/media/AttachmentTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "RenameAttachment"
.end annotation


# instance fields
.field private final spec:Lcom/ferncastle/plugin/ToolSpec;


# direct methods
.method constructor <init>(Lcom/ferncastle/plugin/Registry$Kit;)V
    .registers 5

    .line 172
    invoke-direct {p0, p1}, Lcom/ferncastle/plugin/AbstractTool;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    .line 160
    new-instance v0, Lcom/ferncastle/plugin/ToolSpec$Builder;

    const-string v2, "rename_attachment"

    invoke-direct {v0, v2}, Lcom/ferncastle/plugin/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    .line 161
    const-string v1, "Rename an attachment"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 162
    const-string v1, "Changes the name an attachment is shown with."

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 163
    const-string v1, "update"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->effect(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 164
    const-string v1, "low"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->risk(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 165
    const-string v1, "never"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->confirmation(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 166
    const-string v1, "attachments.write"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 167
    const-string v1, "{\"type\":\"object\",\"properties\":{\"attachment_id\":{\"type\":\"integer\",\"minimum\":1},\"name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120}},\"required\":[\"attachment_id\",\"name\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 168
    const-string v1, "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}},\"required\":[\"id\"]}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 169
    invoke-virtual {v0}, Lcom/ferncastle/plugin/ToolSpec$Builder;->build()Lcom/ferncastle/plugin/ToolSpec;

    move-result-object v0

    iput-object v0, p0, Lcom/ferncastle/media/AttachmentTools$RenameAttachment;->spec:Lcom/ferncastle/plugin/ToolSpec;

    .line 173
    return-void
.end method


# virtual methods
.method protected doRun(Lcom/ferncastle/plugin/Invocation;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;
    .registers 15
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

    .line 182
    const-string v1, "attachment_id"

    const-wide/16 v2, 0x0

    invoke-virtual {p2, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v7

    .line 183
    const-string v1, "name"

    const-string v2, ""

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v9

    .line 184
    const-wide/16 v2, 0x0

    cmp-long v0, v7, v2

    if-lez v0, :cond_0

    invoke-virtual {v9}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v9}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x78

    if-le v0, v1, :cond_1

    .line 185
    :cond_0
    const-string v0, "INVALID_ARGS"

    const-string v1, "attachment_id and a name of 1 to 120 characters are required"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 188
    :cond_1
    new-instance v10, Landroid/content/ContentValues;

    invoke-direct {v10}, Landroid/content/ContentValues;-><init>()V

    .line 189
    const-string v1, "name"

    invoke-virtual {v10, v1, v9}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 190
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$RenameAttachment;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    invoke-virtual {v0}, Lcom/ferncastle/data/JournalDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 191
    invoke-static {v7, v8}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    .line 190
    const-string v1, "attachments"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v10, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v11

    .line 192
    if-nez v11, :cond_2

    .line 193
    const-string v0, "INVALID_ARGS"

    const-string v1, "No attachment has this id"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 195
    :cond_2
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "id"

    invoke-virtual {v0, v1, v7, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Result;->ok(Ljava/lang/Object;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.method public spec()Lcom/ferncastle/plugin/ToolSpec;
    .registers 2

    .line 177
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$RenameAttachment;->spec:Lcom/ferncastle/plugin/ToolSpec;

    return-object v0
.end method

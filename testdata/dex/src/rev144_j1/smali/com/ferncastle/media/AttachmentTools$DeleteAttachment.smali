.class final Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;
.super Lcom/ferncastle/plugin/AbstractTool;
.source "AttachmentTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/media/AttachmentTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "DeleteAttachment"
.end annotation


# instance fields
.field private final spec:Lcom/ferncastle/plugin/ToolSpec;

.field private final tokens:Ljava/util/function/Supplier;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Supplier<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lcom/ferncastle/plugin/Registry$Kit;Ljava/util/function/Supplier;)V
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Registry$Kit;",
            "Ljava/util/function/Supplier<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 214
    invoke-direct {p0, p1}, Lcom/ferncastle/plugin/AbstractTool;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    .line 200
    new-instance v0, Lcom/ferncastle/plugin/ToolSpec$Builder;

    const-string v2, "delete_attachment"

    invoke-direct {v0, v2}, Lcom/ferncastle/plugin/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    .line 201
    const-string v1, "Delete an attachment"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 202
    const-string v1, "Deletes an attachment and its file for good."

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 203
    const-string v1, "delete"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->effect(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 204
    const-string v1, "high"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->risk(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 205
    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->destructive(Z)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 206
    const-string v1, "always"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->confirmation(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 207
    const-string v1, "attachments.write"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 208
    const-string v1, "{\"type\":\"object\",\"properties\":{\"attachment_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"attachment_id\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 209
    const-string v1, "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}},\"required\":[\"id\"]}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 210
    invoke-virtual {v0}, Lcom/ferncastle/plugin/ToolSpec$Builder;->build()Lcom/ferncastle/plugin/ToolSpec;

    move-result-object v0

    iput-object v0, p0, Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;->spec:Lcom/ferncastle/plugin/ToolSpec;

    .line 215
    iput-object p2, p0, Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;->tokens:Ljava/util/function/Supplier;

    .line 216
    return-void
.end method


# virtual methods
.method protected doRun(Lcom/ferncastle/plugin/Invocation;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;
    .registers 16
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

    .line 225
    move-object/from16 v0, p2

    const-string v1, "attachment_id"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v7

    .line 226
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    invoke-static {v0, v7, v8}, Lcom/ferncastle/media/AttachmentTools;->one(Lcom/ferncastle/data/JournalDb;J)Lorg/json/JSONObject;

    move-result-object v9

    .line 227
    if-nez v9, :cond_0

    .line 228
    const-string v0, "INVALID_ARGS"

    const-string v1, "No attachment has this id"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 230
    :cond_0
    invoke-virtual {p1}, Lcom/ferncastle/plugin/Invocation;->resumeToken()Ljava/lang/String;

    move-result-object v10

    .line 231
    if-nez v10, :cond_1

    .line 232
    iget-object v2, p0, Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;->tokens:Ljava/util/function/Supplier;

    const-string v4, "name"

    invoke-virtual {v9, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete the attachment \u201c"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\u201d for good"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v3, v4

    invoke-virtual {p0, p1, v2, v3}, Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;->askUser(Lcom/ferncastle/plugin/Invocation;Ljava/util/function/Supplier;Ljava/lang/String;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 234
    :cond_1
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->book:Lcom/ferncastle/cetp/ResumeBook;

    invoke-virtual {v0, v10}, Lcom/ferncastle/cetp/ResumeBook;->peek(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v11

    .line 235
    if-nez v11, :cond_2

    .line 236
    const-string v0, "INVALID_REQUEST"

    const-string v1, "The resume token is unknown"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 238
    :cond_2
    const-string v2, "state"

    invoke-virtual {v11, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "pending"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 239
    const-string v0, "CONFLICT"

    const-string v1, "The confirmation has not been answered yet"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 241
    :cond_3
    const-string v1, "approved"

    const/4 v2, 0x0

    invoke-virtual {v11, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-nez v0, :cond_4

    .line 242
    const-string v0, "USER_CANCELLED"

    const-string v1, "The deletion was not confirmed"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 244
    :cond_4
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->context:Landroid/content/Context;

    iget-object v1, p0, Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v1, v1, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    invoke-static {v0, v1, v7, v8}, Lcom/ferncastle/media/AttachmentTools;->blobFor(Landroid/content/Context;Lcom/ferncastle/data/JournalDb;J)Ljava/io/File;

    move-result-object v12

    .line 245
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    invoke-virtual {v0}, Lcom/ferncastle/data/JournalDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    invoke-static {v7, v8}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v3, v5

    const-string v1, "attachments"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 246
    if-eqz v12, :cond_5

    .line 247
    invoke-virtual {v12}, Ljava/io/File;->delete()Z

    .line 249
    :cond_5
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

    .line 220
    iget-object v0, p0, Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;->spec:Lcom/ferncastle/plugin/ToolSpec;

    return-object v0
.end method

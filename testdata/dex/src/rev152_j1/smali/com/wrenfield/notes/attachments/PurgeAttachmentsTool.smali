.class final Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;
.super Lcom/wrenfield/notes/tool/BaseTool;
.source "PurgeAttachmentsTool.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/wrenfield/notes/tool/BaseTool<",
        "Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;",
        "Ljava/lang/Integer;",
        ">;"
    }
.end annotation


# static fields
.field static final SPEC:Lcom/wrenfield/notes/tool/ToolSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    .line 21
    const-string v0, "purge_attachments"

    invoke-static {v0}, Lcom/wrenfield/notes/tool/ToolSpec;->named(Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 22
    const-string v1, "Delete a note\'s attachments"

    const-string v2, "Deletes all files attached to one note; the user confirms first"

    invoke-virtual {v0, v1, v2}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 23
    const-string v1, "delete"

    const-string v2, "high"

    const-string v3, "always"

    invoke-virtual {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 24
    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->destructive()Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "attachments.write"

    aput-object v4, v1, v3

    .line 25
    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 26
    const-string v1, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"note_id\"],\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"object\",\"properties\":{\"purged\":{\"type\":\"integer\"}},\"required\":[\"purged\"]}"

    invoke-virtual {v0, v1, v2}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 30
    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->build()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;->SPEC:Lcom/wrenfield/notes/tool/ToolSpec;

    .line 21
    return-void
.end method

.method constructor <init>(Lcom/wrenfield/notes/di/Container;)V
    .registers 3

    .line 33
    sget-object v0, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;->SPEC:Lcom/wrenfield/notes/tool/ToolSpec;

    invoke-direct {p0, p1, v0}, Lcom/wrenfield/notes/tool/BaseTool;-><init>(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/ToolSpec;)V

    .line 34
    return-void
.end method


# virtual methods
.method protected authorize(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;)Z
    .registers 5

    .line 61
    const-string v1, "attachments.write"

    invoke-virtual {p0, v1}, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;->granted(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method protected bridge synthetic authorize(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Z
    .registers 4

    .line 20
    check-cast p2, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;->authorize(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;)Z

    move-result v0

    return v0
.end method

.method protected needsConfirmation(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;)Z
    .registers 4

    .line 66
    const/4 v0, 0x1

    return v0
.end method

.method protected bridge synthetic needsConfirmation(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Z
    .registers 4

    .line 20
    check-cast p2, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;->needsConfirmation(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;)Z

    move-result v0

    return v0
.end method

.method protected perform(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;)Lcom/wrenfield/notes/core/Result;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            "Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation

    .line 86
    iget-object v0, p0, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/attachments/AttachmentStore;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/attachments/AttachmentStore;

    iget-wide v1, p2, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;->noteId:J

    iget-object v3, p2, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;->rows:Ljava/util/List;

    invoke-virtual {v0, v1, v2, v3}, Lcom/wrenfield/notes/attachments/AttachmentStore;->purge(JLjava/util/List;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

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

    .line 20
    check-cast p2, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;->perform(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.method protected render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Integer;)Lcom/wrenfield/notes/tool/Reply;
    .registers 7

    .line 92
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p2}, Ljava/lang/Integer;->intValue()I

    move-result v2

    const-string v1, "purged"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/tool/Reply;->inline(Lorg/json/JSONObject;)Lcom/wrenfield/notes/tool/Reply;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 94
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "purge reply"

    invoke-direct {v0, v2, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method protected bridge synthetic render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/tool/Reply;
    .registers 4

    .line 20
    check-cast p2, Ljava/lang/Integer;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;->render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Integer;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected renderPrompt(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;Lcom/wrenfield/notes/core/Confirmations$Ticket;)Lcom/wrenfield/notes/tool/Reply;
    .registers 11

    .line 77
    iget-object v0, p0, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/Context;

    move-object v4, v0

    .line 78
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lcom/wrenfield/notes/ui/ConfirmActivity;

    invoke-direct {v0, v4, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    iget-object v2, p3, Lcom/wrenfield/notes/core/Confirmations$Ticket;->key:Ljava/lang/String;

    const-string v1, "com.wrenfield.notes.extra.CONFIRMATION"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v5

    .line 79
    invoke-virtual {p3}, Lcom/wrenfield/notes/core/Confirmations$Ticket;->requestCode()I

    move-result v1

    const/high16 v3, 0x44000000    # 512.0f

    invoke-static {v4, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v6

    .line 81
    iget-object v2, p3, Lcom/wrenfield/notes/core/Confirmations$Ticket;->token:Ljava/lang/String;

    const-string v0, "Confirm deleting the attachments in Wrenfield Notes"

    invoke-static {v0, v6, v2}, Lcom/wrenfield/notes/tool/Reply;->confirm(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected bridge synthetic renderPrompt(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;Lcom/wrenfield/notes/core/Confirmations$Ticket;)Lcom/wrenfield/notes/tool/Reply;
    .registers 5

    .line 20
    check-cast p2, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;

    invoke-virtual {p0, p1, p2, p3}, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;->renderPrompt(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;Lcom/wrenfield/notes/core/Confirmations$Ticket;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected summarize(Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;)Ljava/lang/String;
    .registers 7

    .line 71
    iget-object v0, p1, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;->rows:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->size()I

    move-result v0

    iget-wide v1, p1, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;->noteId:J

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Delete the "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " files attached to note "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ". This cannot be undone."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method

.method protected bridge synthetic summarize(Ljava/lang/Object;)Ljava/lang/String;
    .registers 3

    .line 20
    check-cast p1, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;

    invoke-virtual {p0, p1}, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;->summarize(Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected validate(Lorg/json/JSONObject;)Lcom/wrenfield/notes/core/Result;
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;",
            ">;"
        }
    .end annotation

    .line 48
    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    invoke-virtual {p1, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v4

    .line 49
    const-wide/16 v2, 0x1

    cmp-long v0, v4, v2

    if-gez v0, :cond_0

    .line 50
    const-string v0, "note_id must be a positive integer"

    invoke-static {v0}, Lcom/wrenfield/notes/core/ToolError;->invalidArgs(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 52
    :cond_0
    iget-object v0, p0, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/attachments/AttachmentStore;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/attachments/AttachmentStore;

    invoke-virtual {v0, v4, v5}, Lcom/wrenfield/notes/attachments/AttachmentStore;->ofNote(J)Ljava/util/List;

    move-result-object v6

    .line 53
    invoke-interface {v6}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 54
    const-string v0, "That note has no attachments"

    invoke-static {v0}, Lcom/wrenfield/notes/core/ToolError;->invalidArgs(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 56
    :cond_1
    new-instance v0, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;

    invoke-direct {v0, v4, v5, v6}, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;-><init>(JLjava/util/List;)V

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.class final Lcom/wrenfield/notes/notes/DeleteNoteTool;
.super Lcom/wrenfield/notes/tool/BaseTool;
.source "DeleteNoteTool.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/wrenfield/notes/tool/BaseTool<",
        "Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;",
        "Ljava/lang/Integer;",
        ">;"
    }
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field static final SPEC:Lcom/wrenfield/notes/tool/ToolSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    .line 23
    const-string v0, "delete_note"

    invoke-static {v0}, Lcom/wrenfield/notes/tool/ToolSpec;->named(Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 24
    const-string v1, "Delete a note"

    const-string v2, "Deletes one note permanently; the user confirms in Wrenfield Notes first"

    invoke-virtual {v0, v1, v2}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 25
    const-string v1, "delete"

    const-string v2, "high"

    const-string v3, "always"

    invoke-virtual {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 26
    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->destructive()Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "notes.write"

    aput-object v4, v1, v3

    .line 27
    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 28
    const-string v1, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"note_id\"],\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}"

    invoke-virtual {v0, v1, v2}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 32
    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->build()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/wrenfield/notes/notes/DeleteNoteTool;->SPEC:Lcom/wrenfield/notes/tool/ToolSpec;

    .line 33
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "title"

    aput-object v3, v0, v2

    sput-object v0, Lcom/wrenfield/notes/notes/DeleteNoteTool;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method constructor <init>(Lcom/wrenfield/notes/di/Container;)V
    .registers 3

    .line 36
    sget-object v0, Lcom/wrenfield/notes/notes/DeleteNoteTool;->SPEC:Lcom/wrenfield/notes/tool/ToolSpec;

    invoke-direct {p0, p1, v0}, Lcom/wrenfield/notes/tool/BaseTool;-><init>(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/ToolSpec;)V

    .line 37
    return-void
.end method


# virtual methods
.method protected authorize(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;)Z
    .registers 5

    .line 66
    const-string v1, "notes.write"

    invoke-virtual {p0, v1}, Lcom/wrenfield/notes/notes/DeleteNoteTool;->granted(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method protected bridge synthetic authorize(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Z
    .registers 4

    .line 22
    check-cast p2, Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/notes/DeleteNoteTool;->authorize(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;)Z

    move-result v0

    return v0
.end method

.method protected needsConfirmation(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;)Z
    .registers 4

    .line 71
    const/4 v0, 0x1

    return v0
.end method

.method protected bridge synthetic needsConfirmation(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Z
    .registers 4

    .line 22
    check-cast p2, Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/notes/DeleteNoteTool;->needsConfirmation(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;)Z

    move-result v0

    return v0
.end method

.method protected perform(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;)Lcom/wrenfield/notes/core/Result;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            "Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation

    .line 90
    iget-object v0, p0, Lcom/wrenfield/notes/notes/DeleteNoteTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0}, Lcom/wrenfield/notes/core/WrenfieldDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v5

    .line 91
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    iget-wide v3, p2, Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;->noteId:J

    invoke-static {v3, v4}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    move-object v6, v0

    .line 92
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 94
    :try_start_0
    const-string v1, "attachments"

    const-string v2, "note_id = ?"

    invoke-virtual {v5, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 95
    const-string v1, "notes"

    const-string v2, "_id = ?"

    invoke-virtual {v5, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v7

    .line 96
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 97
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v8

    .line 99
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 97
    return-object v8

    :catchall_0
    move-exception v9

    .line 99
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 100
    throw v9
.end method

.method protected bridge synthetic perform(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 22
    check-cast p2, Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/notes/DeleteNoteTool;->perform(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.method protected render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Integer;)Lcom/wrenfield/notes/tool/Reply;
    .registers 7

    .line 106
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p2}, Ljava/lang/Integer;->intValue()I

    move-result v2

    const-string v1, "deleted"

    if-lez v2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/tool/Reply;->inline(Lorg/json/JSONObject;)Lcom/wrenfield/notes/tool/Reply;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 108
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "delete reply"

    invoke-direct {v0, v2, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method protected bridge synthetic render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/tool/Reply;
    .registers 4

    .line 22
    check-cast p2, Ljava/lang/Integer;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/notes/DeleteNoteTool;->render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Integer;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected renderPrompt(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;Lcom/wrenfield/notes/core/Confirmations$Ticket;)Lcom/wrenfield/notes/tool/Reply;
    .registers 11

    .line 81
    iget-object v0, p0, Lcom/wrenfield/notes/notes/DeleteNoteTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/Context;

    move-object v4, v0

    .line 82
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lcom/wrenfield/notes/ui/ConfirmActivity;

    invoke-direct {v0, v4, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    iget-object v2, p3, Lcom/wrenfield/notes/core/Confirmations$Ticket;->key:Ljava/lang/String;

    const-string v1, "com.wrenfield.notes.extra.CONFIRMATION"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v5

    .line 83
    invoke-virtual {p3}, Lcom/wrenfield/notes/core/Confirmations$Ticket;->requestCode()I

    move-result v1

    const/high16 v3, 0x8000000

    invoke-static {v4, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v6

    .line 85
    iget-object v2, p3, Lcom/wrenfield/notes/core/Confirmations$Ticket;->token:Ljava/lang/String;

    const-string v0, "Confirm deleting the note in Wrenfield Notes"

    invoke-static {v0, v6, v2}, Lcom/wrenfield/notes/tool/Reply;->confirm(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected bridge synthetic renderPrompt(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;Lcom/wrenfield/notes/core/Confirmations$Ticket;)Lcom/wrenfield/notes/tool/Reply;
    .registers 5

    .line 22
    check-cast p2, Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;

    invoke-virtual {p0, p1, p2, p3}, Lcom/wrenfield/notes/notes/DeleteNoteTool;->renderPrompt(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;Lcom/wrenfield/notes/core/Confirmations$Ticket;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected summarize(Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;)Ljava/lang/String;
    .registers 5

    .line 76
    iget-object v0, p1, Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;->title:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Delete the note \""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\" and its attachments. This cannot be undone."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method

.method protected bridge synthetic summarize(Ljava/lang/Object;)Ljava/lang/String;
    .registers 3

    .line 22
    check-cast p1, Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;

    invoke-virtual {p0, p1}, Lcom/wrenfield/notes/notes/DeleteNoteTool;->summarize(Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected validate(Lorg/json/JSONObject;)Lcom/wrenfield/notes/core/Result;
    .registers 16
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;",
            ">;"
        }
    .end annotation

    .line 51
    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    invoke-virtual {p1, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v9

    .line 52
    const-wide/16 v2, 0x1

    cmp-long v0, v9, v2

    if-gez v0, :cond_0

    .line 53
    const-string v0, "note_id must be a positive integer"

    invoke-static {v0}, Lcom/wrenfield/notes/core/ToolError;->invalidArgs(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 55
    :cond_0
    iget-object v0, p0, Lcom/wrenfield/notes/notes/DeleteNoteTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0}, Lcom/wrenfield/notes/core/WrenfieldDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/wrenfield/notes/notes/DeleteNoteTool;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 56
    invoke-static {v9, v10}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 55
    const-string v1, "notes"

    const-string v3, "_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 57
    :try_start_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_2

    .line 58
    const-string v0, "There is no note with that note_id"

    invoke-static {v0}, Lcom/wrenfield/notes/core/ToolError;->invalidArgs(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v12

    .line 61
    if-eqz v11, :cond_1

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 58
    :cond_1
    return-object v12

    .line 60
    :cond_2
    :try_start_1
    new-instance v0, Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;

    const/4 v5, 0x0

    invoke-interface {v11, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v0, v9, v10, v4}, Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;-><init>(JLjava/lang/String;)V

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v12

    .line 61
    if-eqz v11, :cond_3

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 60
    :cond_3
    return-object v12

    :catch_0
    move-exception v12

    .line 55
    if-eqz v11, :cond_4

    :try_start_2
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v13

    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_4
    :goto_0
    throw v12
.end method

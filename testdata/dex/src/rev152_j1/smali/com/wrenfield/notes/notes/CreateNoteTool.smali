.class final Lcom/wrenfield/notes/notes/CreateNoteTool;
.super Lcom/wrenfield/notes/tool/BaseTool;
.source "CreateNoteTool.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/wrenfield/notes/tool/BaseTool<",
        "Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;",
        "Ljava/lang/Long;",
        ">;"
    }
.end annotation


# static fields
.field private static final NOTEBOOK_COLUMNS:[Ljava/lang/String;

.field static final SPEC:Lcom/wrenfield/notes/tool/ToolSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    .line 24
    const-string v0, "create_note"

    invoke-static {v0}, Lcom/wrenfield/notes/tool/ToolSpec;->named(Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 25
    const-string v1, "Create a note"

    const-string v2, "Adds a note to one of the user\'s notebooks; shared notebooks ask the user first"

    invoke-virtual {v0, v1, v2}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 26
    const-string v1, "create"

    const-string v2, "moderate"

    const-string v3, "provider_policy"

    invoke-virtual {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

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
    const-string v1, "{\"type\":\"object\",\"properties\":{\"notebook\":{\"type\":\"string\"},\"title\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":200},\"body\":{\"type\":\"string\",\"maxLength\":20000},\"user_confirmed\":{\"type\":\"boolean\"}},\"required\":[\"notebook\",\"title\",\"body\"],\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"]}"

    invoke-virtual {v0, v1, v2}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 34
    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->build()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/wrenfield/notes/notes/CreateNoteTool;->SPEC:Lcom/wrenfield/notes/tool/ToolSpec;

    .line 35
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "_id"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "shared"

    aput-object v3, v0, v2

    sput-object v0, Lcom/wrenfield/notes/notes/CreateNoteTool;->NOTEBOOK_COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method constructor <init>(Lcom/wrenfield/notes/di/Container;)V
    .registers 3

    .line 38
    sget-object v0, Lcom/wrenfield/notes/notes/CreateNoteTool;->SPEC:Lcom/wrenfield/notes/tool/ToolSpec;

    invoke-direct {p0, p1, v0}, Lcom/wrenfield/notes/tool/BaseTool;-><init>(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/ToolSpec;)V

    .line 39
    return-void
.end method

.method private placed(Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;)Lcom/wrenfield/notes/core/Result;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;",
            ">;"
        }
    .end annotation

    .line 82
    iget-object v0, p0, Lcom/wrenfield/notes/notes/CreateNoteTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0}, Lcom/wrenfield/notes/core/WrenfieldDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/wrenfield/notes/notes/CreateNoteTool;->NOTEBOOK_COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    iget-object v7, p1, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->notebook:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v1, "notebooks"

    const-string v3, "name = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 84
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 85
    const-string v0, "There is no notebook by that name"

    invoke-static {v0}, Lcom/wrenfield/notes/core/ToolError;->invalidArgs(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v10

    .line 88
    if-eqz v9, :cond_0

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 85
    :cond_0
    return-object v10

    .line 87
    :cond_1
    const/4 v2, 0x0

    :try_start_1
    invoke-interface {v9, v2}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    const/4 v4, 0x1

    invoke-interface {v9, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    move-object v0, p1

    if-eqz v3, :cond_2

    const/4 v3, 0x1

    goto :goto_0

    :cond_2
    const/4 v3, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2, v3}, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->in(JZ)Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v10

    .line 88
    if-eqz v9, :cond_3

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 87
    :cond_3
    return-object v10

    :catch_0
    move-exception v10

    .line 82
    if-eqz v9, :cond_4

    :try_start_2
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_4
    :goto_1
    throw v10
.end method


# virtual methods
.method protected authorize(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;)Z
    .registers 5

    .line 93
    const-string v1, "notes.write"

    invoke-virtual {p0, v1}, Lcom/wrenfield/notes/notes/CreateNoteTool;->granted(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method protected bridge synthetic authorize(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Z
    .registers 4

    .line 23
    check-cast p2, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/notes/CreateNoteTool;->authorize(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;)Z

    move-result v0

    return v0
.end method

.method protected needsConfirmation(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;)Z
    .registers 4

    .line 98
    iget-boolean v0, p2, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->shared:Z

    if-eqz v0, :cond_0

    iget-boolean v0, p2, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->userConfirmed:Z

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method protected bridge synthetic needsConfirmation(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Z
    .registers 4

    .line 23
    check-cast p2, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/notes/CreateNoteTool;->needsConfirmation(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;)Z

    move-result v0

    return v0
.end method

.method protected perform(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;)Lcom/wrenfield/notes/core/Result;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            "Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Ljava/lang/Long;",
            ">;"
        }
    .end annotation

    .line 118
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 119
    iget-wide v2, p2, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->notebookId:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "notebook_id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 120
    iget-object v2, p2, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 121
    iget-object v2, p2, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->body:Ljava/lang/String;

    const-string v1, "body"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 122
    iget-object v2, p0, Lcom/wrenfield/notes/notes/CreateNoteTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v3, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {v2, v3}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v2}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 123
    iget-object v0, p0, Lcom/wrenfield/notes/notes/CreateNoteTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0}, Lcom/wrenfield/notes/core/WrenfieldDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "notes"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v5

    .line 124
    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-gez v0, :cond_0

    .line 125
    const-string v0, "UNAVAILABLE"

    const-string v1, "The note could not be saved; try again"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/wrenfield/notes/core/Result;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 127
    :cond_0
    invoke-static {v5, v6}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

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

    .line 23
    check-cast p2, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/notes/CreateNoteTool;->perform(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.method protected render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Long;)Lcom/wrenfield/notes/tool/Reply;
    .registers 8

    .line 133
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p2}, Ljava/lang/Long;->longValue()J

    move-result-wide v2

    const-string v1, "note_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/tool/Reply;->inline(Lorg/json/JSONObject;)Lcom/wrenfield/notes/tool/Reply;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 135
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "create reply"

    invoke-direct {v0, v2, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method protected bridge synthetic render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/tool/Reply;
    .registers 4

    .line 23
    check-cast p2, Ljava/lang/Long;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/notes/CreateNoteTool;->render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Long;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected renderPrompt(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;Lcom/wrenfield/notes/core/Confirmations$Ticket;)Lcom/wrenfield/notes/tool/Reply;
    .registers 11

    .line 109
    iget-object v0, p0, Lcom/wrenfield/notes/notes/CreateNoteTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/Context;

    move-object v4, v0

    .line 110
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lcom/wrenfield/notes/ui/ConfirmActivity;

    invoke-direct {v0, v4, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    iget-object v2, p3, Lcom/wrenfield/notes/core/Confirmations$Ticket;->key:Ljava/lang/String;

    const-string v1, "com.wrenfield.notes.extra.CONFIRMATION"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v5

    .line 111
    invoke-virtual {p3}, Lcom/wrenfield/notes/core/Confirmations$Ticket;->requestCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v4, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v6

    .line 113
    iget-object v2, p3, Lcom/wrenfield/notes/core/Confirmations$Ticket;->token:Ljava/lang/String;

    const-string v0, "Confirm the new note in Wrenfield Notes"

    invoke-static {v0, v6, v2}, Lcom/wrenfield/notes/tool/Reply;->confirm(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected bridge synthetic renderPrompt(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;Lcom/wrenfield/notes/core/Confirmations$Ticket;)Lcom/wrenfield/notes/tool/Reply;
    .registers 5

    .line 23
    check-cast p2, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;

    invoke-virtual {p0, p1, p2, p3}, Lcom/wrenfield/notes/notes/CreateNoteTool;->renderPrompt(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;Lcom/wrenfield/notes/core/Confirmations$Ticket;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected summarize(Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;)Ljava/lang/String;
    .registers 6

    .line 103
    iget-object v0, p1, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->title:Ljava/lang/String;

    iget-object v1, p1, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->notebook:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Add the note \""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\" to the shared notebook \""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\", where everyone it is shared with will see it"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method

.method protected bridge synthetic summarize(Ljava/lang/Object;)Ljava/lang/String;
    .registers 3

    .line 23
    check-cast p1, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;

    invoke-virtual {p0, p1}, Lcom/wrenfield/notes/notes/CreateNoteTool;->summarize(Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected validate(Lorg/json/JSONObject;)Lcom/wrenfield/notes/core/Result;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;",
            ">;"
        }
    .end annotation

    .line 77
    invoke-static {p1}, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->parse(Lorg/json/JSONObject;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    new-instance v1, Lcom/wrenfield/notes/notes/CreateNoteTool$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/wrenfield/notes/notes/CreateNoteTool$$ExternalSyntheticLambda0;-><init>(Lcom/wrenfield/notes/notes/CreateNoteTool;)V

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/core/Result;->flatMap(Ljava/util/function/Function;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

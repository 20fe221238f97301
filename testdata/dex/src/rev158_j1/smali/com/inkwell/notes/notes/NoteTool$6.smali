.class final enum Lcom/inkwell/notes/notes/NoteTool$6;
.super Lcom/inkwell/notes/notes/NoteTool;
.source "NoteTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/notes/NoteTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method private varargs constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V
    .registers 15

    .line 118
    move-object v0, p0

    move-object v1, p1

    move v2, p2

    move-object v3, p3

    move-object v4, p4

    move-object v5, p5

    move-object v6, p6

    const/4 v7, 0x0

    invoke-direct/range {v0 .. v7}, Lcom/inkwell/notes/notes/NoteTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/notes/NoteTool-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/notes/NoteTool-IA;)V
    .registers 8

    invoke-direct/range {p0 .. p6}, Lcom/inkwell/notes/notes/NoteTool$6;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public run(Lcom/inkwell/notes/cetp/Ctx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 122
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    const-string v2, "note_id"

    const-wide/16 v3, -0x1

    invoke-virtual {p2, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/inkwell/notes/data/NotesDb;->note(J)Lcom/inkwell/notes/data/NotesDb$Note;

    move-result-object v6

    .line 123
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    const-string v2, "notebook_id"

    const-wide/16 v3, -0x1

    invoke-virtual {p2, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/inkwell/notes/data/NotesDb;->notebook(J)Lcom/inkwell/notes/data/NotesDb$Notebook;

    move-result-object v7

    .line 124
    if-eqz v6, :cond_0

    if-nez v7, :cond_1

    .line 125
    :cond_0
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->BAD_ARGS:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "There is no such note or notebook"

    invoke-static {p1, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 128
    :cond_1
    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "caller_package"

    aput-object v4, v1, v3

    const/4 v3, 0x1

    const-string v4, "calling_package"

    aput-object v4, v1, v3

    invoke-static {p2, v1}, Lcom/inkwell/notes/cetp/Json;->first(Lorg/json/JSONObject;[Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 129
    if-eqz v8, :cond_2

    move-object v0, v8

    goto :goto_0

    :cond_2
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->caller()Lcom/inkwell/notes/cetp/Caller;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkwell/notes/cetp/Caller;->packageName()Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v9, v0

    .line 130
    iget-object v0, v6, Lcom/inkwell/notes/data/NotesDb$Note;->ownerPackage:Ljava/lang/String;

    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 131
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->FORBIDDEN:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "Only the app that wrote a note may share it"

    invoke-static {p1, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 133
    :cond_3
    iget-boolean v0, v7, Lcom/inkwell/notes/data/NotesDb$Notebook;->shared:Z

    if-eqz v0, :cond_5

    .line 134
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_4

    .line 135
    iget-object v2, v6, Lcom/inkwell/notes/data/NotesDb$Note;->title:Ljava/lang/String;

    iget-object v3, v7, Lcom/inkwell/notes/data/NotesDb$Notebook;->name:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Copy \""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\" into the shared notebook \""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    invoke-virtual {p1, p0, v2}, Lcom/inkwell/notes/cetp/Ctx;->hold(Lcom/inkwell/notes/cetp/CetpTool;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 136
    new-instance v0, Lcom/inkwell/notes/cetp/Resolution$Builder;

    invoke-direct {v0}, Lcom/inkwell/notes/cetp/Resolution$Builder;-><init>()V

    .line 137
    const-string v1, "com.inkwell.notes"

    const-string v2, "com.inkwell.notes.ui.ConfirmActivity"

    invoke-virtual {v0, v1, v2}, Lcom/inkwell/notes/cetp/Resolution$Builder;->component(Ljava/lang/String;Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;

    move-result-object v0

    .line 138
    invoke-virtual {v0, v10}, Lcom/inkwell/notes/cetp/Resolution$Builder;->token(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;

    move-result-object v0

    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->context()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/inkwell/notes/cetp/Resolution$Builder;->build(Landroid/content/Context;)Landroid/app/PendingIntent;

    move-result-object v11

    .line 139
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->CONFIRM:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "Confirm the sharing on the device"

    invoke-static {p1, v1, v2, v11, v10}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 141
    :cond_4
    invoke-virtual {p1, p0}, Lcom/inkwell/notes/cetp/Ctx;->verdict(Lcom/inkwell/notes/cetp/CetpTool;)Landroid/os/Bundle;

    move-result-object v10

    .line 142
    if-eqz v10, :cond_5

    .line 143
    return-object v10

    .line 146
    :cond_5
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_6

    .line 147
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->LATE:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "The deadline passed before the note was shared"

    invoke-static {p1, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 149
    :cond_6
    new-instance v10, Landroid/content/ContentValues;

    invoke-direct {v10}, Landroid/content/ContentValues;-><init>()V

    .line 150
    iget-wide v2, v7, Lcom/inkwell/notes/data/NotesDb$Notebook;->id:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "notebook_id"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 151
    iget-object v2, v6, Lcom/inkwell/notes/data/NotesDb$Note;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 152
    iget-object v2, v6, Lcom/inkwell/notes/data/NotesDb$Note;->body:Ljava/lang/String;

    const-string v1, "body"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 153
    iget-object v2, v6, Lcom/inkwell/notes/data/NotesDb$Note;->ownerPackage:Ljava/lang/String;

    const-string v1, "owner_pkg"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 154
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 155
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkwell/notes/data/NotesDb;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "notes"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v11

    .line 156
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "note_id"

    invoke-virtual {v1, v2, v11, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/inkwell/notes/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.class final enum Lcom/inkwell/notes/notes/NoteTool$7;
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

    .line 159
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

    invoke-direct/range {p0 .. p6}, Lcom/inkwell/notes/notes/NoteTool$7;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public run(Lcom/inkwell/notes/cetp/Ctx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 163
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    const-string v2, "note_id"

    const-wide/16 v3, -0x1

    invoke-virtual {p2, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/inkwell/notes/data/NotesDb;->note(J)Lcom/inkwell/notes/data/NotesDb$Note;

    move-result-object v8

    .line 164
    if-nez v8, :cond_0

    .line 165
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->BAD_ARGS:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "There is no note with that id"

    invoke-static {p1, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 167
    :cond_0
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 168
    iget-object v2, v8, Lcom/inkwell/notes/data/NotesDb$Note;->title:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Delete the note \""

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\" for good"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-virtual {p1, p0, v2}, Lcom/inkwell/notes/cetp/Ctx;->hold(Lcom/inkwell/notes/cetp/CetpTool;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 169
    new-instance v0, Lcom/inkwell/notes/cetp/Resolution$Builder;

    invoke-direct {v0}, Lcom/inkwell/notes/cetp/Resolution$Builder;-><init>()V

    const-class v1, Lcom/inkwell/notes/ui/ConfirmActivity;

    invoke-virtual {v0, v1}, Lcom/inkwell/notes/cetp/Resolution$Builder;->target(Ljava/lang/Class;)Lcom/inkwell/notes/cetp/Resolution$Builder;

    move-result-object v0

    invoke-virtual {v0, v9}, Lcom/inkwell/notes/cetp/Resolution$Builder;->token(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;

    move-result-object v0

    .line 170
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->context()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/inkwell/notes/cetp/Resolution$Builder;->build(Landroid/content/Context;)Landroid/app/PendingIntent;

    move-result-object v10

    .line 171
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->CONFIRM:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "Confirm the deletion on the device"

    invoke-static {p1, v1, v2, v10, v9}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 173
    :cond_1
    invoke-virtual {p1, p0}, Lcom/inkwell/notes/cetp/Ctx;->verdict(Lcom/inkwell/notes/cetp/CetpTool;)Landroid/os/Bundle;

    move-result-object v9

    .line 174
    if-eqz v9, :cond_2

    .line 175
    return-object v9

    .line 177
    :cond_2
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkwell/notes/data/NotesDb;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    iget-wide v6, v8, Lcom/inkwell/notes/data/NotesDb$Note;->id:J

    invoke-static {v6, v7}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v3, v5

    invoke-static {v3}, Lcom/inkwell/notes/cetp/Sql;->args([Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v3

    const-string v1, "notes"

    const-string v2, "_id = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v10

    .line 178
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "deleted"

    if-lez v10, :cond_3

    const/4 v3, 0x1

    goto :goto_0

    :cond_3
    const/4 v3, 0x0

    :goto_0
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/inkwell/notes/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

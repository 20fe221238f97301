.class final enum Lcom/inkwell/notes/notes/NoteTool$2;
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

    .line 37
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

    invoke-direct/range {p0 .. p6}, Lcom/inkwell/notes/notes/NoteTool$2;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public run(Lcom/inkwell/notes/cetp/Ctx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 40
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    const-string v2, "note_id"

    const-wide/16 v3, -0x1

    invoke-virtual {p2, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/inkwell/notes/data/NotesDb;->note(J)Lcom/inkwell/notes/data/NotesDb$Note;

    move-result-object v7

    .line 41
    if-nez v7, :cond_0

    .line 42
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->BAD_ARGS:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "There is no note with that id"

    invoke-static {p1, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 44
    :cond_0
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    iget-wide v5, v7, Lcom/inkwell/notes/data/NotesDb$Note;->id:J

    .line 45
    const-string v4, "id"

    invoke-virtual {v3, v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v3

    iget-wide v5, v7, Lcom/inkwell/notes/data/NotesDb$Note;->notebookId:J

    const-string v4, "notebook_id"

    invoke-virtual {v3, v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v3

    iget-object v5, v7, Lcom/inkwell/notes/data/NotesDb$Note;->title:Ljava/lang/String;

    const-string v4, "title"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    iget-object v5, v7, Lcom/inkwell/notes/data/NotesDb$Note;->body:Ljava/lang/String;

    .line 46
    const-string v4, "body"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 44
    const-string v2, "note"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/inkwell/notes/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

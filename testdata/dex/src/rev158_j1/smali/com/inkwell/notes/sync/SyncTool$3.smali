.class final enum Lcom/inkwell/notes/sync/SyncTool$3;
.super Lcom/inkwell/notes/sync/SyncTool;
.source "SyncTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/sync/SyncTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method private varargs constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V
    .registers 15

    .line 84
    move-object v0, p0

    move-object v1, p1

    move v2, p2

    move-object v3, p3

    move-object v4, p4

    move-object v5, p5

    move-object v6, p6

    const/4 v7, 0x0

    invoke-direct/range {v0 .. v7}, Lcom/inkwell/notes/sync/SyncTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/sync/SyncTool-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/sync/SyncTool-IA;)V
    .registers 8

    invoke-direct/range {p0 .. p6}, Lcom/inkwell/notes/sync/SyncTool$3;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

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

    .line 88
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    const-string v2, "notebook_id"

    const-wide/16 v3, -0x1

    invoke-virtual {p2, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/inkwell/notes/data/NotesDb;->notebook(J)Lcom/inkwell/notes/data/NotesDb$Notebook;

    move-result-object v8

    .line 89
    if-nez v8, :cond_0

    .line 90
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->BAD_ARGS:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "There is no notebook with that id"

    invoke-static {p1, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 92
    :cond_0
    iget-boolean v0, v8, Lcom/inkwell/notes/data/NotesDb$Notebook;->shared:Z

    if-eqz v0, :cond_2

    .line 93
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 94
    iget-object v2, v8, Lcom/inkwell/notes/data/NotesDb$Notebook;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Archive \""

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\", which other people can see"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-virtual {p1, p0, v2}, Lcom/inkwell/notes/cetp/Ctx;->hold(Lcom/inkwell/notes/cetp/CetpTool;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 95
    new-instance v0, Lcom/inkwell/notes/cetp/Resolution$Builder;

    invoke-direct {v0}, Lcom/inkwell/notes/cetp/Resolution$Builder;-><init>()V

    const-string v1, "com.inkwell.notes.action.REVIEW"

    invoke-virtual {v0, v1}, Lcom/inkwell/notes/cetp/Resolution$Builder;->action(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;

    move-result-object v0

    .line 96
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->context()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/inkwell/notes/cetp/Resolution$Builder;->inPackage(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;

    move-result-object v0

    invoke-virtual {v0, v9}, Lcom/inkwell/notes/cetp/Resolution$Builder;->token(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;

    move-result-object v0

    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->context()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/inkwell/notes/cetp/Resolution$Builder;->build(Landroid/content/Context;)Landroid/app/PendingIntent;

    move-result-object v10

    .line 97
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->CONFIRM:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "Confirm archiving on the device"

    invoke-static {p1, v1, v2, v10, v9}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 99
    :cond_1
    invoke-virtual {p1, p0}, Lcom/inkwell/notes/cetp/Ctx;->verdict(Lcom/inkwell/notes/cetp/CetpTool;)Landroid/os/Bundle;

    move-result-object v9

    .line 100
    if-eqz v9, :cond_2

    .line 101
    return-object v9

    .line 104
    :cond_2
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 105
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->LATE:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "The deadline passed before the notebook was archived"

    invoke-static {p1, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 107
    :cond_3
    new-instance v9, Landroid/content/ContentValues;

    invoke-direct {v9}, Landroid/content/ContentValues;-><init>()V

    .line 108
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "archived"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 109
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkwell/notes/data/NotesDb;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    iget-wide v6, v8, Lcom/inkwell/notes/data/NotesDb$Notebook;->id:J

    invoke-static {v6, v7}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    invoke-static {v4}, Lcom/inkwell/notes/cetp/Sql;->args([Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v4

    const-string v1, "notebooks"

    const-string v3, "_id = ?"

    invoke-virtual {v0, v1, v9, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 110
    iget-wide v2, v8, Lcom/inkwell/notes/data/NotesDb$Notebook;->id:J

    invoke-virtual {p0, p1, v2, v3}, Lcom/inkwell/notes/sync/SyncTool$3;->propagate(Lcom/inkwell/notes/cetp/Ctx;J)V

    .line 111
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "archived"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/inkwell/notes/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

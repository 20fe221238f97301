.class final enum Lcom/inkwell/notes/NotesToolProvider$NoteTool$5;
.super Lcom/inkwell/notes/NotesToolProvider$NoteTool;
.source "NotesToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/NotesToolProvider$NoteTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 15

    .line 214
    const/4 v7, 0x0

    move-object v0, p0

    move-object v1, p1

    move v2, p2

    move-object v3, p3

    move-object v4, p4

    move-object v5, p5

    move-object v6, p6

    invoke-direct/range {v0 .. v7}, Lcom/inkwell/notes/NotesToolProvider$NoteTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/inkwell/notes/NotesToolProvider$1;)V

    return-void
.end method


# virtual methods
.method run(Lcom/inkwell/notes/NotesToolProvider;Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 217
    iget-object v0, p2, Lcom/inkwell/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "note_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    .line 218
    iget-object v2, p2, Lcom/inkwell/core/ToolCall;->argsText:Ljava/lang/String;

    invoke-static {v2}, Lcom/inkwell/core/Texts;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 219
    iget-object v3, p2, Lcom/inkwell/core/ToolCall;->resumeToken:Ljava/lang/String;

    if-nez v3, :cond_0

    .line 220
    invoke-static {}, Lcom/inkwell/core/TokenMint;->get()Lcom/inkwell/core/TokenMint;

    move-result-object v3

    invoke-virtual {v3}, Lcom/inkwell/core/TokenMint;->opaque()Ljava/lang/String;

    move-result-object v3

    .line 221
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    invoke-static {p1}, Lcom/inkwell/notes/NotesToolProvider;->access$500(Lcom/inkwell/notes/NotesToolProvider;)Lcom/inkwell/core/CallerPolicy;

    move-result-object v5

    iget v6, p2, Lcom/inkwell/core/ToolCall;->uid:I

    invoke-virtual {v5, v6}, Lcom/inkwell/core/CallerPolicy;->packageOf(I)Ljava/lang/String;

    move-result-object v5

    const/4 v6, 0x0

    aput-object v5, v4, v6

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "uid "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    iget v6, p2, Lcom/inkwell/core/ToolCall;->uid:I

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    const/4 v6, 0x1

    aput-object v5, v4, v6

    invoke-static {v4}, Lcom/inkwell/core/Texts;->firstNonEmpty([Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 222
    invoke-static {p1}, Lcom/inkwell/notes/NotesToolProvider;->access$600(Lcom/inkwell/notes/NotesToolProvider;)Lcom/inkwell/notes/PendingDeletes;

    move-result-object v5

    iget v9, p2, Lcom/inkwell/core/ToolCall;->uid:I

    move-object v6, v3

    move-wide v7, v0

    move-object v10, v2

    invoke-virtual/range {v5 .. v10}, Lcom/inkwell/notes/PendingDeletes;->hold(Ljava/lang/String;JILjava/lang/String;)V

    .line 223
    iget-object v5, p2, Lcom/inkwell/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v6, "confirm the delete in Inkwell"

    .line 224
    invoke-static {p1}, Lcom/inkwell/notes/NotesToolProvider;->access$700(Lcom/inkwell/notes/NotesToolProvider;)Lcom/inkwell/notes/NotesToolProvider$Resolutions;

    move-result-object v7

    invoke-virtual {v7, v3, v0, v1, v4}, Lcom/inkwell/notes/NotesToolProvider$Resolutions;->forDelete(Ljava/lang/String;JLjava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v7

    .line 223
    invoke-static {v5, v6, v7, v3}, Lcom/inkwell/core/Replies;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 226
    :cond_0
    invoke-static {p1}, Lcom/inkwell/notes/NotesToolProvider;->access$600(Lcom/inkwell/notes/NotesToolProvider;)Lcom/inkwell/notes/PendingDeletes;

    move-result-object v3

    iget-object v4, p2, Lcom/inkwell/core/ToolCall;->resumeToken:Ljava/lang/String;

    invoke-virtual {v3, v4}, Lcom/inkwell/notes/PendingDeletes;->approved(Ljava/lang/String;)Lcom/inkwell/notes/PendingDeletes$Entry;

    move-result-object v3

    .line 227
    if-eqz v3, :cond_1

    iget-wide v4, v3, Lcom/inkwell/notes/PendingDeletes$Entry;->noteId:J

    cmp-long v4, v4, v0

    if-nez v4, :cond_1

    iget-object v4, v3, Lcom/inkwell/notes/PendingDeletes$Entry;->argsDigest:Ljava/lang/String;

    invoke-virtual {v4, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-nez v4, :cond_2

    .line 228
    :cond_1
    iget-object v4, p2, Lcom/inkwell/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v5, "INVALID_REQUEST"

    const-string v6, "resume_token does not match this request"

    invoke-static {v4, v5, v6}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 230
    :cond_2
    invoke-static {p1}, Lcom/inkwell/notes/NotesToolProvider;->access$800(Lcom/inkwell/notes/NotesToolProvider;)Lcom/inkwell/notes/NoteTrash;

    move-result-object v4

    invoke-interface {v4, p2, v0, v1}, Lcom/inkwell/notes/NoteTrash;->moveToTrash(Lcom/inkwell/core/ToolCall;J)I

    move-result v4

    .line 231
    invoke-static {p1}, Lcom/inkwell/notes/NotesToolProvider;->access$900(Lcom/inkwell/notes/NotesToolProvider;)Ljava/util/concurrent/ExecutorService;

    move-result-object v5

    new-instance v6, Lcom/inkwell/notes/NotesToolProvider$NoteTool$5$1;

    invoke-direct {v6, p0, p1, v0, v1}, Lcom/inkwell/notes/NotesToolProvider$NoteTool$5$1;-><init>(Lcom/inkwell/notes/NotesToolProvider$NoteTool$5;Lcom/inkwell/notes/NotesToolProvider;J)V

    invoke-interface {v5, v6}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 238
    iget-object v5, p2, Lcom/inkwell/core/ToolCall;->requestId:Ljava/lang/String;

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "{\"moved_to_trash\":"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, "}"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    invoke-static {v5, v6}, Lcom/inkwell/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5
.end method

.class public final Lcom/cinderbox/shred/ShredProvider;
.super Lcom/cinderbox/core/ToolEndpoint;
.source "ShredProvider.java"


# static fields
.field static final ASK_FLAGS:I = 0xc000000

.field static final GRANT_TTL_MS:J = 0x927c0L

.field static final INFO:Ljava/lang/String; = "{\"provider_id\":\"com.cinderbox.shred\",\"provider_name\":\"Cinderbox Shredder\",\"description\":\"Empty the notes trash, shred folders and restore snapshots\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"notes.trash\",\"title\":\"Empty trash and shred\",\"description\":\"Delete notes for good\",\"access\":\"write\",\"sensitivity\":\"personal\"},{\"name\":\"notes.read\",\"title\":\"See the trash\",\"description\":\"List trash batches\",\"access\":\"read\",\"sensitivity\":\"personal\"}]}"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"shred-3\",\"tools\":[{\"name\":\"list_trash\",\"description\":\"List the batches in the trash\",\"input_schema\":{\"type\":\"object\",\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"batches\"]},\"scopes\":[\"notes.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"empty_trash\",\"description\":\"Delete a trash batch for good\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"batch_id\":{\"type\":\"integer\"},\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"batch_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"batch_id\",\"removed\"]},\"scopes\":[\"notes.trash\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"open_world\":false,\"confirmation\":\"always\"}},{\"name\":\"shred_folder\",\"description\":\"Delete a folder and every note in it\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder_id\":{\"type\":\"integer\"}},\"required\":[\"folder_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"folder_id\",\"removed\"]},\"scopes\":[\"notes.trash\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"open_world\":false,\"confirmation\":\"always\"}},{\"name\":\"restore_snapshot\",\"description\":\"Replace all notes with a snapshot\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\"}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"snapshot_id\",\"notes\"]},\"scopes\":[\"notes.trash\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":true,\"open_world\":false,\"confirmation\":\"always\"}}]}"


# instance fields
.field private desk:Lcom/cinderbox/shred/Desk;

.field private trash:Lcom/cinderbox/shred/TrashStore;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Lcom/cinderbox/core/ToolEndpoint;-><init>()V

    return-void
.end method

.method private askUser(Lcom/cinderbox/core/ToolCall;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 150
    new-instance v0, Lcom/cinderbox/shred/Grant;

    iget v3, p1, Lcom/cinderbox/core/ToolCall;->uid:I

    iget-object v4, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    iget-object v5, p1, Lcom/cinderbox/core/ToolCall;->tool:Ljava/lang/String;

    iget-object v6, p1, Lcom/cinderbox/core/ToolCall;->rawArgs:Ljava/lang/String;

    .line 151
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    const-wide/32 v10, 0x927c0

    add-long/2addr v8, v10

    move-object v2, v0

    move-object v7, p2

    invoke-direct/range {v2 .. v9}, Lcom/cinderbox/shred/Grant;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 152
    iget-object v1, p0, Lcom/cinderbox/shred/ShredProvider;->desk:Lcom/cinderbox/shred/Desk;

    invoke-virtual {p1}, Lcom/cinderbox/core/ToolCall;->remaining()J

    move-result-wide v4

    invoke-virtual {v1, v0, p3, v4, v5}, Lcom/cinderbox/shred/Desk;->issue(Lcom/cinderbox/shred/Grant;IJ)Z

    move-result v1

    if-nez v1, :cond_0

    .line 153
    iget-object v1, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v2, "UNAVAILABLE"

    const-string v3, "The confirmation could not be prepared"

    const/4 v4, 0x1

    invoke-static {v1, v2, v3, v4}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 155
    :cond_0
    iget-object v1, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Confirm on the phone: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    iget-object v3, v0, Lcom/cinderbox/shred/Grant;->resolution:Landroid/app/PendingIntent;

    iget-object v4, v0, Lcom/cinderbox/shred/Grant;->token:Ljava/lang/String;

    invoke-static {v1, v2, v3, v4}, Lcom/cinderbox/core/Replies;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private emptyTrash(Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 96
    iget-object v4, p1, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v5, "batch_id"

    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    .line 98
    iget-object v4, p1, Lcom/cinderbox/core/ToolCall;->resumeToken:Ljava/lang/String;

    if-nez v4, :cond_0

    .line 100
    iget-object v4, p1, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v5, "confirmed"

    const/4 v6, 0x0

    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v2

    .line 101
    if-nez v2, :cond_1

    .line 102
    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Empty trash batch "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " for good?"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    const/high16 v7, 0xc000000

    invoke-direct {p0, p1, v6, v7}, Lcom/cinderbox/shred/ShredProvider;->askUser(Lcom/cinderbox/core/ToolCall;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 105
    :cond_0
    iget-object v4, p0, Lcom/cinderbox/shred/ShredProvider;->desk:Lcom/cinderbox/shred/Desk;

    iget-object v5, p1, Lcom/cinderbox/core/ToolCall;->resumeToken:Ljava/lang/String;

    iget v6, p1, Lcom/cinderbox/core/ToolCall;->uid:I

    iget-object v7, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    iget-object v8, p1, Lcom/cinderbox/core/ToolCall;->rawArgs:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/cinderbox/core/ToolCall;->remaining()J

    move-result-wide v9

    invoke-virtual/range {v4 .. v10}, Lcom/cinderbox/shred/Desk;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;J)Z

    move-result v2

    .line 106
    if-nez v2, :cond_1

    .line 107
    iget-object v4, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v5, "USER_CANCELLED"

    const-string v6, "The batch was kept"

    const/4 v7, 0x0

    invoke-static {v4, v5, v6, v7}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 110
    :cond_1
    iget-object v4, p0, Lcom/cinderbox/shred/ShredProvider;->desk:Lcom/cinderbox/shred/Desk;

    invoke-virtual {p1}, Lcom/cinderbox/core/ToolCall;->remaining()J

    move-result-wide v8

    move-wide v5, v0

    move v7, v2

    invoke-virtual/range {v4 .. v9}, Lcom/cinderbox/shred/Desk;->sweep(JZJ)I

    move-result v3

    .line 111
    if-gez v3, :cond_2

    .line 112
    iget-object v4, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v5, "UNAVAILABLE"

    const-string v6, "The shredder is busy, retry"

    const/4 v7, 0x1

    invoke-static {v4, v5, v6, v7}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 114
    :cond_2
    iget-object v4, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "{\"batch_id\":"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, ",\"removed\":"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "}"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    invoke-static {v4, v5}, Lcom/cinderbox/core/Replies;->inline(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method private restoreSnapshot(Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 134
    iget-object v3, p1, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v4, "snapshot_id"

    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    .line 135
    iget-object v3, p1, Lcom/cinderbox/core/ToolCall;->resumeToken:Ljava/lang/String;

    if-nez v3, :cond_0

    .line 136
    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Replace every note with snapshot "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "?"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    const/high16 v6, 0xc000000

    invoke-direct {p0, p1, v5, v6}, Lcom/cinderbox/shred/ShredProvider;->askUser(Lcom/cinderbox/core/ToolCall;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 138
    :cond_0
    iget-object v3, p0, Lcom/cinderbox/shred/ShredProvider;->desk:Lcom/cinderbox/shred/Desk;

    iget-object v4, p1, Lcom/cinderbox/core/ToolCall;->resumeToken:Ljava/lang/String;

    iget v5, p1, Lcom/cinderbox/core/ToolCall;->uid:I

    iget-object v6, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    iget-object v7, p1, Lcom/cinderbox/core/ToolCall;->rawArgs:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/cinderbox/core/ToolCall;->remaining()J

    move-result-wide v8

    invoke-virtual/range {v3 .. v9}, Lcom/cinderbox/shred/Desk;->recheck(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;J)Z

    move-result v3

    if-nez v3, :cond_1

    .line 139
    iget-object v3, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v4, "USER_CANCELLED"

    const-string v5, "The notes were kept"

    const/4 v6, 0x0

    invoke-static {v3, v4, v5, v6}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 141
    :cond_1
    iget-object v3, p0, Lcom/cinderbox/shred/ShredProvider;->desk:Lcom/cinderbox/shred/Desk;

    iget v6, p1, Lcom/cinderbox/core/ToolCall;->uid:I

    invoke-virtual {p1}, Lcom/cinderbox/core/ToolCall;->remaining()J

    move-result-wide v7

    move-wide v4, v0

    invoke-virtual/range {v3 .. v8}, Lcom/cinderbox/shred/Desk;->restore(JIJ)I

    move-result v2

    .line 142
    if-gez v2, :cond_2

    .line 143
    iget-object v3, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v4, "UNAVAILABLE"

    const-string v5, "The shredder is busy, retry"

    const/4 v6, 0x1

    invoke-static {v3, v4, v5, v6}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 145
    :cond_2
    iget-object v3, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "{\"snapshot_id\":"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ",\"notes\":"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "}"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-static {v3, v4}, Lcom/cinderbox/core/Replies;->inline(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method private shredFolder(Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 118
    iget-object v3, p1, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v4, "folder_id"

    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    .line 119
    iget-object v3, p1, Lcom/cinderbox/core/ToolCall;->resumeToken:Ljava/lang/String;

    if-nez v3, :cond_0

    .line 120
    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Shred folder \""

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    iget-object v6, p0, Lcom/cinderbox/shred/ShredProvider;->trash:Lcom/cinderbox/shred/TrashStore;

    invoke-virtual {v6, v0, v1}, Lcom/cinderbox/shred/TrashStore;->folderName(J)Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "\" and every note in it?"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    const/high16 v6, 0x8000000

    invoke-direct {p0, p1, v5, v6}, Lcom/cinderbox/shred/ShredProvider;->askUser(Lcom/cinderbox/core/ToolCall;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 123
    :cond_0
    iget-object v3, p0, Lcom/cinderbox/shred/ShredProvider;->desk:Lcom/cinderbox/shred/Desk;

    iget-object v4, p1, Lcom/cinderbox/core/ToolCall;->resumeToken:Ljava/lang/String;

    iget v5, p1, Lcom/cinderbox/core/ToolCall;->uid:I

    iget-object v6, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    iget-object v7, p1, Lcom/cinderbox/core/ToolCall;->rawArgs:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/cinderbox/core/ToolCall;->remaining()J

    move-result-wide v8

    invoke-virtual/range {v3 .. v9}, Lcom/cinderbox/shred/Desk;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;J)Z

    move-result v3

    if-nez v3, :cond_1

    .line 124
    iget-object v3, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v4, "USER_CANCELLED"

    const-string v5, "The folder was kept"

    const/4 v6, 0x0

    invoke-static {v3, v4, v5, v6}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 126
    :cond_1
    iget-object v3, p0, Lcom/cinderbox/shred/ShredProvider;->desk:Lcom/cinderbox/shred/Desk;

    iget v6, p1, Lcom/cinderbox/core/ToolCall;->uid:I

    invoke-virtual {p1}, Lcom/cinderbox/core/ToolCall;->remaining()J

    move-result-wide v7

    move-wide v4, v0

    invoke-virtual/range {v3 .. v8}, Lcom/cinderbox/shred/Desk;->shred(JIJ)I

    move-result v2

    .line 127
    if-gez v2, :cond_2

    .line 128
    iget-object v3, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v4, "UNAVAILABLE"

    const-string v5, "The shredder is busy, retry"

    const/4 v6, 0x1

    invoke-static {v3, v4, v5, v6}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 130
    :cond_2
    iget-object v3, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "{\"folder_id\":"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ",\"removed\":"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "}"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-static {v3, v4}, Lcom/cinderbox/core/Replies;->inline(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method


# virtual methods
.method protected mutating(Ljava/lang/String;)Z
    .registers 3

    .line 75
    const-string v0, "list_trash"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method protected offersAsync()Z
    .registers 2

    .line 70
    const/4 v0, 0x0

    return v0
.end method

.method protected open()V
    .registers 4

    .line 49
    new-instance v0, Lcom/cinderbox/shred/TrashStore;

    invoke-virtual {p0}, Lcom/cinderbox/shred/ShredProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/cinderbox/shred/TrashStore;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/cinderbox/shred/ShredProvider;->trash:Lcom/cinderbox/shred/TrashStore;

    .line 50
    invoke-virtual {p0}, Lcom/cinderbox/shred/ShredProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    iget-object v1, p0, Lcom/cinderbox/shred/ShredProvider;->trash:Lcom/cinderbox/shred/TrashStore;

    invoke-static {v0, v1}, Lcom/cinderbox/shred/Desk;->start(Landroid/content/Context;Lcom/cinderbox/shred/TrashStore;)Lcom/cinderbox/shred/Desk;

    move-result-object v0

    iput-object v0, p0, Lcom/cinderbox/shred/ShredProvider;->desk:Lcom/cinderbox/shred/Desk;

    .line 51
    return-void
.end method

.method protected operation(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 160
    const-string v1, "INVALID_REQUEST"

    const-string v2, "This provider runs no background operations"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 55
    const-string v0, "com.cinderbox.shred"

    return-object v0
.end method

.method protected providerInfo()Ljava/lang/String;
    .registers 2

    .line 60
    const-string v0, "{\"provider_id\":\"com.cinderbox.shred\",\"provider_name\":\"Cinderbox Shredder\",\"description\":\"Empty the notes trash, shred folders and restore snapshots\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"notes.trash\",\"title\":\"Empty trash and shred\",\"description\":\"Delete notes for good\",\"access\":\"write\",\"sensitivity\":\"personal\"},{\"name\":\"notes.read\",\"title\":\"See the trash\",\"description\":\"List trash batches\",\"access\":\"read\",\"sensitivity\":\"personal\"}]}"

    return-object v0
.end method

.method protected run(Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 80
    iget-object v1, p1, Lcom/cinderbox/core/ToolCall;->tool:Ljava/lang/String;

    const-string v0, "list_trash"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 81
    iget-object v0, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    iget-object v1, p0, Lcom/cinderbox/shred/ShredProvider;->trash:Lcom/cinderbox/shred/TrashStore;

    invoke-virtual {v1}, Lcom/cinderbox/shred/TrashStore;->listBatches()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/cinderbox/core/Replies;->inline(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 83
    :cond_0
    iget-object v1, p1, Lcom/cinderbox/core/ToolCall;->tool:Ljava/lang/String;

    const-string v0, "empty_trash"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 84
    invoke-direct {p0, p1}, Lcom/cinderbox/shred/ShredProvider;->emptyTrash(Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :cond_1
    iget-object v1, p1, Lcom/cinderbox/core/ToolCall;->tool:Ljava/lang/String;

    const-string v0, "shred_folder"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 87
    invoke-direct {p0, p1}, Lcom/cinderbox/shred/ShredProvider;->shredFolder(Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 89
    :cond_2
    iget-object v1, p1, Lcom/cinderbox/core/ToolCall;->tool:Ljava/lang/String;

    const-string v0, "restore_snapshot"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 90
    invoke-direct {p0, p1}, Lcom/cinderbox/shred/ShredProvider;->restoreSnapshot(Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 92
    :cond_3
    iget-object v0, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected toolList()Ljava/lang/String;
    .registers 2

    .line 65
    const-string v0, "{\"revision\":\"shred-3\",\"tools\":[{\"name\":\"list_trash\",\"description\":\"List the batches in the trash\",\"input_schema\":{\"type\":\"object\",\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"batches\"]},\"scopes\":[\"notes.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"empty_trash\",\"description\":\"Delete a trash batch for good\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"batch_id\":{\"type\":\"integer\"},\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"batch_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"batch_id\",\"removed\"]},\"scopes\":[\"notes.trash\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"open_world\":false,\"confirmation\":\"always\"}},{\"name\":\"shred_folder\",\"description\":\"Delete a folder and every note in it\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder_id\":{\"type\":\"integer\"}},\"required\":[\"folder_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"folder_id\",\"removed\"]},\"scopes\":[\"notes.trash\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"open_world\":false,\"confirmation\":\"always\"}},{\"name\":\"restore_snapshot\",\"description\":\"Replace all notes with a snapshot\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\"}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"snapshot_id\",\"notes\"]},\"scopes\":[\"notes.trash\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":true,\"open_world\":false,\"confirmation\":\"always\"}}]}"

    return-object v0
.end method

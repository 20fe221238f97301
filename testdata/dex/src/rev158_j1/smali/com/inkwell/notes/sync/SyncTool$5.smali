.class final enum Lcom/inkwell/notes/sync/SyncTool$5;
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

    .line 141
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

    invoke-direct/range {p0 .. p6}, Lcom/inkwell/notes/sync/SyncTool$5;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public run(Lcom/inkwell/notes/cetp/Ctx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 145
    const-string v1, "older_than_days"

    const/4 v2, -0x1

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v7

    .line 146
    if-ltz v7, :cond_0

    const/16 v1, 0xe42

    if-le v7, v1, :cond_1

    .line 147
    :cond_0
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->BAD_ARGS:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "older_than_days must be 0 to 3650"

    invoke-static {p1, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 149
    :cond_1
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    .line 150
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Delete for good every note in the trash for more than "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " days"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1, p0, v2}, Lcom/inkwell/notes/cetp/Ctx;->hold(Lcom/inkwell/notes/cetp/CetpTool;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 151
    new-instance v0, Lcom/inkwell/notes/cetp/Resolution$Builder;

    invoke-direct {v0}, Lcom/inkwell/notes/cetp/Resolution$Builder;-><init>()V

    const-class v1, Lcom/inkwell/notes/ui/ConfirmActivity;

    invoke-virtual {v0, v1}, Lcom/inkwell/notes/cetp/Resolution$Builder;->target(Ljava/lang/Class;)Lcom/inkwell/notes/cetp/Resolution$Builder;

    move-result-object v0

    invoke-virtual {v0, v8}, Lcom/inkwell/notes/cetp/Resolution$Builder;->token(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;

    move-result-object v0

    .line 152
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->context()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/inkwell/notes/cetp/Resolution$Builder;->build(Landroid/content/Context;)Landroid/app/PendingIntent;

    move-result-object v9

    .line 153
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->CONFIRM:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "Confirm emptying the trash on the device"

    invoke-static {p1, v1, v2, v9, v8}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 155
    :cond_2
    invoke-virtual {p1, p0}, Lcom/inkwell/notes/cetp/Ctx;->verdict(Lcom/inkwell/notes/cetp/CetpTool;)Landroid/os/Bundle;

    move-result-object v8

    .line 156
    if-eqz v8, :cond_3

    .line 157
    return-object v8

    .line 159
    :cond_3
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 160
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->LATE:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "The deadline passed before the trash was emptied"

    invoke-static {p1, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 162
    :cond_4
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    int-to-long v2, v7

    const-wide/32 v4, 0x5265c00

    mul-long/2addr v2, v4

    sub-long v9, v0, v2

    .line 163
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkwell/notes/data/NotesDb;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    .line 164
    invoke-static {v9, v10}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v3, v5

    invoke-static {v3}, Lcom/inkwell/notes/cetp/Sql;->args([Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v3

    .line 163
    const-string v1, "notes"

    const-string v2, "deleted = 1 AND updated_at < ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v11

    .line 165
    const-wide/16 v2, 0x0

    invoke-virtual {p0, p1, v2, v3}, Lcom/inkwell/notes/sync/SyncTool$5;->propagate(Lcom/inkwell/notes/cetp/Ctx;J)V

    .line 166
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "purged"

    invoke-virtual {v1, v2, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/inkwell/notes/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.class final enum Lcom/inkwell/notes/sync/SyncTool$4;
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

    .line 114
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

    invoke-direct/range {p0 .. p6}, Lcom/inkwell/notes/sync/SyncTool$4;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

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

    .line 118
    const-string v1, "account"

    const-string v2, ""

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v5

    .line 119
    const/16 v1, 0x40

    invoke-virtual {v5, v1}, Ljava/lang/String;->indexOf(I)I

    move-result v0

    const/4 v1, 0x1

    if-lt v0, v1, :cond_0

    invoke-virtual {v5}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xfe

    if-le v0, v1, :cond_1

    .line 120
    :cond_0
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->BAD_ARGS:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "account must be an email address"

    invoke-static {p1, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 122
    :cond_1
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->context()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, v5}, Lcom/inkwell/notes/sync/SyncTool$4;->signedIn(Landroid/content/Context;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 123
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Sync your notes to "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1, p0, v2}, Lcom/inkwell/notes/cetp/Ctx;->hold(Lcom/inkwell/notes/cetp/CetpTool;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 124
    new-instance v0, Lcom/inkwell/notes/cetp/Resolution$Builder;

    invoke-direct {v0}, Lcom/inkwell/notes/cetp/Resolution$Builder;-><init>()V

    .line 125
    const-string v1, "com.inkwell.accounts"

    const-string v2, "com.inkwell.accounts.ui.SignInActivity"

    invoke-virtual {v0, v1, v2}, Lcom/inkwell/notes/cetp/Resolution$Builder;->component(Ljava/lang/String;Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;

    move-result-object v0

    .line 126
    invoke-virtual {v0, v6}, Lcom/inkwell/notes/cetp/Resolution$Builder;->token(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Resolution$Builder;

    move-result-object v0

    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->context()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/inkwell/notes/cetp/Resolution$Builder;->build(Landroid/content/Context;)Landroid/app/PendingIntent;

    move-result-object v7

    .line 127
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->SIGN_IN:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "Sign in to Inkwell Accounts first"

    invoke-static {p1, v1, v2, v7, v6}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 129
    :cond_2
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 130
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->LATE:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "The deadline passed before the account was linked"

    invoke-static {p1, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 132
    :cond_3
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 133
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->caller()Lcom/inkwell/notes/cetp/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lcom/inkwell/notes/cetp/Caller;->uid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 134
    const-string v1, "account"

    invoke-virtual {v6, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 135
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "linked_at"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 136
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkwell/notes/data/NotesDb;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "links"

    const/4 v2, 0x0

    const/4 v4, 0x5

    invoke-virtual {v0, v1, v2, v6, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    .line 137
    const-wide/16 v2, 0x0

    invoke-virtual {p0, p1, v2, v3}, Lcom/inkwell/notes/sync/SyncTool$4;->propagate(Lcom/inkwell/notes/cetp/Ctx;J)V

    .line 138
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "linked"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/inkwell/notes/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.class public Lcom/keyholder/locks/LockToolProvider;
.super Landroid/content/ContentProvider;
.source "LockToolProvider.java"


# static fields
.field static final PROVIDER_ID:Ljava/lang/String; = "com.keyholder.locks"

.field private static final PROVIDER_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.keyholder.locks\",\"provider_name\":\"Keyholder locks\",\"description\":\"The household\'s paired smart locks\",\"scopes\":[{\"name\":\"locks.read\",\"title\":\"See locks\",\"description\":\"List locks and whether they are locked\",\"access\":\"read\",\"sensitivity\":\"device\"},{\"name\":\"locks.control\",\"title\":\"Lock and unlock\",\"description\":\"Lock and unlock doors\",\"access\":\"write\",\"sensitivity\":\"device\"}]}"

.field private static final TAG:Ljava/lang/String; = "LockTools"

.field private static final TOOLS:Ljava/lang/String; = "{\"revision\":\"locks-3\",\"tools\":[{\"name\":\"list_locks\",\"title\":\"List locks\",\"description\":\"Lists the paired locks and whether each is locked\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"locks\":{\"type\":\"array\"}},\"required\":[\"locks\"]},\"scopes\":[\"locks.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"lock_door\",\"title\":\"Lock a door\",\"description\":\"Locks one paired lock\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"}},\"required\":[\"lock_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"locked\":{\"type\":\"boolean\"}},\"required\":[\"locked\"]},\"scopes\":[\"locks.control\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"unlock_door\",\"title\":\"Unlock a door\",\"description\":\"Unlocks one paired lock after the user confirms on the phone\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"}},\"required\":[\"lock_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"locked\":{\"type\":\"boolean\"}},\"required\":[\"locked\"]},\"scopes\":[\"locks.control\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\"}}]}"


# instance fields
.field audit:Lcom/keyholder/cetp/AuditLog;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
.end field

.field callers:Lcom/keyholder/cetp/CallerCheck;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
.end field

.field confirmations:Lcom/keyholder/cetp/ConfirmationStore;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
.end field

.field keys:Lcom/keyholder/data/KeyDao;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
.end field

.field ledger:Lcom/keyholder/cetp/RequestLedger;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
.end field

.field lockScreen:Landroid/content/ComponentName;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation

    .annotation runtime Ljavax/inject/Named;
        value = "lockScreen"
    .end annotation
.end field

.field resolutionFlags:I
    .annotation runtime Ljavax/inject/Inject;
    .end annotation

    .annotation runtime Ljavax/inject/Named;
        value = "lockResolutionFlags"
    .end annotation
.end field

.field sessions:Lcom/keyholder/cetp/SessionRepository;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
.end field

.field tokenRandom:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/Random;",
            ">;"
        }
    .end annotation

    .annotation runtime Ljavax/inject/Inject;
    .end annotation

    .annotation runtime Ljavax/inject/Named;
        value = "secure"
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 40
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private askToUnlock(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/data/LockRow;)Landroid/os/Bundle;
    .registers 14

    .line 230
    invoke-direct {p0}, Lcom/keyholder/locks/LockToolProvider;->newResumeToken()Ljava/lang/String;

    move-result-object v0

    .line 231
    iget-object v4, p2, Lcom/keyholder/data/LockRow;->name:Ljava/lang/String;

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Unlock "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    .line 232
    iget-object v4, p0, Lcom/keyholder/locks/LockToolProvider;->confirmations:Lcom/keyholder/cetp/ConfirmationStore;

    move-object v5, v0

    move-object v6, p1

    const-string v7, "unlock_door"

    move-object v8, v1

    const-wide/32 v9, 0x927c0

    invoke-virtual/range {v4 .. v10}, Lcom/keyholder/cetp/ConfirmationStore;->open(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;J)V

    .line 233
    new-instance v4, Landroid/content/Intent;

    iget-object v6, p2, Lcom/keyholder/data/LockRow;->confirmAction:Ljava/lang/String;

    invoke-direct {v4, v6}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    iget-object v5, p0, Lcom/keyholder/locks/LockToolProvider;->lockScreen:Landroid/content/ComponentName;

    invoke-virtual {v4, v5}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v2

    .line 234
    invoke-virtual {p0}, Lcom/keyholder/locks/LockToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    iget v7, p0, Lcom/keyholder/locks/LockToolProvider;->resolutionFlags:I

    invoke-static {v4, v2, v0, v7}, Lcom/keyholder/cetp/Resolutions;->forScreen(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v3

    .line 235
    invoke-static {p1, v3, v0, v1}, Lcom/keyholder/cetp/Replies;->needsUser(Lcom/keyholder/cetp/ToolCall;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method private execute(Lcom/keyholder/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 14

    .line 151
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->toolName()Ljava/lang/String;

    move-result-object v0

    .line 152
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->rawArgs()Ljava/lang/String;

    move-result-object v1

    .line 153
    sget-object v7, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v7}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v6

    array-length v6, v6

    const/high16 v7, 0x10000

    if-le v6, v7, :cond_0

    .line 154
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "INVALID_ARGS"

    const-string v8, "args are larger than max_request_bytes"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 158
    :cond_0
    :try_start_0
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v2, v6
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 161
    goto :goto_0

    .line 159
    :catch_0
    move-exception v3

    .line 160
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "INVALID_ARGS"

    const-string v8, "args must be a JSON object"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 162
    :goto_0
    const-string v6, "list_locks"

    invoke-virtual {v6, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_1

    .line 163
    invoke-direct {p0, p1}, Lcom/keyholder/locks/LockToolProvider;->listLocks(Lcom/keyholder/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 165
    :cond_1
    const-string v6, "lock_door"

    invoke-virtual {v6, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-nez v6, :cond_2

    const-string v6, "unlock_door"

    invoke-virtual {v6, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-nez v6, :cond_2

    .line 166
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "TOOL_NOT_FOUND"

    const-string v8, "No such tool"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 168
    :cond_2
    iget-object v6, p0, Lcom/keyholder/locks/LockToolProvider;->ledger:Lcom/keyholder/cetp/RequestLedger;

    const-string v7, "com.keyholder.locks"

    invoke-virtual {v6, v7, p1}, Lcom/keyholder/cetp/RequestLedger;->find(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;)Lcom/keyholder/data/RequestRow;

    move-result-object v3

    .line 169
    if-eqz v3, :cond_4

    .line 170
    iget-object v6, v3, Lcom/keyholder/data/RequestRow;->digest:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/keyholder/cetp/RequestLedger;->digest(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    invoke-virtual {v6, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-nez v6, :cond_3

    .line 171
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "INVALID_REQUEST"

    const-string v8, "request_id was used with other args"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 173
    :cond_3
    iget-object v7, v3, Lcom/keyholder/data/RequestRow;->data:Ljava/lang/String;

    invoke-static {p1, v7}, Lcom/keyholder/cetp/Replies;->stored(Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 177
    :cond_4
    :try_start_1
    const-string v6, "lock_door"

    invoke-virtual {v6, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_5

    invoke-direct {p0, p1, v2}, Lcom/keyholder/locks/LockToolProvider;->lockDoor(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v6

    goto :goto_1

    :cond_5
    invoke-direct {p0, p1, v2}, Lcom/keyholder/locks/LockToolProvider;->unlockDoor(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v6

    :goto_1
    move-object v4, v6
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_1

    .line 180
    goto :goto_2

    .line 178
    :catch_1
    move-exception v5

    .line 179
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "INVALID_ARGS"

    const-string v8, "args do not match the input schema"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 181
    :goto_2
    const-string v7, "status"

    invoke-virtual {v4, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 182
    const-string v6, "success"

    invoke-virtual {v6, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_6

    .line 183
    iget-object v6, p0, Lcom/keyholder/locks/LockToolProvider;->ledger:Lcom/keyholder/cetp/RequestLedger;

    const-string v11, "data"

    invoke-virtual {v4, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    const-string v7, "com.keyholder.locks"

    invoke-virtual {v6, v7, p1, v0, v10}, Lcom/keyholder/cetp/RequestLedger;->keep(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;)V

    .line 185
    :cond_6
    iget-object v6, p0, Lcom/keyholder/locks/LockToolProvider;->audit:Lcom/keyholder/cetp/AuditLog;

    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v9

    const-string v7, "com.keyholder.locks"

    invoke-virtual {v6, v7, v0, v9, v5}, Lcom/keyholder/cetp/AuditLog;->recordCaller(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 186
    return-object v4
.end method

.method private listLocks(Lcom/keyholder/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 11

    .line 192
    :try_start_0
    iget-object v4, p0, Lcom/keyholder/locks/LockToolProvider;->keys:Lcom/keyholder/data/KeyDao;

    invoke-interface {v4}, Lcom/keyholder/data/KeyDao;->locks()Ljava/util/List;

    move-result-object v0
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_0

    .line 197
    goto :goto_0

    .line 193
    :catch_0
    move-exception v1

    .line 194
    const-string v4, "LockTools"

    const-string v5, "locks query failed"

    invoke-static {v4, v5, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 195
    const-string v4, "UNAVAILABLE"

    const-string v5, "The lock list could not be read"

    const/4 v6, 0x1

    invoke-static {v4, v5, v6}, Lcom/keyholder/cetp/Failure;->of(Ljava/lang/String;Ljava/lang/String;Z)Lcom/keyholder/cetp/Failure;

    move-result-object v2

    .line 196
    invoke-static {p1, v2}, Lcom/keyholder/cetp/Replies;->failure(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/cetp/Failure;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 198
    :goto_0
    new-instance v1, Lorg/json/JSONArray;

    invoke-direct {v1}, Lorg/json/JSONArray;-><init>()V

    .line 199
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    :goto_1
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v4

    if-eqz v4, :cond_0

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/keyholder/data/LockRow;

    .line 200
    const/4 v5, 0x6

    new-array v5, v5, [Ljava/lang/Object;

    const/4 v7, 0x0

    const-string v8, "lock_id"

    aput-object v8, v5, v7

    iget-object v8, v3, Lcom/keyholder/data/LockRow;->id:Ljava/lang/String;

    const/4 v7, 0x1

    aput-object v8, v5, v7

    const/4 v7, 0x2

    const-string v8, "name"

    aput-object v8, v5, v7

    iget-object v8, v3, Lcom/keyholder/data/LockRow;->name:Ljava/lang/String;

    const/4 v7, 0x3

    aput-object v8, v5, v7

    const/4 v7, 0x4

    const-string v8, "locked"

    aput-object v8, v5, v7

    iget-boolean v8, v3, Lcom/keyholder/data/LockRow;->locked:Z

    invoke-static {v8}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v8

    const/4 v7, 0x5

    aput-object v8, v5, v7

    invoke-static {v5}, Lcom/keyholder/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    invoke-virtual {v1, v5}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 201
    goto :goto_1

    .line 202
    :cond_0
    const/4 v5, 0x2

    new-array v5, v5, [Ljava/lang/Object;

    const/4 v7, 0x0

    const-string v8, "locks"

    aput-object v8, v5, v7

    const/4 v7, 0x1

    aput-object v1, v5, v7

    invoke-static {v5}, Lcom/keyholder/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    invoke-static {p1, v5}, Lcom/keyholder/cetp/Replies;->success(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method private lockDoor(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 206
    const-string v2, "lock_id"

    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 207
    iget-object v1, p0, Lcom/keyholder/locks/LockToolProvider;->keys:Lcom/keyholder/data/KeyDao;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const/4 v3, 0x1

    invoke-interface {v1, v0, v3, v4, v5}, Lcom/keyholder/data/KeyDao;->setLocked(Ljava/lang/String;ZJ)I

    move-result v1

    if-nez v1, :cond_0

    .line 208
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v1

    const-string v2, "INVALID_ARGS"

    const-string v3, "No such lock"

    const/4 v4, 0x0

    invoke-static {v1, v2, v3, v4}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 210
    :cond_0
    const/4 v2, 0x4

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v4, 0x0

    const-string v5, "lock_id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    aput-object v0, v2, v4

    const/4 v4, 0x2

    const-string v5, "locked"

    aput-object v5, v2, v4

    const/4 v5, 0x1

    invoke-static {v5}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v5

    const/4 v4, 0x3

    aput-object v5, v2, v4

    invoke-static {v2}, Lcom/keyholder/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-static {p1, v2}, Lcom/keyholder/cetp/Replies;->success(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 118
    invoke-static {p2}, Lcom/keyholder/cetp/Replies;->offersV2(Landroid/os/Bundle;)Z

    move-result v1

    if-nez v1, :cond_0

    .line 119
    const/4 v1, 0x0

    const-string v2, "UNSUPPORTED_VERSION"

    const-string v3, "Only protocol version 2 is served"

    const/4 v4, 0x0

    invoke-static {v1, v2, v3, v4}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 121
    :cond_0
    iget-object v1, p0, Lcom/keyholder/locks/LockToolProvider;->sessions:Lcom/keyholder/cetp/SessionRepository;

    const-string v3, "com.keyholder.locks"

    const-wide/32 v4, 0x1b7740

    invoke-virtual {v1, p1, v3, v4, v5}, Lcom/keyholder/cetp/SessionRepository;->open(ILjava/lang/String;J)Lcom/keyholder/data/SessionRow;

    move-result-object v0

    .line 122
    const-string v2, "com.keyholder.locks"

    const-string v3, "Keyholder locks"

    invoke-static {v2, v3, v0}, Lcom/keyholder/cetp/Replies;->negotiated(Ljava/lang/String;Ljava/lang/String;Lcom/keyholder/data/SessionRow;)Lorg/json/JSONObject;

    move-result-object v2

    const/4 v1, 0x0

    invoke-static {v1, v2}, Lcom/keyholder/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private newResumeToken()Ljava/lang/String;
    .registers 6

    .line 239
    iget-object v1, p0, Lcom/keyholder/locks/LockToolProvider;->tokenRandom:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Random;

    .line 240
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "rt_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method

.method private serve(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    .line 126
    if-eqz p4, :cond_0

    const-string v5, "protocol_version"

    const/4 v6, 0x0

    invoke-virtual {p4, v5, v6}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v4

    const/4 v5, 0x2

    if-eq v4, v5, :cond_1

    .line 127
    :cond_0
    const-string v5, "UNSUPPORTED_VERSION"

    const-string v6, "protocol_version 2 is required"

    const/4 v7, 0x0

    invoke-static {p4, v5, v6, v7}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 129
    :cond_1
    iget-object v4, p0, Lcom/keyholder/locks/LockToolProvider;->sessions:Lcom/keyholder/cetp/SessionRepository;

    const-string v6, "session_token"

    invoke-virtual {p4, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5}, Lcom/keyholder/cetp/SessionRepository;->findByToken(Ljava/lang/String;)Lcom/keyholder/data/SessionRow;

    move-result-object v0

    .line 130
    if-nez v0, :cond_2

    .line 131
    const-string v5, "NEGOTIATION_REQUIRED"

    const-string v6, "Negotiate a session first"

    const/4 v7, 0x1

    invoke-static {p4, v5, v6, v7}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 133
    :cond_2
    const-string v5, "request_id"

    invoke-virtual {p4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 134
    const-string v5, "deadline_at_ms"

    const-wide/16 v6, 0x0

    invoke-virtual {p4, v5, v6, v7}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v2

    .line 135
    if-eqz v1, :cond_3

    const-wide/16 v6, 0x0

    cmp-long v4, v2, v6

    if-gtz v4, :cond_4

    .line 136
    :cond_3
    const-string v5, "INVALID_REQUEST"

    const-string v6, "request_id and deadline_at_ms are required"

    const/4 v7, 0x0

    invoke-static {p4, v5, v6, v7}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 138
    :cond_4
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long v4, v4, v2

    if-ltz v4, :cond_5

    .line 139
    const-string v5, "DEADLINE_EXCEEDED"

    const-string v6, "The deadline has passed"

    const/4 v7, 0x0

    invoke-static {p4, v5, v6, v7}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 141
    :cond_5
    const-string v4, "get_provider_info"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_6

    .line 142
    const-string v5, "{\"provider_id\":\"com.keyholder.locks\",\"provider_name\":\"Keyholder locks\",\"description\":\"The household\'s paired smart locks\",\"scopes\":[{\"name\":\"locks.read\",\"title\":\"See locks\",\"description\":\"List locks and whether they are locked\",\"access\":\"read\",\"sensitivity\":\"device\"},{\"name\":\"locks.control\",\"title\":\"Lock and unlock\",\"description\":\"Lock and unlock doors\",\"access\":\"write\",\"sensitivity\":\"device\"}]}"

    invoke-static {v5}, Lcom/keyholder/cetp/Replies;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    invoke-static {p4, v5}, Lcom/keyholder/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 144
    :cond_6
    const-string v4, "list_tools"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_7

    .line 145
    const-string v5, "{\"revision\":\"locks-3\",\"tools\":[{\"name\":\"list_locks\",\"title\":\"List locks\",\"description\":\"Lists the paired locks and whether each is locked\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"locks\":{\"type\":\"array\"}},\"required\":[\"locks\"]},\"scopes\":[\"locks.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"lock_door\",\"title\":\"Lock a door\",\"description\":\"Locks one paired lock\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"}},\"required\":[\"lock_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"locked\":{\"type\":\"boolean\"}},\"required\":[\"locked\"]},\"scopes\":[\"locks.control\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"unlock_door\",\"title\":\"Unlock a door\",\"description\":\"Unlocks one paired lock after the user confirms on the phone\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"}},\"required\":[\"lock_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"locked\":{\"type\":\"boolean\"}},\"required\":[\"locked\"]},\"scopes\":[\"locks.control\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\"}}]}"

    invoke-static {v5}, Lcom/keyholder/cetp/Replies;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    invoke-static {p4, v5}, Lcom/keyholder/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 147
    :cond_7
    move v5, p2

    move-object v6, p3

    move-object v7, v1

    move-wide v8, v2

    move-object v10, p4

    invoke-static/range {v5 .. v10}, Lcom/keyholder/cetp/ToolCall;->create(ILjava/lang/String;Ljava/lang/String;JLandroid/os/Bundle;)Lcom/keyholder/cetp/ToolCall;

    move-result-object v5

    invoke-direct {p0, v5}, Lcom/keyholder/locks/LockToolProvider;->execute(Lcom/keyholder/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method private unlockDoor(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 214
    iget-object v2, p0, Lcom/keyholder/locks/LockToolProvider;->keys:Lcom/keyholder/data/KeyDao;

    const-string v4, "lock_id"

    invoke-virtual {p2, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Lcom/keyholder/data/KeyDao;->lock(Ljava/lang/String;)Lcom/keyholder/data/LockRow;

    move-result-object v0

    .line 215
    if-nez v0, :cond_0

    .line 216
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v2

    const-string v3, "INVALID_ARGS"

    const-string v4, "No such lock"

    const/4 v5, 0x0

    invoke-static {v2, v3, v4, v5}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 218
    :cond_0
    iget-object v2, p0, Lcom/keyholder/locks/LockToolProvider;->confirmations:Lcom/keyholder/cetp/ConfirmationStore;

    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->resumeToken()Ljava/lang/String;

    move-result-object v3

    const-string v5, "unlock_door"

    invoke-virtual {v2, v3, p1, v5}, Lcom/keyholder/cetp/ConfirmationStore;->redeem(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;)Ljava/lang/Boolean;

    move-result-object v1

    .line 219
    if-nez v1, :cond_1

    .line 220
    invoke-direct {p0, p1, v0}, Lcom/keyholder/locks/LockToolProvider;->askToUnlock(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/data/LockRow;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 222
    :cond_1
    invoke-virtual {v1}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v2

    if-nez v2, :cond_2

    .line 223
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v2

    const-string v3, "USER_CANCELLED"

    const-string v4, "The unlock was declined"

    const/4 v5, 0x0

    invoke-static {v2, v3, v4, v5}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 225
    :cond_2
    iget-object v2, p0, Lcom/keyholder/locks/LockToolProvider;->keys:Lcom/keyholder/data/KeyDao;

    iget-object v3, v0, Lcom/keyholder/data/LockRow;->id:Ljava/lang/String;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const/4 v4, 0x0

    invoke-interface {v2, v3, v4, v5, v6}, Lcom/keyholder/data/KeyDao;->setLocked(Ljava/lang/String;ZJ)I

    .line 226
    const/4 v3, 0x4

    new-array v3, v3, [Ljava/lang/Object;

    const/4 v5, 0x0

    const-string v6, "lock_id"

    aput-object v6, v3, v5

    iget-object v6, v0, Lcom/keyholder/data/LockRow;->id:Ljava/lang/String;

    const/4 v5, 0x1

    aput-object v6, v3, v5

    const/4 v5, 0x2

    const-string v6, "locked"

    aput-object v6, v3, v5

    const/4 v6, 0x0

    invoke-static {v6}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v6

    const/4 v5, 0x3

    aput-object v6, v3, v5

    invoke-static {v3}, Lcom/keyholder/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-static {p1, v3}, Lcom/keyholder/cetp/Replies;->success(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 95
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 96
    invoke-virtual {p0}, Lcom/keyholder/locks/LockToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    .line 97
    iget-object v4, p0, Lcom/keyholder/locks/LockToolProvider;->callers:Lcom/keyholder/cetp/CallerCheck;

    invoke-virtual {v4, v0}, Lcom/keyholder/cetp/CallerCheck;->isAssistant(I)Z

    move-result v4

    if-nez v4, :cond_0

    .line 98
    const-string v5, "PERMISSION_DENIED"

    const-string v6, "This app may not use Keyholder locks"

    const/4 v7, 0x0

    invoke-static {p3, v5, v6, v7}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 101
    :cond_0
    :try_start_0
    move-object v2, p1

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v4

    sparse-switch v4, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v5, "negotiate"

    invoke-virtual {v2, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_1

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v5, "get_provider_info"

    invoke-virtual {v2, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_1

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v5, "list_tools"

    invoke-virtual {v2, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_1

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v5, "execute_tool"

    invoke-virtual {v2, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_1

    const/4 v3, 0x3

    :cond_1
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_1

    .line 103
    :pswitch_0
    invoke-direct {p0, v0, p3}, Lcom/keyholder/locks/LockToolProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v4

    .line 107
    :pswitch_1
    :try_start_1
    invoke-direct {p0, p1, v0, v1, p3}, Lcom/keyholder/locks/LockToolProvider;->serve(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_0

    return-object v4

    .line 109
    :goto_1
    :try_start_2
    const-string v5, "METHOD_NOT_FOUND"

    const-string v6, "No such method"

    const/4 v7, 0x0

    invoke-static {p3, v5, v6, v7}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4
    :try_end_2
    .catch Ljava/lang/RuntimeException; {:try_start_2 .. :try_end_2} :catch_0

    return-object v4

    .line 111
    :catch_0
    move-exception v2

    .line 112
    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "call "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " failed"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    const-string v4, "LockTools"

    invoke-static {v4, v5, v2}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 113
    const-string v5, "INTERNAL_ERROR"

    const-string v6, "Keyholder could not finish this call"

    const/4 v7, 0x1

    invoke-static {p3, v5, v6, v7}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 260
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Keyholder tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 250
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 255
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Keyholder tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public onCreate()Z
    .registers 2

    .line 89
    invoke-virtual {p0}, Lcom/keyholder/locks/LockToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/keyholder/di/Components;->tools(Landroid/content/Context;)Lcom/keyholder/di/ToolComponent;

    move-result-object v0

    invoke-interface {v0, p0}, Lcom/keyholder/di/ToolComponent;->inject(Lcom/keyholder/locks/LockToolProvider;)V

    .line 90
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 245
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Keyholder tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 265
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Keyholder tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

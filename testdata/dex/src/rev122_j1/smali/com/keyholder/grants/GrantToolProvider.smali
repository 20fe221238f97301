.class public Lcom/keyholder/grants/GrantToolProvider;
.super Landroid/content/ContentProvider;
.source "GrantToolProvider.java"


# static fields
.field static final PROVIDER_ID:Ljava/lang/String; = "com.keyholder.grants"

.field private static final PROVIDER_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.keyholder.grants\",\"provider_name\":\"Keyholder guest access\",\"description\":\"Who may open the household\'s smart locks\",\"scopes\":[{\"name\":\"grants.read\",\"title\":\"See guest access\",\"description\":\"List who can open which lock\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"grants.write\",\"title\":\"Change guest access\",\"description\":\"Give and take away guest access\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

.field private static final TAG:Ljava/lang/String; = "GrantTools"

.field private static final TOOLS:Ljava/lang/String; = "{\"revision\":\"grants-5\",\"tools\":[{\"name\":\"list_grants\",\"title\":\"List guest access\",\"description\":\"Lists every guest who can open one of the household\'s locks\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"grants\":{\"type\":\"array\"}},\"required\":[\"grants\"]},\"scopes\":[\"grants.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"issue_grant\",\"title\":\"Give a guest access\",\"description\":\"Lets a guest open a lock; admin access needs the owner\'s approval\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"guest\":{\"type\":\"string\"},\"level\":{\"enum\":[\"guest\",\"admin\"]}},\"required\":[\"lock_id\",\"guest\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"grant_id\":{\"type\":\"string\"}},\"required\":[\"grant_id\"]},\"scopes\":[\"grants.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"open_world\":false,\"confirmation\":\"provider_policy\"}},{\"name\":\"revoke_grant\",\"title\":\"Take away a guest\'s access\",\"description\":\"Revokes one guest grant\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"grant_id\":{\"type\":\"string\"}},\"required\":[\"grant_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"grant_id\":{\"type\":\"string\"}},\"required\":[\"grant_id\"]},\"scopes\":[\"grants.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\"}}]}"


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

.field ownerApproval:Landroid/content/ComponentName;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation

    .annotation runtime Ljavax/inject/Named;
        value = "ownerApproval"
    .end annotation
.end field

.field resolutionFlags:I
    .annotation runtime Ljavax/inject/Inject;
    .end annotation

    .annotation runtime Ljavax/inject/Named;
        value = "grantResolutionFlags"
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
        value = "fast"
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 42
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private askOwner(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/grants/Grant;)Landroid/os/Bundle;
    .registers 14

    .line 242
    invoke-direct {p0}, Lcom/keyholder/grants/GrantToolProvider;->newResumeToken()Ljava/lang/String;

    move-result-object v0

    .line 243
    invoke-virtual {p2}, Lcom/keyholder/grants/Grant;->guest()Ljava/lang/String;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Give "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, " admin access"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    .line 244
    iget-object v4, p0, Lcom/keyholder/grants/GrantToolProvider;->confirmations:Lcom/keyholder/cetp/ConfirmationStore;

    move-object v5, v0

    move-object v6, p1

    const-string v7, "issue_grant"

    move-object v8, v1

    const-wide/32 v9, 0x927c0

    invoke-virtual/range {v4 .. v10}, Lcom/keyholder/cetp/ConfirmationStore;->open(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;J)V

    .line 245
    new-instance v4, Landroid/content/Intent;

    const-string v6, "com.keyholder.action.APPROVE_GRANT"

    invoke-direct {v4, v6}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    iget-object v5, p0, Lcom/keyholder/grants/GrantToolProvider;->ownerApproval:Landroid/content/ComponentName;

    invoke-virtual {v4, v5}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v2

    .line 246
    invoke-virtual {p0}, Lcom/keyholder/grants/GrantToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    iget v7, p0, Lcom/keyholder/grants/GrantToolProvider;->resolutionFlags:I

    invoke-static {v4, v2, v0, v7}, Lcom/keyholder/cetp/Resolutions;->forScreen(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v3

    .line 247
    invoke-static {p1, v3, v0, v1}, Lcom/keyholder/cetp/Replies;->needsUser(Lcom/keyholder/cetp/ToolCall;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method private askToRevoke(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/grants/Grant;)Landroid/os/Bundle;
    .registers 15

    .line 276
    iget-object v5, p0, Lcom/keyholder/grants/GrantToolProvider;->keys:Lcom/keyholder/data/KeyDao;

    invoke-virtual {p2}, Lcom/keyholder/grants/Grant;->lockId()Ljava/lang/String;

    move-result-object v6

    invoke-interface {v5, v6}, Lcom/keyholder/data/KeyDao;->lock(Ljava/lang/String;)Lcom/keyholder/data/LockRow;

    move-result-object v0

    .line 277
    invoke-direct {p0}, Lcom/keyholder/grants/GrantToolProvider;->newResumeToken()Ljava/lang/String;

    move-result-object v1

    .line 278
    invoke-virtual {p2}, Lcom/keyholder/grants/Grant;->guest()Ljava/lang/String;

    move-result-object v5

    if-nez v0, :cond_0

    const-string v6, "a lock"

    goto :goto_0

    :cond_0
    iget-object v6, v0, Lcom/keyholder/data/LockRow;->name:Ljava/lang/String;

    :goto_0
    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "Take away "

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, "\'s access to "

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    .line 279
    iget-object v5, p0, Lcom/keyholder/grants/GrantToolProvider;->confirmations:Lcom/keyholder/cetp/ConfirmationStore;

    move-object v6, v1

    move-object v7, p1

    const-string v8, "revoke_grant"

    move-object v9, v2

    const-wide/32 v10, 0x927c0

    invoke-virtual/range {v5 .. v11}, Lcom/keyholder/cetp/ConfirmationStore;->open(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;J)V

    .line 280
    new-instance v5, Landroid/content/Intent;

    if-nez v0, :cond_1

    const-string v7, "com.keyholder.action.CONFIRM_PIN"

    goto :goto_1

    :cond_1
    iget-object v7, v0, Lcom/keyholder/data/LockRow;->confirmAction:Ljava/lang/String;

    :goto_1
    invoke-direct {v5, v7}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    move-object v3, v5

    .line 281
    invoke-virtual {p0}, Lcom/keyholder/grants/GrantToolProvider;->getContext()Landroid/content/Context;

    move-result-object v6

    invoke-virtual {v6}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v3, v6}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 282
    invoke-virtual {p0}, Lcom/keyholder/grants/GrantToolProvider;->getContext()Landroid/content/Context;

    move-result-object v5

    iget v8, p0, Lcom/keyholder/grants/GrantToolProvider;->resolutionFlags:I

    invoke-static {v5, v3, v1, v8}, Lcom/keyholder/cetp/Resolutions;->forScreen(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v4

    .line 283
    invoke-static {p1, v4, v1, v2}, Lcom/keyholder/cetp/Replies;->needsUser(Lcom/keyholder/cetp/ToolCall;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5
.end method

.method private execute(Lcom/keyholder/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 14

    .line 154
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->toolName()Ljava/lang/String;

    move-result-object v0

    .line 155
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->rawArgs()Ljava/lang/String;

    move-result-object v1

    .line 156
    sget-object v7, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v7}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v6

    array-length v6, v6

    const/high16 v7, 0x10000

    if-le v6, v7, :cond_0

    .line 157
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "INVALID_ARGS"

    const-string v8, "args are larger than max_request_bytes"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 161
    :cond_0
    :try_start_0
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v2, v6
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 164
    goto :goto_0

    .line 162
    :catch_0
    move-exception v3

    .line 163
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "INVALID_ARGS"

    const-string v8, "args must be a JSON object"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 165
    :goto_0
    const-string v6, "list_grants"

    invoke-virtual {v6, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_1

    .line 166
    invoke-direct {p0, p1}, Lcom/keyholder/grants/GrantToolProvider;->listGrants(Lcom/keyholder/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 168
    :cond_1
    const-string v6, "issue_grant"

    invoke-virtual {v6, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-nez v6, :cond_2

    const-string v6, "revoke_grant"

    invoke-virtual {v6, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-nez v6, :cond_2

    .line 169
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "TOOL_NOT_FOUND"

    const-string v8, "No such tool"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 171
    :cond_2
    iget-object v6, p0, Lcom/keyholder/grants/GrantToolProvider;->ledger:Lcom/keyholder/cetp/RequestLedger;

    const-string v7, "com.keyholder.grants"

    invoke-virtual {v6, v7, p1}, Lcom/keyholder/cetp/RequestLedger;->find(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;)Lcom/keyholder/data/RequestRow;

    move-result-object v3

    .line 172
    if-eqz v3, :cond_4

    .line 173
    iget-object v6, v3, Lcom/keyholder/data/RequestRow;->digest:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/keyholder/cetp/RequestLedger;->digest(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    invoke-virtual {v6, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-nez v6, :cond_3

    .line 174
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "INVALID_REQUEST"

    const-string v8, "request_id was used with other args"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 176
    :cond_3
    iget-object v7, v3, Lcom/keyholder/data/RequestRow;->data:Ljava/lang/String;

    invoke-static {p1, v7}, Lcom/keyholder/cetp/Replies;->stored(Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 180
    :cond_4
    :try_start_1
    const-string v6, "issue_grant"

    invoke-virtual {v6, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_5

    invoke-direct {p0, p1, v2}, Lcom/keyholder/grants/GrantToolProvider;->issueGrant(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v6

    goto :goto_1

    :cond_5
    invoke-direct {p0, p1, v2}, Lcom/keyholder/grants/GrantToolProvider;->revokeGrant(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v6

    :goto_1
    move-object v4, v6
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_1

    .line 183
    goto :goto_2

    .line 181
    :catch_1
    move-exception v5

    .line 182
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "INVALID_ARGS"

    const-string v8, "args do not match the input schema"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 184
    :goto_2
    const-string v7, "status"

    invoke-virtual {v4, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 185
    const-string v6, "success"

    invoke-virtual {v6, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_6

    .line 186
    iget-object v6, p0, Lcom/keyholder/grants/GrantToolProvider;->ledger:Lcom/keyholder/cetp/RequestLedger;

    const-string v11, "data"

    invoke-virtual {v4, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    const-string v7, "com.keyholder.grants"

    invoke-virtual {v6, v7, p1, v0, v10}, Lcom/keyholder/cetp/RequestLedger;->keep(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;)V

    .line 188
    :cond_6
    iget-object v6, p0, Lcom/keyholder/grants/GrantToolProvider;->audit:Lcom/keyholder/cetp/AuditLog;

    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->uid()I

    move-result v7

    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v10

    const-string v8, "com.keyholder.grants"

    move-object v9, v0

    move-object v11, v5

    invoke-virtual/range {v6 .. v11}, Lcom/keyholder/cetp/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 189
    return-object v4
.end method

.method private issueGrant(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 208
    const-string v7, "lock_id"

    invoke-virtual {p2, v7}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 209
    const-string v7, "guest"

    invoke-virtual {p2, v7}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 210
    const-string v7, "level"

    const-string v8, "guest"

    invoke-virtual {p2, v7, v8}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 211
    const-string v6, "guest"

    invoke-virtual {v6, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-nez v6, :cond_0

    const-string v6, "admin"

    invoke-virtual {v6, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-nez v6, :cond_0

    .line 212
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "INVALID_ARGS"

    const-string v8, "level must be guest or admin"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 214
    :cond_0
    iget-object v6, p0, Lcom/keyholder/grants/GrantToolProvider;->keys:Lcom/keyholder/data/KeyDao;

    invoke-interface {v6, v0}, Lcom/keyholder/data/KeyDao;->lock(Ljava/lang/String;)Lcom/keyholder/data/LockRow;

    move-result-object v6

    if-nez v6, :cond_1

    .line 215
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "INVALID_ARGS"

    const-string v8, "No such lock"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 217
    :cond_1
    iget-object v6, p0, Lcom/keyholder/grants/GrantToolProvider;->confirmations:Lcom/keyholder/cetp/ConfirmationStore;

    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->resumeToken()Ljava/lang/String;

    move-result-object v7

    const-string v9, "issue_grant"

    invoke-virtual {v6, v7, p1, v9}, Lcom/keyholder/cetp/ConfirmationStore;->redeem(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;)Ljava/lang/Boolean;

    move-result-object v3

    .line 218
    invoke-static {}, Lcom/keyholder/grants/Grant;->builder()Lcom/keyholder/grants/Grant$Builder;

    move-result-object v6

    .line 219
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;

    move-result-object v7

    invoke-virtual {v7}, Ljava/util/UUID;->toString()Ljava/lang/String;

    move-result-object v7

    invoke-virtual {v6, v7}, Lcom/keyholder/grants/Grant$Builder;->setGrantId(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;

    move-result-object v6

    .line 220
    invoke-virtual {v6, v0}, Lcom/keyholder/grants/Grant$Builder;->setLockId(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;

    move-result-object v6

    .line 221
    invoke-virtual {v6, v1}, Lcom/keyholder/grants/Grant$Builder;->setGuest(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;

    move-result-object v6

    .line 222
    invoke-virtual {v6, v2}, Lcom/keyholder/grants/Grant$Builder;->setLevel(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;

    move-result-object v6

    if-eqz v3, :cond_2

    .line 223
    invoke-virtual {v3}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v7

    if-eqz v7, :cond_2

    const/4 v7, 0x1

    goto :goto_0

    :cond_2
    const/4 v7, 0x0

    :goto_0
    invoke-virtual {v6, v7}, Lcom/keyholder/grants/Grant$Builder;->setConfirmed(Z)Lcom/keyholder/grants/Grant$Builder;

    move-result-object v6

    .line 224
    invoke-virtual {v6}, Lcom/keyholder/grants/Grant$Builder;->build()Lcom/keyholder/grants/Grant;

    move-result-object v4

    .line 225
    invoke-virtual {v4}, Lcom/keyholder/grants/Grant;->level()Ljava/lang/String;

    move-result-object v7

    const-string v6, "admin"

    invoke-virtual {v6, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_4

    invoke-virtual {v4}, Lcom/keyholder/grants/Grant;->confirmed()Z

    move-result v6

    if-nez v6, :cond_4

    .line 226
    if-eqz v3, :cond_3

    .line 227
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v6

    const-string v7, "USER_CANCELLED"

    const-string v8, "The owner did not approve"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 229
    :cond_3
    invoke-direct {p0, p1, v4}, Lcom/keyholder/grants/GrantToolProvider;->askOwner(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/grants/Grant;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 231
    :cond_4
    new-instance v5, Lcom/keyholder/data/GrantRow;

    invoke-direct {v5}, Lcom/keyholder/data/GrantRow;-><init>()V

    .line 232
    invoke-virtual {v4}, Lcom/keyholder/grants/Grant;->grantId()Ljava/lang/String;

    move-result-object v7

    iput-object v7, v5, Lcom/keyholder/data/GrantRow;->id:Ljava/lang/String;

    .line 233
    invoke-virtual {v4}, Lcom/keyholder/grants/Grant;->lockId()Ljava/lang/String;

    move-result-object v7

    iput-object v7, v5, Lcom/keyholder/data/GrantRow;->lockId:Ljava/lang/String;

    .line 234
    invoke-virtual {v4}, Lcom/keyholder/grants/Grant;->guest()Ljava/lang/String;

    move-result-object v7

    iput-object v7, v5, Lcom/keyholder/data/GrantRow;->guest:Ljava/lang/String;

    .line 235
    invoke-virtual {v4}, Lcom/keyholder/grants/Grant;->level()Ljava/lang/String;

    move-result-object v7

    iput-object v7, v5, Lcom/keyholder/data/GrantRow;->level:Ljava/lang/String;

    .line 236
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    iput-wide v7, v5, Lcom/keyholder/data/GrantRow;->createdAt:J

    .line 237
    iget-object v6, p0, Lcom/keyholder/grants/GrantToolProvider;->keys:Lcom/keyholder/data/KeyDao;

    invoke-interface {v6, v5}, Lcom/keyholder/data/KeyDao;->insertGrant(Lcom/keyholder/data/GrantRow;)V

    .line 238
    const/4 v7, 0x4

    new-array v7, v7, [Ljava/lang/Object;

    const/4 v9, 0x0

    const-string v10, "grant_id"

    aput-object v10, v7, v9

    invoke-virtual {v4}, Lcom/keyholder/grants/Grant;->grantId()Ljava/lang/String;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v7, v9

    const/4 v9, 0x2

    const-string v10, "level"

    aput-object v10, v7, v9

    invoke-virtual {v4}, Lcom/keyholder/grants/Grant;->level()Ljava/lang/String;

    move-result-object v10

    const/4 v9, 0x3

    aput-object v10, v7, v9

    invoke-static {v7}, Lcom/keyholder/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-static {p1, v7}, Lcom/keyholder/cetp/Replies;->success(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6
.end method

.method private listGrants(Lcom/keyholder/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 11

    .line 195
    :try_start_0
    iget-object v4, p0, Lcom/keyholder/grants/GrantToolProvider;->keys:Lcom/keyholder/data/KeyDao;

    invoke-interface {v4}, Lcom/keyholder/data/KeyDao;->grants()Ljava/util/List;

    move-result-object v0
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_0

    .line 199
    goto :goto_0

    .line 196
    :catch_0
    move-exception v1

    .line 197
    invoke-virtual {v1}, Landroid/database/sqlite/SQLiteException;->getMessage()Ljava/lang/String;

    move-result-object v5

    const-string v4, "UNAVAILABLE"

    const/4 v6, 0x1

    invoke-static {v4, v5, v6}, Lcom/keyholder/cetp/Failure;->of(Ljava/lang/String;Ljava/lang/String;Z)Lcom/keyholder/cetp/Failure;

    move-result-object v2

    .line 198
    invoke-static {p1, v2}, Lcom/keyholder/cetp/Replies;->failure(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/cetp/Failure;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 200
    :goto_0
    new-instance v1, Lorg/json/JSONArray;

    invoke-direct {v1}, Lorg/json/JSONArray;-><init>()V

    .line 201
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    :goto_1
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v4

    if-eqz v4, :cond_0

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/keyholder/data/GrantRow;

    .line 202
    const/16 v5, 0x8

    new-array v5, v5, [Ljava/lang/Object;

    const/4 v7, 0x0

    const-string v8, "grant_id"

    aput-object v8, v5, v7

    iget-object v8, v3, Lcom/keyholder/data/GrantRow;->id:Ljava/lang/String;

    const/4 v7, 0x1

    aput-object v8, v5, v7

    const/4 v7, 0x2

    const-string v8, "lock_id"

    aput-object v8, v5, v7

    iget-object v8, v3, Lcom/keyholder/data/GrantRow;->lockId:Ljava/lang/String;

    const/4 v7, 0x3

    aput-object v8, v5, v7

    const/4 v7, 0x4

    const-string v8, "guest"

    aput-object v8, v5, v7

    iget-object v8, v3, Lcom/keyholder/data/GrantRow;->guest:Ljava/lang/String;

    const/4 v7, 0x5

    aput-object v8, v5, v7

    const/4 v7, 0x6

    const-string v8, "level"

    aput-object v8, v5, v7

    iget-object v8, v3, Lcom/keyholder/data/GrantRow;->level:Ljava/lang/String;

    const/4 v7, 0x7

    aput-object v8, v5, v7

    invoke-static {v5}, Lcom/keyholder/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    invoke-virtual {v1, v5}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 203
    goto :goto_1

    .line 204
    :cond_0
    const/4 v5, 0x2

    new-array v5, v5, [Ljava/lang/Object;

    const/4 v7, 0x0

    const-string v8, "grants"

    aput-object v8, v5, v7

    const/4 v7, 0x1

    aput-object v1, v5, v7

    invoke-static {v5}, Lcom/keyholder/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    invoke-static {p1, v5}, Lcom/keyholder/cetp/Replies;->success(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 121
    invoke-static {p2}, Lcom/keyholder/cetp/Replies;->offersV2(Landroid/os/Bundle;)Z

    move-result v1

    if-nez v1, :cond_0

    .line 122
    const/4 v1, 0x0

    const-string v2, "UNSUPPORTED_VERSION"

    const-string v3, "Only protocol version 2 is served"

    const/4 v4, 0x0

    invoke-static {v1, v2, v3, v4}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 124
    :cond_0
    iget-object v1, p0, Lcom/keyholder/grants/GrantToolProvider;->sessions:Lcom/keyholder/cetp/SessionRepository;

    const-string v3, "com.keyholder.grants"

    const-wide/32 v4, 0x1b7740

    invoke-virtual {v1, p1, v3, v4, v5}, Lcom/keyholder/cetp/SessionRepository;->open(ILjava/lang/String;J)Lcom/keyholder/data/SessionRow;

    move-result-object v0

    .line 125
    const-string v2, "com.keyholder.grants"

    const-string v3, "Keyholder guest access"

    invoke-static {v2, v3, v0}, Lcom/keyholder/cetp/Replies;->negotiated(Ljava/lang/String;Ljava/lang/String;Lcom/keyholder/data/SessionRow;)Lorg/json/JSONObject;

    move-result-object v2

    const/4 v1, 0x0

    invoke-static {v1, v2}, Lcom/keyholder/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private newResumeToken()Ljava/lang/String;
    .registers 6

    .line 287
    iget-object v1, p0, Lcom/keyholder/grants/GrantToolProvider;->tokenRandom:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Random;

    .line 288
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

.method private revokeGrant(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 251
    iget-object v3, p0, Lcom/keyholder/grants/GrantToolProvider;->keys:Lcom/keyholder/data/KeyDao;

    const-string v5, "grant_id"

    invoke-virtual {p2, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-interface {v3, v4}, Lcom/keyholder/data/KeyDao;->grant(Ljava/lang/String;)Lcom/keyholder/data/GrantRow;

    move-result-object v0

    .line 252
    if-nez v0, :cond_0

    .line 253
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v3

    const-string v4, "INVALID_ARGS"

    const-string v5, "No such grant"

    const/4 v6, 0x0

    invoke-static {v3, v4, v5, v6}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 255
    :cond_0
    invoke-static {}, Lcom/keyholder/grants/Grant;->builder()Lcom/keyholder/grants/Grant$Builder;

    move-result-object v3

    iget-object v4, v0, Lcom/keyholder/data/GrantRow;->id:Ljava/lang/String;

    .line 256
    invoke-virtual {v3, v4}, Lcom/keyholder/grants/Grant$Builder;->setGrantId(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;

    move-result-object v3

    iget-object v4, v0, Lcom/keyholder/data/GrantRow;->lockId:Ljava/lang/String;

    .line 257
    invoke-virtual {v3, v4}, Lcom/keyholder/grants/Grant$Builder;->setLockId(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;

    move-result-object v3

    iget-object v4, v0, Lcom/keyholder/data/GrantRow;->guest:Ljava/lang/String;

    .line 258
    invoke-virtual {v3, v4}, Lcom/keyholder/grants/Grant$Builder;->setGuest(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;

    move-result-object v3

    iget-object v4, v0, Lcom/keyholder/data/GrantRow;->level:Ljava/lang/String;

    .line 259
    invoke-virtual {v3, v4}, Lcom/keyholder/grants/Grant$Builder;->setLevel(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;

    move-result-object v3

    .line 260
    const-string v5, "confirmed"

    const/4 v6, 0x0

    invoke-virtual {p2, v5, v6}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v4

    invoke-virtual {v3, v4}, Lcom/keyholder/grants/Grant$Builder;->setConfirmed(Z)Lcom/keyholder/grants/Grant$Builder;

    move-result-object v3

    .line 261
    invoke-virtual {v3}, Lcom/keyholder/grants/Grant$Builder;->build()Lcom/keyholder/grants/Grant;

    move-result-object v1

    .line 262
    invoke-virtual {v1}, Lcom/keyholder/grants/Grant;->confirmed()Z

    move-result v3

    if-nez v3, :cond_2

    .line 263
    iget-object v3, p0, Lcom/keyholder/grants/GrantToolProvider;->confirmations:Lcom/keyholder/cetp/ConfirmationStore;

    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->resumeToken()Ljava/lang/String;

    move-result-object v4

    const-string v6, "revoke_grant"

    invoke-virtual {v3, v4, p1, v6}, Lcom/keyholder/cetp/ConfirmationStore;->redeem(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;)Ljava/lang/Boolean;

    move-result-object v2

    .line 264
    if-nez v2, :cond_1

    .line 265
    invoke-direct {p0, p1, v1}, Lcom/keyholder/grants/GrantToolProvider;->askToRevoke(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/grants/Grant;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 267
    :cond_1
    invoke-virtual {v2}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v3

    if-nez v3, :cond_2

    .line 268
    invoke-virtual {p1}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v3

    const-string v4, "USER_CANCELLED"

    const-string v5, "The revocation was declined"

    const/4 v6, 0x0

    invoke-static {v3, v4, v5, v6}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 271
    :cond_2
    iget-object v3, p0, Lcom/keyholder/grants/GrantToolProvider;->keys:Lcom/keyholder/data/KeyDao;

    invoke-virtual {v1}, Lcom/keyholder/grants/Grant;->grantId()Ljava/lang/String;

    move-result-object v4

    invoke-interface {v3, v4}, Lcom/keyholder/data/KeyDao;->revokeGrant(Ljava/lang/String;)I

    .line 272
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/Object;

    const/4 v6, 0x0

    const-string v7, "grant_id"

    aput-object v7, v4, v6

    invoke-virtual {v1}, Lcom/keyholder/grants/Grant;->grantId()Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    invoke-static {v4}, Lcom/keyholder/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-static {p1, v4}, Lcom/keyholder/cetp/Replies;->success(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method private serve(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    .line 129
    if-eqz p4, :cond_0

    const-string v5, "protocol_version"

    const/4 v6, 0x0

    invoke-virtual {p4, v5, v6}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v4

    const/4 v5, 0x2

    if-eq v4, v5, :cond_1

    .line 130
    :cond_0
    const-string v5, "UNSUPPORTED_VERSION"

    const-string v6, "protocol_version 2 is required"

    const/4 v7, 0x0

    invoke-static {p4, v5, v6, v7}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 132
    :cond_1
    iget-object v4, p0, Lcom/keyholder/grants/GrantToolProvider;->sessions:Lcom/keyholder/cetp/SessionRepository;

    const-string v6, "session_token"

    invoke-virtual {p4, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5, p2}, Lcom/keyholder/cetp/SessionRepository;->findForCaller(Ljava/lang/String;I)Lcom/keyholder/data/SessionRow;

    move-result-object v0

    .line 133
    if-nez v0, :cond_2

    .line 134
    const-string v5, "NEGOTIATION_REQUIRED"

    const-string v6, "Negotiate a session first"

    const/4 v7, 0x1

    invoke-static {p4, v5, v6, v7}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 136
    :cond_2
    const-string v5, "request_id"

    invoke-virtual {p4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 137
    const-string v5, "deadline_at_ms"

    const-wide/16 v6, 0x0

    invoke-virtual {p4, v5, v6, v7}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v2

    .line 138
    if-eqz v1, :cond_3

    const-wide/16 v6, 0x0

    cmp-long v4, v2, v6

    if-gtz v4, :cond_4

    .line 139
    :cond_3
    const-string v5, "INVALID_REQUEST"

    const-string v6, "request_id and deadline_at_ms are required"

    const/4 v7, 0x0

    invoke-static {p4, v5, v6, v7}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 141
    :cond_4
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long v4, v4, v2

    if-ltz v4, :cond_5

    .line 142
    const-string v5, "DEADLINE_EXCEEDED"

    const-string v6, "The deadline has passed"

    const/4 v7, 0x0

    invoke-static {p4, v5, v6, v7}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 144
    :cond_5
    const-string v4, "get_provider_info"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_6

    .line 145
    const-string v5, "{\"provider_id\":\"com.keyholder.grants\",\"provider_name\":\"Keyholder guest access\",\"description\":\"Who may open the household\'s smart locks\",\"scopes\":[{\"name\":\"grants.read\",\"title\":\"See guest access\",\"description\":\"List who can open which lock\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"grants.write\",\"title\":\"Change guest access\",\"description\":\"Give and take away guest access\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

    invoke-static {v5}, Lcom/keyholder/cetp/Replies;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    invoke-static {p4, v5}, Lcom/keyholder/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 147
    :cond_6
    const-string v4, "list_tools"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_7

    .line 148
    const-string v5, "{\"revision\":\"grants-5\",\"tools\":[{\"name\":\"list_grants\",\"title\":\"List guest access\",\"description\":\"Lists every guest who can open one of the household\'s locks\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"grants\":{\"type\":\"array\"}},\"required\":[\"grants\"]},\"scopes\":[\"grants.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"issue_grant\",\"title\":\"Give a guest access\",\"description\":\"Lets a guest open a lock; admin access needs the owner\'s approval\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"guest\":{\"type\":\"string\"},\"level\":{\"enum\":[\"guest\",\"admin\"]}},\"required\":[\"lock_id\",\"guest\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"grant_id\":{\"type\":\"string\"}},\"required\":[\"grant_id\"]},\"scopes\":[\"grants.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"open_world\":false,\"confirmation\":\"provider_policy\"}},{\"name\":\"revoke_grant\",\"title\":\"Take away a guest\'s access\",\"description\":\"Revokes one guest grant\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"grant_id\":{\"type\":\"string\"}},\"required\":[\"grant_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"grant_id\":{\"type\":\"string\"}},\"required\":[\"grant_id\"]},\"scopes\":[\"grants.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\"}}]}"

    invoke-static {v5}, Lcom/keyholder/cetp/Replies;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    invoke-static {p4, v5}, Lcom/keyholder/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 150
    :cond_7
    move v5, p2

    move-object v6, p3

    move-object v7, v1

    move-wide v8, v2

    move-object v10, p4

    invoke-static/range {v5 .. v10}, Lcom/keyholder/cetp/ToolCall;->create(ILjava/lang/String;Ljava/lang/String;JLandroid/os/Bundle;)Lcom/keyholder/cetp/ToolCall;

    move-result-object v5

    invoke-direct {p0, v5}, Lcom/keyholder/grants/GrantToolProvider;->execute(Lcom/keyholder/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 98
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 99
    invoke-virtual {p0}, Lcom/keyholder/grants/GrantToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    .line 100
    iget-object v4, p0, Lcom/keyholder/grants/GrantToolProvider;->callers:Lcom/keyholder/cetp/CallerCheck;

    invoke-virtual {v4, v0}, Lcom/keyholder/cetp/CallerCheck;->isAssistant(I)Z

    move-result v4

    if-nez v4, :cond_0

    .line 101
    const-string v5, "PERMISSION_DENIED"

    const-string v6, "This app may not manage Keyholder guests"

    const/4 v7, 0x0

    invoke-static {p3, v5, v6, v7}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 104
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

    .line 106
    :pswitch_0
    invoke-direct {p0, v0, p3}, Lcom/keyholder/grants/GrantToolProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v4

    .line 110
    :pswitch_1
    :try_start_1
    invoke-direct {p0, p1, v0, v1, p3}, Lcom/keyholder/grants/GrantToolProvider;->serve(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_0

    return-object v4

    .line 112
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

    .line 114
    :catch_0
    move-exception v2

    .line 115
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

    const-string v4, "GrantTools"

    invoke-static {v4, v5, v2}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 116
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

    .line 308
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Keyholder tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 298
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 303
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Keyholder tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public onCreate()Z
    .registers 2

    .line 92
    invoke-virtual {p0}, Lcom/keyholder/grants/GrantToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/keyholder/di/Components;->tools(Landroid/content/Context;)Lcom/keyholder/di/ToolComponent;

    move-result-object v0

    invoke-interface {v0, p0}, Lcom/keyholder/di/ToolComponent;->inject(Lcom/keyholder/grants/GrantToolProvider;)V

    .line 93
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 293
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Keyholder tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 313
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Keyholder tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.class public Lcom/fieldnote/birding/cetp/Exchange;
.super Ljava/lang/Object;
.source "Exchange.java"

# interfaces
.implements Lcom/fieldnote/birding/cetp/Command$Visitor;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/fieldnote/birding/cetp/Command$Visitor<",
        "Landroid/os/Bundle;",
        ">;"
    }
.end annotation


# static fields
.field private static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final SESSION_MS:J = 0x36ee80L

.field private static final TAG:Ljava/lang/String; = "FieldnoteCetp"


# instance fields
.field protected final callerPackage:Ljava/lang/String;

.field protected final provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

.field protected final uid:I


# direct methods
.method public constructor <init>(Lcom/fieldnote/birding/cetp/BaseToolProvider;ILjava/lang/String;)V
    .registers 4

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    .line 26
    iput p2, p0, Lcom/fieldnote/birding/cetp/Exchange;->uid:I

    .line 27
    iput-object p3, p0, Lcom/fieldnote/birding/cetp/Exchange;->callerPackage:Ljava/lang/String;

    .line 28
    return-void
.end method

.method private execute(Ljava/lang/Class;Lcom/fieldnote/birding/cetp/Command$ExecuteTool;)Landroid/os/Bundle;
    .registers 19
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<A:",
            "Lcom/fieldnote/birding/cetp/ToolArgs;",
            ">(",
            "Ljava/lang/Class<",
            "TA;>;",
            "Lcom/fieldnote/birding/cetp/Command$ExecuteTool;",
            ")",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 134
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->args:Ljava/lang/String;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->args:Ljava/lang/String;

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_1

    .line 135
    :cond_0
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "The arguments are missing or too large"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 139
    :cond_1
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    move-object/from16 v2, p2

    iget-object v2, v2, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->args:Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object/from16 v1, p1

    invoke-static {v0, v1}, Lcom/fieldnote/birding/cetp/ToolArgs;->decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v9

    .line 142
    goto :goto_0

    :catch_0
    move-exception v10

    .line 141
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "The arguments do not match the input schema"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 143
    :goto_0
    move-object/from16 v1, p0

    iget v1, v1, Lcom/fieldnote/birding/cetp/Exchange;->uid:I

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/fieldnote/birding/cetp/Exchange;->callerPackage:Ljava/lang/String;

    invoke-virtual {v9, v1, v2}, Lcom/fieldnote/birding/cetp/ToolArgs;->bindCaller(ILjava/lang/String;)V

    .line 144
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->registry:Lcom/fieldnote/birding/cetp/Registry;

    move-object/from16 v1, p1

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/cetp/Registry;->get(Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolHandler;

    move-result-object v10

    .line 145
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    move-object/from16 v1, p0

    iget v1, v1, Lcom/fieldnote/birding/cetp/Exchange;->uid:I

    invoke-virtual {v10}, Lcom/fieldnote/birding/cetp/ToolHandler;->scopes()[Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->granted(I[Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 146
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->requestId:Ljava/lang/String;

    iget-object v2, v10, Lcom/fieldnote/birding/cetp/ToolHandler;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "This app may not use "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const-string v1, "PERMISSION_DENIED"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 148
    :cond_2
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->args:Ljava/lang/String;

    invoke-static {v0}, Lcom/fieldnote/birding/cetp/Tokens;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 149
    move-object/from16 v0, p0

    iget v0, v0, Lcom/fieldnote/birding/cetp/Exchange;->uid:I

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    invoke-virtual {v1}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, p2

    iget-object v2, v2, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->requestId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v12, v3

    .line 150
    invoke-virtual {v10}, Lcom/fieldnote/birding/cetp/ToolHandler;->mutating()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 151
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->ledger:Lcom/fieldnote/birding/data/Repo;

    invoke-virtual {v0, v12}, Lcom/fieldnote/birding/data/Repo;->findById(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;

    move-object v13, v0

    .line 152
    if-eqz v13, :cond_5

    .line 153
    iget-object v0, v13, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->tool:Ljava/lang/String;

    iget-object v1, v10, Lcom/fieldnote/birding/cetp/ToolHandler;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    iget-object v0, v13, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->argsSha256:Ljava/lang/String;

    invoke-virtual {v0, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 154
    :cond_3
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 157
    :cond_4
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    iget-object v3, v13, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->data:Ljava/lang/String;

    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0, v1}, Lcom/fieldnote/birding/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 160
    :cond_5
    new-instance v13, Lcom/fieldnote/birding/cetp/Call;

    move-object/from16 v2, p2

    iget-object v2, v2, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->extras:Landroid/os/Bundle;

    move-object/from16 v3, p0

    iget v3, v3, Lcom/fieldnote/birding/cetp/Exchange;->uid:I

    move-object/from16 v4, p2

    iget-object v4, v4, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->requestId:Ljava/lang/String;

    iget-object v5, v10, Lcom/fieldnote/birding/cetp/ToolHandler;->name:Ljava/lang/String;

    move-object/from16 v7, p2

    iget-object v7, v7, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->resumeToken:Ljava/lang/String;

    move-object v1, v13

    move-object v6, v11

    invoke-direct/range {v1 .. v7}, Lcom/fieldnote/birding/cetp/Call;-><init>(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 163
    move-object/from16 v0, p0

    :try_start_1
    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->registry:Lcom/fieldnote/birding/cetp/Registry;

    move-object/from16 v1, p1

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/cetp/Registry;->get(Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolHandler;

    move-result-object v0

    move-object/from16 v2, p1

    invoke-virtual {v2, v9}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/fieldnote/birding/cetp/ToolArgs;

    invoke-virtual {v0, v13, v2}, Lcom/fieldnote/birding/cetp/ToolHandler;->run(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/cetp/ToolArgs;)Lcom/fieldnote/birding/cetp/ToolResult;
    :try_end_1
    .catch Lcom/fieldnote/birding/cetp/ToolException; {:try_start_1 .. :try_end_1} :catch_1

    move-result-object v14

    .line 166
    goto :goto_1

    :catch_1
    move-exception v15

    .line 165
    move-object/from16 v0, p0

    invoke-virtual {v0, v13, v15}, Lcom/fieldnote/birding/cetp/Exchange;->refused(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/cetp/ToolException;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 167
    :goto_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "inline"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v14}, Lcom/fieldnote/birding/cetp/ToolResult;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "value"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v15

    .line 168
    invoke-virtual {v10}, Lcom/fieldnote/birding/cetp/ToolHandler;->mutating()Z

    move-result v0

    if-eqz v0, :cond_6

    .line 169
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->ledger:Lcom/fieldnote/birding/data/Repo;

    new-instance v1, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;

    iget-object v4, v10, Lcom/fieldnote/birding/cetp/ToolHandler;->name:Ljava/lang/String;

    invoke-virtual {v15}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v6

    .line 170
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    move-object v2, v1

    move-object v3, v12

    move-object v5, v11

    invoke-direct/range {v2 .. v8}, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 169
    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/Repo;->save(Ljava/lang/Object;)Ljava/lang/Object;

    .line 172
    :cond_6
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->requestId:Ljava/lang/String;

    invoke-static {v0, v15}, Lcom/fieldnote/birding/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private refusal(Lcom/fieldnote/birding/cetp/Command$InSession;)Landroid/os/Bundle;
    .registers 6

    .line 72
    iget v0, p1, Lcom/fieldnote/birding/cetp/Command$InSession;->protocolVersion:I

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    .line 73
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$InSession;->requestId:Ljava/lang/String;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "protocol_version 2 is required"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 75
    :cond_0
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$InSession;->requestId:Ljava/lang/String;

    if-eqz v0, :cond_1

    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$InSession;->requestId:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 76
    :cond_1
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 78
    :cond_2
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    iget-object v1, p1, Lcom/fieldnote/birding/cetp/Command$InSession;->sessionToken:Ljava/lang/String;

    iget v2, p0, Lcom/fieldnote/birding/cetp/Exchange;->uid:I

    invoke-virtual {v0, v1, v2}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->session(Ljava/lang/String;I)Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;

    move-result-object v0

    if-nez v0, :cond_3

    .line 79
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$InSession;->requestId:Ljava/lang/String;

    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 81
    :cond_3
    const/4 v0, 0x0

    return-object v0
.end method


# virtual methods
.method protected refused(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/cetp/ToolException;)Landroid/os/Bundle;
    .registers 9

    .line 177
    instance-of v0, p2, Lcom/fieldnote/birding/cetp/ToolException$NeedsConfirmation;

    if-eqz v0, :cond_0

    .line 178
    check-cast p2, Lcom/fieldnote/birding/cetp/ToolException$NeedsConfirmation;

    iget-object v4, p2, Lcom/fieldnote/birding/cetp/ToolException$NeedsConfirmation;->token:Ljava/lang/String;

    .line 179
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Call;->requestId:Ljava/lang/String;

    iget-object v2, p2, Lcom/fieldnote/birding/cetp/ToolException;->reply:Ljava/lang/String;

    const-string v1, "USER_ACTION_REQUIRED"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    .line 180
    iget-object v2, p0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    invoke-virtual {v2}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/fieldnote/birding/ui/ConfirmActivity;

    invoke-static {v2, v3, v4}, Lcom/fieldnote/birding/cetp/Replies;->resolution(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    const-string v1, "resolution"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 181
    const-string v1, "resume_token"

    invoke-virtual {v5, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 182
    return-object v5

    .line 184
    :cond_0
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Call;->requestId:Ljava/lang/String;

    iget-object v1, p2, Lcom/fieldnote/birding/cetp/ToolException;->code:Ljava/lang/String;

    iget-object v2, p2, Lcom/fieldnote/birding/cetp/ToolException;->reply:Ljava/lang/String;

    iget-boolean v3, p2, Lcom/fieldnote/birding/cetp/ToolException;->retryable:Z

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public visit(Lcom/fieldnote/birding/cetp/Command$ExecuteTool;)Landroid/os/Bundle;
    .registers 9

    .line 116
    invoke-direct {p0, p1}, Lcom/fieldnote/birding/cetp/Exchange;->refusal(Lcom/fieldnote/birding/cetp/Command$InSession;)Landroid/os/Bundle;

    move-result-object v4

    .line 117
    if-eqz v4, :cond_0

    .line 118
    return-object v4

    .line 120
    :cond_0
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->registry:Lcom/fieldnote/birding/cetp/Registry;

    iget-object v1, p1, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->toolName:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/cetp/Registry;->typeOf(Ljava/lang/String;)Ljava/lang/Class;

    move-result-object v5

    .line 121
    if-nez v5, :cond_1

    .line 122
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->requestId:Ljava/lang/String;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 125
    :cond_1
    :try_start_0
    invoke-direct {p0, v5, p1}, Lcom/fieldnote/birding/cetp/Exchange;->execute(Ljava/lang/Class;Lcom/fieldnote/birding/cetp/Command$ExecuteTool;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 127
    iget-object v1, p1, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->toolName:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "execute_tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "FieldnoteCetp"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 128
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->requestId:Ljava/lang/String;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The tool could not complete"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public visit(Lcom/fieldnote/birding/cetp/Command$ListTools;)Landroid/os/Bundle;
    .registers 8

    .line 100
    invoke-direct {p0, p1}, Lcom/fieldnote/birding/cetp/Exchange;->refusal(Lcom/fieldnote/birding/cetp/Command$InSession;)Landroid/os/Bundle;

    move-result-object v4

    .line 101
    if-eqz v4, :cond_0

    .line 102
    return-object v4

    .line 105
    :cond_0
    :try_start_0
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$ListTools;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    .line 106
    invoke-virtual {v3}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->revision()Ljava/lang/String;

    move-result-object v3

    const-string v2, "revision"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    iget-object v3, v3, Lcom/fieldnote/birding/cetp/BaseToolProvider;->registry:Lcom/fieldnote/birding/cetp/Registry;

    .line 107
    invoke-virtual {v3}, Lcom/fieldnote/birding/cetp/Registry;->describe()Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "tools"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 105
    invoke-static {v0, v1}, Lcom/fieldnote/birding/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 109
    const-string v0, "FieldnoteCetp"

    const-string v1, "list_tools failed"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 110
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$ListTools;->requestId:Ljava/lang/String;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The provider could not answer"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public visit(Lcom/fieldnote/birding/cetp/Command$Negotiate;)Landroid/os/Bundle;
    .registers 12

    .line 32
    const/4 v4, 0x0

    .line 33
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$Negotiate;->versions:[I

    if-eqz v0, :cond_1

    .line 34
    iget-object v5, p1, Lcom/fieldnote/birding/cetp/Command$Negotiate;->versions:[I

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_1

    aget v8, v5, v7

    .line 35
    const/4 v2, 0x2

    move v0, v4

    if-ne v8, v2, :cond_0

    const/4 v1, 0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    or-int v4, v0, v1

    .line 34
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 38
    :cond_1
    if-nez v4, :cond_2

    .line 39
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "This provider speaks CETP v2 only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 43
    :cond_2
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    iget-object v2, p1, Lcom/fieldnote/birding/cetp/Command$Negotiate;->capabilities:Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v5, v0

    .line 46
    goto :goto_2

    :catch_0
    move-exception v6

    .line 45
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_capabilities must be a JSON array"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 47
    :goto_2
    invoke-virtual {v5}, Lorg/json/JSONArray;->length()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "negotiate: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " capabilities offered, none taken"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "FieldnoteCetp"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 48
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x36ee80

    add-long v6, v0, v2

    .line 49
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    invoke-static {}, Lcom/fieldnote/birding/cetp/Tokens;->mint()Ljava/lang/String;

    move-result-object v1

    iget v2, p0, Lcom/fieldnote/birding/cetp/Exchange;->uid:I

    invoke-virtual {v0, v1, v2, v6, v7}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->openSession(Ljava/lang/String;IJ)Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;

    move-result-object v8

    .line 51
    :try_start_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 52
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 53
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 54
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 55
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v9

    .line 56
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 57
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    .line 58
    invoke-virtual {v2}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    .line 59
    invoke-virtual {v2}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, v8, Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;->token:Ljava/lang/String;

    .line 60
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 61
    invoke-static {v6, v7}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 62
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 63
    const-string v1, "limits"

    invoke-virtual {v0, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 56
    invoke-static {v0}, Lcom/fieldnote/birding/cetp/Replies;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_1

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v9

    .line 65
    const-string v0, "FieldnoteCetp"

    const-string v1, "negotiate failed"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 66
    const/4 v0, 0x0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The provider could not answer"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public visit(Lcom/fieldnote/birding/cetp/Command$Operation;)Landroid/os/Bundle;
    .registers 7

    .line 189
    invoke-direct {p0, p1}, Lcom/fieldnote/birding/cetp/Exchange;->refusal(Lcom/fieldnote/birding/cetp/Command$InSession;)Landroid/os/Bundle;

    move-result-object v4

    .line 190
    if-eqz v4, :cond_0

    .line 191
    return-object v4

    .line 193
    :cond_0
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$Operation;->requestId:Ljava/lang/String;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Background operations are not offered"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public visit(Lcom/fieldnote/birding/cetp/Command$ProviderInfo;)Landroid/os/Bundle;
    .registers 8

    .line 86
    invoke-direct {p0, p1}, Lcom/fieldnote/birding/cetp/Exchange;->refusal(Lcom/fieldnote/birding/cetp/Command$InSession;)Landroid/os/Bundle;

    move-result-object v4

    .line 87
    if-eqz v4, :cond_0

    .line 88
    return-object v4

    .line 91
    :cond_0
    :try_start_0
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$ProviderInfo;->requestId:Ljava/lang/String;

    iget-object v1, p0, Lcom/fieldnote/birding/cetp/Exchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    invoke-virtual {v1}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->info()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/fieldnote/birding/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 93
    const-string v0, "FieldnoteCetp"

    const-string v1, "get_provider_info failed"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 94
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$ProviderInfo;->requestId:Ljava/lang/String;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The provider could not answer"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public visit(Lcom/fieldnote/birding/cetp/Command$Unknown;)Landroid/os/Bundle;
    .registers 6

    .line 198
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Command$Unknown;->requestId:Ljava/lang/String;

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visit(Lcom/fieldnote/birding/cetp/Command$ExecuteTool;)Ljava/lang/Object;
    .registers 3

    .line 15
    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/cetp/Exchange;->visit(Lcom/fieldnote/birding/cetp/Command$ExecuteTool;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visit(Lcom/fieldnote/birding/cetp/Command$ListTools;)Ljava/lang/Object;
    .registers 3

    .line 15
    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/cetp/Exchange;->visit(Lcom/fieldnote/birding/cetp/Command$ListTools;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visit(Lcom/fieldnote/birding/cetp/Command$Negotiate;)Ljava/lang/Object;
    .registers 3

    .line 15
    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/cetp/Exchange;->visit(Lcom/fieldnote/birding/cetp/Command$Negotiate;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visit(Lcom/fieldnote/birding/cetp/Command$Operation;)Ljava/lang/Object;
    .registers 3

    .line 15
    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/cetp/Exchange;->visit(Lcom/fieldnote/birding/cetp/Command$Operation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visit(Lcom/fieldnote/birding/cetp/Command$ProviderInfo;)Ljava/lang/Object;
    .registers 3

    .line 15
    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/cetp/Exchange;->visit(Lcom/fieldnote/birding/cetp/Command$ProviderInfo;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visit(Lcom/fieldnote/birding/cetp/Command$Unknown;)Ljava/lang/Object;
    .registers 3

    .line 15
    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/cetp/Exchange;->visit(Lcom/fieldnote/birding/cetp/Command$Unknown;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

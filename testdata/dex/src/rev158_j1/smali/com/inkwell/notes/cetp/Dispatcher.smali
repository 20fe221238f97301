.class public final Lcom/inkwell/notes/cetp/Dispatcher;
.super Ljava/lang/Object;
.source "Dispatcher.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkwell/notes/cetp/Dispatcher$Method;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Enum<",
        "TT;>;:",
        "Lcom/inkwell/notes/cetp/CetpTool;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# static fields
.field private static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final SESSION_TTL_MS:J = 0x36ee80L

.field private static final TAG:Ljava/lang/String; = "InkwellCetp"


# instance fields
.field private final context:Landroid/content/Context;

.field private final db:Lcom/inkwell/notes/data/NotesDb;

.field private final description:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final scopes:Lorg/json/JSONArray;

.field private final sessions:Lcom/inkwell/notes/cetp/Sessions;

.field private final tools:[Ljava/lang/Enum;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "[TT;"
        }
    .end annotation
.end field

.field private final type:Ljava/lang/Class;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/lang/Class<",
            "TT;>;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Landroid/content/Context;Ljava/lang/Class;[Ljava/lang/Enum;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/lang/String;)V
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Ljava/lang/Class<",
            "TT;>;[TT;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Lorg/json/JSONArray;",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 43
    new-instance v0, Lcom/inkwell/notes/cetp/Sessions;

    invoke-direct {v0}, Lcom/inkwell/notes/cetp/Sessions;-><init>()V

    iput-object v0, p0, Lcom/inkwell/notes/cetp/Dispatcher;->sessions:Lcom/inkwell/notes/cetp/Sessions;

    .line 47
    iput-object p1, p0, Lcom/inkwell/notes/cetp/Dispatcher;->context:Landroid/content/Context;

    .line 48
    iput-object p2, p0, Lcom/inkwell/notes/cetp/Dispatcher;->type:Ljava/lang/Class;

    .line 49
    iput-object p3, p0, Lcom/inkwell/notes/cetp/Dispatcher;->tools:[Ljava/lang/Enum;

    .line 50
    iput-object p4, p0, Lcom/inkwell/notes/cetp/Dispatcher;->providerId:Ljava/lang/String;

    .line 51
    iput-object p5, p0, Lcom/inkwell/notes/cetp/Dispatcher;->providerName:Ljava/lang/String;

    .line 52
    iput-object p6, p0, Lcom/inkwell/notes/cetp/Dispatcher;->description:Ljava/lang/String;

    .line 53
    iput-object p7, p0, Lcom/inkwell/notes/cetp/Dispatcher;->scopes:Lorg/json/JSONArray;

    .line 54
    iput-object p8, p0, Lcom/inkwell/notes/cetp/Dispatcher;->revision:Ljava/lang/String;

    .line 55
    invoke-static {p1}, Lcom/inkwell/notes/data/NotesDb;->get(Landroid/content/Context;)Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/notes/cetp/Dispatcher;->db:Lcom/inkwell/notes/data/NotesDb;

    .line 56
    return-void
.end method

.method private execute(Lcom/inkwell/notes/cetp/Caller;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 137
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Dispatcher;->type:Ljava/lang/Class;

    move-object/from16 v1, p3

    const-string v2, "tool_name"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/inkwell/notes/cetp/CetpTool;->find(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v8

    .line 138
    if-nez v8, :cond_0

    .line 139
    move-object/from16 v0, p2

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkwell/notes/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 141
    :cond_0
    move-object/from16 v0, p3

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 142
    if-nez v9, :cond_1

    .line 143
    const-string v9, "{}"

    .line 145
    :cond_1
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v9, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_2

    .line 146
    move-object/from16 v0, p2

    const-string v1, "INVALID_ARGS"

    const-string v2, "The arguments are too large"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkwell/notes/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 150
    :cond_2
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v9}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v10, v0

    .line 153
    goto :goto_0

    :catch_0
    move-exception v11

    .line 152
    move-object/from16 v0, p2

    const-string v1, "INVALID_ARGS"

    const-string v2, "The arguments must be a JSON object"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkwell/notes/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 154
    :goto_0
    new-instance v0, Lcom/inkwell/notes/cetp/Ctx$Builder;

    iget-object v2, p0, Lcom/inkwell/notes/cetp/Dispatcher;->context:Landroid/content/Context;

    move-object/from16 v3, p1

    invoke-direct {v0, v2, v3}, Lcom/inkwell/notes/cetp/Ctx$Builder;-><init>(Landroid/content/Context;Lcom/inkwell/notes/cetp/Caller;)V

    iget-object v1, p0, Lcom/inkwell/notes/cetp/Dispatcher;->db:Lcom/inkwell/notes/data/NotesDb;

    invoke-virtual {v0, v1}, Lcom/inkwell/notes/cetp/Ctx$Builder;->db(Lcom/inkwell/notes/data/NotesDb;)Lcom/inkwell/notes/cetp/Ctx$Builder;

    move-result-object v0

    iget-object v1, p0, Lcom/inkwell/notes/cetp/Dispatcher;->providerId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/inkwell/notes/cetp/Ctx$Builder;->providerId(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Ctx$Builder;

    move-result-object v0

    move-object/from16 v1, p2

    move-object/from16 v2, p3

    invoke-virtual {v0, v1, v2, v9}, Lcom/inkwell/notes/cetp/Ctx$Builder;->request(Ljava/lang/String;Landroid/os/Bundle;Ljava/lang/String;)Lcom/inkwell/notes/cetp/Ctx$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkwell/notes/cetp/Ctx$Builder;->build()Lcom/inkwell/notes/cetp/Ctx;

    move-result-object v11

    .line 155
    check-cast v8, Lcom/inkwell/notes/cetp/CetpTool;

    invoke-interface {v8, v11}, Lcom/inkwell/notes/cetp/CetpTool;->admits(Lcom/inkwell/notes/cetp/Ctx;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 156
    check-cast v8, Lcom/inkwell/notes/cetp/CetpTool;

    invoke-interface {v8}, Lcom/inkwell/notes/cetp/CetpTool;->scope()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "This app holds no grant for "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    move-object/from16 v0, p2

    const-string v1, "PERMISSION_DENIED"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkwell/notes/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 158
    :cond_3
    check-cast v8, Lcom/inkwell/notes/cetp/CetpTool;

    invoke-interface {v8}, Lcom/inkwell/notes/cetp/CetpTool;->mutating()Z

    move-result v0

    if-nez v0, :cond_4

    .line 159
    check-cast v8, Lcom/inkwell/notes/cetp/CetpTool;

    invoke-interface {v8, v11, v10}, Lcom/inkwell/notes/cetp/CetpTool;->run(Lcom/inkwell/notes/cetp/Ctx;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 161
    :cond_4
    invoke-static {v9}, Lcom/inkwell/notes/cetp/Json;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 162
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Dispatcher;->db:Lcom/inkwell/notes/data/NotesDb;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/inkwell/notes/cetp/Caller;->uid()I

    move-result v1

    iget-object v2, p0, Lcom/inkwell/notes/cetp/Dispatcher;->providerId:Ljava/lang/String;

    move-object/from16 v3, p2

    invoke-virtual {v0, v1, v2, v3}, Lcom/inkwell/notes/data/NotesDb;->prior(ILjava/lang/String;Ljava/lang/String;)Lcom/inkwell/notes/data/NotesDb$Prior;

    move-result-object v13

    .line 163
    if-eqz v13, :cond_7

    .line 164
    iget-object v0, v13, Lcom/inkwell/notes/data/NotesDb$Prior;->tool:Ljava/lang/String;

    check-cast v8, Lcom/inkwell/notes/cetp/CetpTool;

    invoke-interface {v8}, Lcom/inkwell/notes/cetp/CetpTool;->wireName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    iget-object v0, v13, Lcom/inkwell/notes/data/NotesDb$Prior;->argsDigest:Ljava/lang/String;

    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 165
    :cond_5
    move-object/from16 v0, p2

    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkwell/notes/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 167
    :cond_6
    iget-object v1, v13, Lcom/inkwell/notes/data/NotesDb$Prior;->data:Ljava/lang/String;

    move-object/from16 v0, p2

    invoke-static {v0, v1}, Lcom/inkwell/notes/cetp/Replies;->inline(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 169
    :cond_7
    check-cast v8, Lcom/inkwell/notes/cetp/CetpTool;

    invoke-interface {v8, v11, v10}, Lcom/inkwell/notes/cetp/CetpTool;->run(Lcom/inkwell/notes/cetp/Ctx;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v14

    .line 170
    const-string v2, "status"

    invoke-virtual {v14, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "success"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    .line 171
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Dispatcher;->db:Lcom/inkwell/notes/data/NotesDb;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/inkwell/notes/cetp/Caller;->uid()I

    move-result v1

    iget-object v2, p0, Lcom/inkwell/notes/cetp/Dispatcher;->providerId:Ljava/lang/String;

    check-cast v8, Lcom/inkwell/notes/cetp/CetpTool;

    invoke-interface {v8}, Lcom/inkwell/notes/cetp/CetpTool;->wireName()Ljava/lang/String;

    move-result-object v4

    const-string v7, "data"

    invoke-virtual {v14, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    move-object/from16 v3, p2

    move-object v5, v12

    invoke-virtual/range {v0 .. v6}, Lcom/inkwell/notes/data/NotesDb;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 173
    :cond_8
    return-object v14
.end method

.method private negotiate(Lcom/inkwell/notes/cetp/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 96
    const-string v1, "consumer_versions"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v4

    .line 97
    const/4 v5, 0x0

    .line 98
    if-eqz v4, :cond_1

    .line 99
    move-object v6, v4

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_1

    aget v9, v6, v8

    .line 100
    const/4 v2, 0x2

    move v0, v5

    if-ne v9, v2, :cond_0

    const/4 v1, 0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    or-int v5, v0, v1

    .line 99
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 103
    :cond_1
    if-nez v5, :cond_2

    .line 104
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "This provider speaks CETP v2 only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkwell/notes/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 106
    :cond_2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x36ee80

    add-long v6, v0, v2

    .line 107
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Dispatcher;->sessions:Lcom/inkwell/notes/cetp/Sessions;

    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Caller;->uid()I

    move-result v1

    invoke-virtual {v0, v1, v6, v7}, Lcom/inkwell/notes/cetp/Sessions;->open(IJ)Ljava/lang/String;

    move-result-object v8

    .line 108
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 109
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 110
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 111
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 112
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v9

    .line 113
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 114
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/inkwell/notes/cetp/Dispatcher;->providerId:Ljava/lang/String;

    .line 115
    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/inkwell/notes/cetp/Dispatcher;->providerName:Ljava/lang/String;

    .line 116
    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 117
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 118
    invoke-static {v6, v7}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 119
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 120
    const-string v1, "limits"

    invoke-virtual {v0, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v10

    .line 121
    new-instance v11, Landroid/os/Bundle;

    invoke-direct {v11}, Landroid/os/Bundle;-><init>()V

    .line 122
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 123
    invoke-virtual {v10}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 124
    return-object v11
.end method

.method private providerInfo()Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 128
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/inkwell/notes/cetp/Dispatcher;->providerId:Ljava/lang/String;

    .line 129
    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/inkwell/notes/cetp/Dispatcher;->providerName:Ljava/lang/String;

    .line 130
    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/inkwell/notes/cetp/Dispatcher;->description:Ljava/lang/String;

    .line 131
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 132
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/inkwell/notes/cetp/Dispatcher;->scopes:Lorg/json/JSONArray;

    .line 133
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 128
    return-object v0
.end method


# virtual methods
.method public call(Lcom/inkwell/notes/cetp/Caller;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 59
    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    goto :goto_0

    :cond_0
    move-object v0, p3

    :goto_0
    move-object v4, v0

    .line 60
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 61
    invoke-static {p2}, Lcom/inkwell/notes/cetp/Dispatcher$Method;->of(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Dispatcher$Method;

    move-result-object v6

    .line 62
    if-nez v6, :cond_1

    .line 63
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/inkwell/notes/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 66
    :cond_1
    :try_start_0
    sget-object v1, Lcom/inkwell/notes/cetp/Dispatcher$Method;->NEGOTIATE:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    if-ne v6, v1, :cond_2

    .line 67
    invoke-direct {p0, p1, v4}, Lcom/inkwell/notes/cetp/Dispatcher;->negotiate(Lcom/inkwell/notes/cetp/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 69
    :cond_2
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_3

    .line 70
    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "protocol_version 2 is required"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/inkwell/notes/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 72
    :cond_3
    if-eqz v5, :cond_4

    invoke-virtual {v5}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 73
    :cond_4
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkwell/notes/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 75
    :cond_5
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Dispatcher;->sessions:Lcom/inkwell/notes/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {v4, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Caller;->uid()I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lcom/inkwell/notes/cetp/Sessions;->valid(Ljava/lang/String;I)Z

    move-result v0

    if-nez v0, :cond_6

    .line 76
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {v5, v1, v2, v3}, Lcom/inkwell/notes/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 78
    :cond_6
    sget-object v0, Lcom/inkwell/notes/cetp/Dispatcher$1;->$SwitchMap$com$inkwell$notes$cetp$Dispatcher$Method:[I

    invoke-virtual {v6}, Lcom/inkwell/notes/cetp/Dispatcher$Method;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    .line 80
    :pswitch_0
    invoke-direct {p0}, Lcom/inkwell/notes/cetp/Dispatcher;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v5, v1}, Lcom/inkwell/notes/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 82
    :pswitch_1
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/inkwell/notes/cetp/Dispatcher;->revision:Ljava/lang/String;

    const-string v2, "revision"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/inkwell/notes/cetp/Dispatcher;->tools:[Ljava/lang/Enum;

    .line 83
    invoke-static {v3}, Lcom/inkwell/notes/cetp/CetpTool;->describeAll([Lcom/inkwell/notes/cetp/CetpTool;)Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "tools"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 82
    invoke-static {v5, v1}, Lcom/inkwell/notes/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 85
    :pswitch_2
    invoke-direct {p0, p1, v5, v4}, Lcom/inkwell/notes/cetp/Dispatcher;->execute(Lcom/inkwell/notes/cetp/Caller;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 87
    :goto_1
    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "No background operations are offered"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/inkwell/notes/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 90
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "call "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "InkwellCetp"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 91
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The provider could not complete the call"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/inkwell/notes/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

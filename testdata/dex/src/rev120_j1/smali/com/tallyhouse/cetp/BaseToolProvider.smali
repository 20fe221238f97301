.class public abstract Lcom/tallyhouse/cetp/BaseToolProvider;
.super Landroid/content/ContentProvider;
.source "BaseToolProvider.java"

# interfaces
.implements Lcom/tallyhouse/cetp/CetpKeys;


# static fields
.field private static final ASSISTANT_CERT_SHA256:[B

.field private static final TAG:Ljava/lang/String; = "TallyTools"

.field private static final UTF_8:Ljava/nio/charset/Charset;


# instance fields
.field protected final bus:Lcom/tallyhouse/bus/AppEventBus;

.field protected final confirmations:Lcom/tallyhouse/cetp/Confirmations;

.field private final current:Ljava/lang/ThreadLocal;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/lang/ThreadLocal<",
            "Lcom/tallyhouse/cetp/CallInfo;",
            ">;"
        }
    .end annotation
.end field

.field protected db:Lcom/tallyhouse/data/TallyDb;

.field private ledger:Lcom/tallyhouse/cetp/Ledger;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 25
    const-string v0, "UTF-8"

    invoke-static {v0}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;

    move-result-object v0

    sput-object v0, Lcom/tallyhouse/cetp/BaseToolProvider;->UTF_8:Ljava/nio/charset/Charset;

    .line 27
    const-string v0, "9c41e07d2b5f8a36c1d4e7f0a2b5c8d1e4f7a0b3c6d9e2f5a8b1c4d7e0f3a6b9"

    invoke-static {v0}, Lcom/tallyhouse/cetp/Ids;->unhex(Ljava/lang/String;)[B

    move-result-object v0

    sput-object v0, Lcom/tallyhouse/cetp/BaseToolProvider;->ASSISTANT_CERT_SHA256:[B

    .line 26
    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 23
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 29
    new-instance v0, Ljava/lang/ThreadLocal;

    invoke-direct {v0}, Ljava/lang/ThreadLocal;-><init>()V

    iput-object v0, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->current:Ljava/lang/ThreadLocal;

    .line 32
    invoke-static {}, Lcom/tallyhouse/bus/AppEventBus;->get()Lcom/tallyhouse/bus/AppEventBus;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->bus:Lcom/tallyhouse/bus/AppEventBus;

    .line 33
    invoke-static {}, Lcom/tallyhouse/cetp/Confirmations;->get()Lcom/tallyhouse/cetp/Confirmations;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->confirmations:Lcom/tallyhouse/cetp/Confirmations;

    return-void
.end method

.method static synthetic access$000(Lcom/tallyhouse/cetp/BaseToolProvider;)Lcom/tallyhouse/cetp/Ledger;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->ledger:Lcom/tallyhouse/cetp/Ledger;

    return-object v0
.end method

.method private admitted(I)Z
    .registers 7

    .line 97
    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 98
    sget v1, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v2, 0x1c

    if-lt v1, v2, :cond_0

    .line 99
    sget-object v3, Lcom/tallyhouse/cetp/BaseToolProvider;->ASSISTANT_CERT_SHA256:[B

    const/4 v4, 0x1

    invoke-virtual {v0, p1, v3, v4}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v1

    return v1

    .line 101
    :cond_0
    invoke-static {}, Landroid/os/Process;->myUid()I

    move-result v2

    invoke-virtual {v0, v2, p1}, Landroid/content/pm/PackageManager;->checkSignatures(II)I

    move-result v1

    if-nez v1, :cond_1

    const/4 v1, 0x1

    goto :goto_0

    :cond_1
    const/4 v1, 0x0

    :goto_0
    return v1
.end method

.method private descriptor(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 8

    .line 262
    invoke-direct {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->tools()Lorg/json/JSONArray;

    move-result-object v0

    .line 263
    const/4 v1, 0x0

    :goto_0
    if-eqz p1, :cond_1

    invoke-virtual {v0}, Lorg/json/JSONArray;->length()I

    move-result v4

    if-ge v1, v4, :cond_1

    .line 264
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->optJSONObject(I)Lorg/json/JSONObject;

    move-result-object v2

    .line 265
    const-string v5, "name"

    invoke-virtual {v2, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    .line 266
    return-object v2

    .line 263
    :cond_0
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 269
    :cond_1
    const/4 v3, 0x0

    return-object v3
.end method

.method private execute(Lcom/tallyhouse/cetp/CallInfo;)Landroid/os/Bundle;
    .registers 14

    .line 173
    iget-object v7, p1, Lcom/tallyhouse/cetp/CallInfo;->extras:Landroid/os/Bundle;

    const-string v8, "tool_name"

    invoke-virtual {v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 174
    iget-object v7, p1, Lcom/tallyhouse/cetp/CallInfo;->extras:Landroid/os/Bundle;

    const-string v8, "args"

    invoke-virtual {v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 175
    if-nez v1, :cond_0

    .line 176
    const-string v1, "{}"

    .line 178
    :cond_0
    sget-object v8, Lcom/tallyhouse/cetp/BaseToolProvider;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v8}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v7

    array-length v7, v7

    const/high16 v8, 0x10000

    if-le v7, v8, :cond_1

    .line 179
    const-string v8, "INVALID_ARGS"

    const-string v9, "args are larger than max_request_bytes"

    const/4 v10, 0x0

    invoke-static {p1, v8, v9, v10}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v7

    return-object v7

    .line 181
    :cond_1
    invoke-direct {p0, v0}, Lcom/tallyhouse/cetp/BaseToolProvider;->descriptor(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    .line 182
    if-nez v2, :cond_2

    .line 183
    const-string v8, "TOOL_NOT_FOUND"

    const-string v9, "No such tool"

    const/4 v10, 0x0

    invoke-static {p1, v8, v9, v10}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v7

    return-object v7

    .line 187
    :cond_2
    :try_start_0
    new-instance v7, Lorg/json/JSONObject;

    invoke-direct {v7, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v3, v7
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 190
    goto :goto_0

    .line 188
    :catch_0
    move-exception v4

    .line 189
    const-string v8, "INVALID_ARGS"

    const-string v9, "args must be a JSON object"

    const/4 v10, 0x0

    invoke-static {p1, v8, v9, v10}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v7

    return-object v7

    .line 191
    :goto_0
    iget-object v10, p1, Lcom/tallyhouse/cetp/CallInfo;->extras:Landroid/os/Bundle;

    const-string v11, "resume_token"

    invoke-virtual {v10, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    invoke-virtual {p1, v0, v1, v10}, Lcom/tallyhouse/cetp/CallInfo;->bind(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 192
    const-string v9, "annotations"

    invoke-virtual {v2, v9}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v8

    const-string v9, "effect"

    invoke-virtual {v8, v9}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    const-string v7, "read"

    invoke-virtual {v7, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v7

    if-nez v7, :cond_3

    const/4 v7, 0x1

    goto :goto_1

    :cond_3
    const/4 v7, 0x0

    :goto_1
    move v4, v7

    .line 193
    if-eqz v4, :cond_4

    .line 194
    iget-object v7, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->ledger:Lcom/tallyhouse/cetp/Ledger;

    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->providerId()Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v7, v8, p1}, Lcom/tallyhouse/cetp/Ledger;->replay(Ljava/lang/String;Lcom/tallyhouse/cetp/CallInfo;)Landroid/os/Bundle;

    move-result-object v5

    .line 195
    if-eqz v5, :cond_4

    .line 196
    return-object v5

    .line 200
    :cond_4
    iget-object v7, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->current:Ljava/lang/ThreadLocal;

    invoke-virtual {v7, p1}, Ljava/lang/ThreadLocal;->set(Ljava/lang/Object;)V

    .line 202
    :try_start_1
    invoke-virtual {p0, v0, v3}, Lcom/tallyhouse/cetp/BaseToolProvider;->handle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v5
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 204
    iget-object v7, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->current:Ljava/lang/ThreadLocal;

    invoke-virtual {v7}, Ljava/lang/ThreadLocal;->remove()V

    .line 205
    goto :goto_2

    .line 204
    :catchall_0
    :try_start_2
    move-exception v6
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    iget-object v7, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->current:Ljava/lang/ThreadLocal;

    invoke-virtual {v7}, Ljava/lang/ThreadLocal;->remove()V

    .line 205
    throw v6

    .line 206
    :goto_2
    if-eqz v4, :cond_5

    const-string v9, "status"

    invoke-virtual {v5, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    const-string v7, "success"

    invoke-virtual {v7, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v7

    if-eqz v7, :cond_5

    .line 207
    iget-object v7, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->ledger:Lcom/tallyhouse/cetp/Ledger;

    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->providerId()Ljava/lang/String;

    move-result-object v8

    const-string v11, "data"

    invoke-virtual {v5, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    invoke-virtual {v7, v8, p1, v10}, Lcom/tallyhouse/cetp/Ledger;->keep(Ljava/lang/String;Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;)V

    .line 209
    :cond_5
    new-instance v6, Landroid/os/Bundle;

    invoke-direct {v6}, Landroid/os/Bundle;-><init>()V

    .line 210
    iget v9, p1, Lcom/tallyhouse/cetp/CallInfo;->uid:I

    const-string v8, "uid"

    invoke-virtual {v6, v8, v9}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 211
    const-string v8, "tool"

    invoke-virtual {v6, v8, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 212
    const-string v10, "status"

    invoke-virtual {v5, v10}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    const-string v8, "outcome"

    invoke-virtual {v6, v8, v9}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 213
    iget-object v7, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->bus:Lcom/tallyhouse/bus/AppEventBus;

    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->auditTopic()Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v7, v8, v6}, Lcom/tallyhouse/bus/AppEventBus;->post(Ljava/lang/String;Landroid/os/Bundle;)I

    .line 214
    return-object v5
.end method

.method private static json(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 4

    .line 274
    :try_start_0
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 275
    :catch_0
    move-exception v0

    .line 276
    new-instance v1, Ljava/lang/IllegalStateException;

    const-string v2, "bad provider info"

    invoke-direct {v1, v2, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v1
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    .line 105
    if-nez p2, :cond_0

    const/4 v6, 0x0

    goto :goto_0

    :cond_0
    const-string v7, "consumer_versions"

    invoke-virtual {p2, v7}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    :goto_0
    move-object v0, v6

    .line 106
    const/4 v1, 0x0

    .line 107
    const/4 v2, 0x0

    :goto_1
    if-eqz v0, :cond_2

    array-length v7, v0

    if-ge v2, v7, :cond_2

    .line 108
    aget v7, v0, v2

    const/4 v8, 0x2

    move v6, v1

    if-ne v7, v8, :cond_1

    const/4 v7, 0x1

    goto :goto_2

    :cond_1
    const/4 v7, 0x0

    :goto_2
    or-int v1, v6, v7

    .line 107
    add-int/lit8 v2, v2, 0x1

    goto :goto_1

    .line 110
    :cond_2
    if-nez v1, :cond_3

    .line 111
    const/4 v6, 0x0

    check-cast v6, Landroid/os/Bundle;

    const-string v7, "UNSUPPORTED_VERSION"

    const-string v8, "Only protocol version 2 is served"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/tallyhouse/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 113
    :cond_3
    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->supportsAsync()Z

    move-result v6

    if-eqz v6, :cond_4

    const-string v7, "consumer_capabilities"

    invoke-virtual {p2, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    const-string v7, "async_operations"

    invoke-static {v6, v7}, Lcom/tallyhouse/cetp/BaseToolProvider;->offers(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v6

    if-eqz v6, :cond_4

    const/4 v6, 0x1

    goto :goto_3

    :cond_4
    const/4 v6, 0x0

    :goto_3
    move v2, v6

    .line 114
    const/4 v7, 0x3

    new-array v7, v7, [J

    invoke-static {}, Lcom/tallyhouse/cetp/Ids;->secure()Ljava/security/SecureRandom;

    move-result-object v10

    invoke-virtual {v10}, Ljava/security/SecureRandom;->nextLong()J

    move-result-wide v10

    const/4 v9, 0x0

    aput-wide v10, v7, v9

    invoke-static {}, Lcom/tallyhouse/cetp/Ids;->secure()Ljava/security/SecureRandom;

    move-result-object v10

    invoke-virtual {v10}, Ljava/security/SecureRandom;->nextLong()J

    move-result-wide v10

    const/4 v9, 0x1

    aput-wide v10, v7, v9

    invoke-static {}, Lcom/tallyhouse/cetp/Ids;->secure()Ljava/security/SecureRandom;

    move-result-object v10

    invoke-virtual {v10}, Ljava/security/SecureRandom;->nextLong()J

    move-result-wide v10

    const/4 v9, 0x2

    aput-wide v10, v7, v9

    const-string v6, "s"

    invoke-static {v6, v7}, Lcom/tallyhouse/cetp/Ids;->compose(Ljava/lang/String;[J)Ljava/lang/String;

    move-result-object v3

    .line 115
    invoke-static {}, Lcom/tallyhouse/cetp/SessionRegistry;->get()Lcom/tallyhouse/cetp/SessionRegistry;

    move-result-object v6

    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->providerId()Ljava/lang/String;

    move-result-object v9

    move-object v7, v3

    move v8, p1

    move v10, v2

    const-wide/32 v11, 0x36ee80

    invoke-virtual/range {v6 .. v12}, Lcom/tallyhouse/cetp/SessionRegistry;->open(Ljava/lang/String;ILjava/lang/String;ZJ)V

    .line 116
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 117
    if-eqz v2, :cond_5

    .line 118
    const-string v7, "async_operations"

    invoke-virtual {v4, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 120
    :cond_5
    const/16 v6, 0x8

    new-array v6, v6, [Ljava/lang/Object;

    const/4 v8, 0x0

    const-string v9, "max_request_bytes"

    aput-object v9, v6, v8

    const/high16 v9, 0x10000

    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v6, v8

    const/4 v8, 0x2

    const-string v9, "max_inline_result_bytes"

    aput-object v9, v6, v8

    .line 121
    const/high16 v9, 0x40000

    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v9

    const/4 v8, 0x3

    aput-object v9, v6, v8

    const/4 v8, 0x4

    const-string v9, "max_concurrent_requests"

    aput-object v9, v6, v8

    const/4 v9, 0x2

    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v9

    const/4 v8, 0x5

    aput-object v9, v6, v8

    const/4 v8, 0x6

    const-string v9, "idempotency_window_seconds"

    aput-object v9, v6, v8

    .line 122
    const v9, 0x15180

    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v9

    const/4 v8, 0x7

    aput-object v9, v6, v8

    .line 120
    invoke-static {v6}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 123
    const/16 v7, 0xc

    new-array v7, v7, [Ljava/lang/Object;

    const/4 v9, 0x0

    const-string v10, "selected_version"

    aput-object v10, v7, v9

    const/4 v10, 0x2

    invoke-static {v10}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v7, v9

    const/4 v9, 0x2

    const-string v10, "provider_id"

    aput-object v10, v7, v9

    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->providerId()Ljava/lang/String;

    move-result-object v10

    const/4 v9, 0x3

    aput-object v10, v7, v9

    const/4 v9, 0x4

    const-string v10, "provider_name"

    aput-object v10, v7, v9

    const/4 v9, 0x5

    const-string v10, "Tallyhouse"

    aput-object v10, v7, v9

    const/4 v9, 0x6

    const-string v10, "session_token"

    aput-object v10, v7, v9

    const/4 v9, 0x7

    aput-object v3, v7, v9

    const/16 v9, 0x8

    const-string v10, "capabilities"

    aput-object v10, v7, v9

    const/16 v9, 0x9

    aput-object v4, v7, v9

    const/16 v9, 0xa

    const-string v10, "limits"

    aput-object v10, v7, v9

    const/16 v9, 0xb

    aput-object v5, v7, v9

    invoke-static {v7}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v7

    const/4 v6, 0x0

    invoke-static {v6, v7}, Lcom/tallyhouse/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6
.end method

.method private static offers(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 7

    .line 129
    :try_start_0
    new-instance v2, Lorg/json/JSONArray;

    move-object v3, v2

    if-nez p0, :cond_0

    const-string v4, "[]"

    goto :goto_0

    :cond_0
    move-object v4, p0

    :goto_0
    invoke-direct {v3, v4}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    move-object v0, v2

    .line 130
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0}, Lorg/json/JSONArray;->length()I

    move-result v3

    if-ge v1, v3, :cond_2

    .line 131
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_1

    .line 132
    const/4 v2, 0x1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return v2

    .line 130
    :cond_1
    :try_start_1
    add-int/lit8 v1, v1, 0x1

    goto :goto_1
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_0

    .line 137
    :cond_2
    goto :goto_2

    .line 135
    :catch_0
    move-exception v0

    .line 136
    const-string v2, "TallyTools"

    const-string v3, "consumer_capabilities is not a JSON array"

    invoke-static {v2, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 138
    :goto_2
    const/4 v2, 0x0

    return v2
.end method

.method private operation(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 218
    iget-boolean v1, p1, Lcom/tallyhouse/cetp/CallInfo;->async:Z

    if-nez v1, :cond_0

    .line 219
    const-string v2, "UNSUPPORTED_CAPABILITY"

    const-string v3, "async_operations was not negotiated"

    const/4 v4, 0x0

    invoke-static {p1, v2, v3, v4}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 221
    :cond_0
    if-nez p2, :cond_1

    .line 222
    const-string v2, "INVALID_REQUEST"

    const-string v3, "operation_id is required"

    const/4 v4, 0x0

    invoke-static {p1, v2, v3, v4}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 224
    :cond_1
    iget-object v1, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->ledger:Lcom/tallyhouse/cetp/Ledger;

    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    iget v4, p1, Lcom/tallyhouse/cetp/CallInfo;->uid:I

    invoke-virtual {v1, v2, p2, v4}, Lcom/tallyhouse/cetp/Ledger;->operation(Ljava/lang/String;Ljava/lang/String;I)Lcom/tallyhouse/cetp/Ledger$Operation;

    move-result-object v0

    .line 225
    if-nez v0, :cond_2

    .line 226
    const-string v2, "INVALID_REQUEST"

    const-string v3, "Unknown operation_id"

    const/4 v4, 0x0

    invoke-static {p1, v2, v3, v4}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 228
    :cond_2
    invoke-static {p1, v0}, Lcom/tallyhouse/cetp/Replies;->operation(Lcom/tallyhouse/cetp/CallInfo;Lcom/tallyhouse/cetp/Ledger$Operation;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private serve(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 30

    .line 142
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    move/from16 v2, p2

    move-object/from16 v3, p3

    move-object/from16 v4, p4

    if-eqz v4, :cond_0

    const-string v6, "protocol_version"

    const/4 v7, 0x0

    invoke-virtual {v4, v6, v7}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v5

    const/4 v6, 0x2

    if-eq v5, v6, :cond_1

    .line 143
    :cond_0
    const-string v6, "UNSUPPORTED_VERSION"

    const-string v7, "protocol_version 2 is required"

    const/4 v8, 0x0

    invoke-static {v4, v6, v7, v8}, Lcom/tallyhouse/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 145
    :cond_1
    const-string v7, "session_token"

    invoke-virtual {v4, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v0, v6, v2}, Lcom/tallyhouse/cetp/BaseToolProvider;->sessionFor(Ljava/lang/String;I)Lcom/tallyhouse/cetp/SessionRegistry$Session;

    move-result-object v14

    .line 146
    if-nez v14, :cond_2

    .line 147
    const-string v6, "NEGOTIATION_REQUIRED"

    const-string v7, "Negotiate a session first"

    const/4 v8, 0x1

    invoke-static {v4, v6, v7, v8}, Lcom/tallyhouse/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 149
    :cond_2
    const-string v6, "request_id"

    invoke-virtual {v4, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 150
    const-string v6, "deadline_at_ms"

    const-wide/16 v7, 0x0

    invoke-virtual {v4, v6, v7, v8}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v16

    .line 151
    if-eqz v15, :cond_3

    const-wide/16 v7, 0x0

    cmp-long v5, v16, v7

    if-gtz v5, :cond_4

    .line 152
    :cond_3
    const-string v6, "INVALID_REQUEST"

    const-string v7, "request_id and deadline_at_ms are required"

    const/4 v8, 0x0

    invoke-static {v4, v6, v7, v8}, Lcom/tallyhouse/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 154
    :cond_4
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    cmp-long v5, v5, v16

    if-ltz v5, :cond_5

    .line 155
    const-string v6, "DEADLINE_EXCEEDED"

    const-string v7, "The deadline has passed"

    const/4 v8, 0x0

    invoke-static {v4, v6, v7, v8}, Lcom/tallyhouse/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 157
    :cond_5
    new-instance v18, Lcom/tallyhouse/cetp/CallInfo;

    iget-boolean v12, v14, Lcom/tallyhouse/cetp/SessionRegistry$Session;->async:Z

    move-object/from16 v6, v18

    move v7, v2

    move-object v8, v3

    move-object v9, v15

    move-wide/from16 v10, v16

    move-object v13, v4

    invoke-direct/range {v6 .. v13}, Lcom/tallyhouse/cetp/CallInfo;-><init>(ILjava/lang/String;Ljava/lang/String;JZLandroid/os/Bundle;)V

    .line 158
    move-object/from16 v19, v1

    const/16 v20, -0x1

    invoke-virtual/range {v19 .. v19}, Ljava/lang/String;->hashCode()I

    move-result v5

    sparse-switch v5, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v6, "get_provider_info"

    move-object/from16 v21, v19

    move-object/from16 v22, v6

    invoke-virtual/range {v21 .. v22}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_6

    const/16 v20, 0x0

    goto :goto_0

    :sswitch_1
    const-string v6, "list_tools"

    move-object/from16 v21, v19

    move-object/from16 v22, v6

    invoke-virtual/range {v21 .. v22}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_6

    const/16 v20, 0x1

    goto :goto_0

    :sswitch_2
    const-string v6, "execute_tool"

    move-object/from16 v21, v19

    move-object/from16 v22, v6

    invoke-virtual/range {v21 .. v22}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_6

    const/16 v20, 0x2

    goto :goto_0

    :sswitch_3
    const-string v6, "get_operation"

    move-object/from16 v21, v19

    move-object/from16 v22, v6

    invoke-virtual/range {v21 .. v22}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_6

    const/16 v20, 0x3

    :cond_6
    :goto_0
    packed-switch v20, :pswitch_data_0

    goto :goto_1

    .line 160
    :pswitch_0
    invoke-virtual {v0}, Lcom/tallyhouse/cetp/BaseToolProvider;->providerInfoJson()Ljava/lang/String;

    move-result-object v6

    invoke-static {v6}, Lcom/tallyhouse/cetp/BaseToolProvider;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v6

    invoke-static {v4, v6}, Lcom/tallyhouse/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 162
    :pswitch_1
    const/4 v6, 0x4

    new-array v6, v6, [Ljava/lang/Object;

    const/4 v8, 0x0

    const-string v9, "revision"

    aput-object v9, v6, v8

    new-instance v9, Ljava/lang/StringBuilder;

    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0}, Lcom/tallyhouse/cetp/BaseToolProvider;->providerId()Ljava/lang/String;

    move-result-object v10

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v9

    const-string v10, "-7"

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v9

    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v6, v8

    const/4 v8, 0x2

    const-string v9, "tools"

    aput-object v9, v6, v8

    move-object/from16 v21, v0

    move-object/from16 v22, v18

    invoke-direct/range {v21 .. v22}, Lcom/tallyhouse/cetp/BaseToolProvider;->visibleTools(Lcom/tallyhouse/cetp/CallInfo;)Lorg/json/JSONArray;

    move-result-object v9

    const/4 v8, 0x3

    aput-object v9, v6, v8

    invoke-static {v6}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    invoke-static {v4, v6}, Lcom/tallyhouse/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 164
    :pswitch_2
    move-object/from16 v21, v0

    move-object/from16 v22, v18

    invoke-direct/range {v21 .. v22}, Lcom/tallyhouse/cetp/BaseToolProvider;->execute(Lcom/tallyhouse/cetp/CallInfo;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 166
    :pswitch_3
    const-string v8, "operation_id"

    invoke-virtual {v4, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    move-object/from16 v21, v0

    move-object/from16 v22, v18

    move-object/from16 v23, v7

    invoke-direct/range {v21 .. v23}, Lcom/tallyhouse/cetp/BaseToolProvider;->operation(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 168
    :goto_1
    const-string v6, "METHOD_NOT_FOUND"

    const-string v7, "No such method"

    const/4 v8, 0x0

    move-object/from16 v21, v18

    move-object/from16 v22, v6

    move-object/from16 v23, v7

    move/from16 v24, v8

    invoke-static/range {v21 .. v24}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private tools()Lorg/json/JSONArray;
    .registers 4

    .line 255
    :try_start_0
    new-instance v1, Lorg/json/JSONArray;

    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->toolsJson()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 256
    :catch_0
    move-exception v0

    .line 257
    new-instance v1, Ljava/lang/IllegalStateException;

    const-string v2, "bad tool list"

    invoke-direct {v1, v2, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v1
.end method

.method private visibleTools(Lcom/tallyhouse/cetp/CallInfo;)Lorg/json/JSONArray;
    .registers 9

    .line 242
    invoke-direct {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->tools()Lorg/json/JSONArray;

    move-result-object v0

    .line 243
    new-instance v1, Lorg/json/JSONArray;

    invoke-direct {v1}, Lorg/json/JSONArray;-><init>()V

    .line 244
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0}, Lorg/json/JSONArray;->length()I

    move-result v5

    if-ge v2, v5, :cond_2

    .line 245
    invoke-virtual {v0, v2}, Lorg/json/JSONArray;->optJSONObject(I)Lorg/json/JSONObject;

    move-result-object v3

    .line 246
    iget-boolean v4, p1, Lcom/tallyhouse/cetp/CallInfo;->async:Z

    if-nez v4, :cond_0

    const-string v6, "annotations"

    invoke-virtual {v3, v6}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "execution"

    invoke-virtual {v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v4, "sync_or_async"

    invoke-virtual {v4, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-nez v4, :cond_1

    .line 247
    :cond_0
    invoke-virtual {v1, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 244
    :cond_1
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 250
    :cond_2
    return-object v1
.end method


# virtual methods
.method protected final askUser(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 14

    .line 233
    const/4 v3, 0x2

    new-array v3, v3, [J

    invoke-static {}, Lcom/tallyhouse/cetp/Ids;->secure()Ljava/security/SecureRandom;

    move-result-object v6

    invoke-virtual {v6}, Ljava/security/SecureRandom;->nextLong()J

    move-result-wide v6

    const/4 v5, 0x0

    aput-wide v6, v3, v5

    invoke-static {}, Lcom/tallyhouse/cetp/Ids;->secure()Ljava/security/SecureRandom;

    move-result-object v6

    invoke-virtual {v6}, Ljava/security/SecureRandom;->nextLong()J

    move-result-wide v6

    const/4 v5, 0x1

    aput-wide v6, v3, v5

    const-string v2, "rt"

    invoke-static {v2, v3}, Lcom/tallyhouse/cetp/Ids;->compose(Ljava/lang/String;[J)Ljava/lang/String;

    move-result-object v0

    .line 234
    iget-object v2, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->confirmations:Lcom/tallyhouse/cetp/Confirmations;

    move-object v3, v0

    move-object v4, p1

    move-object v5, p3

    const-wide/32 v6, 0x927c0

    invoke-virtual/range {v2 .. v7}, Lcom/tallyhouse/cetp/Confirmations;->open(Ljava/lang/String;Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;J)V

    .line 235
    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const/4 v5, 0x4

    new-array v5, v5, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "com.tallyhouse.extra.RESUME_TOKEN"

    aput-object v8, v5, v7

    const/4 v7, 0x1

    aput-object v0, v5, v7

    const/4 v7, 0x2

    const-string v8, "com.tallyhouse.extra.SUMMARY"

    aput-object v8, v5, v7

    const/4 v7, 0x3

    aput-object p3, v5, v7

    invoke-static {v2, p2, p4, v5}, Lcom/tallyhouse/cetp/Resolutions;->pending(Landroid/content/Context;Ljava/lang/String;I[Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    .line 237
    invoke-static {p1, v1, v0, p3}, Lcom/tallyhouse/cetp/Replies;->needsUser(Lcom/tallyhouse/cetp/CallInfo;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method protected final auditTopic()Ljava/lang/String;
    .registers 3

    .line 75
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "audit:"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 80
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 81
    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    .line 82
    invoke-direct {p0, v0}, Lcom/tallyhouse/cetp/BaseToolProvider;->admitted(I)Z

    move-result v3

    if-nez v3, :cond_0

    .line 83
    const-string v4, "PERMISSION_DENIED"

    const-string v5, "This app may not use Tallyhouse tools"

    const/4 v6, 0x0

    invoke-static {p3, v4, v5, v6}, Lcom/tallyhouse/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 86
    :cond_0
    :try_start_0
    const-string v3, "negotiate"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_1

    .line 87
    invoke-direct {p0, v0, p3}, Lcom/tallyhouse/cetp/BaseToolProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v3
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v3

    .line 89
    :cond_1
    :try_start_1
    invoke-direct {p0, p1, v0, v1, p3}, Lcom/tallyhouse/cetp/BaseToolProvider;->serve(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v3
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_0

    return-object v3

    .line 90
    :catch_0
    move-exception v2

    .line 91
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "call "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " failed"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v3, "TallyTools"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 92
    const-string v4, "INTERNAL_ERROR"

    const-string v5, "Tallyhouse could not finish this call"

    const/4 v6, 0x1

    invoke-static {p3, v4, v5, v6}, Lcom/tallyhouse/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method protected final currentCall()Lcom/tallyhouse/cetp/CallInfo;
    .registers 2

    .line 67
    iget-object v0, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->current:Ljava/lang/ThreadLocal;

    invoke-virtual {v0}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyhouse/cetp/CallInfo;

    return-object v0
.end method

.method public final delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 298
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Tallyhouse tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public final getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 288
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract handle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
.end method

.method public final insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 293
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Tallyhouse tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method protected final ledger()Lcom/tallyhouse/cetp/Ledger;
    .registers 2

    .line 71
    iget-object v0, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->ledger:Lcom/tallyhouse/cetp/Ledger;

    return-object v0
.end method

.method public onCreate()Z
    .registers 5

    .line 37
    new-instance v1, Lcom/tallyhouse/cetp/Ledger;

    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/tallyhouse/cetp/Ledger;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->ledger:Lcom/tallyhouse/cetp/Ledger;

    .line 38
    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/tallyhouse/data/TallyDb;->get(Landroid/content/Context;)Lcom/tallyhouse/data/TallyDb;

    move-result-object v1

    iput-object v1, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->db:Lcom/tallyhouse/data/TallyDb;

    .line 39
    iget-object v0, p0, Lcom/tallyhouse/cetp/BaseToolProvider;->bus:Lcom/tallyhouse/bus/AppEventBus;

    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->auditTopic()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lcom/tallyhouse/cetp/BaseToolProvider$1;

    invoke-direct {v2, p0}, Lcom/tallyhouse/cetp/BaseToolProvider$1;-><init>(Lcom/tallyhouse/cetp/BaseToolProvider;)V

    invoke-virtual {v0, v1, v2}, Lcom/tallyhouse/bus/AppEventBus;->register(Ljava/lang/String;Lcom/tallyhouse/bus/AppEventBus$Listener;)V

    .line 45
    invoke-virtual {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/tallyhouse/cetp/BaseToolProvider;->onReady(Landroid/content/Context;)V

    .line 46
    const/4 v0, 0x1

    return v0
.end method

.method protected abstract onReady(Landroid/content/Context;)V
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerInfoJson()Ljava/lang/String;
.end method

.method public final query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 283
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Tallyhouse tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method protected sessionFor(Ljava/lang/String;I)Lcom/tallyhouse/cetp/SessionRegistry$Session;
    .registers 4

    .line 63
    invoke-static {}, Lcom/tallyhouse/cetp/SessionRegistry;->get()Lcom/tallyhouse/cetp/SessionRegistry;

    move-result-object v0

    invoke-virtual {v0, p1, p2}, Lcom/tallyhouse/cetp/SessionRegistry;->lookup(Ljava/lang/String;I)Lcom/tallyhouse/cetp/SessionRegistry$Session;

    move-result-object v0

    return-object v0
.end method

.method protected abstract supportsAsync()Z
.end method

.method protected abstract toolsJson()Ljava/lang/String;
.end method

.method public final update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 303
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Tallyhouse tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.class public final Lcom/hearthboard/inbox/InboxToolProvider;
.super Lcom/hearthboard/cetp/ToolProviderBase;
.source "InboxToolProvider.java"


# static fields
.field private static final CAPABILITIES:[Ljava/lang/String;

.field static final PROVIDER_ID:Ljava/lang/String; = "com.hearthboard.inbox"

.field private static final TAG:Ljava/lang/String; = "InboxTools"

.field private static final TOOLS:[Lcom/hearthboard/cetp/ToolSpec;


# instance fields
.field private calendar:Lcom/hearthboard/calendar/CalendarBridge;

.field private callers:Lcom/hearthboard/inbox/LegacyCallerCheck;

.field private inbox:Lcom/hearthboard/inbox/InboxRepository;

.field private operations:Lcom/hearthboard/inbox/InboxOperations;


# direct methods
.method static constructor <clinit>()V
    .registers 13

    .line 27
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "async_operations"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "cancellation"

    aput-object v2, v0, v1

    sput-object v0, Lcom/hearthboard/inbox/InboxToolProvider;->CAPABILITIES:[Ljava/lang/String;

    .line 28
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/hearthboard/cetp/ToolSpec;

    new-instance v2, Lcom/hearthboard/cetp/ToolSpec;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v11, 0x0

    const-string v12, "inbox.read"

    aput-object v12, v10, v11

    move-object v3, v2

    const-string v4, "list_threads"

    const-string v5, "Message threads"

    const-string v6, "Lists the open message threads of the household member linked to the calling app."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    invoke-direct/range {v3 .. v10}, Lcom/hearthboard/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    .line 32
    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->flags(ZZZ)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v4, 0x0

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    new-array v5, v5, [Ljava/lang/String;

    .line 33
    const-string v3, "{\"type\":\"object\",\"additionalProperties\":false}"

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->input(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    .line 34
    const-string v3, "{\"type\":\"object\",\"properties\":{\"threads\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},\"subject\":{\"type\":\"string\"},\"unread\":{\"type\":\"boolean\"},\"last_at_ms\":{\"type\":\"integer\"}}}}},\"required\":[\"threads\"]}"

    invoke-virtual {v2, v3}, Lcom/hearthboard/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, Lcom/hearthboard/cetp/ToolSpec;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v11, 0x0

    const-string v12, "inbox.write"

    aput-object v12, v10, v11

    move-object v3, v2

    const-string v4, "mark_thread_read"

    const-string v5, "Mark thread read"

    const-string v6, "Clears the unread marker of one thread."

    const-string v7, "update"

    const-string v8, "low"

    const-string v9, "never"

    invoke-direct/range {v3 .. v10}, Lcom/hearthboard/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    .line 40
    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->flags(ZZZ)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "thread_id"

    aput-object v7, v4, v6

    const/4 v5, 0x1

    new-array v5, v5, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "thread_id"

    aput-object v8, v5, v7

    .line 41
    const-string v3, "{\"type\":\"object\",\"properties\":{\"thread_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"thread_id\"],\"additionalProperties\":false}"

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->input(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    .line 44
    const-string v3, "{\"type\":\"object\",\"properties\":{\"thread_id\":{\"type\":\"integer\"},\"unread\":{\"type\":\"boolean\"}},\"required\":[\"thread_id\"]}"

    invoke-virtual {v2, v3}, Lcom/hearthboard/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v0, v1

    new-instance v2, Lcom/hearthboard/cetp/ToolSpec;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v11, 0x0

    const-string v12, "inbox.write"

    aput-object v12, v10, v11

    move-object v3, v2

    const-string v4, "send_message"

    const-string v5, "Send message"

    const-string v6, "Posts a message to a household thread."

    const-string v7, "create"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    invoke-direct/range {v3 .. v10}, Lcom/hearthboard/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    .line 48
    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->flags(ZZZ)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "thread_id"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "body"

    aput-object v7, v4, v6

    const/4 v5, 0x2

    new-array v5, v5, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "thread_id"

    aput-object v8, v5, v7

    const/4 v7, 0x1

    const-string v8, "body"

    aput-object v8, v5, v7

    .line 49
    const-string v3, "{\"type\":\"object\",\"properties\":{\"thread_id\":{\"type\":\"integer\",\"minimum\":1},\"body\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":2000}},\"required\":[\"thread_id\",\"body\"],\"additionalProperties\":false}"

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->input(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    .line 53
    const-string v3, "{\"type\":\"object\",\"properties\":{\"message_id\":{\"type\":\"integer\"},\"thread_id\":{\"type\":\"integer\"}},\"required\":[\"message_id\"]}"

    invoke-virtual {v2, v3}, Lcom/hearthboard/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v0, v1

    new-instance v2, Lcom/hearthboard/cetp/ToolSpec;

    const/4 v10, 0x2

    new-array v10, v10, [Ljava/lang/String;

    const/4 v11, 0x0

    const-string v12, "inbox.read"

    aput-object v12, v10, v11

    const/4 v11, 0x1

    const-string v12, "calendar.write"

    aput-object v12, v10, v11

    move-object v3, v2

    const-string v4, "add_event_from_message"

    const-string v5, "Message to calendar"

    const-string v6, "Adds a one-hour calendar event for an appointment mentioned in a message."

    const-string v7, "create"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    invoke-direct/range {v3 .. v10}, Lcom/hearthboard/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    .line 58
    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x1

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->flags(ZZZ)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "message_id"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "title"

    aput-object v7, v4, v6

    const/4 v6, 0x2

    const-string v7, "starts_at_ms"

    aput-object v7, v4, v6

    const/4 v5, 0x3

    new-array v5, v5, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "message_id"

    aput-object v8, v5, v7

    const/4 v7, 0x1

    const-string v8, "title"

    aput-object v8, v5, v7

    const/4 v7, 0x2

    const-string v8, "starts_at_ms"

    aput-object v8, v5, v7

    .line 59
    const-string v3, "{\"type\":\"object\",\"properties\":{\"message_id\":{\"type\":\"integer\",\"minimum\":1},\"title\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120},\"starts_at_ms\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"message_id\",\"title\",\"starts_at_ms\"],\"additionalProperties\":false}"

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->input(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    .line 64
    const-string v3, "{\"type\":\"object\",\"properties\":{\"event_uri\":{\"type\":\"string\"},\"added\":{\"type\":\"boolean\"}},\"required\":[\"event_uri\"]}"

    invoke-virtual {v2, v3}, Lcom/hearthboard/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v0, v1

    new-instance v2, Lcom/hearthboard/cetp/ToolSpec;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v11, 0x0

    const-string v12, "inbox.write"

    aput-object v12, v10, v11

    move-object v3, v2

    const-string v4, "archive_old_threads"

    const-string v5, "Archive old threads"

    const-string v6, "Archives every thread without messages for the given number of days; runs in the background."

    const-string v7, "update"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    invoke-direct/range {v3 .. v10}, Lcom/hearthboard/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    .line 69
    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->flags(ZZZ)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    .line 70
    invoke-virtual {v2}, Lcom/hearthboard/cetp/ToolSpec;->asyncCapable()Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "older_than_days"

    aput-object v7, v4, v6

    const/4 v5, 0x1

    new-array v5, v5, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "older_than_days"

    aput-object v8, v5, v7

    .line 71
    const-string v3, "{\"type\":\"object\",\"properties\":{\"older_than_days\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":3650}},\"required\":[\"older_than_days\"],\"additionalProperties\":false}"

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->input(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    .line 74
    const-string v3, "{\"type\":\"object\",\"properties\":{\"archived\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"archived\"]}"

    invoke-virtual {v2, v3}, Lcom/hearthboard/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v0, v1

    sput-object v0, Lcom/hearthboard/inbox/InboxToolProvider;->TOOLS:[Lcom/hearthboard/cetp/ToolSpec;

    .line 28
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 24
    invoke-direct {p0}, Lcom/hearthboard/cetp/ToolProviderBase;-><init>()V

    return-void
.end method

.method private archive(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;I)Landroid/os/Bundle;
    .registers 9

    .line 200
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->operations:Lcom/hearthboard/inbox/InboxOperations;

    new-instance v3, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda10;

    invoke-direct {v3, p0, p3}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda10;-><init>(Lcom/hearthboard/inbox/InboxToolProvider;I)V

    .line 201
    invoke-virtual {v0, p1, p2, v3}, Lcom/hearthboard/inbox/InboxOperations;->start(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Function;)Lcom/hearthboard/inbox/InboxOperations$Operation;

    move-result-object v4

    .line 202
    iget-object v1, v4, Lcom/hearthboard/inbox/InboxOperations$Operation;->id:Ljava/lang/String;

    const-wide/16 v2, 0x7d0

    invoke-static {p1, v1, v2, v3}, Lcom/hearthboard/cetp/Envelopes;->accepted(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;J)Landroid/os/Bundle;
    :try_end_0
    .catch Lcom/hearthboard/cetp/Envelopes$Failure; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 204
    iget-object v1, v4, Lcom/hearthboard/cetp/Envelopes$Failure;->code:Ljava/lang/String;

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private cancelOperation(Lcom/hearthboard/cetp/ToolRequest;)Landroid/os/Bundle;
    .registers 9

    .line 222
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->operations:Lcom/hearthboard/inbox/InboxOperations;

    iget v1, p1, Lcom/hearthboard/cetp/ToolRequest;->uid:I

    iget-object v2, p1, Lcom/hearthboard/cetp/ToolRequest;->requestId:Ljava/lang/String;

    iget-object v3, p1, Lcom/hearthboard/cetp/ToolRequest;->extras:Landroid/os/Bundle;

    .line 223
    const-string v4, "operation_id"

    invoke-virtual {v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthboard/inbox/InboxOperations;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/hearthboard/inbox/InboxOperations$Operation;

    move-result-object v5

    .line 224
    if-nez v5, :cond_0

    .line 225
    const-string v1, "INVALID_REQUEST"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 227
    :cond_0
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->operations:Lcom/hearthboard/inbox/InboxOperations;

    invoke-virtual {v0, v5}, Lcom/hearthboard/inbox/InboxOperations;->requestCancel(Lcom/hearthboard/inbox/InboxOperations$Operation;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 228
    const-string v1, "CONFLICT"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 231
    :cond_1
    :try_start_0
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, v5, Lcom/hearthboard/inbox/InboxOperations$Operation;->id:Ljava/lang/String;

    const-string v2, "operation_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 232
    const-string v2, "state"

    const-string v3, "cancellation_requested"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 231
    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->data(Lcom/hearthboard/cetp/ToolRequest;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 234
    const-string v1, "INTERNAL_ERROR"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private eventFromMessage(Lorg/json/JSONObject;)Lcom/hearthboard/rx/Single;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 192
    const-string v1, "title"

    const-string v2, ""

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 193
    const-string v1, "starts_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p1, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 194
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->inbox:Lcom/hearthboard/inbox/InboxRepository;

    const-string v2, "message_id"

    const-wide/16 v3, -0x1

    invoke-virtual {p1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/hearthboard/inbox/InboxRepository;->message(J)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda9;

    invoke-direct {v1, p0, v5, v6, v7}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda9;-><init>(Lcom/hearthboard/inbox/InboxToolProvider;Ljava/lang/String;J)V

    .line 195
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->flatMap(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 194
    return-object v0
.end method

.method static synthetic lambda$authorize$2(Lcom/hearthboard/cetp/AccessDecision;)V
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 154
    const-string v0, "InboxTools"

    const-string v1, "inbox tool call admitted"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    return-void
.end method

.method static synthetic lambda$call$0(Ljava/lang/Throwable;)Lcom/hearthboard/cetp/SessionStore$Session;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 115
    sget-object v0, Lcom/hearthboard/cetp/SessionStore$Session;->NONE:Lcom/hearthboard/cetp/SessionStore$Session;

    return-object v0
.end method

.method static synthetic lambda$call$1(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 120
    const-string v0, ""

    return-object v0
.end method

.method static synthetic lambda$dispatch$3(Lorg/json/JSONArray;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 162
    invoke-virtual {p0}, Lorg/json/JSONArray;->length()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "listed "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " threads"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "InboxTools"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    return-void
.end method

.method static synthetic lambda$dispatch$4(Lorg/json/JSONArray;)Lorg/json/JSONObject;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 163
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "threads"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$dispatch$6(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 167
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "id"

    invoke-virtual {p0, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    const-string v1, "thread_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "unread"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$reply$11(Lcom/hearthboard/cetp/ToolRequest;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 239
    invoke-static {p0, p1}, Lcom/hearthboard/cetp/Envelopes;->success(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$reply$12(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 240
    invoke-static {p0, p1}, Lcom/hearthboard/cetp/Envelopes;->failure(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$sendMessage$7(Lcom/hearthboard/cetp/ToolRequest;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 183
    invoke-static {p0, p1}, Lcom/hearthboard/cetp/Envelopes;->success(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$sendMessage$8(JLcom/hearthboard/cetp/ToolRequest;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 185
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "send_message failed for thread "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0, p1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "InboxTools"

    invoke-static {v0, v1, p3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 186
    invoke-static {p3}, Lcom/hearthboard/cetp/Envelopes;->codeFor(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v1

    invoke-static {p2, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private operationState(Lcom/hearthboard/cetp/ToolRequest;)Landroid/os/Bundle;
    .registers 9

    .line 209
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->operations:Lcom/hearthboard/inbox/InboxOperations;

    iget v1, p1, Lcom/hearthboard/cetp/ToolRequest;->uid:I

    iget-object v2, p1, Lcom/hearthboard/cetp/ToolRequest;->requestId:Ljava/lang/String;

    iget-object v3, p1, Lcom/hearthboard/cetp/ToolRequest;->extras:Landroid/os/Bundle;

    .line 210
    const-string v4, "operation_id"

    invoke-virtual {v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthboard/inbox/InboxOperations;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/hearthboard/inbox/InboxOperations$Operation;

    move-result-object v5

    .line 211
    if-nez v5, :cond_0

    .line 212
    const-string v1, "INVALID_REQUEST"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 215
    :cond_0
    :try_start_0
    invoke-virtual {v5}, Lcom/hearthboard/inbox/InboxOperations$Operation;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->data(Lcom/hearthboard/cetp/ToolRequest;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 217
    const-string v1, "INTERNAL_ERROR"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static reply(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/rx/Single;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/cetp/ToolRequest;",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;)",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .line 239
    new-instance v1, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda11;

    invoke-direct {v1, p0}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda11;-><init>(Lcom/hearthboard/cetp/ToolRequest;)V

    invoke-virtual {p1, v1}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda12;

    invoke-direct {v1, p0}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda12;-><init>(Lcom/hearthboard/cetp/ToolRequest;)V

    .line 240
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->onErrorReturn(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 241
    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    .line 239
    return-object v0
.end method

.method private static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 271
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "description"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 272
    const-string v1, "access"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sensitivity"

    const-string v2, "personal"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 271
    return-object v0
.end method

.method private sendMessage(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14

    .line 180
    move-object/from16 v0, p3

    const-string v1, "thread_id"

    const-wide/16 v2, -0x1

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v7

    .line 181
    move-object/from16 v0, p3

    const-string v1, "body"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 182
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->operations:Lcom/hearthboard/inbox/InboxOperations;

    iget-object v3, p0, Lcom/hearthboard/inbox/InboxToolProvider;->inbox:Lcom/hearthboard/inbox/InboxRepository;

    iget-object v4, p1, Lcom/hearthboard/cetp/ToolRequest;->callerPackage:Ljava/lang/String;

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "assistant:"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v4, v5

    invoke-virtual {v3, v7, v8, v9, v4}, Lcom/hearthboard/inbox/InboxRepository;->send(JLjava/lang/String;Ljava/lang/String;)Lcom/hearthboard/rx/Single;

    move-result-object v3

    invoke-virtual {v0, p1, p2, v3}, Lcom/hearthboard/inbox/InboxOperations;->once(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v1, p1}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda7;-><init>(Lcom/hearthboard/cetp/ToolRequest;)V

    .line 183
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v1, v7, v8, p1}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda8;-><init>(JLcom/hearthboard/cetp/ToolRequest;)V

    .line 184
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->onErrorReturn(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 188
    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    .line 182
    return-object v0
.end method


# virtual methods
.method protected authorize(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;)Lcom/hearthboard/rx/Single;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/cetp/ToolRequest;",
            "Lcom/hearthboard/cetp/ToolSpec;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "Lcom/hearthboard/cetp/AccessDecision;",
            ">;"
        }
    .end annotation

    .line 152
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->inbox:Lcom/hearthboard/inbox/InboxRepository;

    invoke-virtual {v0}, Lcom/hearthboard/inbox/InboxRepository;->warmUp()Lcom/hearthboard/rx/Completable;

    move-result-object v0

    .line 153
    invoke-static {}, Lcom/hearthboard/cetp/AccessDecision;->allow()Lcom/hearthboard/cetp/AccessDecision;

    move-result-object v1

    invoke-static {v1}, Lcom/hearthboard/rx/Single;->just(Ljava/lang/Object;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Completable;->andThen(Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v1}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda2;-><init>()V

    .line 154
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->doOnSuccess(Lcom/hearthboard/rx/Consumer;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 152
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    .line 103
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 104
    invoke-static {p1, p3, v4}, Lcom/hearthboard/cetp/ToolRequest;->parse(Ljava/lang/String;Landroid/os/Bundle;I)Lcom/hearthboard/cetp/ToolRequest;

    move-result-object v5

    .line 105
    invoke-virtual {p0, p1}, Lcom/hearthboard/inbox/InboxToolProvider;->isKnownMethod(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 106
    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v5, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 108
    :cond_0
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 109
    iget-object v1, v5, Lcom/hearthboard/cetp/ToolRequest;->extras:Landroid/os/Bundle;

    invoke-virtual {p0, v1, v4}, Lcom/hearthboard/inbox/InboxToolProvider;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 111
    :cond_1
    invoke-virtual {v5}, Lcom/hearthboard/cetp/ToolRequest;->envelopeValid()Z

    move-result v0

    if-nez v0, :cond_2

    .line 112
    const-string v1, "INVALID_REQUEST"

    invoke-static {v5, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 114
    :cond_2
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->sessions:Lcom/hearthboard/cetp/SessionStore;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-string v1, "com.hearthboard.inbox"

    invoke-virtual {v0, v1, v4, v2, v3}, Lcom/hearthboard/cetp/SessionStore;->latestFor(Ljava/lang/String;IJ)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda0;-><init>()V

    .line 115
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->onErrorReturn(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 116
    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthboard/cetp/SessionStore$Session;

    move-object v6, v0

    .line 117
    sget-object v1, Lcom/hearthboard/cetp/SessionStore$Session;->NONE:Lcom/hearthboard/cetp/SessionStore$Session;

    if-ne v6, v1, :cond_3

    .line 118
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {v5, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 120
    :cond_3
    invoke-virtual {p0, v4}, Lcom/hearthboard/inbox/InboxToolProvider;->verifyCaller(I)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda1;-><init>()V

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->onErrorReturn(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v7, v0

    .line 121
    invoke-virtual {v7}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 122
    const-string v1, "PERMISSION_DENIED"

    invoke-static {v5, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 124
    :cond_4
    iput-object v7, v5, Lcom/hearthboard/cetp/ToolRequest;->callerPackage:Ljava/lang/String;

    .line 125
    move-object v8, p1

    const/4 v9, -0x1

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    const/4 v9, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    const/4 v9, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    const/4 v9, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    const/4 v9, 0x3

    :cond_5
    :goto_0
    packed-switch v9, :pswitch_data_0

    goto :goto_1

    .line 127
    :pswitch_0
    invoke-virtual {p0, v5}, Lcom/hearthboard/inbox/InboxToolProvider;->providerInfo(Lcom/hearthboard/cetp/ToolRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 129
    :pswitch_1
    invoke-virtual {p0, v5, v6}, Lcom/hearthboard/inbox/InboxToolProvider;->listTools(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 131
    :pswitch_2
    invoke-virtual {p0, v5, v6}, Lcom/hearthboard/inbox/InboxToolProvider;->executeTool(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 133
    :pswitch_3
    const-string v1, "async_operations"

    invoke-virtual {v6, v1}, Lcom/hearthboard/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 134
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v5, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 136
    :cond_6
    invoke-direct {p0, v5}, Lcom/hearthboard/inbox/InboxToolProvider;->operationState(Lcom/hearthboard/cetp/ToolRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 138
    :goto_1
    const-string v1, "cancellation"

    invoke-virtual {v6, v1}, Lcom/hearthboard/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 139
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v5, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 141
    :cond_7
    invoke-direct {p0, v5}, Lcom/hearthboard/inbox/InboxToolProvider;->cancelOperation(Lcom/hearthboard/cetp/ToolRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

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

.method protected dispatch(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lorg/json/JSONObject;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;
    .registers 16

    .line 159
    iget-object v9, p2, Lcom/hearthboard/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v10, -0x1

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_threads"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "mark_thread_read"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "send_message"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "add_event_from_message"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "archive_old_threads"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x4

    :cond_0
    :goto_0
    packed-switch v10, :pswitch_data_0

    goto :goto_1

    .line 161
    :pswitch_0
    iget-object v1, p0, Lcom/hearthboard/inbox/InboxToolProvider;->inbox:Lcom/hearthboard/inbox/InboxRepository;

    invoke-virtual {v1}, Lcom/hearthboard/inbox/InboxRepository;->threadsForCaller()Lcom/hearthboard/rx/Single;

    move-result-object v1

    new-instance v2, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda3;-><init>()V

    .line 162
    invoke-virtual {v1, v2}, Lcom/hearthboard/rx/Single;->doOnSuccess(Lcom/hearthboard/rx/Consumer;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    new-instance v2, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v2}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda4;-><init>()V

    .line 163
    invoke-virtual {v1, v2}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    .line 161
    invoke-static {p1, v1}, Lcom/hearthboard/inbox/InboxToolProvider;->reply(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/rx/Single;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 165
    :pswitch_1
    iget-object v1, p0, Lcom/hearthboard/inbox/InboxToolProvider;->operations:Lcom/hearthboard/inbox/InboxOperations;

    iget-object v4, p0, Lcom/hearthboard/inbox/InboxToolProvider;->inbox:Lcom/hearthboard/inbox/InboxRepository;

    const-string v6, "thread_id"

    const-wide/16 v7, -0x1

    invoke-virtual {p3, v6, v7, v8}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v5

    invoke-virtual {v4, v5, v6}, Lcom/hearthboard/inbox/InboxRepository;->thread(J)Lcom/hearthboard/rx/Single;

    move-result-object v4

    new-instance v5, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v5, p0}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda5;-><init>(Lcom/hearthboard/inbox/InboxToolProvider;)V

    .line 166
    invoke-virtual {v4, v5}, Lcom/hearthboard/rx/Single;->doOnSuccess(Lcom/hearthboard/rx/Consumer;)Lcom/hearthboard/rx/Single;

    move-result-object v4

    new-instance v5, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v5}, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda6;-><init>()V

    .line 167
    invoke-virtual {v4, v5}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v4

    .line 165
    invoke-virtual {v1, p1, p2, v4}, Lcom/hearthboard/inbox/InboxOperations;->once(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthboard/inbox/InboxToolProvider;->reply(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/rx/Single;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 169
    :pswitch_2
    invoke-direct {p0, p1, p2, p3}, Lcom/hearthboard/inbox/InboxToolProvider;->sendMessage(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 171
    :pswitch_3
    iget-object v1, p0, Lcom/hearthboard/inbox/InboxToolProvider;->operations:Lcom/hearthboard/inbox/InboxOperations;

    invoke-direct {p0, p3}, Lcom/hearthboard/inbox/InboxToolProvider;->eventFromMessage(Lorg/json/JSONObject;)Lcom/hearthboard/rx/Single;

    move-result-object v4

    invoke-virtual {v1, p1, p2, v4}, Lcom/hearthboard/inbox/InboxOperations;->once(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthboard/inbox/InboxToolProvider;->reply(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/rx/Single;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 173
    :pswitch_4
    const-string v4, "older_than_days"

    const/4 v5, 0x0

    invoke-virtual {p3, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    invoke-direct {p0, p1, p2, v3}, Lcom/hearthboard/inbox/InboxToolProvider;->archive(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 175
    :goto_1
    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x55352bc7 -> :sswitch_1
        -0x253391b0 -> :sswitch_2
        -0x2fee26c -> :sswitch_4
        0x14c09655 -> :sswitch_3
        0x798f8d08 -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch
.end method

.method public synthetic lambda$archive$10$com-hearthboard-inbox-InboxToolProvider(ILjava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 201
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->inbox:Lcom/hearthboard/inbox/InboxRepository;

    invoke-virtual {v0, p1, p2}, Lcom/hearthboard/inbox/InboxRepository;->archiveOlderThan(ILjava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$dispatch$5$com-hearthboard-inbox-InboxToolProvider(Lorg/json/JSONObject;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 166
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->inbox:Lcom/hearthboard/inbox/InboxRepository;

    const-string v2, "id"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/hearthboard/inbox/InboxRepository;->markRead(J)V

    return-void
.end method

.method public synthetic lambda$eventFromMessage$9$com-hearthboard-inbox-InboxToolProvider(Ljava/lang/String;JLorg/json/JSONObject;)Lcom/hearthboard/rx/Single;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 195
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->calendar:Lcom/hearthboard/calendar/CalendarBridge;

    invoke-virtual {v0, p4, p1, p2, p3}, Lcom/hearthboard/calendar/CalendarBridge;->insertMessageEvent(Lorg/json/JSONObject;Ljava/lang/String;J)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method protected offeredCapabilities()[Ljava/lang/String;
    .registers 2

    .line 282
    sget-object v0, Lcom/hearthboard/inbox/InboxToolProvider;->CAPABILITIES:[Ljava/lang/String;

    invoke-virtual {v0}, [Ljava/lang/String;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Ljava/lang/String;

    return-object v0
.end method

.method public onCreate()Z
    .registers 9

    .line 85
    invoke-virtual {p0}, Lcom/hearthboard/inbox/InboxToolProvider;->getContext()Landroid/content/Context;

    move-result-object v6

    .line 86
    invoke-static {v6}, Lcom/hearthboard/data/HearthDatabase;->get(Landroid/content/Context;)Lcom/hearthboard/data/HearthDatabase;

    move-result-object v7

    .line 87
    new-instance v1, Lcom/hearthboard/cetp/SessionStore;

    invoke-direct {v1, v7}, Lcom/hearthboard/cetp/SessionStore;-><init>(Lcom/hearthboard/data/HearthDatabase;)V

    iput-object v1, p0, Lcom/hearthboard/inbox/InboxToolProvider;->sessions:Lcom/hearthboard/cetp/SessionStore;

    .line 88
    new-instance v1, Lcom/hearthboard/cetp/PairingRepository;

    invoke-direct {v1, v7}, Lcom/hearthboard/cetp/PairingRepository;-><init>(Lcom/hearthboard/data/HearthDatabase;)V

    iput-object v1, p0, Lcom/hearthboard/inbox/InboxToolProvider;->pairing:Lcom/hearthboard/cetp/PairingRepository;

    .line 89
    new-instance v1, Lcom/hearthboard/inbox/InboxRepository;

    invoke-direct {v1, v7}, Lcom/hearthboard/inbox/InboxRepository;-><init>(Lcom/hearthboard/data/HearthDatabase;)V

    iput-object v1, p0, Lcom/hearthboard/inbox/InboxToolProvider;->inbox:Lcom/hearthboard/inbox/InboxRepository;

    .line 90
    new-instance v1, Lcom/hearthboard/inbox/InboxOperations;

    invoke-direct {v1}, Lcom/hearthboard/inbox/InboxOperations;-><init>()V

    iput-object v1, p0, Lcom/hearthboard/inbox/InboxToolProvider;->operations:Lcom/hearthboard/inbox/InboxOperations;

    .line 91
    new-instance v1, Lcom/hearthboard/inbox/LegacyCallerCheck;

    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    iget-object v3, p0, Lcom/hearthboard/inbox/InboxToolProvider;->pairing:Lcom/hearthboard/cetp/PairingRepository;

    const-string v4, "com.hearthboard.inbox"

    invoke-direct {v1, v2, v3, v4}, Lcom/hearthboard/inbox/LegacyCallerCheck;-><init>(Landroid/content/pm/PackageManager;Lcom/hearthboard/cetp/PairingRepository;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/hearthboard/inbox/InboxToolProvider;->callers:Lcom/hearthboard/inbox/LegacyCallerCheck;

    .line 92
    new-instance v1, Lcom/hearthboard/calendar/CalendarBridge;

    invoke-virtual {v6}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v2

    const-wide/16 v4, 0x1

    invoke-direct {v1, v2, v7, v4, v5}, Lcom/hearthboard/calendar/CalendarBridge;-><init>(Landroid/content/ContentResolver;Lcom/hearthboard/data/HearthDatabase;J)V

    iput-object v1, p0, Lcom/hearthboard/inbox/InboxToolProvider;->calendar:Lcom/hearthboard/calendar/CalendarBridge;

    .line 93
    const/4 v0, 0x1

    return v0
.end method

.method protected providerDescription()Ljava/lang/String;
    .registers 2

    .line 256
    const-string v0, "The household\'s message board and the events mentioned in it."

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 246
    const-string v0, "com.hearthboard.inbox"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 251
    const-string v0, "Hearthboard Messages"

    return-object v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 261
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 262
    const-string v1, "inbox.read"

    const-string v2, "Read messages"

    const-string v3, "Read the household\'s message threads"

    const-string v4, "read"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthboard/inbox/InboxToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 263
    const-string v1, "inbox.write"

    const-string v2, "Post and tidy messages"

    const-string v3, "Send messages, mark and archive threads"

    const-string v4, "write"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthboard/inbox/InboxToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 265
    const-string v1, "calendar.write"

    const-string v2, "Add calendar events"

    const-string v3, "Put appointments into the phone\'s calendar"

    const-string v4, "write"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthboard/inbox/InboxToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 261
    return-object v0
.end method

.method public shutdown()V
    .registers 2

    .line 98
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->operations:Lcom/hearthboard/inbox/InboxOperations;

    invoke-virtual {v0}, Lcom/hearthboard/inbox/InboxOperations;->shutdown()V

    .line 99
    return-void
.end method

.method protected tools()[Lcom/hearthboard/cetp/ToolSpec;
    .registers 2

    .line 277
    sget-object v0, Lcom/hearthboard/inbox/InboxToolProvider;->TOOLS:[Lcom/hearthboard/cetp/ToolSpec;

    return-object v0
.end method

.method protected verifyCaller(I)Lcom/hearthboard/rx/Single;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Lcom/hearthboard/rx/Single<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 147
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider;->callers:Lcom/hearthboard/inbox/LegacyCallerCheck;

    invoke-virtual {v0, p1}, Lcom/hearthboard/inbox/LegacyCallerCheck;->verify(I)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

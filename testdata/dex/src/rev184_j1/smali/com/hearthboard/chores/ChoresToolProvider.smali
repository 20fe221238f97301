.class public final Lcom/hearthboard/chores/ChoresToolProvider;
.super Lcom/hearthboard/cetp/ToolProviderBase;
.source "ChoresToolProvider.java"


# static fields
.field private static final CHORE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},\"title\":{\"type\":\"string\"},\"room\":{\"type\":\"string\"},\"status\":{\"type\":\"string\"},\"due_at_ms\":{\"type\":\"integer\"}}}"

.field static final PROVIDER_ID:Ljava/lang/String; = "com.hearthboard.chores"

.field private static final TOOLS:[Lcom/hearthboard/cetp/ToolSpec;


# instance fields
.field private calendar:Lcom/hearthboard/calendar/CalendarBridge;

.field private chores:Lcom/hearthboard/chores/ChoreRepository;

.field private journal:Lcom/hearthboard/chores/MutationJournal;

.field private signing:Lcom/hearthboard/chores/SigningCertificateCheck;


# direct methods
.method static constructor <clinit>()V
    .registers 13

    .line 28
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/hearthboard/cetp/ToolSpec;

    new-instance v2, Lcom/hearthboard/cetp/ToolSpec;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v11, 0x0

    const-string v12, "chores.read"

    aput-object v12, v10, v11

    move-object v3, v2

    const-string v4, "list_my_tasks"

    const-string v5, "My chores"

    const-string v6, "Lists the open chores assigned to the household member linked to the calling app."

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
    const-string v3, "{\"type\":\"object\",\"properties\":{\"tasks\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},\"title\":{\"type\":\"string\"},\"room\":{\"type\":\"string\"},\"status\":{\"type\":\"string\"},\"due_at_ms\":{\"type\":\"integer\"}}}}},\"required\":[\"tasks\"]}"

    invoke-virtual {v2, v3}, Lcom/hearthboard/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, Lcom/hearthboard/cetp/ToolSpec;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v11, 0x0

    const-string v12, "chores.read"

    aput-object v12, v10, v11

    move-object v3, v2

    const-string v4, "next_chore"

    const-string v5, "Next chore"

    const-string v6, "Shows the open chore that is due next, optionally limited to one room."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    invoke-direct/range {v3 .. v10}, Lcom/hearthboard/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    .line 39
    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->flags(ZZZ)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v4, 0x0

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x1

    new-array v5, v5, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "room"

    aput-object v8, v5, v7

    .line 40
    const-string v3, "{\"type\":\"object\",\"properties\":{\"room\":{\"type\":\"string\",\"maxLength\":40}},\"additionalProperties\":false}"

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->input(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    .line 42
    const-string v3, "{\"type\":\"object\",\"properties\":{\"chore\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},\"title\":{\"type\":\"string\"},\"room\":{\"type\":\"string\"},\"status\":{\"type\":\"string\"},\"due_at_ms\":{\"type\":\"integer\"}}}},\"required\":[\"chore\"]}"

    invoke-virtual {v2, v3}, Lcom/hearthboard/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v0, v1

    new-instance v2, Lcom/hearthboard/cetp/ToolSpec;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v11, 0x0

    const-string v12, "chores.write"

    aput-object v12, v10, v11

    move-object v3, v2

    const-string v4, "complete_chore"

    const-string v5, "Complete chore"

    const-string v6, "Marks a chore as done by the named household member."

    const-string v7, "update"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    invoke-direct/range {v3 .. v10}, Lcom/hearthboard/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    .line 45
    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->flags(ZZZ)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "chore_id"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "done_by"

    aput-object v7, v4, v6

    const/4 v5, 0x2

    new-array v5, v5, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "chore_id"

    aput-object v8, v5, v7

    const/4 v7, 0x1

    const-string v8, "done_by"

    aput-object v8, v5, v7

    .line 46
    const-string v3, "{\"type\":\"object\",\"properties\":{\"chore_id\":{\"type\":\"integer\",\"minimum\":1},\"done_by\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":64}},\"required\":[\"chore_id\",\"done_by\"],\"additionalProperties\":false}"

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->input(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    .line 50
    const-string v3, "{\"type\":\"object\",\"properties\":{\"chore_id\":{\"type\":\"integer\"},\"status\":{\"const\":\"done\"}},\"required\":[\"chore_id\",\"status\"]}"

    invoke-virtual {v2, v3}, Lcom/hearthboard/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v0, v1

    new-instance v2, Lcom/hearthboard/cetp/ToolSpec;

    const/4 v10, 0x2

    new-array v10, v10, [Ljava/lang/String;

    const/4 v11, 0x0

    const-string v12, "chores.read"

    aput-object v12, v10, v11

    const/4 v11, 0x1

    const-string v12, "calendar.write"

    aput-object v12, v10, v11

    move-object v3, v2

    const-string v4, "add_chore_to_calendar"

    const-string v5, "Put chore in calendar"

    const-string v6, "Adds a one-hour event for a chore to the phone\'s calendar."

    const-string v7, "create"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    invoke-direct/range {v3 .. v10}, Lcom/hearthboard/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    .line 55
    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x1

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->flags(ZZZ)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "chore_id"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "starts_at_ms"

    aput-object v7, v4, v6

    const/4 v5, 0x2

    new-array v5, v5, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "chore_id"

    aput-object v8, v5, v7

    const/4 v7, 0x1

    const-string v8, "starts_at_ms"

    aput-object v8, v5, v7

    .line 56
    const-string v3, "{\"type\":\"object\",\"properties\":{\"chore_id\":{\"type\":\"integer\",\"minimum\":1},\"starts_at_ms\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"chore_id\",\"starts_at_ms\"],\"additionalProperties\":false}"

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->input(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    .line 60
    const-string v3, "{\"type\":\"object\",\"properties\":{\"event_uri\":{\"type\":\"string\"},\"added\":{\"type\":\"boolean\"}},\"required\":[\"event_uri\"]}"

    invoke-virtual {v2, v3}, Lcom/hearthboard/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v0, v1

    new-instance v2, Lcom/hearthboard/cetp/ToolSpec;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v11, 0x0

    const-string v12, "chores.write"

    aput-object v12, v10, v11

    move-object v3, v2

    const-string v4, "add_shopping_item"

    const-string v5, "Add to shopping list"

    const-string v6, "Adds an item to the shared shopping list."

    const-string v7, "create"

    const-string v8, "low"

    const-string v9, "never"

    invoke-direct/range {v3 .. v10}, Lcom/hearthboard/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    .line 64
    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->flags(ZZZ)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "name"

    aput-object v7, v4, v6

    const/4 v5, 0x2

    new-array v5, v5, [Ljava/lang/String;

    const/4 v7, 0x0

    const-string v8, "name"

    aput-object v8, v5, v7

    const/4 v7, 0x1

    const-string v8, "quantity"

    aput-object v8, v5, v7

    .line 65
    const-string v3, "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80},\"quantity\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":99}},\"required\":[\"name\"],\"additionalProperties\":false}"

    invoke-virtual {v2, v3, v4, v5}, Lcom/hearthboard/cetp/ToolSpec;->input(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    .line 69
    const-string v3, "{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"}},\"required\":[\"item_id\"]}"

    invoke-virtual {v2, v3}, Lcom/hearthboard/cetp/ToolSpec;->output(Ljava/lang/String;)Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v0, v1

    sput-object v0, Lcom/hearthboard/chores/ChoresToolProvider;->TOOLS:[Lcom/hearthboard/cetp/ToolSpec;

    .line 28
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Lcom/hearthboard/cetp/ToolProviderBase;-><init>()V

    return-void
.end method

.method private addToCalendar(Lorg/json/JSONObject;)Lcom/hearthboard/rx/Single;
    .registers 9
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

    .line 188
    const-string v1, "starts_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p1, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 189
    iget-object v0, p0, Lcom/hearthboard/chores/ChoresToolProvider;->chores:Lcom/hearthboard/chores/ChoreRepository;

    const-string v2, "chore_id"

    const-wide/16 v3, -0x1

    invoke-virtual {p1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/hearthboard/chores/ChoreRepository;->find(J)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda10;

    invoke-direct {v1, p0, v5, v6}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda10;-><init>(Lcom/hearthboard/chores/ChoresToolProvider;J)V

    .line 190
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->flatMap(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 189
    return-object v0
.end method

.method private admit(Lcom/hearthboard/cetp/ToolRequest;)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/cetp/ToolRequest;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "Lcom/hearthboard/cetp/SessionStore$Session;",
            ">;"
        }
    .end annotation

    .line 130
    invoke-static {p1}, Lcom/hearthboard/rx/Single;->just(Ljava/lang/Object;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v1}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda2;-><init>()V

    .line 131
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0, p1}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda3;-><init>(Lcom/hearthboard/chores/ChoresToolProvider;Lcom/hearthboard/cetp/ToolRequest;)V

    .line 132
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->flatMap(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 130
    return-object v0
.end method

.method private completeChore(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11

    .line 178
    const-string v1, "chore_id"

    const-wide/16 v2, -0x1

    invoke-virtual {p3, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v4

    .line 179
    const-string v1, "done_by"

    const-string v2, ""

    invoke-virtual {p3, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 180
    iget-object v0, p0, Lcom/hearthboard/chores/ChoresToolProvider;->journal:Lcom/hearthboard/chores/MutationJournal;

    iget-object v3, p0, Lcom/hearthboard/chores/ChoresToolProvider;->chores:Lcom/hearthboard/chores/ChoreRepository;

    invoke-virtual {v3, v4, v5, v6}, Lcom/hearthboard/chores/ChoreRepository;->complete(JLjava/lang/String;)Lcom/hearthboard/rx/Single;

    move-result-object v3

    invoke-virtual {v0, p1, p2, v3}, Lcom/hearthboard/chores/MutationJournal;->once(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v1, p1}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda8;-><init>(Lcom/hearthboard/cetp/ToolRequest;)V

    .line 181
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda9;

    invoke-direct {v1, p1, v4, v5}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda9;-><init>(Lcom/hearthboard/cetp/ToolRequest;J)V

    .line 182
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->onErrorReturn(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 184
    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    .line 180
    return-object v0
.end method

.method static synthetic lambda$admit$2(Lcom/hearthboard/cetp/ToolRequest;)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 131
    iget-object v0, p0, Lcom/hearthboard/cetp/ToolRequest;->extras:Landroid/os/Bundle;

    const-string v1, "session_token"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$authorize$4(Lcom/hearthboard/cetp/ToolSpec;Ljava/util/Set;)Lcom/hearthboard/cetp/AccessDecision;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 143
    invoke-virtual {p0, p1}, Lcom/hearthboard/cetp/ToolSpec;->needsScopes(Ljava/lang/Iterable;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 144
    invoke-static {}, Lcom/hearthboard/cetp/AccessDecision;->allow()Lcom/hearthboard/cetp/AccessDecision;

    move-result-object v0

    goto :goto_0

    .line 145
    :cond_0
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/hearthboard/cetp/AccessDecision;->deny(Ljava/lang/String;)Lcom/hearthboard/cetp/AccessDecision;

    move-result-object v0

    .line 143
    :goto_0
    return-object v0
.end method

.method static synthetic lambda$call$0(Ljava/lang/Throwable;)Lcom/hearthboard/cetp/SessionStore$Session;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 106
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

    .line 111
    const-string v0, ""

    return-object v0
.end method

.method static synthetic lambda$completeChore$8(Lcom/hearthboard/cetp/ToolRequest;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 181
    invoke-static {p0, p1}, Lcom/hearthboard/cetp/Envelopes;->success(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$completeChore$9(Lcom/hearthboard/cetp/ToolRequest;JLjava/lang/Throwable;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 183
    invoke-virtual {p3}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Could not complete chore "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ": "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    .line 182
    const-string v1, "INTERNAL_ERROR"

    invoke-static {p0, v1, v2}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$dispatch$5(Lorg/json/JSONArray;)Lorg/json/JSONObject;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 152
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "tasks"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$nextChore$7(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 174
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "chore"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

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

    .line 194
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

    .line 195
    invoke-static {p0, p1}, Lcom/hearthboard/cetp/Envelopes;->failure(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private nextChore(Ljava/lang/String;)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 168
    iget-object v0, p0, Lcom/hearthboard/chores/ChoresToolProvider;->chores:Lcom/hearthboard/chores/ChoreRepository;

    invoke-virtual {v0, p1}, Lcom/hearthboard/chores/ChoreRepository;->nextOpenChore(Ljava/lang/String;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v1, p0}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda6;-><init>(Lcom/hearthboard/chores/ChoresToolProvider;)V

    .line 169
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->doOnSuccess(Lcom/hearthboard/rx/Consumer;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v1}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda7;-><init>()V

    .line 174
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 168
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

    .line 194
    new-instance v1, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda11;

    invoke-direct {v1, p0}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda11;-><init>(Lcom/hearthboard/cetp/ToolRequest;)V

    invoke-virtual {p1, v1}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda12;

    invoke-direct {v1, p0}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda12;-><init>(Lcom/hearthboard/cetp/ToolRequest;)V

    .line 195
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->onErrorReturn(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 196
    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    .line 194
    return-object v0
.end method

.method static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 224
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

    .line 225
    const-string v1, "access"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sensitivity"

    const-string v2, "personal"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 224
    return-object v0
.end method


# virtual methods
.method protected authorize(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;)Lcom/hearthboard/rx/Single;
    .registers 6
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

    .line 142
    iget-object v0, p0, Lcom/hearthboard/chores/ChoresToolProvider;->pairing:Lcom/hearthboard/cetp/PairingRepository;

    iget-object v1, p1, Lcom/hearthboard/cetp/ToolRequest;->callerPackage:Ljava/lang/String;

    const-string v2, "com.hearthboard.chores"

    invoke-virtual {v0, v1, v2}, Lcom/hearthboard/cetp/PairingRepository;->grantedScopes(Ljava/lang/String;Ljava/lang/String;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v1, p2}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda4;-><init>(Lcom/hearthboard/cetp/ToolSpec;)V

    .line 143
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 142
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 94
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    .line 95
    invoke-static {p1, p3, v2}, Lcom/hearthboard/cetp/ToolRequest;->parse(Ljava/lang/String;Landroid/os/Bundle;I)Lcom/hearthboard/cetp/ToolRequest;

    move-result-object v3

    .line 96
    invoke-virtual {p0, p1}, Lcom/hearthboard/chores/ChoresToolProvider;->isKnownMethod(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 97
    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v3, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 99
    :cond_0
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 100
    iget-object v1, v3, Lcom/hearthboard/cetp/ToolRequest;->extras:Landroid/os/Bundle;

    invoke-virtual {p0, v1, v2}, Lcom/hearthboard/chores/ChoresToolProvider;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 102
    :cond_1
    invoke-virtual {v3}, Lcom/hearthboard/cetp/ToolRequest;->envelopeValid()Z

    move-result v0

    if-nez v0, :cond_2

    .line 103
    const-string v1, "INVALID_REQUEST"

    invoke-static {v3, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 105
    :cond_2
    invoke-direct {p0, v3}, Lcom/hearthboard/chores/ChoresToolProvider;->admit(Lcom/hearthboard/cetp/ToolRequest;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda0;-><init>()V

    .line 106
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->onErrorReturn(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 107
    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthboard/cetp/SessionStore$Session;

    move-object v4, v0

    .line 108
    sget-object v1, Lcom/hearthboard/cetp/SessionStore$Session;->NONE:Lcom/hearthboard/cetp/SessionStore$Session;

    if-ne v4, v1, :cond_3

    .line 109
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {v3, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 111
    :cond_3
    invoke-virtual {p0, v2}, Lcom/hearthboard/chores/ChoresToolProvider;->verifyCaller(I)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda1;-><init>()V

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->onErrorReturn(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v5, v0

    .line 112
    invoke-virtual {v5}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 113
    const-string v1, "PERMISSION_DENIED"

    invoke-static {v3, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 115
    :cond_4
    iput-object v5, v3, Lcom/hearthboard/cetp/ToolRequest;->callerPackage:Ljava/lang/String;

    .line 116
    move-object v6, p1

    const/4 v7, -0x1

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    const/4 v7, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    const/4 v7, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    const/4 v7, 0x2

    :cond_5
    :goto_0
    packed-switch v7, :pswitch_data_0

    goto :goto_1

    .line 118
    :pswitch_0
    invoke-virtual {p0, v3}, Lcom/hearthboard/chores/ChoresToolProvider;->providerInfo(Lcom/hearthboard/cetp/ToolRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 120
    :pswitch_1
    invoke-virtual {p0, v3, v4}, Lcom/hearthboard/chores/ChoresToolProvider;->listTools(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 122
    :pswitch_2
    invoke-virtual {p0, v3, v4}, Lcom/hearthboard/chores/ChoresToolProvider;->executeTool(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 124
    :goto_1
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v3, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method protected dispatch(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lorg/json/JSONObject;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;
    .registers 16

    .line 150
    iget-object v9, p2, Lcom/hearthboard/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v10, -0x1

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_my_tasks"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "next_chore"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "complete_chore"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "add_chore_to_calendar"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "add_shopping_item"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x4

    :cond_0
    :goto_0
    packed-switch v10, :pswitch_data_0

    goto :goto_1

    .line 152
    :pswitch_0
    iget-object v1, p0, Lcom/hearthboard/chores/ChoresToolProvider;->chores:Lcom/hearthboard/chores/ChoreRepository;

    invoke-virtual {v1}, Lcom/hearthboard/chores/ChoreRepository;->tasksForCallingMember()Lcom/hearthboard/rx/Single;

    move-result-object v1

    new-instance v2, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v2}, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda5;-><init>()V

    invoke-virtual {v1, v2}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthboard/chores/ChoresToolProvider;->reply(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/rx/Single;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 154
    :pswitch_1
    const-string v3, "room"

    const-string v4, ""

    invoke-virtual {p3, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, v2}, Lcom/hearthboard/chores/ChoresToolProvider;->nextChore(Ljava/lang/String;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthboard/chores/ChoresToolProvider;->reply(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/rx/Single;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 156
    :pswitch_2
    invoke-direct {p0, p1, p2, p3}, Lcom/hearthboard/chores/ChoresToolProvider;->completeChore(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 158
    :pswitch_3
    iget-object v1, p0, Lcom/hearthboard/chores/ChoresToolProvider;->journal:Lcom/hearthboard/chores/MutationJournal;

    invoke-direct {p0, p3}, Lcom/hearthboard/chores/ChoresToolProvider;->addToCalendar(Lorg/json/JSONObject;)Lcom/hearthboard/rx/Single;

    move-result-object v4

    invoke-virtual {v1, p1, p2, v4}, Lcom/hearthboard/chores/MutationJournal;->once(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthboard/chores/ChoresToolProvider;->reply(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/rx/Single;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 160
    :pswitch_4
    iget-object v1, p0, Lcom/hearthboard/chores/ChoresToolProvider;->journal:Lcom/hearthboard/chores/MutationJournal;

    iget-object v4, p0, Lcom/hearthboard/chores/ChoresToolProvider;->chores:Lcom/hearthboard/chores/ChoreRepository;

    .line 161
    const-string v6, "name"

    const-string v7, ""

    invoke-virtual {p3, v6, v7}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "quantity"

    const/4 v8, 0x1

    invoke-virtual {p3, v7, v8}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v6

    invoke-virtual {v4, v5, v6}, Lcom/hearthboard/chores/ChoreRepository;->addShoppingItem(Ljava/lang/String;I)Lcom/hearthboard/rx/Single;

    move-result-object v4

    .line 160
    invoke-virtual {v1, p1, p2, v4}, Lcom/hearthboard/chores/MutationJournal;->once(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthboard/chores/ChoresToolProvider;->reply(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/rx/Single;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 163
    :goto_1
    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x37d147ef -> :sswitch_1
        0x3616006c -> :sswitch_4
        0x3c92db82 -> :sswitch_3
        0x44eb4dbc -> :sswitch_0
        0x54e011d7 -> :sswitch_2
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

.method public synthetic lambda$addToCalendar$10$com-hearthboard-chores-ChoresToolProvider(JLorg/json/JSONObject;)Lcom/hearthboard/rx/Single;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 190
    iget-object v0, p0, Lcom/hearthboard/chores/ChoresToolProvider;->calendar:Lcom/hearthboard/calendar/CalendarBridge;

    invoke-virtual {v0, p3, p1, p2}, Lcom/hearthboard/calendar/CalendarBridge;->insertChore(Lorg/json/JSONObject;J)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$admit$3$com-hearthboard-chores-ChoresToolProvider(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Lcom/hearthboard/rx/Single;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 132
    iget-object v0, p0, Lcom/hearthboard/chores/ChoresToolProvider;->sessions:Lcom/hearthboard/cetp/SessionStore;

    iget v3, p1, Lcom/hearthboard/cetp/ToolRequest;->uid:I

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const-string v1, "com.hearthboard.chores"

    move-object v2, p2

    invoke-virtual/range {v0 .. v5}, Lcom/hearthboard/cetp/SessionStore;->find(Ljava/lang/String;Ljava/lang/String;IJ)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$nextChore$6$com-hearthboard-chores-ChoresToolProvider(Lorg/json/JSONObject;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 170
    const-string v1, "id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 171
    iget-object v0, p0, Lcom/hearthboard/chores/ChoresToolProvider;->chores:Lcom/hearthboard/chores/ChoreRepository;

    const-string v2, "id"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/hearthboard/chores/ChoreRepository;->markStarted(J)V

    .line 173
    :cond_0
    return-void
.end method

.method protected offeredCapabilities()[Ljava/lang/String;
    .registers 2

    .line 235
    const/4 v0, 0x0

    new-array v0, v0, [Ljava/lang/String;

    return-object v0
.end method

.method public onCreate()Z
    .registers 9

    .line 81
    invoke-virtual {p0}, Lcom/hearthboard/chores/ChoresToolProvider;->getContext()Landroid/content/Context;

    move-result-object v6

    .line 82
    invoke-static {v6}, Lcom/hearthboard/data/HearthDatabase;->get(Landroid/content/Context;)Lcom/hearthboard/data/HearthDatabase;

    move-result-object v7

    .line 83
    new-instance v1, Lcom/hearthboard/cetp/SessionStore;

    invoke-direct {v1, v7}, Lcom/hearthboard/cetp/SessionStore;-><init>(Lcom/hearthboard/data/HearthDatabase;)V

    iput-object v1, p0, Lcom/hearthboard/chores/ChoresToolProvider;->sessions:Lcom/hearthboard/cetp/SessionStore;

    .line 84
    new-instance v1, Lcom/hearthboard/cetp/PairingRepository;

    invoke-direct {v1, v7}, Lcom/hearthboard/cetp/PairingRepository;-><init>(Lcom/hearthboard/data/HearthDatabase;)V

    iput-object v1, p0, Lcom/hearthboard/chores/ChoresToolProvider;->pairing:Lcom/hearthboard/cetp/PairingRepository;

    .line 85
    new-instance v1, Lcom/hearthboard/chores/ChoreRepository;

    invoke-direct {v1, v7}, Lcom/hearthboard/chores/ChoreRepository;-><init>(Lcom/hearthboard/data/HearthDatabase;)V

    iput-object v1, p0, Lcom/hearthboard/chores/ChoresToolProvider;->chores:Lcom/hearthboard/chores/ChoreRepository;

    .line 86
    new-instance v1, Lcom/hearthboard/chores/MutationJournal;

    const-string v3, "com.hearthboard.chores"

    invoke-direct {v1, v7, v3}, Lcom/hearthboard/chores/MutationJournal;-><init>(Lcom/hearthboard/data/HearthDatabase;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/hearthboard/chores/ChoresToolProvider;->journal:Lcom/hearthboard/chores/MutationJournal;

    .line 87
    new-instance v1, Lcom/hearthboard/chores/SigningCertificateCheck;

    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    iget-object v3, p0, Lcom/hearthboard/chores/ChoresToolProvider;->pairing:Lcom/hearthboard/cetp/PairingRepository;

    const-string v4, "com.hearthboard.chores"

    invoke-direct {v1, v2, v3, v4}, Lcom/hearthboard/chores/SigningCertificateCheck;-><init>(Landroid/content/pm/PackageManager;Lcom/hearthboard/cetp/PairingRepository;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/hearthboard/chores/ChoresToolProvider;->signing:Lcom/hearthboard/chores/SigningCertificateCheck;

    .line 88
    new-instance v1, Lcom/hearthboard/calendar/CalendarBridge;

    invoke-virtual {v6}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v2

    const-wide/16 v4, 0x1

    invoke-direct {v1, v2, v7, v4, v5}, Lcom/hearthboard/calendar/CalendarBridge;-><init>(Landroid/content/ContentResolver;Lcom/hearthboard/data/HearthDatabase;J)V

    iput-object v1, p0, Lcom/hearthboard/chores/ChoresToolProvider;->calendar:Lcom/hearthboard/calendar/CalendarBridge;

    .line 89
    const/4 v0, 0x1

    return v0
.end method

.method protected providerDescription()Ljava/lang/String;
    .registers 2

    .line 211
    const-string v0, "Household chores, who does them, and the shared shopping list."

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 201
    const-string v0, "com.hearthboard.chores"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 206
    const-string v0, "Hearthboard Chores"

    return-object v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 216
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 217
    const-string v1, "chores.read"

    const-string v2, "See chores"

    const-string v3, "Read chores and who they are assigned to"

    const-string v4, "read"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthboard/chores/ChoresToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 218
    const-string v1, "chores.write"

    const-string v2, "Update chores"

    const-string v3, "Complete chores and add shopping items"

    const-string v4, "write"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthboard/chores/ChoresToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 219
    const-string v1, "calendar.write"

    const-string v2, "Add calendar events"

    const-string v3, "Put chores into the phone\'s calendar"

    const-string v4, "write"

    invoke-static {v1, v2, v3, v4}, Lcom/hearthboard/chores/ChoresToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 216
    return-object v0
.end method

.method protected tools()[Lcom/hearthboard/cetp/ToolSpec;
    .registers 2

    .line 230
    sget-object v0, Lcom/hearthboard/chores/ChoresToolProvider;->TOOLS:[Lcom/hearthboard/cetp/ToolSpec;

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

    .line 137
    iget-object v0, p0, Lcom/hearthboard/chores/ChoresToolProvider;->signing:Lcom/hearthboard/chores/SigningCertificateCheck;

    invoke-virtual {v0, p1}, Lcom/hearthboard/chores/SigningCertificateCheck;->verify(I)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

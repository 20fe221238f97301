.class public Lcom/inkwell/remind/ReminderToolProvider;
.super Landroid/content/ContentProvider;
.source "ReminderToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkwell/remind/ReminderToolProvider$Confirmations;,
        Lcom/inkwell/remind/ReminderToolProvider$Guard;
    }
.end annotation


# static fields
.field private static final DESTRUCTIVE:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field static final NEGOTIATED:Ljava/lang/String; = "{\"selected_version\":2,\"provider_id\":\"com.inkwell.remind\",\"provider_name\":\"Inkwell reminders\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}"

.field static final TAG:Ljava/lang/String; = "InkwellRemind"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"remind-3\",\"tools\":[{\"name\":\"list_reminders\",\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"snooze_reminder\",\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"cancel_reminder\",\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"clear_reminders\",\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"confirmation\":\"always\"}}]}"


# instance fields
.field private final confirmations:Lcom/inkwell/remind/ReminderToolProvider$Confirmations;

.field private db:Landroid/database/sqlite/SQLiteDatabase;

.field private policy:Lcom/inkwell/core/CallerPolicy;

.field private final resumes:Lcom/inkwell/remind/ResumeBook;

.field private service:Lcom/inkwell/remind/ReminderService;

.field private final sessions:Lcom/inkwell/core/SessionTable;

.field private final worker:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 49
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const-string v2, "cancel"

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "clearAll"

    const/4 v3, 0x1

    aput-object v2, v1, v3

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/inkwell/remind/ReminderToolProvider;->DESTRUCTIVE:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 3

    .line 39
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 54
    new-instance v0, Lcom/inkwell/core/SessionTable;

    invoke-direct {v0}, Lcom/inkwell/core/SessionTable;-><init>()V

    iput-object v0, p0, Lcom/inkwell/remind/ReminderToolProvider;->sessions:Lcom/inkwell/core/SessionTable;

    .line 55
    invoke-static {}, Lcom/inkwell/remind/ResumeBook;->get()Lcom/inkwell/remind/ResumeBook;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/remind/ReminderToolProvider;->resumes:Lcom/inkwell/remind/ResumeBook;

    .line 56
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/remind/ReminderToolProvider;->worker:Ljava/util/concurrent/ExecutorService;

    .line 57
    new-instance v0, Lcom/inkwell/remind/ReminderToolProvider$Confirmations;

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1}, Lcom/inkwell/remind/ReminderToolProvider$Confirmations;-><init>(Lcom/inkwell/remind/ReminderToolProvider;Lcom/inkwell/remind/ReminderToolProvider$1;)V

    iput-object v0, p0, Lcom/inkwell/remind/ReminderToolProvider;->confirmations:Lcom/inkwell/remind/ReminderToolProvider$Confirmations;

    return-void
.end method

.method static synthetic access$100(Lcom/inkwell/remind/ReminderToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/inkwell/remind/ReminderToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    return-object v0
.end method

.method static synthetic access$200()Ljava/util/Set;
    .registers 1

    .line 39
    sget-object v0, Lcom/inkwell/remind/ReminderToolProvider;->DESTRUCTIVE:Ljava/util/Set;

    return-object v0
.end method

.method static synthetic access$300(Lcom/inkwell/remind/ReminderToolProvider;)Lcom/inkwell/remind/ResumeBook;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/inkwell/remind/ReminderToolProvider;->resumes:Lcom/inkwell/remind/ResumeBook;

    return-object v0
.end method

.method static synthetic access$400(Lcom/inkwell/remind/ReminderToolProvider;Ljava/lang/String;Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;
    .registers 4

    .line 39
    invoke-direct {p0, p1, p2}, Lcom/inkwell/remind/ReminderToolProvider;->askToConfirm(Ljava/lang/String;Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$500(Lcom/inkwell/remind/ReminderToolProvider;Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 39
    invoke-direct {p0, p1}, Lcom/inkwell/remind/ReminderToolProvider;->describe(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private askToConfirm(Ljava/lang/String;Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;
    .registers 9

    .line 155
    invoke-static {}, Lcom/inkwell/core/TokenMint;->get()Lcom/inkwell/core/TokenMint;

    move-result-object v0

    const-string v1, "rt_"

    invoke-virtual {v0, v1}, Lcom/inkwell/core/TokenMint;->ticket(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 156
    iget-object v1, p0, Lcom/inkwell/remind/ReminderToolProvider;->resumes:Lcom/inkwell/remind/ResumeBook;

    iget v2, p2, Lcom/inkwell/core/ToolCall;->uid:I

    iget-object v3, p2, Lcom/inkwell/core/ToolCall;->toolName:Ljava/lang/String;

    iget-object v4, p2, Lcom/inkwell/core/ToolCall;->argsText:Ljava/lang/String;

    invoke-static {v4}, Lcom/inkwell/core/Texts;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v1, v0, v2, v3, v4}, Lcom/inkwell/remind/ResumeBook;->hold(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    .line 157
    iget-object v1, p2, Lcom/inkwell/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v2, "confirm in Inkwell"

    iget-object v3, p0, Lcom/inkwell/remind/ReminderToolProvider;->confirmations:Lcom/inkwell/remind/ReminderToolProvider$Confirmations;

    invoke-virtual {v3, p1, v0}, Lcom/inkwell/remind/ReminderToolProvider$Confirmations;->forAction(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v3

    invoke-static {v1, v2, v3, v0}, Lcom/inkwell/core/Replies;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private describe(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 161
    const-string v0, "clearAll"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "Delete every reminder"

    goto :goto_0

    :cond_0
    const-string v0, "Cancel one reminder"

    :goto_0
    return-object v0
.end method

.method private listReminders(Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 130
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    iget-object v1, p1, Lcom/inkwell/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v2, "caller_package"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    aput-object v1, v0, v2

    iget-object v1, p0, Lcom/inkwell/remind/ReminderToolProvider;->policy:Lcom/inkwell/core/CallerPolicy;

    iget v2, p1, Lcom/inkwell/core/ToolCall;->uid:I

    invoke-virtual {v1, v2}, Lcom/inkwell/core/CallerPolicy;->packageOf(I)Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x1

    aput-object v1, v0, v2

    invoke-static {v0}, Lcom/inkwell/core/Texts;->firstNonEmpty([Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 131
    iget-object v1, p0, Lcom/inkwell/remind/ReminderToolProvider;->worker:Ljava/util/concurrent/ExecutorService;

    new-instance v2, Lcom/inkwell/remind/ReminderToolProvider$2;

    invoke-direct {v2, p0, v0, p1}, Lcom/inkwell/remind/ReminderToolProvider$2;-><init>(Lcom/inkwell/remind/ReminderToolProvider;Ljava/lang/String;Lcom/inkwell/core/ToolCall;)V

    invoke-interface {v1, v2}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v1

    .line 147
    :try_start_0
    invoke-virtual {p1}, Lcom/inkwell/core/ToolCall;->millisLeft()J

    move-result-wide v2

    sget-object v4, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v1, v2, v3, v4}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v2

    .line 148
    :catch_0
    move-exception v2

    .line 149
    const/4 v3, 0x1

    invoke-interface {v1, v3}, Ljava/util/concurrent/Future;->cancel(Z)Z

    .line 150
    iget-object v3, p1, Lcom/inkwell/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v4, "DEADLINE_EXCEEDED"

    const-string v5, "deadline passed"

    invoke-static {v3, v4, v5}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    .line 70
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 71
    if-eqz p3, :cond_0

    move-object v1, p3

    goto :goto_0

    :cond_0
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 72
    :goto_0
    const-string v2, "request_id"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 73
    iget-object v3, p0, Lcom/inkwell/remind/ReminderToolProvider;->policy:Lcom/inkwell/core/CallerPolicy;

    invoke-virtual {v3, v0}, Lcom/inkwell/core/CallerPolicy;->trusted(I)Z

    move-result v3

    if-nez v3, :cond_1

    .line 74
    const-string v3, "PERMISSION_DENIED"

    const-string v4, "caller not allowed"

    invoke-static {v2, v3, v4}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 76
    :cond_1
    const-string v3, "negotiate"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_3

    .line 77
    const-string v3, "consumer_versions"

    invoke-virtual {v1, v3}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v3

    invoke-static {v3}, Lcom/inkwell/core/SessionTable;->speaksV2([I)Z

    move-result v3

    if-nez v3, :cond_2

    .line 78
    const/4 v3, 0x0

    const-string v4, "UNSUPPORTED_VERSION"

    const-string v5, "only CETP v2 is served"

    invoke-static {v3, v4, v5}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 80
    :cond_2
    const/4 v3, 0x6

    new-array v3, v3, [Ljava/lang/Object;

    const/4 v4, 0x0

    const-string v5, "status"

    aput-object v5, v3, v4

    const/4 v4, 0x1

    const-string v5, "success"

    aput-object v5, v3, v4

    const/4 v4, 0x2

    const-string v5, "data"

    aput-object v5, v3, v4

    const/4 v4, 0x3

    const-string v5, "{\"selected_version\":2,\"provider_id\":\"com.inkwell.remind\",\"provider_name\":\"Inkwell reminders\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}"

    aput-object v5, v3, v4

    const/4 v4, 0x4

    const-string v5, "session_token"

    aput-object v5, v3, v4

    iget-object v4, p0, Lcom/inkwell/remind/ReminderToolProvider;->sessions:Lcom/inkwell/core/SessionTable;

    invoke-virtual {v4, v0}, Lcom/inkwell/core/SessionTable;->open(I)Ljava/lang/String;

    move-result-object v4

    const/4 v5, 0x5

    aput-object v4, v3, v5

    invoke-static {v3}, Lcom/inkwell/core/Replies;->bundle([Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 82
    :cond_3
    iget-object v3, p0, Lcom/inkwell/remind/ReminderToolProvider;->sessions:Lcom/inkwell/core/SessionTable;

    const-string v4, "session_token"

    invoke-virtual {v1, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4, v0}, Lcom/inkwell/core/SessionTable;->valid(Ljava/lang/String;I)Z

    move-result v3

    if-nez v3, :cond_4

    .line 83
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v2, v3, v4}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 85
    :cond_4
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_5

    .line 86
    const-string v3, "{\"revision\":\"remind-3\",\"tools\":[{\"name\":\"list_reminders\",\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"snooze_reminder\",\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"cancel_reminder\",\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"clear_reminders\",\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"confirmation\":\"always\"}}]}"

    invoke-static {v2, v3}, Lcom/inkwell/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 88
    :cond_5
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_6

    .line 89
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v2, v3, v4}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 93
    :cond_6
    :try_start_0
    new-instance v3, Lcom/inkwell/core/ToolCall;

    invoke-direct {v3, v0, v1}, Lcom/inkwell/core/ToolCall;-><init>(ILandroid/os/Bundle;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_1

    .line 97
    invoke-virtual {v3}, Lcom/inkwell/core/ToolCall;->expired()Z

    move-result v4

    if-eqz v4, :cond_7

    .line 98
    const-string v4, "DEADLINE_EXCEEDED"

    const-string v5, "deadline passed"

    invoke-static {v2, v4, v5}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 101
    :cond_7
    :try_start_1
    iget-object v4, v3, Lcom/inkwell/core/ToolCall;->toolName:Ljava/lang/String;

    const/4 v5, -0x1

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v6

    sparse-switch v6, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v6, "list_reminders"

    invoke-virtual {v4, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :goto_1

    const/4 v5, 0x0

    goto :goto_1

    :sswitch_1
    const-string v6, "clear_reminders"

    invoke-virtual {v4, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :goto_1

    const/4 v5, 0x3

    goto :goto_1

    :sswitch_2
    const-string v6, "snooze_reminder"

    invoke-virtual {v4, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :goto_1

    const/4 v5, 0x1

    goto :goto_1

    :sswitch_3
    const-string v6, "cancel_reminder"

    invoke-virtual {v4, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :goto_1

    const/4 v5, 0x2

    :goto_1
    packed-switch v5, :pswitch_data_0

    .line 120
    const-string v4, "TOOL_NOT_FOUND"

    const-string v5, "unknown tool"

    invoke-static {v2, v4, v5}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 118
    :pswitch_0
    iget-object v4, p0, Lcom/inkwell/remind/ReminderToolProvider;->service:Lcom/inkwell/remind/ReminderService;

    invoke-interface {v4, v3}, Lcom/inkwell/remind/ReminderService;->clearAll(Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 116
    :pswitch_1
    iget-object v4, p0, Lcom/inkwell/remind/ReminderToolProvider;->service:Lcom/inkwell/remind/ReminderService;

    iget-object v5, v3, Lcom/inkwell/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v6, "reminder_id"

    invoke-virtual {v5, v6}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v5

    invoke-interface {v4, v3, v5, v6}, Lcom/inkwell/remind/ReminderService;->cancel(Lcom/inkwell/core/ToolCall;J)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 105
    :pswitch_2
    iget-object v4, v3, Lcom/inkwell/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v5, "reminder_id"

    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v4

    .line 106
    iget-object v6, p0, Lcom/inkwell/remind/ReminderToolProvider;->service:Lcom/inkwell/remind/ReminderService;

    iget-object v7, v3, Lcom/inkwell/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v8, "minutes"

    invoke-virtual {v7, v8}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v7

    invoke-interface {v6, v3, v4, v5, v7}, Lcom/inkwell/remind/ReminderService;->snooze(Lcom/inkwell/core/ToolCall;JI)Landroid/os/Bundle;

    move-result-object v6

    .line 107
    iget-object v7, p0, Lcom/inkwell/remind/ReminderToolProvider;->worker:Ljava/util/concurrent/ExecutorService;

    new-instance v8, Lcom/inkwell/remind/ReminderToolProvider$1;

    invoke-direct {v8, p0, v4, v5, v0}, Lcom/inkwell/remind/ReminderToolProvider$1;-><init>(Lcom/inkwell/remind/ReminderToolProvider;JI)V

    invoke-interface {v7, v8}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 114
    return-object v6

    .line 103
    :pswitch_3
    invoke-direct {p0, v3}, Lcom/inkwell/remind/ReminderToolProvider;->listReminders(Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v4
    :try_end_1
    .catch Ljava/lang/Exception; {:try_start_1 .. :try_end_1} :catch_0

    return-object v4

    .line 122
    :catch_0
    move-exception v4

    .line 123
    const-string v5, "InkwellRemind"

    const-string v6, "tool failed"

    invoke-static {v5, v6, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 124
    const-string v5, "INTERNAL_ERROR"

    const-string v6, "the tool could not run"

    invoke-static {v2, v5, v6}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 94
    :catch_1
    move-exception v3

    .line 95
    const-string v4, "INVALID_ARGS"

    const-string v5, "args must be a JSON object"

    invoke-static {v2, v4, v5}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_3
        :pswitch_2
        :pswitch_1
        :pswitch_0
    .end packed-switch

    :sswitch_data_0
    .sparse-switch
        -0xd40b420 -> :sswitch_0
        0x444642cf -> :sswitch_1
        0x6826a6ab -> :sswitch_2
        0x7e956c97 -> :sswitch_3
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 221
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 211
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 216
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 8

    .line 61
    invoke-virtual {p0}, Lcom/inkwell/remind/ReminderToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "reminders.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/remind/ReminderToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 62
    new-instance v0, Lcom/inkwell/core/CallerPolicy;

    invoke-virtual {p0}, Lcom/inkwell/remind/ReminderToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    sget-object v3, Lcom/inkwell/notes/NotesToolProvider;->ASSISTANT_CERT:[B

    invoke-direct {v0, v1, v3}, Lcom/inkwell/core/CallerPolicy;-><init>(Landroid/content/Context;[B)V

    iput-object v0, p0, Lcom/inkwell/remind/ReminderToolProvider;->policy:Lcom/inkwell/core/CallerPolicy;

    .line 63
    const-class v0, Lcom/inkwell/remind/ReminderService;

    invoke-virtual {v0}, Ljava/lang/Class;->getClassLoader()Ljava/lang/ClassLoader;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/Class;

    const-class v3, Lcom/inkwell/remind/ReminderService;

    aput-object v3, v1, v2

    new-instance v3, Lcom/inkwell/remind/ReminderToolProvider$Guard;

    new-instance v4, Lcom/inkwell/remind/ReminderBook;

    iget-object v5, p0, Lcom/inkwell/remind/ReminderToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {v4, v5}, Lcom/inkwell/remind/ReminderBook;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    invoke-direct {v3, p0, v4}, Lcom/inkwell/remind/ReminderToolProvider$Guard;-><init>(Lcom/inkwell/remind/ReminderToolProvider;Lcom/inkwell/remind/ReminderService;)V

    invoke-static {v0, v1, v3}, Ljava/lang/reflect/Proxy;->newProxyInstance(Ljava/lang/ClassLoader;[Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/remind/ReminderService;

    iput-object v0, p0, Lcom/inkwell/remind/ReminderToolProvider;->service:Lcom/inkwell/remind/ReminderService;

    .line 65
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 206
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 226
    const/4 v0, 0x0

    return v0
.end method

.class public final Lcom/greenwick/garden/tasks/TaskTools;
.super Ljava/lang/Object;
.source "TaskTools.java"

# interfaces
.implements Lcom/greenwick/garden/cetp/Toolset;


# static fields
.field private static final HOUR_MS:J = 0x36ee80L

.field private static final TASK_ARG:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"task_id\":{\"type\":\"string\",\"pattern\":\"^t[0-9]{1,9}$\"}},\"required\":[\"task_id\"],\"additionalProperties\":false}"

.field private static final TASK_ID:Ljava/util/regex/Pattern;

.field private static final TASK_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"task\":{\"type\":\"object\"}},\"required\":[\"task\"]}"


# instance fields
.field private final clock:Lcom/greenwick/garden/cetp/Clock;

.field private final reminders:Lcom/greenwick/garden/reminders/Scheduler;

.field private final store:Lcom/greenwick/garden/data/TaskStore;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 18
    const-string v0, "t[0-9]{1,9}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/greenwick/garden/tasks/TaskTools;->TASK_ID:Ljava/util/regex/Pattern;

    return-void
.end method

.method public constructor <init>(Lcom/greenwick/garden/data/TaskStore;Lcom/greenwick/garden/reminders/Scheduler;Lcom/greenwick/garden/cetp/Clock;)V
    .registers 4

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    iput-object p1, p0, Lcom/greenwick/garden/tasks/TaskTools;->store:Lcom/greenwick/garden/data/TaskStore;

    .line 31
    iput-object p2, p0, Lcom/greenwick/garden/tasks/TaskTools;->reminders:Lcom/greenwick/garden/reminders/Scheduler;

    .line 32
    iput-object p3, p0, Lcom/greenwick/garden/tasks/TaskTools;->clock:Lcom/greenwick/garden/cetp/Clock;

    .line 33
    return-void
.end method

.method private completeTask(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 124
    invoke-static {p1}, Lcom/greenwick/garden/tasks/TaskTools;->taskId(Lcom/greenwick/garden/cetp/Call;)Ljava/lang/String;

    move-result-object v4

    .line 125
    iget-object v0, p0, Lcom/greenwick/garden/tasks/TaskTools;->store:Lcom/greenwick/garden/data/TaskStore;

    invoke-interface {v0, v4}, Lcom/greenwick/garden/data/TaskStore;->find(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    .line 126
    if-nez v5, :cond_0

    .line 127
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such task"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 129
    :cond_0
    const-string v1, "done_at"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 130
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "CONFLICT"

    const-string v2, "The task is already done"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 132
    :cond_1
    iget-object v0, p0, Lcom/greenwick/garden/tasks/TaskTools;->clock:Lcom/greenwick/garden/cetp/Clock;

    invoke-interface {v0}, Lcom/greenwick/garden/cetp/Clock;->now()J

    move-result-wide v6

    .line 133
    const-string v1, "every_ms"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v8

    .line 134
    const-wide/16 v2, 0x0

    cmp-long v0, v8, v2

    if-lez v0, :cond_2

    .line 135
    add-long v10, v6, v8

    .line 136
    iget-object v0, p0, Lcom/greenwick/garden/tasks/TaskTools;->store:Lcom/greenwick/garden/data/TaskStore;

    invoke-interface {v0, v4, v10, v11}, Lcom/greenwick/garden/data/TaskStore;->reschedule(Ljava/lang/String;J)V

    .line 137
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v12

    .line 138
    iget-object v0, p0, Lcom/greenwick/garden/tasks/TaskTools;->reminders:Lcom/greenwick/garden/reminders/Scheduler;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "task:"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, v12, v2, v10, v11}, Lcom/greenwick/garden/reminders/Scheduler;->schedule(ILjava/lang/String;J)V

    .line 139
    const-string v1, "due_at"

    invoke-virtual {v5, v1, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 140
    goto :goto_0

    .line 141
    :cond_2
    iget-object v0, p0, Lcom/greenwick/garden/tasks/TaskTools;->store:Lcom/greenwick/garden/data/TaskStore;

    invoke-interface {v0, v4, v6, v7}, Lcom/greenwick/garden/data/TaskStore;->complete(Ljava/lang/String;J)Z

    .line 142
    const-string v1, "done_at"

    invoke-virtual {v5, v1, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 144
    :goto_0
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "task"

    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v1}, Lcom/greenwick/garden/cetp/Replies;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/greenwick/garden/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private dueTasks(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 107
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "within_hours"

    const/16 v2, 0x18

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v7

    .line 108
    const/4 v1, 0x1

    if-lt v7, v1, :cond_0

    const/16 v1, 0xa8

    if-le v7, v1, :cond_1

    .line 109
    :cond_0
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "within_hours must be between 1 and 168"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 111
    :cond_1
    iget-object v0, p0, Lcom/greenwick/garden/tasks/TaskTools;->store:Lcom/greenwick/garden/data/TaskStore;

    iget-object v1, p0, Lcom/greenwick/garden/tasks/TaskTools;->clock:Lcom/greenwick/garden/cetp/Clock;

    invoke-interface {v1}, Lcom/greenwick/garden/cetp/Clock;->now()J

    move-result-wide v1

    int-to-long v3, v7

    const-wide/32 v5, 0x36ee80

    mul-long/2addr v3, v5

    add-long/2addr v1, v3

    invoke-interface {v0, v1, v2}, Lcom/greenwick/garden/data/TaskStore;->due(J)Lorg/json/JSONArray;

    move-result-object v8

    .line 112
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "tasks"

    invoke-virtual {v1, v2, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v1}, Lcom/greenwick/garden/cetp/Replies;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/greenwick/garden/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private getTask(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 116
    iget-object v0, p0, Lcom/greenwick/garden/tasks/TaskTools;->store:Lcom/greenwick/garden/data/TaskStore;

    invoke-static {p1}, Lcom/greenwick/garden/tasks/TaskTools;->taskId(Lcom/greenwick/garden/cetp/Call;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Lcom/greenwick/garden/data/TaskStore;->find(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    .line 117
    if-nez v4, :cond_0

    .line 118
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such task"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 120
    :cond_0
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "task"

    invoke-virtual {v1, v2, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v1}, Lcom/greenwick/garden/cetp/Replies;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/greenwick/garden/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static taskId(Lcom/greenwick/garden/cetp/Call;)Ljava/lang/String;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 148
    iget-object v0, p0, Lcom/greenwick/garden/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "task_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 149
    sget-object v0, Lcom/greenwick/garden/tasks/TaskTools;->TASK_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v3}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 150
    new-instance v0, Lorg/json/JSONException;

    const-string v2, "task_id does not match ^t[0-9]{1,9}$"

    invoke-direct {v0, v2}, Lorg/json/JSONException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 152
    :cond_0
    return-object v3
.end method


# virtual methods
.method public description()Ljava/lang/String;
    .registers 2

    .line 47
    const-string v0, "Garden chores: what is due, and marking chores done"

    return-object v0
.end method

.method public descriptors()Lorg/json/JSONArray;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 64
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 65
    const-string v1, "due_tasks"

    const-string v2, "Due tasks"

    const-string v3, "List the open garden tasks due within the next hours"

    const-string v4, "read"

    const-string v5, "low"

    const/4 v6, 0x0

    const-string v7, "never"

    const-string v8, "tasks.read"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"within_hours\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":168}},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"tasks\":{\"type\":\"array\"}},\"required\":[\"tasks\"]}"

    invoke-static/range {v1 .. v10}, Lcom/greenwick/garden/cetp/Toolset;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 71
    const-string v1, "get_task"

    const-string v2, "Get a task"

    const-string v3, "Read one garden task"

    const-string v4, "read"

    const-string v5, "low"

    const/4 v6, 0x0

    const-string v7, "never"

    const-string v8, "tasks.read"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"task_id\":{\"type\":\"string\",\"pattern\":\"^t[0-9]{1,9}$\"}},\"required\":[\"task_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"task\":{\"type\":\"object\"}},\"required\":[\"task\"]}"

    invoke-static/range {v1 .. v10}, Lcom/greenwick/garden/cetp/Toolset;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 73
    const-string v1, "complete_task"

    const-string v2, "Complete a task"

    const-string v3, "Mark a task done; a recurring task moves to its next occurrence"

    const-string v4, "update"

    const-string v5, "moderate"

    const/4 v6, 0x0

    const-string v7, "provider_policy"

    const-string v8, "tasks.write"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"task_id\":{\"type\":\"string\",\"pattern\":\"^t[0-9]{1,9}$\"}},\"required\":[\"task_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"task\":{\"type\":\"object\"}},\"required\":[\"task\"]}"

    invoke-static/range {v1 .. v10}, Lcom/greenwick/garden/cetp/Toolset;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 76
    const-string v1, "clear_completed"

    const-string v2, "Clear completed tasks"

    const-string v3, "Delete every completed task"

    const-string v4, "delete"

    const-string v5, "high"

    const/4 v6, 0x1

    const-string v7, "always"

    const-string v8, "tasks.write"

    const-string v9, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]}"

    invoke-static/range {v1 .. v10}, Lcom/greenwick/garden/cetp/Toolset;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 64
    return-object v0
.end method

.method public execute(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 91
    iget-object v4, p1, Lcom/greenwick/garden/cetp/Call;->tool:Ljava/lang/String;

    const/4 v5, -0x1

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "due_tasks"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_task"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "complete_task"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "clear_completed"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x3

    :cond_0
    :goto_0
    packed-switch v5, :pswitch_data_0

    goto :goto_1

    .line 93
    :pswitch_0
    invoke-direct {p0, p1}, Lcom/greenwick/garden/tasks/TaskTools;->dueTasks(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 95
    :pswitch_1
    invoke-direct {p0, p1}, Lcom/greenwick/garden/tasks/TaskTools;->getTask(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 97
    :pswitch_2
    invoke-direct {p0, p1}, Lcom/greenwick/garden/tasks/TaskTools;->completeTask(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 99
    :pswitch_3
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/greenwick/garden/tasks/TaskTools;->store:Lcom/greenwick/garden/data/TaskStore;

    .line 100
    invoke-interface {v3}, Lcom/greenwick/garden/data/TaskStore;->clearCompleted()I

    move-result v3

    const-string v2, "deleted"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v1}, Lcom/greenwick/garden/cetp/Replies;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    .line 99
    invoke-static {v0, v1}, Lcom/greenwick/garden/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 102
    :goto_1
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x511a1527 -> :sswitch_3
        -0x13d8e27d -> :sswitch_0
        0xb0698cb -> :sswitch_2
        0x75d184ce -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method public providerId()Ljava/lang/String;
    .registers 2

    .line 37
    const-string v0, "com.greenwick.garden.tasks"

    return-object v0
.end method

.method public providerName()Ljava/lang/String;
    .registers 2

    .line 42
    const-string v0, "Greenwick garden tasks"

    return-object v0
.end method

.method public revision()Ljava/lang/String;
    .registers 2

    .line 52
    const-string v0, "tasks-6"

    return-object v0
.end method

.method public scopes()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 57
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 58
    const-string v1, "tasks.read"

    const-string v2, "See your garden tasks"

    const-string v3, "Read tasks and when they are due"

    const-string v4, "read"

    invoke-static {v1, v2, v3, v4}, Lcom/greenwick/garden/cetp/Toolset;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 59
    const-string v1, "tasks.write"

    const-string v2, "Change your garden tasks"

    const-string v3, "Complete and clear tasks"

    const-string v4, "write"

    invoke-static {v1, v2, v3, v4}, Lcom/greenwick/garden/cetp/Toolset;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 57
    return-object v0
.end method

.method public summary(Lcom/greenwick/garden/cetp/Call;)Ljava/lang/String;
    .registers 5

    .line 85
    iget-object v0, p0, Lcom/greenwick/garden/tasks/TaskTools;->store:Lcom/greenwick/garden/data/TaskStore;

    invoke-interface {v0}, Lcom/greenwick/garden/data/TaskStore;->countCompleted()I

    move-result v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Delete all "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " completed garden tasks from Greenwick? This cannot be undone."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method

.class public Lcom/tidemark/routines/RoutineProvider;
.super Lcom/tidemark/core/CetpEndpoint;
.source "RoutineProvider.java"


# static fields
.field static final ACTION_SCENE:Ljava/lang/String; = "com.tidemark.action.RUN_SCENE"

.field static final INFO:Ljava/lang/String; = "{\"provider_id\":\"com.tidemark\",\"provider_name\":\"Tidemark routines\",\"description\":\"Lighting scenes and routines\",\"scopes\":[{\"name\":\"routines.write\",\"description\":\"Run scenes and light commands\",\"access\":\"write\",\"sensitivity\":\"device\"}]}"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"routines-4\",\"tools\":[{\"name\":\"schedule_scene\",\"description\":\"Run a lighting scene at a given time\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"scene\":{\"type\":\"string\"},\"at_ms\":{\"type\":\"integer\"}},\"required\":[\"scene\",\"at_ms\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"snooze_scene\",\"description\":\"Run a lighting scene again in some minutes\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"scene\":{\"type\":\"string\"},\"minutes\":{\"type\":\"integer\"}},\"required\":[\"scene\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"fade_scene\",\"description\":\"Fade a running scene out\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"scene\":{\"type\":\"string\"},\"after_ms\":{\"type\":\"integer\"}},\"required\":[\"scene\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"export_routines\",\"description\":\"Send the saved routines to the assistant\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"calling_package\":{\"type\":\"string\"}},\"required\":[\"calling_package\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},{\"name\":\"export_scenes\",\"description\":\"Send the saved scenes to the assistant\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"required\":[],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},{\"name\":\"run_command\",\"description\":\"Send a command to a light\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"device\":{\"type\":\"string\"},\"command\":{\"type\":\"string\"}},\"required\":[\"device\",\"command\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}}]}"


# instance fields
.field  commands:Lcom/tidemark/routines/CommandQueue;

.field  db:Landroid/database/sqlite/SQLiteDatabase;

.field final main:Landroid/os/Handler;


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 24
    invoke-direct {p0}, Lcom/tidemark/core/CetpEndpoint;-><init>()V

    .line 58
    new-instance v0, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v1

    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iput-object v0, p0, Lcom/tidemark/routines/RoutineProvider;->main:Landroid/os/Handler;

    return-void
.end method

.method public static open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 4

    .line 61
    const-string v0, "routines.db"

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-virtual {p0, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 62
    const-string v1, "CREATE TABLE IF NOT EXISTS scenes(id TEXT PRIMARY KEY, name TEXT, active INTEGER, fired_at INTEGER)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 63
    const-string v1, "CREATE TABLE IF NOT EXISTS scene_log(scene TEXT, by_uid INTEGER, at INTEGER)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 64
    const-string v1, "CREATE TABLE IF NOT EXISTS routines(name TEXT PRIMARY KEY, body TEXT)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 65
    const-string v1, "CREATE TABLE IF NOT EXISTS commands(op_id TEXT PRIMARY KEY, uid INTEGER, request_id TEXT, device TEXT, command TEXT, state TEXT, result TEXT, error TEXT, created_at INTEGER)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 67
    return-object v0
.end method


# virtual methods
.method protected execute(ILjava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 90
    invoke-virtual {p0}, Lcom/tidemark/routines/RoutineProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    .line 91
    const-string v1, "schedule_scene"

    invoke-virtual {v1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    .line 92
    new-instance v1, Landroid/content/Intent;

    const-string v2, "com.tidemark.action.RUN_SCENE"

    invoke-direct {v1, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 93
    invoke-virtual {v0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v1

    .line 94
    const-string v2, "scene"

    invoke-virtual {p4, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v3, "scene"

    invoke-virtual {v1, v3, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v1

    .line 95
    const-string v2, "at_ms"

    invoke-virtual {p4, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v3

    move-object v2, v0

    move-object v5, v1

    const/4 v6, 0x7

    const/high16 v7, 0xc000000

    const/4 v8, 0x1

    invoke-static/range {v2 .. v8}, Lcom/tidemark/sched/AlarmPlanner;->at(Landroid/content/Context;JLandroid/content/Intent;IIZ)V

    .line 97
    const-string v2, "{\"scheduled\":true}"

    invoke-static {p2, v2}, Lcom/tidemark/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 99
    :cond_0
    const-string v1, "snooze_scene"

    invoke-virtual {v1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    .line 100
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    const-string v3, "minutes"

    const/16 v4, 0xa

    invoke-virtual {p4, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    int-to-long v3, v3

    const-wide/32 v5, 0xea60

    mul-long/2addr v3, v5

    add-long/2addr v1, v3

    .line 101
    new-instance v3, Landroid/content/Intent;

    const-string v4, "com.tidemark.action.RUN_SCENE"

    invoke-direct {v3, v4}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 102
    const-class v4, Lcom/tidemark/routines/SceneReceiver;

    invoke-virtual {v3, v0, v4}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;

    move-result-object v3

    .line 103
    const-string v4, "scene"

    invoke-virtual {p4, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v5, "scene"

    invoke-virtual {v3, v5, v4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v3

    .line 104
    move-object v4, v0

    move-wide v5, v1

    move-object v7, v3

    const/16 v8, 0x8

    const/high16 v9, 0xc000000

    const/4 v10, 0x0

    invoke-static/range {v4 .. v10}, Lcom/tidemark/sched/AlarmPlanner;->at(Landroid/content/Context;JLandroid/content/Intent;IIZ)V

    .line 106
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "{\"snoozed_until_ms\":"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "}"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-static {p2, v4}, Lcom/tidemark/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 108
    :cond_1
    const-string v1, "fade_scene"

    invoke-virtual {v1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_2

    .line 109
    iget-object v1, p0, Lcom/tidemark/routines/RoutineProvider;->main:Landroid/os/Handler;

    iget-object v2, p0, Lcom/tidemark/routines/RoutineProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v3, "scene"

    invoke-virtual {p4, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-static {v2, v3, p1}, Lcom/tidemark/sched/Deferred;->fade(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)Ljava/lang/Runnable;

    move-result-object v2

    const-string v3, "after_ms"

    const-wide/16 v4, 0x1f4

    invoke-virtual {p4, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v3

    invoke-virtual {v1, v2, v3, v4}, Landroid/os/Handler;->postDelayed(Ljava/lang/Runnable;J)Z

    .line 110
    const-string v1, "{\"fading\":true}"

    invoke-static {p2, v1}, Lcom/tidemark/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 112
    :cond_2
    const-string v1, "export_routines"

    invoke-virtual {v1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_3

    .line 113
    const-string v1, "calling_package"

    invoke-virtual {p4, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "routines"

    invoke-virtual {p0, v1, v2}, Lcom/tidemark/routines/RoutineProvider;->export(Ljava/lang/String;Ljava/lang/String;)V

    .line 114
    const-string v1, "{\"export_scheduled\":true}"

    invoke-static {p2, v1}, Lcom/tidemark/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 116
    :cond_3
    const-string v1, "export_scenes"

    invoke-virtual {v1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_4

    .line 117
    invoke-virtual {p0}, Lcom/tidemark/routines/RoutineProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    const-string v2, "scenes"

    invoke-virtual {p0, v1, v2}, Lcom/tidemark/routines/RoutineProvider;->export(Ljava/lang/String;Ljava/lang/String;)V

    .line 118
    const-string v1, "{\"export_scheduled\":true}"

    invoke-static {p2, v1}, Lcom/tidemark/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 120
    :cond_4
    const-string v1, "run_command"

    invoke-virtual {v1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_5

    .line 121
    invoke-static {}, Lcom/tidemark/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v1

    .line 122
    iget-object v2, p0, Lcom/tidemark/routines/RoutineProvider;->commands:Lcom/tidemark/routines/CommandQueue;

    const-string v8, "device"

    invoke-virtual {p4, v8}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    const-string v8, "command"

    invoke-virtual {p4, v8}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    move-object v3, v1

    move v4, p1

    move-object v5, p2

    invoke-virtual/range {v2 .. v7}, Lcom/tidemark/routines/CommandQueue;->add(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 123
    const-class v2, Lcom/tidemark/routines/CommandWorker;

    invoke-static {v0, v2, v1}, Lcom/tidemark/sched/WorkChains;->runOperation(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)V

    .line 124
    invoke-static {p2, v1}, Lcom/tidemark/core/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 126
    :cond_5
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "Unknown tool"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method export(Ljava/lang/String;Ljava/lang/String;)V
    .registers 8

    .line 131
    new-instance v0, Landroid/os/PersistableBundle;

    invoke-direct {v0}, Landroid/os/PersistableBundle;-><init>()V

    .line 132
    const-string v1, "owner"

    invoke-virtual {v0, v1, p1}, Landroid/os/PersistableBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 133
    const-string v1, "kind"

    invoke-virtual {v0, v1, p2}, Landroid/os/PersistableBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 134
    new-instance v1, Landroid/app/job/JobInfo$Builder;

    new-instance v2, Landroid/content/ComponentName;

    invoke-virtual {p0}, Lcom/tidemark/routines/RoutineProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    const-class v4, Lcom/tidemark/routines/ExportJob;

    invoke-direct {v2, v3, v4}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const/16 v3, 0x1005

    invoke-direct {v1, v3, v2}, Landroid/app/job/JobInfo$Builder;-><init>(ILandroid/content/ComponentName;)V

    .line 135
    invoke-virtual {v1, v0}, Landroid/app/job/JobInfo$Builder;->setExtras(Landroid/os/PersistableBundle;)Landroid/app/job/JobInfo$Builder;

    move-result-object v1

    .line 136
    const-wide/16 v2, 0x2710

    invoke-virtual {v1, v2, v3}, Landroid/app/job/JobInfo$Builder;->setOverrideDeadline(J)Landroid/app/job/JobInfo$Builder;

    move-result-object v1

    .line 137
    invoke-virtual {v1}, Landroid/app/job/JobInfo$Builder;->build()Landroid/app/job/JobInfo;

    move-result-object v1

    .line 138
    invoke-virtual {p0}, Lcom/tidemark/routines/RoutineProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Landroid/app/job/JobScheduler;

    invoke-virtual {v2, v3}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Landroid/app/job/JobScheduler;

    invoke-virtual {v2, v1}, Landroid/app/job/JobScheduler;->schedule(Landroid/app/job/JobInfo;)I

    .line 139
    return-void
.end method

.method public onCreate()Z
    .registers 3

    .line 72
    invoke-virtual {p0}, Lcom/tidemark/routines/RoutineProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/routines/RoutineProvider;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/tidemark/routines/RoutineProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 73
    new-instance v0, Lcom/tidemark/routines/CommandQueue;

    iget-object v1, p0, Lcom/tidemark/routines/RoutineProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {v0, v1}, Lcom/tidemark/routines/CommandQueue;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v0, p0, Lcom/tidemark/routines/RoutineProvider;->commands:Lcom/tidemark/routines/CommandQueue;

    .line 74
    const/4 v0, 0x1

    return v0
.end method

.method protected operation(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 143
    iget-object v0, p0, Lcom/tidemark/routines/RoutineProvider;->commands:Lcom/tidemark/routines/CommandQueue;

    invoke-virtual {v0, p3}, Lcom/tidemark/routines/CommandQueue;->find(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 144
    if-nez v0, :cond_0

    .line 145
    const-string v1, "INVALID_REQUEST"

    const-string v2, "Unknown operation"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 148
    :try_start_0
    :cond_0
    const-string v1, "state"

    invoke-interface {v0, v1}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v1

    invoke-interface {v0, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    .line 149
    const-string v2, "result"

    invoke-interface {v0, v2}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v2

    invoke-interface {v0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v3, "error"

    invoke-interface {v0, v3}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v3

    invoke-interface {v0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    .line 148
    invoke-static {p2, p3, v1, v2, v3}, Lcom/tidemark/core/Replies;->operation(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 151
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 148
    return-object v1

    .line 151
    :catchall_0
    move-exception v2

    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 152
    throw v2
.end method

.method protected providerInfo()Ljava/lang/String;
    .registers 2

    .line 79
    const-string v0, "{\"provider_id\":\"com.tidemark\",\"provider_name\":\"Tidemark routines\",\"description\":\"Lighting scenes and routines\",\"scopes\":[{\"name\":\"routines.write\",\"description\":\"Run scenes and light commands\",\"access\":\"write\",\"sensitivity\":\"device\"}]}"

    return-object v0
.end method

.method protected toolList()Ljava/lang/String;
    .registers 2

    .line 84
    const-string v0, "{\"revision\":\"routines-4\",\"tools\":[{\"name\":\"schedule_scene\",\"description\":\"Run a lighting scene at a given time\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"scene\":{\"type\":\"string\"},\"at_ms\":{\"type\":\"integer\"}},\"required\":[\"scene\",\"at_ms\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"snooze_scene\",\"description\":\"Run a lighting scene again in some minutes\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"scene\":{\"type\":\"string\"},\"minutes\":{\"type\":\"integer\"}},\"required\":[\"scene\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"fade_scene\",\"description\":\"Fade a running scene out\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"scene\":{\"type\":\"string\"},\"after_ms\":{\"type\":\"integer\"}},\"required\":[\"scene\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"export_routines\",\"description\":\"Send the saved routines to the assistant\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"calling_package\":{\"type\":\"string\"}},\"required\":[\"calling_package\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},{\"name\":\"export_scenes\",\"description\":\"Send the saved scenes to the assistant\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"required\":[],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},{\"name\":\"run_command\",\"description\":\"Send a command to a light\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"device\":{\"type\":\"string\"},\"command\":{\"type\":\"string\"}},\"required\":[\"device\",\"command\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}}]}"

    return-object v0
.end method

.class public Lcom/tidemark/zones/ZoneProvider;
.super Lcom/tidemark/core/CetpEndpoint;
.source "ZoneProvider.java"


# static fields
.field static final ACTION_RESUME:Ljava/lang/String; = "com.tidemark.action.RESUME_ZONE"

.field static final ACTION_WATER:Ljava/lang/String; = "com.tidemark.action.WATER_ZONE"

.field static final INFO:Ljava/lang/String; = "{\"provider_id\":\"com.tidemark\",\"provider_name\":\"Tidemark zones\",\"description\":\"Garden irrigation zones\",\"scopes\":[{\"name\":\"zones.write\",\"description\":\"Run and schedule watering\",\"access\":\"write\",\"sensitivity\":\"device\"}]}"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"zones-7\",\"tools\":[{\"name\":\"schedule_watering\",\"description\":\"Water a zone at a given time\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"string\"},\"minutes\":{\"type\":\"integer\"},\"start_at_ms\":{\"type\":\"integer\"}},\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"rain_delay\",\"description\":\"Pause a zone for some hours\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"string\"},\"hours\":{\"type\":\"integer\"}},\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"water_now\",\"description\":\"Run a zone now\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"string\"},\"litres\":{\"type\":\"number\"}},\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},{\"name\":\"calibrate_zone\",\"description\":\"Measure a zone\'s flow rate\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"string\"}},\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"reset_zone\",\"description\":\"Reset a zone and drop its history\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"string\"},\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"confirmation\":\"always\"}},{\"name\":\"purge_history\",\"description\":\"Delete a zone\'s watering history\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"string\"}},\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"confirmation\":\"always\"}}]}"


# instance fields
.field  calibrations:Lcom/tidemark/zones/CalibrationLog;

.field  db:Landroid/database/sqlite/SQLiteDatabase;

.field final scheduler:Ljava/util/concurrent/ScheduledExecutorService;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 22
    invoke-direct {p0}, Lcom/tidemark/core/CetpEndpoint;-><init>()V

    .line 57
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadScheduledExecutor()Ljava/util/concurrent/ScheduledExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/tidemark/zones/ZoneProvider;->scheduler:Ljava/util/concurrent/ScheduledExecutorService;

    return-void
.end method

.method public static open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 4

    .line 60
    const-string v0, "zones.db"

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-virtual {p0, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 61
    const-string v1, "CREATE TABLE IF NOT EXISTS zones(name TEXT PRIMARY KEY, minutes INTEGER, last_run INTEGER, skipped_at INTEGER, running INTEGER, flow_rate REAL)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 63
    const-string v1, "CREATE TABLE IF NOT EXISTS history(zone TEXT, minutes INTEGER, at INTEGER)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 64
    const-string v1, "CREATE TABLE IF NOT EXISTS meter(zone TEXT, litres REAL, by_uid INTEGER, at INTEGER)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 65
    const-string v1, "CREATE TABLE IF NOT EXISTS calibrations(op_id TEXT PRIMARY KEY, uid INTEGER, zone TEXT, state TEXT, result TEXT, failure TEXT, created_at INTEGER)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 67
    const-string v1, "CREATE TABLE IF NOT EXISTS resumes(token TEXT PRIMARY KEY, uid INTEGER, request_id TEXT, args TEXT, approved INTEGER, expires_at INTEGER)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 69
    return-object v0
.end method


# virtual methods
.method askToConfirm(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12

    .line 151
    invoke-static {}, Lcom/tidemark/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v0

    .line 152
    new-instance v1, Landroid/content/ContentValues;

    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V

    .line 153
    const-string v2, "token"

    invoke-virtual {v1, v2, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 154
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v3, "uid"

    invoke-virtual {v1, v3, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 155
    const-string v2, "request_id"

    invoke-virtual {v1, v2, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 156
    const-string v2, "args"

    invoke-virtual {v1, v2, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 157
    const/4 v2, 0x0

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v3, "approved"

    invoke-virtual {v1, v3, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 158
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v3, "expires_at"

    invoke-virtual {v1, v3, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 159
    iget-object v2, p0, Lcom/tidemark/zones/ZoneProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v3, "resumes"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4, v1}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 160
    new-instance v2, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/tidemark/zones/ZoneProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    const-class v4, Lcom/tidemark/zones/ConfirmPurgeActivity;

    invoke-direct {v2, v3, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 161
    const-string v3, "zone"

    invoke-virtual {v2, v3, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v2

    .line 162
    const-string v3, "resume_token"

    invoke-virtual {v2, v3, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v2

    .line 163
    invoke-virtual {p0}, Lcom/tidemark/zones/ZoneProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    const/4 v4, 0x0

    const/high16 v5, 0xc000000

    invoke-static {v3, v4, v2, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v3

    .line 165
    const-string v4, "USER_ACTION_REQUIRED"

    const-string v5, "Confirm the purge in Tidemark"

    const/4 v6, 0x0

    invoke-static {p2, v4, v5, v6}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    .line 166
    const-string v5, "resolution"

    invoke-virtual {v4, v5, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 167
    const-string v5, "resume_token"

    invoke-virtual {v4, v5, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 168
    return-object v4
.end method

.method protected execute(ILjava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 93
    invoke-virtual {p0}, Lcom/tidemark/zones/ZoneProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    .line 94
    const-string v1, "zone"

    move-object/from16 v2, p4

    invoke-virtual {v2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 95
    const-string v2, "schedule_watering"

    invoke-virtual {v2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_0

    .line 96
    new-instance v2, Landroid/content/Intent;

    const-class v3, Lcom/tidemark/zones/WateringReceiver;

    invoke-direct {v2, v0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 97
    const-string v3, "com.tidemark.action.WATER_ZONE"

    invoke-virtual {v2, v3}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v2

    .line 98
    const-string v3, "zone"

    invoke-virtual {v2, v3, v1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v2

    .line 99
    const-string v3, "minutes"

    const/16 v4, 0xa

    move-object/from16 v5, p4

    invoke-virtual {v5, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    const-string v4, "minutes"

    invoke-virtual {v2, v4, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;

    move-result-object v2

    .line 100
    const-string v3, "start_at_ms"

    move-object/from16 v4, p4

    invoke-virtual {v4, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v4

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v7

    move-object v3, v0

    move-object v6, v2

    const/high16 v8, 0x8000000

    const/4 v9, 0x1

    invoke-static/range {v3 .. v9}, Lcom/tidemark/sched/AlarmPlanner;->at(Landroid/content/Context;JLandroid/content/Intent;IIZ)V

    .line 102
    const-string v3, "{\"scheduled\":true}"

    invoke-static {p2, v3}, Lcom/tidemark/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 104
    :cond_0
    const-string v2, "rain_delay"

    invoke-virtual {v2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_1

    .line 105
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-string v4, "hours"

    const/16 v5, 0x18

    move-object/from16 v6, p4

    invoke-virtual {v6, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v4

    int-to-long v4, v4

    const-wide/32 v6, 0x36ee80

    mul-long/2addr v4, v6

    add-long/2addr v2, v4

    .line 106
    iget-object v4, p0, Lcom/tidemark/zones/ZoneProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v5, 0x2

    new-array v5, v5, [Ljava/lang/Object;

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v6

    const/4 v7, 0x0

    aput-object v6, v5, v7

    const/4 v6, 0x1

    aput-object v1, v5, v6

    const-string v6, "UPDATE zones SET skipped_at = ? WHERE name = ?"

    invoke-virtual {v4, v6, v5}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 107
    new-instance v4, Landroid/content/Intent;

    const-class v5, Lcom/tidemark/zones/WateringReceiver;

    invoke-direct {v4, v0, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 108
    const-string v5, "com.tidemark.action.RESUME_ZONE"

    invoke-virtual {v4, v5}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 109
    const-string v5, "zone"

    invoke-virtual {v4, v5, v1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 110
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v5

    xor-int/lit8 v9, v5, -0x1

    move-object v5, v0

    move-wide v6, v2

    move-object v8, v4

    const/high16 v10, 0xc000000

    const/4 v11, 0x0

    invoke-static/range {v5 .. v11}, Lcom/tidemark/sched/AlarmPlanner;->at(Landroid/content/Context;JLandroid/content/Intent;IIZ)V

    .line 112
    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "{\"delayed_until_ms\":"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "}"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    invoke-static {p2, v5}, Lcom/tidemark/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 114
    :cond_1
    const-string v2, "water_now"

    invoke-virtual {v2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_2

    .line 115
    iget-object v2, p0, Lcom/tidemark/zones/ZoneProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v3, 0x2

    new-array v3, v3, [Ljava/lang/Object;

    .line 116
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v4

    const/4 v5, 0x0

    aput-object v4, v3, v5

    const/4 v4, 0x1

    aput-object v1, v3, v4

    .line 115
    const-string v4, "UPDATE zones SET running = 1, last_run = ? WHERE name = ?"

    invoke-virtual {v2, v4, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 117
    iget-object v2, p0, Lcom/tidemark/zones/ZoneProvider;->scheduler:Ljava/util/concurrent/ScheduledExecutorService;

    iget-object v3, p0, Lcom/tidemark/zones/ZoneProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v4, "litres"

    const-wide/high16 v5, 0x4034000000000000L

    move-object/from16 v7, p4

    invoke-virtual {v7, v4, v5, v6}, Lorg/json/JSONObject;->optDouble(Ljava/lang/String;D)D

    move-result-wide v4

    invoke-static {v3, v1, v4, v5}, Lcom/tidemark/sched/Deferred;->meterReading(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;D)Ljava/lang/Runnable;

    move-result-object v3

    sget-object v4, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v5, 0x1e

    invoke-interface {v2, v3, v5, v6, v4}, Ljava/util/concurrent/ScheduledExecutorService;->schedule(Ljava/lang/Runnable;JLjava/util/concurrent/TimeUnit;)Ljava/util/concurrent/ScheduledFuture;

    .line 118
    const-string v2, "{\"running\":true}"

    invoke-static {p2, v2}, Lcom/tidemark/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 120
    :cond_2
    const-string v2, "calibrate_zone"

    invoke-virtual {v2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_3

    .line 121
    invoke-static {}, Lcom/tidemark/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 122
    iget-object v3, p0, Lcom/tidemark/zones/ZoneProvider;->calibrations:Lcom/tidemark/zones/CalibrationLog;

    invoke-virtual {v3, v2, p1, v1}, Lcom/tidemark/zones/CalibrationLog;->add(Ljava/lang/String;ILjava/lang/String;)V

    .line 123
    const-class v3, Lcom/tidemark/zones/CalibrationWorker;

    invoke-static {v0, v3, v2}, Lcom/tidemark/sched/WorkChains;->runOperation(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)V

    .line 124
    invoke-static {p2, v2}, Lcom/tidemark/core/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 126
    :cond_3
    const-string v2, "reset_zone"

    invoke-virtual {v2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_4

    .line 127
    iget-object v2, p0, Lcom/tidemark/zones/ZoneProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/Object;

    const/4 v4, 0x0

    aput-object v1, v3, v4

    const-string v4, "UPDATE zones SET flow_rate = NULL, minutes = 10 WHERE name = ?"

    invoke-virtual {v2, v4, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 128
    const-string v2, "confirmed"

    const/4 v3, 0x0

    move-object/from16 v4, p4

    invoke-virtual {v4, v2, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v2

    invoke-static {v0, v1, v2}, Lcom/tidemark/sched/WorkChains;->purge(Landroid/content/Context;Ljava/lang/String;Z)V

    .line 129
    const-string v2, "{\"reset\":true}"

    invoke-static {p2, v2}, Lcom/tidemark/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 131
    :cond_4
    const-string v2, "purge_history"

    invoke-virtual {v2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_8

    .line 132
    const-string v2, "resume_token"

    move-object/from16 v3, p5

    invoke-virtual {v3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 133
    const-string v3, "args"

    const-string v4, "{}"

    move-object/from16 v5, p5

    invoke-virtual {v5, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 134
    if-nez v2, :cond_5

    .line 135
    invoke-virtual {p0, p1, p2, v1, v3}, Lcom/tidemark/zones/ZoneProvider;->askToConfirm(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 137
    :cond_5
    invoke-virtual {p0, v2, p1, p2, v3}, Lcom/tidemark/zones/ZoneProvider;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)I

    move-result v4

    .line 138
    if-gez v4, :cond_6

    .line 139
    const-string v5, "INVALID_REQUEST"

    const-string v6, "The resume token is not valid"

    const/4 v7, 0x0

    invoke-static {p2, v5, v6, v7}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 141
    :cond_6
    if-nez v4, :cond_7

    .line 142
    const-string v5, "USER_CANCELLED"

    const-string v6, "The purge was not approved"

    const/4 v7, 0x0

    invoke-static {p2, v5, v6, v7}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 144
    :cond_7
    const/4 v5, 0x1

    invoke-static {v0, v1, v5}, Lcom/tidemark/sched/WorkChains;->purge(Landroid/content/Context;Ljava/lang/String;Z)V

    .line 145
    const-string v5, "{\"purge_scheduled\":true}"

    invoke-static {p2, v5}, Lcom/tidemark/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 147
    :cond_8
    const-string v2, "TOOL_NOT_FOUND"

    const-string v3, "Unknown tool"

    const/4 v4, 0x0

    invoke-static {p2, v2, v3, v4}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method public onCreate()Z
    .registers 11

    .line 74
    invoke-virtual {p0}, Lcom/tidemark/zones/ZoneProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/zones/ZoneProvider;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/tidemark/zones/ZoneProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 75
    new-instance v0, Lcom/tidemark/zones/CalibrationLog;

    iget-object v1, p0, Lcom/tidemark/zones/ZoneProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {v0, v1}, Lcom/tidemark/zones/CalibrationLog;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v0, p0, Lcom/tidemark/zones/ZoneProvider;->calibrations:Lcom/tidemark/zones/CalibrationLog;

    .line 76
    iget-object v0, p0, Lcom/tidemark/zones/ZoneProvider;->scheduler:Ljava/util/concurrent/ScheduledExecutorService;

    iget-object v7, p0, Lcom/tidemark/zones/ZoneProvider;->calibrations:Lcom/tidemark/zones/CalibrationLog;

    const-wide/32 v8, 0x240c8400

    invoke-static {v7, v8, v9}, Lcom/tidemark/sched/Deferred;->sweep(Lcom/tidemark/zones/CalibrationLog;J)Ljava/lang/Runnable;

    move-result-object v1

    sget-object v6, Ljava/util/concurrent/TimeUnit;->MINUTES:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v2, 0x1

    const-wide/16 v4, 0x3c

    invoke-interface/range {v0 .. v6}, Ljava/util/concurrent/ScheduledExecutorService;->scheduleAtFixedRate(Ljava/lang/Runnable;JJLjava/util/concurrent/TimeUnit;)Ljava/util/concurrent/ScheduledFuture;

    .line 77
    const/4 v0, 0x1

    return v0
.end method

.method protected operation(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 192
    iget-object v0, p0, Lcom/tidemark/zones/ZoneProvider;->calibrations:Lcom/tidemark/zones/CalibrationLog;

    invoke-virtual {v0, p3}, Lcom/tidemark/zones/CalibrationLog;->find(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 193
    if-nez v0, :cond_0

    .line 194
    const-string v1, "INVALID_REQUEST"

    const-string v2, "Unknown operation"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 197
    :try_start_0
    :cond_0
    const-string v1, "uid"

    invoke-interface {v0, v1}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v1

    invoke-interface {v0, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    if-eq v1, p1, :cond_1

    .line 198
    const-string v1, "INVALID_REQUEST"

    const-string v2, "Unknown operation"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 203
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 198
    return-object v1

    .line 200
    :try_start_1
    :cond_1
    const-string v2, "state"

    invoke-interface {v0, v2}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v2

    invoke-interface {v0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    .line 201
    const-string v3, "result"

    invoke-interface {v0, v3}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v3

    invoke-interface {v0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v4, "failure"

    invoke-interface {v0, v4}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v4

    invoke-interface {v0, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    .line 200
    invoke-static {p2, p3, v2, v3, v4}, Lcom/tidemark/core/Replies;->operation(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 203
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 200
    return-object v2

    .line 203
    :catchall_0
    move-exception v1

    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 204
    throw v1
.end method

.method protected providerInfo()Ljava/lang/String;
    .registers 2

    .line 82
    const-string v0, "{\"provider_id\":\"com.tidemark\",\"provider_name\":\"Tidemark zones\",\"description\":\"Garden irrigation zones\",\"scopes\":[{\"name\":\"zones.write\",\"description\":\"Run and schedule watering\",\"access\":\"write\",\"sensitivity\":\"device\"}]}"

    return-object v0
.end method

.method redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)I
    .registers 15

    .line 173
    iget-object v0, p0, Lcom/tidemark/zones/ZoneProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v8, 0x5

    new-array v2, v8, [Ljava/lang/String;

    const-string v8, "uid"

    const/4 v9, 0x0

    aput-object v8, v2, v9

    const-string v8, "request_id"

    const/4 v9, 0x1

    aput-object v8, v2, v9

    const-string v8, "args"

    const/4 v9, 0x2

    aput-object v8, v2, v9

    const-string v8, "approved"

    const/4 v9, 0x3

    aput-object v8, v2, v9

    const-string v8, "expires_at"

    const/4 v9, 0x4

    aput-object v8, v2, v9

    const/4 v8, 0x1

    new-array v4, v8, [Ljava/lang/String;

    const/4 v8, 0x0

    aput-object p1, v4, v8

    const-string v1, "resumes"

    const-string v3, "token = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 176
    :try_start_0
    invoke-interface {v0}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v1

    if-nez v1, :cond_0

    .line 177
    const/4 v1, -0x1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 186
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 177
    return v1

    .line 179
    :try_start_1
    :cond_0
    iget-object v2, p0, Lcom/tidemark/zones/ZoneProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v3, v4

    const-string v4, "resumes"

    const-string v5, "token = ?"

    invoke-virtual {v2, v4, v5, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 180
    const/4 v2, 0x0

    invoke-interface {v0, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v2

    if-ne v2, p2, :cond_1

    const/4 v2, 0x1

    invoke-interface {v0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_1

    const/4 v2, 0x2

    invoke-interface {v0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2, p4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_1

    .line 181
    const/4 v2, 0x4

    invoke-interface {v0, v2}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long v2, v2, v4

    if-gez v2, :cond_2

    .line 182
    :cond_1
    const/4 v1, -0x1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 186
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 182
    return v1

    .line 184
    :try_start_2
    :cond_2
    const/4 v2, 0x3

    invoke-interface {v0, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v2

    const/4 v3, 0x1

    if-ne v2, v3, :cond_3

    const/4 v2, 0x1

    goto :goto_0

    :cond_3
    const/4 v2, 0x0

    :goto_0
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 186
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 184
    return v2

    .line 186
    :catchall_0
    move-exception v1

    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 187
    throw v1
.end method

.method protected toolList()Ljava/lang/String;
    .registers 2

    .line 87
    const-string v0, "{\"revision\":\"zones-7\",\"tools\":[{\"name\":\"schedule_watering\",\"description\":\"Water a zone at a given time\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"string\"},\"minutes\":{\"type\":\"integer\"},\"start_at_ms\":{\"type\":\"integer\"}},\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"rain_delay\",\"description\":\"Pause a zone for some hours\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"string\"},\"hours\":{\"type\":\"integer\"}},\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"water_now\",\"description\":\"Run a zone now\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"string\"},\"litres\":{\"type\":\"number\"}},\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},{\"name\":\"calibrate_zone\",\"description\":\"Measure a zone\'s flow rate\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"string\"}},\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"reset_zone\",\"description\":\"Reset a zone and drop its history\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"string\"},\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"confirmation\":\"always\"}},{\"name\":\"purge_history\",\"description\":\"Delete a zone\'s watering history\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"string\"}},\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"confirmation\":\"always\"}}]}"

    return-object v0
.end method

.class public final Lcom/tidewell/home/RemindersToolProvider;
.super Landroid/content/ContentProvider;
.source "RemindersToolProvider.kt"


# static fields
.field public static final Companion:Lcom/tidewell/home/RemindersToolProvider$Companion;

.field public static final PROVIDER_ID:Ljava/lang/String; = "com.tidewell.home.reminders"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Tidewell Reminders"

.field private static final REPEATS:Ljava/util/Map;

.field private static final REVISION:Ljava/lang/String; = "reminders-4"

.field private static final SCOPES:Ljava/lang/String; = "[{\"name\":\"reminders.read\",\"title\":\"See your reminders\",\"description\":\"Upcoming reminders\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"reminders.write\",\"title\":\"Manage your reminders\",\"description\":\"Set reminders and cancel them with your approval\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

.field private static final TOOLS:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 9

    new-instance v0, Lcom/tidewell/home/RemindersToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/tidewell/home/RemindersToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/tidewell/home/RemindersToolProvider;->Companion:Lcom/tidewell/home/RemindersToolProvider$Companion;

    .line 160
    const/4 v0, 0x3

    new-array v8, v0, [Lkotlin/Pair;

    const-wide/16 v3, 0x0

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const-string v2, "none"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v8, v1

    const-wide/32 v3, 0x5265c00

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const-string v2, "daily"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v8, v1

    const-wide/32 v3, 0x240c8400

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const-string v2, "weekly"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v8, v1

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/tidewell/home/RemindersToolProvider;->REPEATS:Ljava/util/Map;

    .line 165
    const/4 v0, 0x3

    new-array v8, v0, [Lcom/tidewell/home/ToolSpec;

    new-instance v2, Lcom/tidewell/home/ToolSpec;

    .line 166
    const-string v5, "reminders.read"

    invoke-static {v5}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v5

    .line 165
    const-string v4, "list_reminders"

    const/4 v6, 0x0

    const-string v7, "{\"name\":\"list_reminders\",\"title\":\"List reminders\",\"description\":\"The household\'s upcoming reminders.\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"reminders\":{\"type\":\"array\"}},\"required\":[\"reminders\"]},\"scopes\":[\"reminders.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}}"

    invoke-direct {v2, v4, v5, v6, v7}, Lcom/tidewell/home/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v8, v1

    .line 172
    new-instance v2, Lcom/tidewell/home/ToolSpec;

    .line 173
    const-string v5, "reminders.write"

    invoke-static {v5}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v5

    .line 172
    const-string v4, "set_reminder"

    const/4 v6, 0x1

    const-string v7, "{\"name\":\"set_reminder\",\"title\":\"Set a reminder\",\"description\":\"Sets a reminder with an alarm at due_at_ms.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120},\"due_at_ms\":{\"type\":\"integer\"},\"repeat\":{\"enum\":[\"none\",\"daily\",\"weekly\"]}},\"required\":[\"title\",\"due_at_ms\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"reminder_id\":{\"type\":\"integer\"}},\"required\":[\"reminder_id\"]},\"scopes\":[\"reminders.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\"}}"

    invoke-direct {v2, v4, v5, v6, v7}, Lcom/tidewell/home/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v8, v1

    .line 181
    new-instance v2, Lcom/tidewell/home/ToolSpec;

    .line 182
    const-string v5, "reminders.write"

    invoke-static {v5}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v5

    .line 181
    const-string v4, "cancel_reminder"

    const/4 v6, 0x1

    const-string v7, "{\"name\":\"cancel_reminder\",\"title\":\"Cancel a reminder\",\"description\":\"Cancels a reminder once you confirm it in Tidewell.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"reminder_id\":{\"type\":\"integer\"}},\"required\":[\"reminder_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"reminder_id\":{\"type\":\"integer\"},\"cancelled\":{\"type\":\"boolean\"}},\"required\":[\"reminder_id\",\"cancelled\"]},\"scopes\":[\"reminders.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\"}}"

    invoke-direct {v2, v4, v5, v6, v7}, Lcom/tidewell/home/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v8, v1

    .line 164
    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/tidewell/home/RemindersToolProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private final askUser(Lcom/tidewell/home/ToolCall;Lcom/tidewell/home/Reminder;)Landroid/os/Bundle;
    .registers 21

    .line 134
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidewell/home/RemindersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v12, v0

    .line 135
    sget-object v0, Lcom/tidewell/home/Tokens;->INSTANCE:Lcom/tidewell/home/Tokens;

    invoke-virtual {v0}, Lcom/tidewell/home/Tokens;->nextRequestCode()I

    move-result v13

    .line 136
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "rmd-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v4, "-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v13}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v14

    .line 137
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidewell/home/RemindersToolProvider;->getBook()Lcom/tidewell/home/ConfirmationBook;

    move-result-object v0

    new-instance v2, Lcom/tidewell/home/PendingConfirmation;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/tidewell/home/ToolCall;->getUid()I

    move-result v4

    move-object/from16 v6, p1

    invoke-virtual {v6}, Lcom/tidewell/home/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v6

    move-object/from16 v7, p1

    invoke-virtual {v7}, Lcom/tidewell/home/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v7

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    const-wide/32 v10, 0x927c0

    add-long/2addr v8, v10

    move v3, v4

    move-object v5, v6

    move-object v6, v7

    move-wide v7, v8

    const-string v4, "cancel_reminder"

    invoke-direct/range {v2 .. v8}, Lcom/tidewell/home/PendingConfirmation;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    invoke-virtual {v0, v14, v2}, Lcom/tidewell/home/ConfirmationBook;->hold(Ljava/lang/String;Lcom/tidewell/home/PendingConfirmation;)V

    .line 138
    const-string v1, "reminders"

    const/high16 v4, 0x44000000    # 512.0f

    invoke-static {v12, v1, v14, v13, v4}, Lcom/tidewell/home/ConfirmationsKt;->replyTo(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;II)Landroid/app/PendingIntent;

    move-result-object v15

    .line 139
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lcom/tidewell/home/ConfirmReminderActivity;

    invoke-direct {v0, v12, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 140
    const-string v1, "com.tidewell.home.extra.TOKEN"

    invoke-virtual {v0, v1, v14}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 141
    move-object/from16 v2, p2

    invoke-virtual {v2}, Lcom/tidewell/home/Reminder;->getTitle()Ljava/lang/String;

    move-result-object v2

    const-string v1, "com.tidewell.home.extra.SUMMARY"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 142
    move-object v2, v15

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "com.tidewell.home.extra.REPLY"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Landroid/os/Parcelable;)Landroid/content/Intent;

    move-result-object v16

    .line 143
    move-object/from16 v2, v16

    const/high16 v3, 0xc000000

    invoke-static {v12, v13, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v17

    .line 144
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, v17

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v1, v17

    const-string v3, "Confirm in Tidewell that this reminder should be cancelled."

    invoke-static {v0, v1, v14, v3}, Lcom/tidewell/home/RepliesKt;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final cancelReminder(Lcom/tidewell/home/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 19

    .line 103
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v6

    .line 104
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidewell/home/RemindersToolProvider;->getDb()Lcom/tidewell/home/HomeDb;

    move-result-object v0

    move-object/from16 v1, p2

    const-string v2, "reminder_id"

    const-wide/16 v3, -0x1

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tidewell/home/HomeDb;->reminder(J)Lcom/tidewell/home/Reminder;

    move-result-object v0

    if-nez v0, :cond_0

    .line 105
    move-object v0, v6

    const-string v1, "INVALID_ARGS"

    const-string v2, "No upcoming reminder has that reminder_id."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 104
    :cond_0
    move-object v7, v0

    .line 106
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/tidewell/home/ProtocolKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v7}, Lcom/tidewell/home/RemindersToolProvider;->askUser(Lcom/tidewell/home/ToolCall;Lcom/tidewell/home/Reminder;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v8, v0

    .line 107
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidewell/home/RemindersToolProvider;->getBook()Lcom/tidewell/home/ConfirmationBook;

    move-result-object v0

    invoke-virtual {v0, v8}, Lcom/tidewell/home/ConfirmationBook;->take(Ljava/lang/String;)Lcom/tidewell/home/PendingConfirmation;

    move-result-object v10

    .line 108
    if-eqz v10, :cond_6

    .line 107
    move-object v12, v10

    .line 108
    move-object v13, v12

    .line 196
    const/4 v14, 0x0

    .line 108
    invoke-virtual {v13}, Lcom/tidewell/home/PendingConfirmation;->getUid()I

    move-result v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_2

    invoke-virtual {v13}, Lcom/tidewell/home/PendingConfirmation;->getTool()Ljava/lang/String;

    move-result-object v0

    const-string v1, "cancel_reminder"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {v13}, Lcom/tidewell/home/PendingConfirmation;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v6}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {v13}, Lcom/tidewell/home/PendingConfirmation;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_3

    move-object v0, v12

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    move-object v11, v0

    .line 109
    if-eqz v11, :cond_6

    .line 107
    move-object v13, v11

    .line 109
    move-object v14, v13

    .line 196
    const/4 v15, 0x0

    .line 109
    invoke-virtual {v14}, Lcom/tidewell/home/PendingConfirmation;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_4

    const/4 v0, 0x1

    goto :goto_2

    :cond_4
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_5

    move-object v0, v13

    goto :goto_3

    :cond_5
    const/4 v0, 0x0

    .line 107
    :goto_3
    move-object v12, v0

    if-eqz v12, :cond_6

    move-object v0, v12

    goto :goto_4

    .line 110
    :cond_6
    move-object v0, v6

    const-string v1, "INVALID_REQUEST"

    const-string v2, "The resume token is unknown, used, or not this call\'s."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 107
    :goto_4
    move-object v9, v0

    .line 112
    :try_start_0
    new-instance v1, Lcom/tidewell/home/RemindersToolProvider$cancelReminder$approved$1;

    move-object/from16 v3, p1

    const/4 v5, 0x0

    invoke-direct {v1, v3, v9, v5}, Lcom/tidewell/home/RemindersToolProvider$cancelReminder$approved$1;-><init>(Lcom/tidewell/home/ToolCall;Lcom/tidewell/home/PendingConfirmation;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v11
    :try_end_0
    .catch Lkotlinx/coroutines/TimeoutCancellationException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_5

    .line 113
    :catch_0
    move-exception v12

    .line 114
    move-object v2, v12

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "Tidewell"

    const-string v1, "no answer from the reminder confirmation"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 115
    move-object v0, v6

    const-string v1, "USER_CANCELLED"

    const-string v2, "No answer came from the confirmation screen."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 111
    :goto_5
    move v10, v11

    .line 117
    if-nez v10, :cond_7

    move-object v0, v6

    const-string v1, "USER_CANCELLED"

    const-string v2, "The reminder was kept."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 118
    :cond_7
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidewell/home/RemindersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v11, v0

    .line 119
    new-instance v12, Lcom/tidewell/home/Handoff;

    invoke-direct {v12}, Lcom/tidewell/home/Handoff;-><init>()V

    .line 120
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidewell/home/RemindersToolProvider;->getWorker()Lcom/tidewell/home/ReminderWorker;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tidewell/home/ReminderWorker;->getHandler()Landroid/os/Handler;

    move-result-object v0

    move-object/from16 v1, p0

    new-instance v5, Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v5, v1, v7, v11, v12}, Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/tidewell/home/RemindersToolProvider;Lcom/tidewell/home/Reminder;Landroid/content/Context;Lcom/tidewell/home/Handoff;)V

    move-object v1, v5

    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 125
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->remainingMs()J

    move-result-wide v1

    invoke-virtual {v12, v1, v2}, Lcom/tidewell/home/Handoff;->await(J)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    if-eqz v0, :cond_8

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    goto :goto_6

    .line 126
    :cond_8
    move-object v0, v6

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The reminder was not cancelled before the deadline; ask again with the same request_id."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 125
    :goto_6
    move v13, v0

    .line 127
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lcom/tidewell/home/Reminder;->getId()J

    move-result-wide v3

    const-string v2, "reminder_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "cancelled"

    invoke-virtual {v1, v2, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v6, v1}, Lcom/tidewell/home/RepliesKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v14

    .line 128
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidewell/home/RemindersToolProvider;->getDb()Lcom/tidewell/home/HomeDb;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->getRetryKey()Lcom/tidewell/home/RetryKey;

    move-result-object v1

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/tidewell/home/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    const-string v2, "cancel_reminder"

    invoke-virtual {v0, v1, v2, v3, v14}, Lcom/tidewell/home/HomeDb;->record(Lcom/tidewell/home/RetryKey;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V

    .line 129
    return-object v14
.end method

.method public static final cancelReminder$lambda$2(Lcom/tidewell/home/RemindersToolProvider;Lcom/tidewell/home/Reminder;Landroid/content/Context;Lcom/tidewell/home/Handoff;)V
    .registers 9

    .line 121
    invoke-direct {p0}, Lcom/tidewell/home/RemindersToolProvider;->getDb()Lcom/tidewell/home/HomeDb;

    move-result-object v0

    invoke-virtual {p1}, Lcom/tidewell/home/Reminder;->getId()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tidewell/home/HomeDb;->cancelReminder(J)Z

    move-result v4

    .line 122
    sget-object v0, Lcom/tidewell/home/ReminderAlarms;->INSTANCE:Lcom/tidewell/home/ReminderAlarms;

    invoke-virtual {p1}, Lcom/tidewell/home/Reminder;->getId()J

    move-result-wide v2

    invoke-virtual {v0, p2, v2, v3}, Lcom/tidewell/home/ReminderAlarms;->disarm(Landroid/content/Context;J)V

    .line 123
    invoke-static {v4}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {p3, v1}, Lcom/tidewell/home/Handoff;->complete(Ljava/lang/Object;)V

    .line 124
    return-void
.end method

.method private final execute(Lcom/tidewell/home/ToolCall;)Landroid/os/Bundle;
    .registers 17

    .line 52
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v6

    .line 53
    sget-object v9, Lcom/tidewell/home/RemindersToolProvider;->TOOLS:Ljava/util/List;

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 194
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Lcom/tidewell/home/ToolSpec;

    move-object v13, v0

    const/4 v14, 0x0

    .line 53
    invoke-virtual {v13}, Lcom/tidewell/home/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 194
    if-eqz v0, :cond_0

    move-object v0, v12

    goto :goto_0

    .line 195
    :cond_1
    const/4 v0, 0x0

    .line 53
    :goto_0
    check-cast v0, Lcom/tidewell/home/ToolSpec;

    if-nez v0, :cond_2

    .line 54
    move-object v0, v6

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No tool of that name."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 53
    :cond_2
    move-object v7, v0

    .line 55
    sget-object v0, Lcom/tidewell/home/Assistants;->INSTANCE:Lcom/tidewell/home/Assistants;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tidewell/home/Assistants;->scopesOf(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v0

    invoke-virtual {v7}, Lcom/tidewell/home/ToolSpec;->getScopes()Ljava/util/Set;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 56
    move-object v0, v6

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This assistant lacks a scope the tool needs."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 58
    :cond_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_4

    move-object v0, v6

    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_4
    move-object v8, v0

    .line 59
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->getDeadlineAtMs()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_5

    .line 60
    move-object v0, v6

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the tool started."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 62
    :cond_5
    invoke-virtual {v7}, Lcom/tidewell/home/ToolSpec;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-direct {p0}, Lcom/tidewell/home/RemindersToolProvider;->getDb()Lcom/tidewell/home/HomeDb;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->getRetryKey()Lcom/tidewell/home/RetryKey;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tidewell/home/HomeDb;->prior(Lcom/tidewell/home/RetryKey;)Lcom/tidewell/home/Prior;

    move-result-object v9

    if-eqz v9, :cond_6

    move-object v11, v9

    .line 196
    const/4 v12, 0x0

    .line 62
    invoke-virtual {v7}, Lcom/tidewell/home/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/tidewell/home/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v11, v6, v2, v3}, Lcom/tidewell/home/Prior;->replay(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 63
    :cond_6
    invoke-virtual {v7}, Lcom/tidewell/home/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v9

    .line 64
    const-string v1, "list_reminders"

    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-direct {p0, v6}, Lcom/tidewell/home/RemindersToolProvider;->listReminders(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 65
    :cond_7
    const-string v1, "set_reminder"

    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    move-object/from16 v1, p1

    invoke-direct {p0, v1, v8}, Lcom/tidewell/home/RemindersToolProvider;->setReminder(Lcom/tidewell/home/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 66
    :cond_8
    move-object/from16 v1, p1

    invoke-direct {p0, v1, v8}, Lcom/tidewell/home/RemindersToolProvider;->cancelReminder(Lcom/tidewell/home/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    .line 63
    :goto_1
    return-object v0
.end method

.method private final getBook()Lcom/tidewell/home/ConfirmationBook;
    .registers 2

    .line 20
    sget-object v0, Lcom/tidewell/home/Books;->INSTANCE:Lcom/tidewell/home/Books;

    invoke-virtual {v0}, Lcom/tidewell/home/Books;->getReminders()Lcom/tidewell/home/ConfirmationBook;

    move-result-object v0

    return-object v0
.end method

.method private final getDb()Lcom/tidewell/home/HomeDb;
    .registers 3

    .line 147
    sget-object v0, Lcom/tidewell/home/HomeDb;->Companion:Lcom/tidewell/home/HomeDb$Companion;

    invoke-virtual {p0}, Lcom/tidewell/home/RemindersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1}, Lcom/tidewell/home/HomeDb$Companion;->get(Landroid/content/Context;)Lcom/tidewell/home/HomeDb;

    move-result-object v0

    return-object v0
.end method

.method private final getWorker()Lcom/tidewell/home/ReminderWorker;
    .registers 3

    .line 148
    sget-object v0, Lcom/tidewell/home/ReminderWorker;->Companion:Lcom/tidewell/home/ReminderWorker$Companion;

    invoke-virtual {p0}, Lcom/tidewell/home/RemindersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1}, Lcom/tidewell/home/ReminderWorker$Companion;->get(Landroid/content/Context;)Lcom/tidewell/home/ReminderWorker;

    move-result-object v0

    return-object v0
.end method

.method private final listReminders(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10

    .line 71
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 72
    invoke-direct {p0}, Lcom/tidewell/home/RemindersToolProvider;->getDb()Lcom/tidewell/home/HomeDb;

    move-result-object v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tidewell/home/HomeDb;->upcoming(J)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Lcom/tidewell/home/Reminder;

    .line 73
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lcom/tidewell/home/Reminder;->getId()J

    move-result-wide v3

    const-string v2, "reminder_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7}, Lcom/tidewell/home/Reminder;->getTitle()Ljava/lang/String;

    move-result-object v3

    const-string v2, "title"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7}, Lcom/tidewell/home/Reminder;->getDueAt()J

    move-result-wide v3

    const-string v2, "due_at_ms"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7}, Lcom/tidewell/home/Reminder;->getRepeatMs()J

    move-result-wide v3

    const-string v2, "repeat_ms"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 75
    :cond_0
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "reminders"

    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {p1, v1}, Lcom/tidewell/home/RepliesKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 15

    .line 30
    invoke-virtual {p0}, Lcom/tidewell/home/RemindersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v6, v0

    .line 31
    invoke-static {p2}, Lcom/tidewell/home/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v7

    .line 32
    sget-object v0, Lcom/tidewell/home/Assistants;->INSTANCE:Lcom/tidewell/home/Assistants;

    invoke-virtual {v0, v6, p3}, Lcom/tidewell/home/Assistants;->admit(Landroid/content/Context;I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    .line 33
    move-object v0, v7

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app is not an assistant Tidewell serves."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 32
    :cond_0
    move-object v8, v0

    .line 34
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const-string v2, "com.tidewell.home.reminders"

    const-string v3, "Tidewell Reminders"

    invoke-static {p2, p3, v2, v3}, Lcom/tidewell/home/NegotiationKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 35
    :cond_1
    invoke-static {}, Lcom/tidewell/home/ProtocolKt;->getV2_METHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    move-object v0, v7

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 36
    :cond_2
    invoke-static {p2}, Lcom/tidewell/home/ProtocolKt;->getProtocolVersion(Landroid/os/Bundle;)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_3

    if-eqz v7, :cond_3

    invoke-static {p2}, Lcom/tidewell/home/ProtocolKt;->getDeadlineAtMs(Landroid/os/Bundle;)J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_4

    .line 37
    :cond_3
    move-object v0, v7

    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2, request_id and deadline_at_ms are required."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 40
    :cond_4
    sget-object v0, Lcom/tidewell/home/Sessions;->INSTANCE:Lcom/tidewell/home/Sessions;

    const-string v2, "com.tidewell.home.reminders"

    invoke-virtual {v0, p3, v2}, Lcom/tidewell/home/Sessions;->activeFor(ILjava/lang/String;)Lcom/tidewell/home/Session;

    move-result-object v0

    if-nez v0, :cond_5

    .line 41
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first."

    const/4 v3, 0x1

    invoke-static {v7, v1, v2, v3}, Lcom/tidewell/home/RepliesKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 42
    :cond_5
    new-instance v9, Lcom/tidewell/home/ToolCall;

    const-string v4, "com.tidewell.home.reminders"

    invoke-direct {v9, p3, v8, v4, p2}, Lcom/tidewell/home/ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V

    .line 43
    move-object v10, p1

    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_0

    .line 44
    :cond_6
    const-string v1, "com.tidewell.home.reminders"

    const-string v2, "Tidewell Reminders"

    const-string v3, "Your household\'s reminders"

    const-string v4, "[{\"name\":\"reminders.read\",\"title\":\"See your reminders\",\"description\":\"Upcoming reminders\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"reminders.write\",\"title\":\"Manage your reminders\",\"description\":\"Set reminders and cancel them with your approval\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

    invoke-static {v1, v2, v3, v4}, Lcom/tidewell/home/NegotiationKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v7, v1}, Lcom/tidewell/home/RepliesKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 45
    :cond_7
    sget-object v2, Lcom/tidewell/home/RemindersToolProvider;->TOOLS:Ljava/util/List;

    sget-object v3, Lcom/tidewell/home/Assistants;->INSTANCE:Lcom/tidewell/home/Assistants;

    invoke-virtual {v3, v8}, Lcom/tidewell/home/Assistants;->scopesOf(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v3

    const-string v1, "reminders-4"

    invoke-static {v1, v2, v3}, Lcom/tidewell/home/NegotiationKt;->listing(Ljava/lang/String;Ljava/util/List;Ljava/util/Set;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v7, v1}, Lcom/tidewell/home/RepliesKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 46
    :cond_8
    invoke-direct {p0, v9}, Lcom/tidewell/home/RemindersToolProvider;->execute(Lcom/tidewell/home/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 47
    :goto_0
    move-object v0, v7

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Background operations were not negotiated."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 43
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method private final setReminder(Lcom/tidewell/home/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 23

    .line 80
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v10

    .line 81
    move-object/from16 v0, p2

    const-string v1, "title"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 82
    move-object/from16 v0, p2

    const-string v1, "due_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v12

    .line 83
    sget-object v0, Lcom/tidewell/home/RemindersToolProvider;->REPEATS:Ljava/util/Map;

    move-object/from16 v1, p2

    const-string v2, "repeat"

    const-string v3, "none"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v14

    check-cast v14, Ljava/lang/Long;

    .line 84
    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v11

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    invoke-virtual {v11}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x78

    if-gt v0, v1, :cond_1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v12, v2

    if-lez v0, :cond_1

    if-nez v14, :cond_2

    .line 85
    :cond_1
    move-object v0, v10

    const-string v1, "INVALID_ARGS"

    const-string v2, "title (1 to 120 characters), a future due_at_ms and repeat none, daily or weekly."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 87
    :cond_2
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidewell/home/RemindersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v15, v0

    .line 88
    new-instance v0, Lcom/tidewell/home/Reminder;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/tidewell/home/ToolCall;->getUid()I

    move-result v4

    invoke-virtual {v14}, Ljava/lang/Long;->longValue()J

    move-result-wide v8

    move v3, v4

    move-object v4, v11

    move-wide v5, v12

    move-wide v7, v8

    const-wide/16 v1, 0x0

    invoke-direct/range {v0 .. v8}, Lcom/tidewell/home/Reminder;-><init>(JILjava/lang/String;JJ)V

    move-object/from16 v16, v0

    .line 89
    new-instance v0, Lcom/tidewell/home/Handoff;

    invoke-direct {v0}, Lcom/tidewell/home/Handoff;-><init>()V

    move-object/from16 v17, v0

    .line 90
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidewell/home/RemindersToolProvider;->getWorker()Lcom/tidewell/home/ReminderWorker;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tidewell/home/ReminderWorker;->getHandler()Landroid/os/Handler;

    move-result-object v0

    move-object/from16 v1, p0

    move-object/from16 v2, v16

    move-object/from16 v4, v17

    new-instance v5, Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v5, v1, v2, v15, v4}, Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tidewell/home/RemindersToolProvider;Lcom/tidewell/home/Reminder;Landroid/content/Context;Lcom/tidewell/home/Handoff;)V

    move-object v1, v5

    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 95
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->remainingMs()J

    move-result-wide v1

    move-object/from16 v0, v17

    invoke-virtual {v0, v1, v2}, Lcom/tidewell/home/Handoff;->await(J)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidewell/home/Reminder;

    if-nez v0, :cond_3

    .line 96
    move-object v0, v10

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The reminder was not saved before the deadline; ask again with the same request_id."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 95
    :cond_3
    move-object/from16 v18, v0

    .line 97
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v3, v18

    invoke-virtual {v3}, Lcom/tidewell/home/Reminder;->getId()J

    move-result-wide v3

    const-string v2, "reminder_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v10, v1}, Lcom/tidewell/home/RepliesKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v19

    .line 98
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidewell/home/RemindersToolProvider;->getDb()Lcom/tidewell/home/HomeDb;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->getRetryKey()Lcom/tidewell/home/RetryKey;

    move-result-object v1

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/tidewell/home/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    const-string v2, "set_reminder"

    move-object/from16 v4, v19

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/tidewell/home/HomeDb;->record(Lcom/tidewell/home/RetryKey;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V

    .line 99
    return-object v19
.end method

.method public static final setReminder$lambda$0(Lcom/tidewell/home/RemindersToolProvider;Lcom/tidewell/home/Reminder;Landroid/content/Context;Lcom/tidewell/home/Handoff;)V
    .registers 6

    .line 91
    invoke-direct {p0}, Lcom/tidewell/home/RemindersToolProvider;->getDb()Lcom/tidewell/home/HomeDb;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/tidewell/home/HomeDb;->insertReminder(Lcom/tidewell/home/Reminder;)Lcom/tidewell/home/Reminder;

    move-result-object v1

    .line 92
    sget-object v0, Lcom/tidewell/home/ReminderAlarms;->INSTANCE:Lcom/tidewell/home/ReminderAlarms;

    invoke-virtual {v0, p2, v1}, Lcom/tidewell/home/ReminderAlarms;->arm(Landroid/content/Context;Lcom/tidewell/home/Reminder;)V

    .line 93
    invoke-virtual {p3, v1}, Lcom/tidewell/home/Handoff;->complete(Ljava/lang/Object;)V

    .line 94
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 26
    move-object v0, p0

    move-object v1, p1

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v1, v2, v3}, Lcom/tidewell/home/RemindersToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 153
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 151
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 152
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 22
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 150
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 154
    const/4 v0, 0x0

    return v0
.end method

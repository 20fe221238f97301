.class public final Lnet/switchyard/hub/AlarmModule;
.super Ljava/lang/Object;
.source "AlarmModule.kt"

# interfaces
.implements Lnet/switchyard/hub/ToolModule;


# static fields
.field public static final Companion:Lnet/switchyard/hub/AlarmModule$Companion;

.field private static final MAX_REMINDERS:I = 0x32

.field private static final moduleId:Ljava/lang/String;


# instance fields
.field private final alarms:Landroid/app/AlarmManager;

.field private final tools:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lnet/switchyard/hub/AlarmModule$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lnet/switchyard/hub/AlarmModule$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/switchyard/hub/AlarmModule;->Companion:Lnet/switchyard/hub/AlarmModule$Companion;

    .line 108
    const-string v0, "alarms"

    sput-object v0, Lnet/switchyard/hub/AlarmModule;->moduleId:Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/app/AlarmManager;)V
    .registers 21

    move-object/from16 v0, p1

    const-string v1, "alarms"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    move-object/from16 v0, p0

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lnet/switchyard/hub/AlarmModule;->alarms:Landroid/app/AlarmManager;

    .line 13
    const/4 v1, 0x3

    new-array v1, v1, [Lnet/switchyard/hub/ToolSpec;

    move-object/from16 v17, v1

    new-instance v3, Lnet/switchyard/hub/ToolSpec;

    .line 17
    const-string v11, "reminders.read"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    const/4 v12, 0x0

    new-array v12, v12, [Lkotlin/Pair;

    .line 18
    const/4 v13, 0x0

    const/4 v14, 0x2

    const/4 v15, 0x0

    invoke-static {v12, v13, v14, v15}, Lnet/switchyard/hub/ToolModuleKt;->schema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    const/4 v13, 0x1

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "reminders"

    const-string v16, "array"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    const-string v14, "reminders"

    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v14

    move-object/from16 v13, v18

    invoke-static {v13, v14}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v13

    .line 13
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "list_reminders"

    const-string v5, "List reminders"

    const-string v6, "Lists this assistant\'s reminders, the next one first."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lnet/switchyard/hub/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x0

    aput-object v3, v17, v2

    .line 20
    new-instance v3, Lnet/switchyard/hub/ToolSpec;

    .line 24
    const-string v11, "reminders.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 25
    const/4 v12, 0x2

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "title"

    const-string v15, "string"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    const-string v14, "due_at_ms"

    const-string v15, "integer"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x1

    aput-object v14, v18, v13

    const/4 v13, 0x2

    new-array v13, v13, [Ljava/lang/String;

    move-object/from16 v12, v18

    move-object/from16 v18, v13

    const-string v15, "title"

    const/4 v14, 0x0

    aput-object v15, v18, v14

    const-string v15, "due_at_ms"

    const/4 v14, 0x1

    aput-object v15, v18, v14

    move-object/from16 v13, v18

    invoke-static {v13}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v13

    invoke-static {v12, v13}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v12

    .line 26
    const/4 v13, 0x4

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "reminder_id"

    const-string v16, "integer"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    const-string v15, "title"

    const-string v16, "string"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x1

    aput-object v15, v18, v14

    const-string v15, "due_at_ms"

    const-string v16, "integer"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x2

    aput-object v15, v18, v14

    const-string v15, "armed"

    const-string v16, "boolean"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x3

    aput-object v15, v18, v14

    .line 27
    const-string v14, "reminder_id"

    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v14

    .line 26
    move-object/from16 v13, v18

    invoke-static {v13, v14}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v13

    .line 20
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "schedule_reminder"

    const-string v5, "Set a reminder"

    const-string v6, "Sets a reminder that rings at due_at_ms (Unix epoch milliseconds)."

    const-string v7, "create"

    const-string v8, "low"

    const-string v9, "never"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lnet/switchyard/hub/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x1

    aput-object v3, v17, v2

    .line 29
    new-instance v3, Lnet/switchyard/hub/ToolSpec;

    .line 33
    const-string v11, "reminders.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 34
    const/4 v12, 0x2

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "before_ms"

    const-string v15, "integer"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    const-string v14, "dry_run"

    const-string v15, "boolean"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x1

    aput-object v14, v18, v13

    const-string v13, "before_ms"

    invoke-static {v13}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v13

    move-object/from16 v12, v18

    invoke-static {v12, v13}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v12

    .line 35
    const/4 v13, 0x2

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "cancelled"

    const-string v16, "integer"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    const-string v15, "matching"

    const-string v16, "integer"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x1

    aput-object v15, v18, v14

    const/4 v14, 0x2

    new-array v14, v14, [Ljava/lang/String;

    move-object/from16 v13, v18

    move-object/from16 v18, v14

    const-string v16, "cancelled"

    const/4 v15, 0x0

    aput-object v16, v18, v15

    const-string v16, "matching"

    const/4 v15, 0x1

    aput-object v16, v18, v15

    move-object/from16 v14, v18

    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v14

    invoke-static {v13, v14}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v13

    .line 29
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "cancel_reminders"

    const-string v5, "Cancel reminders"

    const-string v6, "Cancels this assistant\'s reminders due before before_ms; dry_run only counts them."

    const-string v7, "delete"

    const-string v8, "moderate"

    const-string v9, "always"

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/16 v15, 0x400

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lnet/switchyard/hub/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x2

    aput-object v3, v17, v2

    .line 12
    move-object/from16 v1, v17

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lnet/switchyard/hub/AlarmModule;->tools:Ljava/util/List;

    .line 11
    return-void
.end method

.method public static final synthetic access$getModuleId$cp()Ljava/lang/String;
    .registers 1

    .line 11
    sget-object v0, Lnet/switchyard/hub/AlarmModule;->moduleId:Ljava/lang/String;

    return-object v0
.end method

.method private final arm(Lnet/switchyard/hub/HostEnv;Lnet/switchyard/hub/Reminder;)V
    .registers 12

    .line 97
    iget-object v0, p0, Lnet/switchyard/hub/AlarmModule;->alarms:Landroid/app/AlarmManager;

    invoke-virtual {p2}, Lnet/switchyard/hub/Reminder;->getDueAt()J

    move-result-wide v2

    sget-object v4, Lnet/switchyard/hub/AlarmModule;->Companion:Lnet/switchyard/hub/AlarmModule$Companion;

    invoke-virtual {p1}, Lnet/switchyard/hub/HostEnv;->getContext()Landroid/content/Context;

    move-result-object v5

    invoke-virtual {p2}, Lnet/switchyard/hub/Reminder;->getId()J

    move-result-wide v6

    invoke-virtual {p2}, Lnet/switchyard/hub/Reminder;->getTitle()Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v4, v5, v6, v7, v8}, Lnet/switchyard/hub/AlarmModule$Companion;->alarmIntent(Landroid/content/Context;JLjava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v4

    const/4 v1, 0x0

    invoke-virtual {v0, v1, v2, v3, v4}, Landroid/app/AlarmManager;->setExactAndAllowWhileIdle(IJLandroid/app/PendingIntent;)V

    .line 98
    invoke-virtual {p1}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    invoke-virtual {p2}, Lnet/switchyard/hub/Reminder;->getId()J

    move-result-wide v1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    invoke-virtual {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/HubStore;->markArmed(JJ)V

    .line 99
    return-void
.end method

.method private final cancel(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
    .registers 21

    .line 82
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "before_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 83
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lnet/switchyard/hub/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {v0, v1}, Lnet/switchyard/hub/HubStore;->remindersOf(I)Ljava/util/List;

    move-result-object v9

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 127
    move-object v11, v9

    new-instance v12, Ljava/util/ArrayList;

    invoke-direct {v12}, Ljava/util/ArrayList;-><init>()V

    check-cast v12, Ljava/util/Collection;

    const/4 v13, 0x0

    .line 128
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :cond_0
    :goto_0
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    move-object v0, v15

    check-cast v0, Lnet/switchyard/hub/Reminder;

    move-object/from16 v16, v0

    const/16 v17, 0x0

    .line 83
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lnet/switchyard/hub/Reminder;->getDueAt()J

    move-result-wide v0

    cmp-long v0, v0, v6

    if-gez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    .line 128
    :goto_1
    if-eqz v0, :cond_0

    invoke-interface {v12, v15}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 129
    :cond_2
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    .line 83
    move-object v8, v0

    .line 84
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "dry_run"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 85
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "cancelled"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-interface {v8}, Ljava/util/List;->size()I

    move-result v4

    const-string v3, "matching"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0

    .line 87
    :cond_3
    const/4 v9, 0x0

    .line 88
    invoke-interface {v8}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :goto_2
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    check-cast v11, Lnet/switchyard/hub/Reminder;

    .line 89
    move-object/from16 v0, p0

    iget-object v0, v0, Lnet/switchyard/hub/AlarmModule;->alarms:Landroid/app/AlarmManager;

    sget-object v1, Lnet/switchyard/hub/AlarmModule;->Companion:Lnet/switchyard/hub/AlarmModule$Companion;

    move-object/from16 v2, p2

    invoke-virtual {v2}, Lnet/switchyard/hub/HostEnv;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v11}, Lnet/switchyard/hub/Reminder;->getId()J

    move-result-wide v3

    invoke-virtual {v11}, Lnet/switchyard/hub/Reminder;->getTitle()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v1, v2, v3, v4, v5}, Lnet/switchyard/hub/AlarmModule$Companion;->alarmIntent(Landroid/content/Context;JLjava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/AlarmManager;->cancel(Landroid/app/PendingIntent;)V

    .line 90
    move-object/from16 v1, p2

    invoke-virtual {v1}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v1

    invoke-virtual {v11}, Lnet/switchyard/hub/Reminder;->getId()J

    move-result-wide v2

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lnet/switchyard/hub/ToolCall;->getUid()I

    move-result v4

    invoke-virtual {v1, v2, v3, v4}, Lnet/switchyard/hub/HubStore;->deleteReminder(JI)I

    move-result v1

    add-int v0, v9, v1

    move v9, v0

    goto :goto_2

    .line 92
    :cond_4
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "cancelled"

    invoke-virtual {v2, v3, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-interface {v8}, Ljava/util/List;->size()I

    move-result v4

    const-string v3, "matching"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0
.end method

.method private final isArmed(Landroid/content/Context;Lnet/switchyard/hub/Reminder;)Z
    .registers 8

    .line 102
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lnet/switchyard/hub/ReminderReceiver;

    invoke-direct {v0, p1, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "net.switchyard.hub.action.REMINDER"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 103
    invoke-virtual {p2}, Lnet/switchyard/hub/Reminder;->getId()J

    move-result-wide v1

    long-to-int v1, v1

    const/high16 v3, 0x24000000

    invoke-static {p1, v1, v4, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method private final list(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
    .registers 13

    .line 55
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    .line 56
    new-instance v7, Lorg/json/JSONArray;

    invoke-direct {v7}, Lorg/json/JSONArray;-><init>()V

    .line 57
    invoke-virtual {p2}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {v0, v1}, Lnet/switchyard/hub/HubStore;->remindersOf(I)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    check-cast v9, Lnet/switchyard/hub/Reminder;

    .line 59
    invoke-virtual {v9}, Lnet/switchyard/hub/Reminder;->getDueAt()J

    move-result-wide v0

    cmp-long v0, v0, v5

    if-lez v0, :cond_0

    invoke-virtual {p2}, Lnet/switchyard/hub/HostEnv;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {p0, v1, v9}, Lnet/switchyard/hub/AlarmModule;->isArmed(Landroid/content/Context;Lnet/switchyard/hub/Reminder;)Z

    move-result v0

    if-nez v0, :cond_0

    invoke-direct {p0, p2, v9}, Lnet/switchyard/hub/AlarmModule;->arm(Lnet/switchyard/hub/HostEnv;Lnet/switchyard/hub/Reminder;)V

    .line 60
    :cond_0
    invoke-virtual {v9}, Lnet/switchyard/hub/Reminder;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 62
    :cond_1
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "reminders"

    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0
.end method

.method private final schedule(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
    .registers 22

    .line 66
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v5

    .line 67
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "due_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 68
    move-object v0, v5

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

    invoke-virtual {v5}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xc8

    if-le v0, v1, :cond_2

    :cond_1
    const-string v0, "INVALID_ARGS"

    const-string v1, "title must hold 1 to 200 characters."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0

    .line 69
    :cond_2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v6, v2

    if-gtz v0, :cond_3

    const-string v0, "INVALID_ARGS"

    const-string v1, "due_at_ms must be in the future."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0

    .line 70
    :cond_3
    const/4 v9, 0x0

    .line 122
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v10

    .line 124
    :try_start_0
    const/4 v12, 0x0

    .line 71
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lnet/switchyard/hub/ToolCall;->getUid()I

    move-result v13

    .line 72
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    invoke-virtual {v0, v13}, Lnet/switchyard/hub/HubStore;->activeReminders(I)I

    move-result v0

    const/16 v1, 0x32

    if-lt v0, v1, :cond_4

    .line 73
    const/4 v0, 0x0

    goto :goto_1

    .line 75
    :cond_4
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    invoke-virtual {v0, v13, v5, v6, v7}, Lnet/switchyard/hub/HubStore;->addReminder(ILjava/lang/String;J)Lnet/switchyard/hub/Reminder;

    move-result-object v14

    move-object v15, v14

    .line 125
    const/16 v16, 0x0

    .line 75
    move-object/from16 v0, p0

    move-object/from16 v1, p2

    invoke-direct {v0, v1, v15}, Lnet/switchyard/hub/AlarmModule;->arm(Lnet/switchyard/hub/HostEnv;Lnet/switchyard/hub/Reminder;)V

    move-object v0, v14

    .line 124
    :goto_1
    move-object/from16 v17, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 126
    invoke-static {v10, v11}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 124
    move-object/from16 v0, v17

    goto :goto_2

    .line 126
    :catchall_0
    move-exception v18

    invoke-static {v10, v11}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v18

    .line 70
    :goto_2
    if-nez v0, :cond_5

    .line 77
    const-string v0, "CONFLICT"

    const-string v1, "This assistant already has 50 reminders."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0

    .line 70
    :cond_5
    move-object v8, v0

    .line 78
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    invoke-virtual {v8}, Lnet/switchyard/hub/Reminder;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0
.end method


# virtual methods
.method public bridge callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;
    .registers 4

    .line 11
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public bridge confirmActivity(Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;
    .registers 3

    .line 11
    invoke-super {p0, p1}, Lnet/switchyard/hub/ToolModule;->confirmActivity(Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;

    move-result-object v0

    return-object v0
.end method

.method public execute(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
    .registers 10

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "env"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "schedule_reminder"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_1
    const-string v1, "cancel_reminders"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_2
    const-string v1, "list_reminders"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 48
    invoke-direct {p0, p1, p3}, Lnet/switchyard/hub/AlarmModule;->list(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    goto :goto_1

    .line 49
    :cond_0
    invoke-direct {p0, p1, p3}, Lnet/switchyard/hub/AlarmModule;->schedule(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    goto :goto_1

    .line 50
    :cond_1
    invoke-direct {p0, p1, p3}, Lnet/switchyard/hub/AlarmModule;->cancel(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    goto :goto_1

    .line 51
    :cond_2
    :goto_0
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No tool of that name."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    .line 52
    :goto_1
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x2354a6e6 -> :sswitch_0
        -0xd40b420 -> :sswitch_2
        0x541826bc -> :sswitch_1
    .end sparse-switch
.end method

.method public getTools()Ljava/util/List;
    .registers 2

    .line 12
    iget-object v0, p0, Lnet/switchyard/hub/AlarmModule;->tools:Ljava/util/List;

    return-object v0
.end method

.method public skipsConfirmation(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 6

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "cancel_reminders"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "dry_run"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public summary(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;
    .registers 7

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "cancel_reminders"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "before_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Cancel your reminders due before "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public bridge wantsUser(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 4

    .line 11
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->wantsUser(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    return v0
.end method

.class public final Lnet/switchyard/hub/NotificationModule;
.super Ljava/lang/Object;
.source "NotificationModule.kt"

# interfaces
.implements Lnet/switchyard/hub/ToolModule;


# static fields
.field public static final CHANNEL:Ljava/lang/String; = "assistant_notes"

.field public static final Companion:Lnet/switchyard/hub/NotificationModule$Companion;

.field public static final NOTE_TAG:Ljava/lang/String; = "note"

.field private static final moduleId:Ljava/lang/String;


# instance fields
.field private final notifications:Landroid/app/NotificationManager;

.field private final tools:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lnet/switchyard/hub/NotificationModule$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lnet/switchyard/hub/NotificationModule$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/switchyard/hub/NotificationModule;->Companion:Lnet/switchyard/hub/NotificationModule$Companion;

    .line 61
    const-string v0, "notifications"

    sput-object v0, Lnet/switchyard/hub/NotificationModule;->moduleId:Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/app/NotificationManager;)V
    .registers 18

    move-object/from16 v0, p1

    const-string v1, "notifications"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    move-object/from16 v0, p0

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lnet/switchyard/hub/NotificationModule;->notifications:Landroid/app/NotificationManager;

    .line 14
    new-instance v1, Lnet/switchyard/hub/ToolSpec;

    .line 18
    const-string v9, "notes.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 19
    const/4 v10, 0x2

    new-array v15, v10, [Lkotlin/Pair;

    const-string v12, "title"

    const-string v13, "string"

    invoke-static {v12, v13}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v12

    const/4 v11, 0x0

    aput-object v12, v15, v11

    const-string v12, "text"

    const-string v13, "string"

    invoke-static {v12, v13}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v12

    const/4 v11, 0x1

    aput-object v12, v15, v11

    const/4 v11, 0x2

    new-array v11, v11, [Ljava/lang/String;

    move-object v10, v15

    move-object v15, v11

    const-string v13, "title"

    const/4 v12, 0x0

    aput-object v13, v15, v12

    const-string v13, "text"

    const/4 v12, 0x1

    aput-object v13, v15, v12

    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    invoke-static {v10, v11}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v10

    .line 20
    const/4 v11, 0x1

    new-array v15, v11, [Lkotlin/Pair;

    const-string v13, "note_id"

    const-string v14, "integer"

    invoke-static {v13, v14}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v13

    const/4 v12, 0x0

    aput-object v13, v15, v12

    const-string v12, "note_id"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    invoke-static {v15, v12}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v11

    .line 14
    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    const-string v2, "post_note"

    const-string v3, "Post a note"

    const-string v4, "Shows a short note as a notification, signed with the assistant\'s name."

    const-string v5, "create"

    const-string v6, "low"

    const-string v7, "never"

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/16 v13, 0x600

    const/4 v14, 0x0

    invoke-direct/range {v1 .. v14}, Lnet/switchyard/hub/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 13
    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lnet/switchyard/hub/NotificationModule;->tools:Ljava/util/List;

    .line 12
    return-void
.end method

.method public static final synthetic access$getModuleId$cp()Ljava/lang/String;
    .registers 1

    .line 12
    sget-object v0, Lnet/switchyard/hub/NotificationModule;->moduleId:Ljava/lang/String;

    return-object v0
.end method

.method private final appLabel(Landroid/content/pm/PackageManager;Ljava/lang/String;)Ljava/lang/String;
    .registers 8

    .line 53
    :try_start_0
    const/4 v2, 0x0

    invoke-virtual {p1, p2, v2}, Landroid/content/pm/PackageManager;->getApplicationInfo(Ljava/lang/String;I)Landroid/content/pm/ApplicationInfo;

    move-result-object v1

    invoke-virtual {p1, v1}, Landroid/content/pm/PackageManager;->getApplicationLabel(Landroid/content/pm/ApplicationInfo;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v3
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 54
    :catch_0
    move-exception v4

    .line 55
    const/4 v3, 0x0

    .line 56
    :goto_0
    return-object v3
.end method

.method private final post(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
    .registers 17

    .line 30
    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

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

    move-result-object v6

    .line 31
    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "text"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v7

    .line 32
    move-object v0, v6

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

    invoke-virtual {v6}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-gt v0, v1, :cond_1

    invoke-virtual {v7}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x190

    if-le v0, v1, :cond_2

    :cond_1
    const-string v0, "INVALID_ARGS"

    const-string v1, "title (1-80) and text (0-400) are too long or empty."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0

    .line 33
    :cond_2
    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getUid()I

    move-result v2

    move-object/from16 v1, p2

    invoke-virtual {p0, v1, v2}, Lnet/switchyard/hub/NotificationModule;->callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;

    move-result-object v8

    .line 34
    move-object v0, v8

    if-eqz v8, :cond_3

    move-object v12, v0

    .line 70
    const/4 v13, 0x0

    .line 34
    move-object/from16 v1, p2

    invoke-virtual {v1}, Lnet/switchyard/hub/HostEnv;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-direct {p0, v1, v12}, Lnet/switchyard/hub/NotificationModule;->appLabel(Landroid/content/pm/PackageManager;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_4

    :cond_3
    const-string v0, "Your assistant"

    :cond_4
    move-object v9, v0

    .line 35
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {v0, v1, v6}, Lnet/switchyard/hub/HubStore;->addNote(ILjava/lang/String;)J

    move-result-wide v10

    .line 36
    sget-object v0, Lnet/switchyard/hub/PendingIntents;->INSTANCE:Lnet/switchyard/hub/PendingIntents;

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lnet/switchyard/hub/HostEnv;->getContext()Landroid/content/Context;

    move-result-object v1

    long-to-int v2, v10

    new-instance v3, Landroid/content/Intent;

    const-string v5, "net.switchyard.hub.action.SNOOZE_NOTE"

    invoke-direct {v3, v5}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 37
    move-object/from16 v4, p2

    invoke-virtual {v4}, Lnet/switchyard/hub/HostEnv;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v4}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v3

    .line 38
    const-string v4, "net.switchyard.hub.extra.NOTE_ID"

    invoke-virtual {v3, v4, v10, v11}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    move-result-object v3

    .line 39
    const-string v4, "net.switchyard.hub.extra.TITLE"

    invoke-virtual {v3, v4, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v3

    const-string v5, "putExtra(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    invoke-virtual {v0, v1, v2, v3}, Lnet/switchyard/hub/PendingIntents;->broadcast(Landroid/content/Context;ILandroid/content/Intent;)Landroid/app/PendingIntent;

    move-result-object v12

    .line 40
    sget-object v0, Lnet/switchyard/hub/NotificationModule;->Companion:Lnet/switchyard/hub/NotificationModule$Companion;

    iget-object v1, p0, Lnet/switchyard/hub/NotificationModule;->notifications:Landroid/app/NotificationManager;

    invoke-virtual {v0, v1}, Lnet/switchyard/hub/NotificationModule$Companion;->ensureChannel(Landroid/app/NotificationManager;)V

    .line 41
    new-instance v0, Landroid/app/Notification$Builder;

    move-object/from16 v2, p2

    invoke-virtual {v2}, Lnet/switchyard/hub/HostEnv;->getContext()Landroid/content/Context;

    move-result-object v2

    const-string v3, "assistant_notes"

    invoke-direct {v0, v2, v3}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    .line 42
    const v1, 0x108005e

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setSmallIcon(I)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 43
    move-object v1, v6

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 44
    move-object v1, v7

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setContentText(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 45
    move-object v1, v9

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setSubText(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 46
    new-instance v1, Landroid/app/Notification$Action$Builder;

    const-string v4, "Snooze 10 min"

    check-cast v4, Ljava/lang/CharSequence;

    const/4 v3, 0x0

    invoke-direct {v1, v3, v4, v12}, Landroid/app/Notification$Action$Builder;-><init>(Landroid/graphics/drawable/Icon;Ljava/lang/CharSequence;Landroid/app/PendingIntent;)V

    invoke-virtual {v1}, Landroid/app/Notification$Action$Builder;->build()Landroid/app/Notification$Action;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->addAction(Landroid/app/Notification$Action;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 47
    invoke-virtual {v0}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;

    move-result-object v13

    .line 48
    iget-object v0, p0, Lnet/switchyard/hub/NotificationModule;->notifications:Landroid/app/NotificationManager;

    long-to-int v2, v10

    const-string v1, "note"

    invoke-virtual {v0, v1, v2, v13}, Landroid/app/NotificationManager;->notify(Ljava/lang/String;ILandroid/app/Notification;)V

    .line 49
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "note_id"

    invoke-virtual {v2, v3, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0
.end method


# virtual methods
.method public bridge callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;
    .registers 4

    .line 12
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public bridge confirmActivity(Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;
    .registers 3

    .line 12
    invoke-super {p0, p1}, Lnet/switchyard/hub/ToolModule;->confirmActivity(Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;

    move-result-object v0

    return-object v0
.end method

.method public execute(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
    .registers 9

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "env"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 25
    const-string v1, "post_note"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-direct {p0, p1, p3}, Lnet/switchyard/hub/NotificationModule;->post(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    goto :goto_0

    .line 26
    :cond_0
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No tool of that name."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    .line 27
    :goto_0
    return-object v0
.end method

.method public getTools()Ljava/util/List;
    .registers 2

    .line 13
    iget-object v0, p0, Lnet/switchyard/hub/NotificationModule;->tools:Ljava/util/List;

    return-object v0
.end method

.method public bridge skipsConfirmation(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 4

    .line 12
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->skipsConfirmation(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    return v0
.end method

.method public bridge summary(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;
    .registers 4

    .line 12
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->summary(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public bridge wantsUser(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 4

    .line 12
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->wantsUser(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    return v0
.end method

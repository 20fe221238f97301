.class public final Lnet/switchyard/hub/DownloadsModule;
.super Ljava/lang/Object;
.source "DownloadsModule.kt"

# interfaces
.implements Lnet/switchyard/hub/ToolModule;


# static fields
.field public static final Companion:Lnet/switchyard/hub/DownloadsModule$Companion;

.field private static final DAILY_LIMIT:I = 0x14

.field private static final DAY_MS:J = 0x5265c00L

.field private static final moduleId:Ljava/lang/String;


# instance fields
.field private final downloads:Landroid/app/DownloadManager;

.field private final tools:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lnet/switchyard/hub/DownloadsModule$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lnet/switchyard/hub/DownloadsModule$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/switchyard/hub/DownloadsModule;->Companion:Lnet/switchyard/hub/DownloadsModule$Companion;

    .line 89
    const-string v0, "downloads"

    sput-object v0, Lnet/switchyard/hub/DownloadsModule;->moduleId:Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/app/DownloadManager;)V
    .registers 21

    move-object/from16 v0, p1

    const-string v1, "downloads"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    move-object/from16 v0, p0

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lnet/switchyard/hub/DownloadsModule;->downloads:Landroid/app/DownloadManager;

    .line 14
    const/4 v1, 0x2

    new-array v1, v1, [Lnet/switchyard/hub/ToolSpec;

    move-object/from16 v17, v1

    new-instance v3, Lnet/switchyard/hub/ToolSpec;

    .line 18
    const-string v11, "downloads.read"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    const/4 v12, 0x0

    new-array v12, v12, [Lkotlin/Pair;

    .line 19
    const/4 v13, 0x0

    const/4 v14, 0x2

    const/4 v15, 0x0

    invoke-static {v12, v13, v14, v15}, Lnet/switchyard/hub/ToolModuleKt;->schema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    const/4 v13, 0x1

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "downloads"

    const-string v16, "array"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    const-string v14, "downloads"

    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v14

    move-object/from16 v13, v18

    invoke-static {v13, v14}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v13

    .line 14
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "list_downloads"

    const-string v5, "List downloads"

    const-string v6, "The latest downloads started through Switchyard and their state."

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

    .line 21
    new-instance v3, Lnet/switchyard/hub/ToolSpec;

    .line 25
    const-string v11, "downloads.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 26
    const/4 v12, 0x1

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "url"

    const-string v15, "string"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    const-string v13, "url"

    invoke-static {v13}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v13

    move-object/from16 v12, v18

    invoke-static {v12, v13}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v12

    .line 27
    const/4 v13, 0x1

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "download_id"

    const-string v16, "integer"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    const-string v14, "download_id"

    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v14

    move-object/from16 v13, v18

    invoke-static {v13, v14}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v13

    .line 21
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "start_download"

    const-string v5, "Download a file"

    const-string v6, "Downloads an https URL into the device\'s downloads."

    const-string v7, "create"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    const/4 v13, 0x0

    const/4 v14, 0x1

    const/16 v15, 0x200

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lnet/switchyard/hub/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x1

    aput-object v3, v17, v2

    .line 13
    move-object/from16 v1, v17

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lnet/switchyard/hub/DownloadsModule;->tools:Ljava/util/List;

    .line 12
    return-void
.end method

.method public static final synthetic access$getModuleId$cp()Ljava/lang/String;
    .registers 1

    .line 12
    sget-object v0, Lnet/switchyard/hub/DownloadsModule;->moduleId:Ljava/lang/String;

    return-object v0
.end method

.method private final list(Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
    .registers 15

    .line 46
    invoke-virtual {p1}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    const/16 v1, 0x14

    invoke-virtual {v0, v1}, Lnet/switchyard/hub/HubStore;->recentDownloads(I)[J

    move-result-object v7

    .line 47
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 48
    array-length v0, v7

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_3

    .line 49
    iget-object v0, p0, Lnet/switchyard/hub/DownloadsModule;->downloads:Landroid/app/DownloadManager;

    new-instance v1, Landroid/app/DownloadManager$Query;

    invoke-direct {v1}, Landroid/app/DownloadManager$Query;-><init>()V

    array-length v3, v7

    invoke-static {v7, v3}, Ljava/util/Arrays;->copyOf([JI)[J

    move-result-object v2

    invoke-virtual {v1, v2}, Landroid/app/DownloadManager$Query;->setFilterById([J)Landroid/app/DownloadManager$Query;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/DownloadManager;->query(Landroid/app/DownloadManager$Query;)Landroid/database/Cursor;

    move-result-object v9

    check-cast v9, Ljava/io/Closeable;

    const/4 v10, 0x0

    :try_start_0
    move-object v0, v9

    check-cast v0, Landroid/database/Cursor;

    move-object v11, v0

    const/4 v12, 0x0

    .line 50
    :goto_2
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 51
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 52
    const-string v5, "_id"

    invoke-interface {v11, v5}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v4

    invoke-interface {v11, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "download_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 53
    const-string v5, "title"

    invoke-interface {v11, v5}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v4

    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "title"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 54
    const-string v6, "status"

    invoke-interface {v11, v6}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v5

    invoke-interface {v11, v5}, Landroid/database/Cursor;->getInt(I)I

    move-result v4

    invoke-direct {p0, v4}, Lnet/switchyard/hub/DownloadsModule;->stateName(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "state"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 51
    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_2

    .line 56
    :cond_2
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 49
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_3

    :catch_0
    :try_start_1
    move-exception v12

    move-object v10, v12

    throw v12
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v12

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v12

    .line 58
    :cond_3
    :goto_3
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "downloads"

    invoke-virtual {v2, v3, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0
.end method

.method private final start(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
    .registers 24

    .line 62
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "url"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v6

    .line 63
    invoke-virtual {v6}, Landroid/net/Uri;->getScheme()Ljava/lang/String;

    move-result-object v0

    const-string v1, "https"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {v6}, Landroid/net/Uri;->getHost()Ljava/lang/String;

    move-result-object v7

    check-cast v7, Ljava/lang/CharSequence;

    if-eqz v7, :cond_0

    invoke-interface {v7}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_3

    :cond_2
    const-string v0, "INVALID_ARGS"

    const-string v1, "url must be an https URL."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0

    .line 64
    :cond_3
    new-instance v0, Landroid/app/DownloadManager$Request;

    invoke-direct {v0, v6}, Landroid/app/DownloadManager$Request;-><init>(Landroid/net/Uri;)V

    .line 65
    invoke-virtual {v6}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v1

    if-nez v1, :cond_4

    const-string v1, "download"

    :cond_4
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/DownloadManager$Request;->setTitle(Ljava/lang/CharSequence;)Landroid/app/DownloadManager$Request;

    move-result-object v0

    .line 66
    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Landroid/app/DownloadManager$Request;->setNotificationVisibility(I)Landroid/app/DownloadManager$Request;

    move-result-object v7

    .line 67
    const/4 v10, 0x0

    .line 94
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v11

    .line 96
    :try_start_0
    const/4 v13, 0x0

    .line 68
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v14

    .line 69
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x5265c00

    sub-long/2addr v2, v4

    invoke-virtual {v0, v14, v2, v3}, Lnet/switchyard/hub/HubStore;->downloadsSince(IJ)I

    move-result v0

    const/16 v1, 0x14

    if-lt v0, v1, :cond_5

    .line 70
    const/4 v0, 0x0

    goto :goto_1

    .line 72
    :cond_5
    move-object/from16 v0, p0

    iget-object v0, v0, Lnet/switchyard/hub/DownloadsModule;->downloads:Landroid/app/DownloadManager;

    invoke-virtual {v0, v7}, Landroid/app/DownloadManager;->enqueue(Landroid/app/DownloadManager$Request;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v15

    move-object v0, v15

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v16

    .line 97
    const/16 v18, 0x0

    .line 72
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    invoke-virtual {v6}, Landroid/net/Uri;->toString()Ljava/lang/String;

    move-result-object v4

    move-wide/from16 v1, v16

    invoke-virtual {v0, v1, v2, v14, v4}, Lnet/switchyard/hub/HubStore;->addDownload(JILjava/lang/String;)V

    move-object v0, v15

    .line 96
    :goto_1
    move-object/from16 v19, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 98
    invoke-static {v11, v12}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 96
    move-object/from16 v0, v19

    goto :goto_2

    .line 98
    :catchall_0
    move-exception v20

    invoke-static {v11, v12}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v20

    .line 67
    :goto_2
    if-eqz v0, :cond_6

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    goto :goto_3

    .line 74
    :cond_6
    const-string v0, "RATE_LIMITED"

    const-string v1, "This assistant started too many downloads today."

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lnet/switchyard/hub/ProtocolKt;->problem(Ljava/lang/String;Ljava/lang/String;Z)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0

    .line 67
    :goto_3
    move-wide v8, v0

    .line 75
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "download_id"

    invoke-virtual {v2, v3, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0
.end method

.method private final stateName(I)Ljava/lang/String;
    .registers 3

    .line 78
    packed-switch p1, :pswitch_data_0

    goto :goto_0

    .line 79
    :pswitch_0
    const-string v0, "pending"

    goto :goto_1

    .line 80
    :pswitch_1
    const-string v0, "running"

    goto :goto_1

    .line 81
    :pswitch_2
    const-string v0, "paused"

    goto :goto_1

    .line 82
    :pswitch_3
    const-string v0, "done"

    goto :goto_1

    .line 83
    :goto_0
    :pswitch_4
    const-string v0, "failed"

    .line 84
    :goto_1
    return-object v0

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_4
        :pswitch_2
        :pswitch_4
        :pswitch_4
        :pswitch_4
        :pswitch_3
    .end packed-switch
.end method


# virtual methods
.method public bridge callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;
    .registers 4

    .line 12
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public confirmActivity(Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;
    .registers 4

    const-string v1, "spec"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    const-class v0, Lnet/switchyard/hub/DownloadConsentActivity;

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

    .line 39
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v5

    .line 40
    const-string v1, "list_downloads"

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-direct {p0, p3}, Lnet/switchyard/hub/DownloadsModule;->list(Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    goto :goto_0

    .line 41
    :cond_0
    const-string v1, "start_download"

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-direct {p0, p1, p3}, Lnet/switchyard/hub/DownloadsModule;->start(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    goto :goto_0

    .line 42
    :cond_1
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No tool of that name."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    .line 43
    :goto_0
    return-object v0
.end method

.method public getTools()Ljava/util/List;
    .registers 2

    .line 13
    iget-object v0, p0, Lnet/switchyard/hub/DownloadsModule;->tools:Ljava/util/List;

    return-object v0
.end method

.method public bridge skipsConfirmation(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 4

    .line 12
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->skipsConfirmation(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    return v0
.end method

.method public summary(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;
    .registers 6

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "start_download"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "url"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Download "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public wantsUser(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "start_download"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

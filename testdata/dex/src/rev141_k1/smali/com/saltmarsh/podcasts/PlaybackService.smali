.class public final Lcom/saltmarsh/podcasts/PlaybackService;
.super Landroid/app/Service;
.source "Playback.kt"


# static fields
.field public static final Companion:Lcom/saltmarsh/podcasts/PlaybackService$Companion;

.field public static final HISTORY_LOG:Ljava/lang/String; = "history.jsonl"

.field private static final NOTIFICATION_ID:I = 0x7

.field public static final PER_APP:I = 0x32

.field public static final QUEUE_LOG:Ljava/lang/String; = "queue.jsonl"


# instance fields
.field private final binder:Lcom/saltmarsh/podcasts/PlaybackService$LocalBinder;

.field private final history:Landroidx/lifecycle/Observer;

.field private final queue:Ljava/util/ArrayList;

.field private final state:Landroidx/lifecycle/MutableLiveData;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/saltmarsh/podcasts/PlaybackService$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/PlaybackService$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/PlaybackService;->Companion:Lcom/saltmarsh/podcasts/PlaybackService$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 29
    invoke-direct {p0}, Landroid/app/Service;-><init>()V

    .line 34
    new-instance v0, Lcom/saltmarsh/podcasts/PlaybackService$LocalBinder;

    invoke-direct {v0, p0}, Lcom/saltmarsh/podcasts/PlaybackService$LocalBinder;-><init>(Lcom/saltmarsh/podcasts/PlaybackService;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->binder:Lcom/saltmarsh/podcasts/PlaybackService$LocalBinder;

    .line 35
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->queue:Ljava/util/ArrayList;

    .line 38
    new-instance v0, Landroidx/lifecycle/MutableLiveData;

    invoke-direct {v0}, Landroidx/lifecycle/MutableLiveData;-><init>()V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->state:Landroidx/lifecycle/MutableLiveData;

    .line 40
    new-instance v0, Lcom/saltmarsh/podcasts/PlaybackService$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/saltmarsh/podcasts/PlaybackService$$ExternalSyntheticLambda0;-><init>(Lcom/saltmarsh/podcasts/PlaybackService;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->history:Landroidx/lifecycle/Observer;

    .line 29
    return-void
.end method

.method private final appendLine(Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 12

    .line 104
    new-instance v5, Ljava/io/FileOutputStream;

    new-instance v2, Ljava/io/File;

    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PlaybackService;->getFilesDir()Ljava/io/File;

    move-result-object v4

    invoke-direct {v2, v4, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    const/4 v3, 0x1

    invoke-direct {v5, v2, v3}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;Z)V

    check-cast v5, Ljava/io/Closeable;

    const/4 v6, 0x0

    :try_start_0
    move-object v0, v5

    check-cast v0, Ljava/io/FileOutputStream;

    move-object v7, v0

    .line 154
    const/4 v8, 0x0

    .line 104
    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, "\n"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    const-string v3, "getBytes(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v7, v1}, Ljava/io/FileOutputStream;->write([B)V

    sget-object v7, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_0

    :catch_0
    :try_start_1
    move-exception v8

    move-object v6, v8

    throw v8
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v8

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v8

    .line 105
    :goto_0
    return-void
.end method

.method public static synthetic enqueue$default(Lcom/saltmarsh/podcasts/PlaybackService;JIILjava/lang/Object;)I
    .registers 7

    .line 64
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p3

    :cond_0
    invoke-virtual {p0, p1, p2, p3}, Lcom/saltmarsh/podcasts/PlaybackService;->enqueue(JI)I

    move-result v0

    return v0
.end method

.method public static final history$lambda$0(Lcom/saltmarsh/podcasts/PlaybackService;Lcom/saltmarsh/podcasts/Playback;)V
    .registers 8

    .line 41
    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/Playback;->getFinished()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/Playback;->getEpisodeId()J

    move-result-wide v4

    const-string v3, "episode_id"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/Playback;->getTitle()Ljava/lang/String;

    move-result-object v4

    const-string v3, "title"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const-string v3, "at"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "history.jsonl"

    invoke-direct {p0, v1, v2}, Lcom/saltmarsh/podcasts/PlaybackService;->appendLine(Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 42
    :cond_0
    return-void
.end method


# virtual methods
.method public final declared-synchronized clear()I
    .registers 8

    monitor-enter p0

    .line 73
    :try_start_0
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->queue:Ljava/util/ArrayList;

    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I

    move-result v6

    .line 74
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->queue:Ljava/util/ArrayList;

    invoke-virtual {v0}, Ljava/util/ArrayList;->clear()V

    .line 75
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "cleared"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const-string v3, "at"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "queue.jsonl"

    invoke-direct {p0, v1, v2}, Lcom/saltmarsh/podcasts/PlaybackService;->appendLine(Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 76
    monitor-exit p0

    return v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized enqueue(JI)I
    .registers 17

    monitor-enter p0

    .line 65
    :try_start_0
    iget-object v6, p0, Lcom/saltmarsh/podcasts/PlaybackService;->queue:Ljava/util/ArrayList;

    check-cast v6, Ljava/lang/Iterable;

    const/4 v7, 0x0

    .line 150
    instance-of v0, v6, Ljava/util/Collection;

    if-eqz v0, :cond_0

    move-object v0, v6

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_2

    .line 151
    :cond_0
    const/4 v8, 0x0

    .line 152
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :cond_1
    :goto_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    move-object v0, v10

    check-cast v0, Lcom/saltmarsh/podcasts/QueueEntry;

    move-object v11, v0

    const/4 v12, 0x0

    .line 65
    invoke-virtual {v11}, Lcom/saltmarsh/podcasts/QueueEntry;->getRequestedBy()I

    move-result v0

    move/from16 v1, p3

    if-ne v0, v1, :cond_2

    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    .line 152
    :goto_1
    if-eqz v0, :cond_1

    add-int/lit8 v8, v8, 0x1

    if-gez v8, :cond_1

    invoke-static {}, Lkotlin/collections/CollectionsKt;->throwCountOverflow()V

    goto :goto_0

    .line 153
    :cond_3
    move v0, v8

    .line 65
    :goto_2
    const/16 v1, 0x32

    if-lt v0, v1, :cond_4

    const/4 v0, -0x1

    monitor-exit p0

    return v0

    .line 66
    :cond_4
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->queue:Ljava/util/ArrayList;

    new-instance v1, Lcom/saltmarsh/podcasts/QueueEntry;

    move/from16 v5, p3

    invoke-direct {v1, p1, p2, v5}, Lcom/saltmarsh/podcasts/QueueEntry;-><init>(JI)V

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    .line 67
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "episode_id"

    invoke-virtual {v2, v3, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "by"

    move/from16 v4, p3

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const-string v3, "at"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "queue.jsonl"

    invoke-direct {p0, v1, v2}, Lcom/saltmarsh/podcasts/PlaybackService;->appendLine(Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 68
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->queue:Ljava/util/ArrayList;

    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I

    move-result v0

    monitor-exit p0

    return v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final getState()Landroidx/lifecycle/MutableLiveData;
    .registers 2

    .line 38
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->state:Landroidx/lifecycle/MutableLiveData;

    return-object v0
.end method

.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 3

    .line 60
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->binder:Lcom/saltmarsh/podcasts/PlaybackService$LocalBinder;

    check-cast v0, Landroid/os/IBinder;

    return-object v0
.end method

.method public onCreate()V
    .registers 3

    .line 45
    invoke-super {p0}, Landroid/app/Service;->onCreate()V

    .line 46
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->state:Landroidx/lifecycle/MutableLiveData;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PlaybackService;->history:Landroidx/lifecycle/Observer;

    invoke-virtual {v0, v1}, Landroidx/lifecycle/MutableLiveData;->observeForever(Landroidx/lifecycle/Observer;)V

    .line 47
    return-void
.end method

.method public onDestroy()V
    .registers 3

    .line 50
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->state:Landroidx/lifecycle/MutableLiveData;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PlaybackService;->history:Landroidx/lifecycle/Observer;

    invoke-virtual {v0, v1}, Landroidx/lifecycle/MutableLiveData;->removeObserver(Landroidx/lifecycle/Observer;)V

    .line 51
    invoke-super {p0}, Landroid/app/Service;->onDestroy()V

    .line 52
    return-void
.end method

.method public onStartCommand(Landroid/content/Intent;II)I
    .registers 11

    .line 55
    move-object v0, p0

    check-cast v0, Landroid/content/Context;

    new-instance v2, Landroid/content/Intent;

    move-object v4, p0

    check-cast v4, Landroid/content/Context;

    const-class v5, Lcom/saltmarsh/podcasts/PlayerActivity;

    invoke-direct {v2, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const/4 v1, 0x0

    const/high16 v3, 0x4000000

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v6

    .line 56
    new-instance v2, Landroid/app/Notification$Builder;

    move-object v4, p0

    check-cast v4, Landroid/content/Context;

    const-string v5, "assistant_requests"

    invoke-direct {v2, v4, v5}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    const-string v3, "Saltmarsh Podcasts"

    check-cast v3, Ljava/lang/CharSequence;

    invoke-virtual {v2, v3}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v2

    invoke-virtual {v2, v6}, Landroid/app/Notification$Builder;->setContentIntent(Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;

    move-result-object v2

    invoke-virtual {v2}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;

    move-result-object v2

    const/4 v1, 0x7

    invoke-virtual {p0, v1, v2}, Lcom/saltmarsh/podcasts/PlaybackService;->startForeground(ILandroid/app/Notification;)V

    .line 57
    const/4 v0, 0x2

    return v0
.end method

.method public final openLog(Ljava/lang/String;I)Lcom/saltmarsh/podcasts/Spooled;
    .registers 18

    move-object/from16 v0, p1

    const-string v1, "name"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 89
    new-instance v7, Ljava/io/File;

    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PlaybackService;->getFilesDir()Ljava/io/File;

    move-result-object v2

    move-object/from16 v3, p1

    invoke-direct {v7, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 90
    invoke-virtual {v7}, Ljava/io/File;->exists()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    .line 91
    :cond_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v8

    .line 92
    new-instance v9, Ljava/io/FileInputStream;

    invoke-direct {v9, v7}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V

    check-cast v9, Ljava/io/Closeable;

    const/4 v10, 0x0

    :try_start_0
    move-object v0, v9

    check-cast v0, Ljava/io/FileInputStream;

    move-object v11, v0

    const/4 v12, 0x0

    .line 93
    const/16 v0, 0x2000

    new-array v13, v0, [B

    .line 95
    :goto_0
    invoke-virtual {v11, v13}, Ljava/io/FileInputStream;->read([B)I

    move-result v14

    .line 96
    if-ltz v14, :cond_1

    .line 97
    const/4 v2, 0x0

    invoke-virtual {v8, v13, v2, v14}, Ljava/security/MessageDigest;->update([BII)V

    goto :goto_0

    .line 99
    :cond_1
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 92
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_1

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

    .line 100
    :goto_1
    new-instance v0, Lcom/saltmarsh/podcasts/Spooled;

    move/from16 v3, p2

    invoke-static {v7, v3}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    const-string v4, "open(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v7}, Ljava/io/File;->length()J

    move-result-wide v3

    invoke-virtual {v8}, Ljava/security/MessageDigest;->digest()[B

    move-result-object v5

    const-string v6, "digest(...)"

    invoke-static {v5, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v5}, Lcom/saltmarsh/podcasts/ProtocolKt;->hex([B)Ljava/lang/String;

    move-result-object v5

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/saltmarsh/podcasts/Spooled;-><init>(Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)V

    return-object v0
.end method

.method public final play(Lcom/saltmarsh/podcasts/Episode;)Z
    .registers 11

    const-string v1, "episode"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 83
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->state:Landroidx/lifecycle/MutableLiveData;

    new-instance v1, Lcom/saltmarsh/podcasts/Playback;

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/Episode;->getId()J

    move-result-wide v3

    invoke-virtual {p1}, Lcom/saltmarsh/podcasts/Episode;->getTitle()Ljava/lang/String;

    move-result-object v5

    move-wide v2, v3

    move-object v4, v5

    const-wide/16 v5, 0x0

    const/4 v7, 0x1

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/saltmarsh/podcasts/Playback;-><init>(JLjava/lang/String;JZZ)V

    invoke-virtual {v0, v1}, Landroidx/lifecycle/MutableLiveData;->postValue(Ljava/lang/Object;)V

    .line 84
    const/4 v0, 0x1

    return v0
.end method

.method public final declared-synchronized queued()I
    .registers 2

    monitor-enter p0

    .line 80
    :try_start_0
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService;->queue:Ljava/util/ArrayList;

    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I

    move-result v0

    monitor-exit p0

    return v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.class public Lcom/plotshare/plots/PlotProvider;
.super Landroid/content/ContentProvider;
.source "PlotProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/plotshare/plots/PlotProvider$1;
    }
.end annotation


# static fields
.field static final CLUB_CERT:[B

.field static final TAG:Ljava/lang/String; = "PlotShare"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"plots-1\",\"tools\":[]}"


# instance fields
.field private final pending:Ljava/util/Map;

.field private pool:Lcom/google/common/util/concurrent/ListeningExecutorService;

.field private final sessions:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 35
    const-string v0, "Zt4mQ8xR1vL0c7WkP2eF9aB6nY3uH5sD2jG8iK1oT4E="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/plotshare/plots/PlotProvider;->CLUB_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 32
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 37
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/plotshare/plots/PlotProvider;->sessions:Ljava/util/Map;

    .line 38
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/plotshare/plots/PlotProvider;->pending:Ljava/util/Map;

    return-void
.end method

.method static history(Lcom/google/common/util/concurrent/ListeningExecutorService;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 125
    new-instance v0, Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0, p1}, Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;)V

    invoke-interface {p0, v0}, Lcom/google/common/util/concurrent/ListeningExecutorService;->submit(Ljava/util/concurrent/Callable;)Lcom/google/common/util/concurrent/ListenableFuture;

    move-result-object v0

    .line 127
    new-instance v1, Ljava/util/concurrent/atomic/AtomicReference;

    invoke-direct {v1}, Ljava/util/concurrent/atomic/AtomicReference;-><init>()V

    .line 128
    new-instance v2, Ljava/util/concurrent/CountDownLatch;

    const/4 v3, 0x1

    invoke-direct {v2, v3}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V

    .line 129
    new-instance v3, Lcom/plotshare/plots/PlotProvider$1;

    invoke-direct {v3, v1, v2}, Lcom/plotshare/plots/PlotProvider$1;-><init>(Ljava/util/concurrent/atomic/AtomicReference;Ljava/util/concurrent/CountDownLatch;)V

    .line 141
    invoke-static {}, Lcom/google/common/util/concurrent/MoreExecutors;->directExecutor()Ljava/util/concurrent/Executor;

    move-result-object v4

    .line 129
    invoke-static {v0, v3, v4}, Lcom/google/common/util/concurrent/Futures;->addCallback(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/util/concurrent/FutureCallback;Ljava/util/concurrent/Executor;)V

    .line 142
    const-wide/16 v3, 0x5

    sget-object v5, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {v2, v3, v4, v5}, Ljava/util/concurrent/CountDownLatch;->await(JLjava/util/concurrent/TimeUnit;)Z

    .line 143
    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Landroid/os/Bundle;

    .line 144
    if-eqz v3, :cond_0

    return-object v3

    :cond_0
    const-string v4, "INTERNAL_ERROR"

    const-string v5, "history timed out"

    invoke-static {v4, v5}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method static synthetic lambda$history$2(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 126
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "plot"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "viewer"

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$remove$1(Ljava/lang/Exception;)V
    .registers 3

    .line 120
    const-string v0, "PlotShare"

    const-string v1, "remove failed"

    invoke-static {v0, v1, p0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    return-void
.end method

.method static synthetic lambda$reserve$0(Lcom/google/android/gms/tasks/Task;)V
    .registers 3

    .line 105
    const-string v0, "PlotShare"

    const-string v1, "plot saved"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 58
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 59
    invoke-virtual {p0, v0}, Lcom/plotshare/plots/PlotProvider;->trusted(I)Z

    move-result v1

    if-nez v1, :cond_0

    .line 60
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 62
    :cond_0
    if-eqz p3, :cond_1

    move-object v1, p3

    goto :goto_0

    :cond_1
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 63
    :goto_0
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_2

    .line 64
    invoke-static {}, Lcom/plotshare/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 65
    iget-object v3, p0, Lcom/plotshare/plots/PlotProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 66
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/plotshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 67
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 68
    return-object v3

    .line 70
    :cond_2
    iget-object v2, p0, Lcom/plotshare/plots/PlotProvider;->sessions:Ljava/util/Map;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Integer;

    .line 71
    if-eqz v2, :cond_3

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_4

    .line 72
    :cond_3
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v3, v4}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 74
    :cond_4
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_5

    .line 75
    const-string v3, "{\"revision\":\"plots-1\",\"tools\":[]}"

    invoke-static {v3}, Lcom/plotshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 77
    :cond_5
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_6

    .line 78
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 81
    :cond_6
    :try_start_0
    new-instance v3, Lorg/json/JSONObject;

    const-string v4, "args"

    const-string v5, "{}"

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 82
    const-string v4, "tool_name"

    const-string v5, ""

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 83
    const-string v5, "reserve_plot"

    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_7

    .line 84
    invoke-virtual {p0, v3, v1}, Lcom/plotshare/plots/PlotProvider;->reserve(Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 86
    :cond_7
    const-string v5, "remove_plot"

    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_8

    .line 87
    invoke-virtual {p0, v3, v0}, Lcom/plotshare/plots/PlotProvider;->remove(Lorg/json/JSONObject;I)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 89
    :cond_8
    const-string v5, "plot_history"

    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_9

    .line 90
    iget-object v5, p0, Lcom/plotshare/plots/PlotProvider;->pool:Lcom/google/common/util/concurrent/ListeningExecutorService;

    const-string v6, "plot"

    invoke-virtual {v3, v6}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    invoke-static {v5, v6}, Lcom/plotshare/plots/PlotProvider;->history(Lcom/google/common/util/concurrent/ListeningExecutorService;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 92
    :cond_9
    const-string v5, "TOOL_NOT_FOUND"

    const-string v6, "unknown tool"

    invoke-static {v5, v6}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v5

    .line 93
    :catch_0
    move-exception v3

    .line 94
    const-string v4, "PlotShare"

    const-string v5, "tool failed"

    invoke-static {v4, v5, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 95
    const-string v4, "INTERNAL_ERROR"

    const-string v5, "the tool could not run"

    invoke-static {v4, v5}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 164
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 154
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 159
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 43
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    invoke-static {v0}, Lcom/google/common/util/concurrent/MoreExecutors;->listeningDecorator(Ljava/util/concurrent/ExecutorService;)Lcom/google/common/util/concurrent/ListeningExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/plotshare/plots/PlotProvider;->pool:Lcom/google/common/util/concurrent/ListeningExecutorService;

    .line 44
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 149
    const/4 v0, 0x0

    return-object v0
.end method

.method remove(Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 113
    const-string v0, "plot"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 114
    const-string v1, "confirmed"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v1

    if-nez v1, :cond_0

    .line 115
    invoke-static {}, Lcom/plotshare/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v1

    .line 116
    iget-object v2, p0, Lcom/plotshare/plots/PlotProvider;->pending:Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    invoke-interface {v2, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 117
    invoke-virtual {p0}, Lcom/plotshare/plots/PlotProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2, v0}, Lcom/plotshare/core/Screens;->confirm(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    invoke-static {v2, v1}, Lcom/plotshare/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 119
    :cond_0
    invoke-static {}, Lcom/google/firebase/firestore/FirebaseFirestore;->getInstance()Lcom/google/firebase/firestore/FirebaseFirestore;

    move-result-object v1

    const-string v2, "plots"

    invoke-virtual {v1, v2}, Lcom/google/firebase/firestore/FirebaseFirestore;->collection(Ljava/lang/String;)Lcom/google/firebase/firestore/CollectionReference;

    move-result-object v1

    invoke-virtual {v1, v0}, Lcom/google/firebase/firestore/CollectionReference;->document(Ljava/lang/String;)Lcom/google/firebase/firestore/DocumentReference;

    move-result-object v1

    invoke-virtual {v1}, Lcom/google/firebase/firestore/DocumentReference;->delete()Lcom/google/android/gms/tasks/Task;

    move-result-object v1

    sget-object v2, Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda1;

    .line 120
    invoke-virtual {v1, v2}, Lcom/google/android/gms/tasks/Task;->addOnFailureListener(Lcom/google/android/gms/tasks/OnFailureListener;)Lcom/google/android/gms/tasks/Task;

    .line 121
    const-string v1, "{\"removed\":true}"

    invoke-static {v1}, Lcom/plotshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method reserve(Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 100
    const-string v0, "plot"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 101
    new-instance v1, Ljava/util/HashMap;

    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V

    .line 102
    const-string v2, "member"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v3, "holder"

    invoke-interface {v1, v3, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 103
    const-string v2, "season"

    const-string v3, "spring"

    invoke-virtual {p1, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v1, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 104
    invoke-static {}, Lcom/google/firebase/firestore/FirebaseFirestore;->getInstance()Lcom/google/firebase/firestore/FirebaseFirestore;

    move-result-object v2

    const-string v3, "plots"

    invoke-virtual {v2, v3}, Lcom/google/firebase/firestore/FirebaseFirestore;->collection(Ljava/lang/String;)Lcom/google/firebase/firestore/CollectionReference;

    move-result-object v2

    invoke-virtual {v2, v0}, Lcom/google/firebase/firestore/CollectionReference;->document(Ljava/lang/String;)Lcom/google/firebase/firestore/DocumentReference;

    move-result-object v2

    invoke-virtual {v2, v1}, Lcom/google/firebase/firestore/DocumentReference;->set(Ljava/lang/Object;)Lcom/google/android/gms/tasks/Task;

    move-result-object v2

    .line 105
    sget-object v3, Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/plotshare/plots/PlotProvider$$ExternalSyntheticLambda0;

    invoke-virtual {v2, v3}, Lcom/google/android/gms/tasks/Task;->addOnCompleteListener(Lcom/google/android/gms/tasks/OnCompleteListener;)Lcom/google/android/gms/tasks/Task;

    .line 106
    const-string v3, "deadline_at_ms"

    const-wide/16 v4, 0x0

    invoke-virtual {p2, v3, v4, v5}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v3

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    cmp-long v3, v3, v5

    if-gtz v3, :cond_0

    .line 107
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v4, "deadline passed"

    invoke-static {v3, v4}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 109
    :cond_0
    const-string v3, "{\"reserved\":true}"

    invoke-static {v3}, Lcom/plotshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method trusted(I)Z
    .registers 7

    .line 48
    invoke-virtual {p0}, Lcom/plotshare/plots/PlotProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 49
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 50
    if-eqz v1, :cond_0

    array-length v2, v1

    const/4 v3, 0x1

    if-eq v2, v3, :cond_1

    .line 51
    :cond_0
    const/4 v2, 0x0

    return v2

    .line 53
    :cond_1
    sget-object v2, Lcom/plotshare/plots/PlotProvider;->CLUB_CERT:[B

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v2

    return v2
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 169
    const/4 v0, 0x0

    return v0
.end method

.class public Lcom/cutqueue/queue/QueueProvider;
.super Landroid/content/ContentProvider;
.source "QueueProvider.java"

# interfaces
.implements Landroid/content/ServiceConnection;


# static fields
.field static final LAB_CERT:[B

.field static final TAG:Ljava/lang/String; = "CutQueue"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"queue-1\",\"tools\":[]}"


# instance fields
.field private final pending:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private queue:Landroid/os/IBinder;

.field private sessions:Landroid/content/SharedPreferences;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 32
    const-string v0, "q0Jx9m2Lr7T1c4WkZ8eF3vB6nY0aH5sD2uG8iK1oP4E="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/cutqueue/queue/QueueProvider;->LAB_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 29
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 36
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/cutqueue/queue/QueueProvider;->pending:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method book(Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 108
    const-string v0, "job"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 109
    if-eqz p3, :cond_13

    iget-object v1, p0, Lcom/cutqueue/queue/QueueProvider;->pending:Ljava/util/Map;

    invoke-interface {v1, p3}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Integer;

    goto :goto_14

    :cond_13
    const/4 v1, 0x0

    .line 110
    :goto_14
    if-eqz v1, :cond_40

    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I

    move-result v2

    if-eq v2, p2, :cond_1d

    goto :goto_40

    .line 115
    :cond_1d
    iget-object v2, p0, Lcom/cutqueue/queue/QueueProvider;->queue:Landroid/os/IBinder;

    invoke-static {v2}, Lcom/cutqueue/queue/IQueue$Stub;->asInterface(Landroid/os/IBinder;)Lcom/cutqueue/queue/IQueue;

    move-result-object v2

    const-string v3, "minutes"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v3

    invoke-interface {v2, v0, v3}, Lcom/cutqueue/queue/IQueue;->enqueue(Ljava/lang/String;I)I

    move-result v2

    .line 116
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"slot\":"

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v1, "}"

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lcom/cutqueue/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 111
    :cond_40
    :goto_40
    invoke-static {}, Lcom/cutqueue/core/Tokens;->resume()Ljava/lang/String;

    move-result-object v2

    .line 112
    iget-object v3, p0, Lcom/cutqueue/queue/QueueProvider;->pending:Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v3, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 113
    invoke-virtual {p0, v0}, Lcom/cutqueue/queue/QueueProvider;->confirmScreen(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v3

    invoke-static {v3, v2}, Lcom/cutqueue/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 66
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 67
    invoke-virtual {p0, v0}, Lcom/cutqueue/queue/QueueProvider;->trusted(I)Z

    move-result v1

    if-nez v1, :cond_15

    .line 68
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/cutqueue/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 70
    :cond_15
    if-eqz p3, :cond_19

    move-object v1, p3

    goto :goto_1e

    :cond_19
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 71
    :goto_1e
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    const-string v3, "s_"

    if-eqz v2, :cond_5b

    .line 72
    invoke-static {}, Lcom/cutqueue/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 73
    iget-object v4, p0, Lcom/cutqueue/queue/QueueProvider;->sessions:Landroid/content/SharedPreferences;

    invoke-interface {v4}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-interface {v4, v3, v0}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;

    move-result-object v3

    invoke-interface {v3}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 74
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/cutqueue/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 75
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 76
    return-object v3

    .line 78
    :cond_5b
    iget-object v2, p0, Lcom/cutqueue/queue/QueueProvider;->sessions:Landroid/content/SharedPreferences;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "session_token"

    const-string v5, ""

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const/4 v4, -0x1

    invoke-interface {v2, v3, v4}, Landroid/content/SharedPreferences;->getInt(Ljava/lang/String;I)I

    move-result v2

    if-eq v2, v0, :cond_8a

    .line 79
    const-string v2, "NEGOTIATION_REQUIRED"

    const-string v3, "negotiate first"

    invoke-static {v2, v3}, Lcom/cutqueue/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 81
    :cond_8a
    const-string v2, "list_tools"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_9b

    .line 82
    const-string v2, "{\"revision\":\"queue-1\",\"tools\":[]}"

    invoke-static {v2}, Lcom/cutqueue/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 84
    :cond_9b
    const-string v2, "execute_tool"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_ae

    .line 85
    const-string v2, "METHOD_NOT_FOUND"

    const-string v3, "unknown method"

    invoke-static {v2, v3}, Lcom/cutqueue/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 87
    :cond_ae
    const-string v2, "deadline_at_ms"

    const-wide/16 v3, 0x0

    invoke-virtual {v1, v2, v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long v6, v2, v4

    if-gtz v6, :cond_c9

    .line 88
    const-string v2, "DEADLINE_EXCEEDED"

    const-string v3, "deadline passed"

    invoke-static {v2, v3}, Lcom/cutqueue/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 91
    :cond_c9
    :try_start_c9
    new-instance v2, Lorg/json/JSONObject;

    const-string v3, "args"

    const-string v4, "{}"

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 92
    const-string v3, "tool_name"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 93
    const-string v4, "book_cut"

    invoke-virtual {v4, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_f6

    .line 94
    const-string v4, "resume_token"

    invoke-virtual {v1, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p0, v2, v0, v4}, Lcom/cutqueue/queue/QueueProvider;->book(Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 96
    :cond_f6
    const-string v4, "cancel_cut"

    invoke-virtual {v4, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_13a

    .line 97
    iget-object v4, p0, Lcom/cutqueue/queue/QueueProvider;->queue:Landroid/os/IBinder;

    invoke-static {v4}, Lcom/cutqueue/queue/IQueue$Stub;->asInterface(Landroid/os/IBinder;)Lcom/cutqueue/queue/IQueue;

    move-result-object v4

    const-string v5, "job"

    invoke-virtual {v2, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-interface {v4, v5, v0}, Lcom/cutqueue/queue/IQueue;->cancel(Ljava/lang/String;I)Z

    move-result v4

    .line 98
    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "{\"cancelled\":"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "}"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    invoke-static {v5}, Lcom/cutqueue/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 100
    :cond_13a
    const-string v4, "TOOL_NOT_FOUND"

    const-string v5, "unknown tool"

    invoke-static {v4, v5}, Lcom/cutqueue/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4
    :try_end_144
    .catch Ljava/lang/Exception; {:try_start_c9 .. :try_end_144} :catch_145

    return-object v4

    .line 101
    :catch_145
    move-exception v2

    .line 102
    const-string v3, "CutQueue"

    const-string v4, "tool failed"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 103
    const-string v3, "INTERNAL_ERROR"

    const-string v4, "the tool could not run"

    invoke-static {v3, v4}, Lcom/cutqueue/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method confirmScreen(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 120
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/cutqueue/queue/QueueProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/cutqueue/ui/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 121
    const-string v1, "job"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 122
    invoke-virtual {p0}, Lcom/cutqueue/queue/QueueProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const/4 v2, 0x0

    const/high16 v3, 0xc000000

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 151
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 141
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 146
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 5

    .line 40
    invoke-virtual {p0}, Lcom/cutqueue/queue/QueueProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "queue_sessions"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    iput-object v0, p0, Lcom/cutqueue/queue/QueueProvider;->sessions:Landroid/content/SharedPreferences;

    .line 41
    invoke-virtual {p0}, Lcom/cutqueue/queue/QueueProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    new-instance v1, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/cutqueue/queue/QueueProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/cutqueue/queue/QueueService;

    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const/4 v2, 0x1

    invoke-virtual {v0, v1, p0, v2}, Landroid/content/Context;->bindService(Landroid/content/Intent;Landroid/content/ServiceConnection;I)Z

    .line 42
    return v2
.end method

.method public onServiceConnected(Landroid/content/ComponentName;Landroid/os/IBinder;)V
    .registers 3

    .line 47
    iput-object p2, p0, Lcom/cutqueue/queue/QueueProvider;->queue:Landroid/os/IBinder;

    .line 48
    return-void
.end method

.method public onServiceDisconnected(Landroid/content/ComponentName;)V
    .registers 3

    .line 52
    const/4 v0, 0x0

    iput-object v0, p0, Lcom/cutqueue/queue/QueueProvider;->queue:Landroid/os/IBinder;

    .line 53
    return-void
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 127
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-virtual {p0, v0}, Lcom/cutqueue/queue/QueueProvider;->trusted(I)Z

    move-result v0

    if-eqz v0, :cond_22

    .line 130
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/cutqueue/queue/QueueProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "queue.png"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 131
    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    return-object v1

    .line 128
    :cond_22
    new-instance v0, Ljava/lang/SecurityException;

    const-string v1, "caller not allowed"

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 136
    const/4 v0, 0x0

    return-object v0
.end method

.method trusted(I)Z
    .registers 7

    .line 56
    invoke-virtual {p0}, Lcom/cutqueue/queue/QueueProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 57
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 58
    const/4 v2, 0x0

    if-eqz v1, :cond_1e

    array-length v3, v1

    const/4 v4, 0x1

    if-eq v3, v4, :cond_14

    goto :goto_1e

    .line 61
    :cond_14
    sget-object v2, Lcom/cutqueue/queue/QueueProvider;->LAB_CERT:[B

    invoke-virtual {v0, p1, v2, v4}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v2

    return v2

    .line 59
    :cond_1e
    :goto_1e
    return v2
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 156
    const/4 v0, 0x0

    return v0
.end method

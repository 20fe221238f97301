.class public Lcom/tuneup/tuning/TuneProvider;
.super Landroid/content/ContentProvider;
.source "TuneProvider.java"


# static fields
.field static final TAG:Ljava/lang/String; = "TuneUp"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"tuning-2\",\"tools\":[]}"


# instance fields
.field private final rng:Ljava/security/SecureRandom;

.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/util/function/BiFunction<",
            "Landroid/content/Context;",
            "Lorg/json/JSONObject;",
            "Landroid/os/Bundle;",
            ">;>;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 30
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 34
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/tuneup/tuning/TuneProvider;->sessions:Ljava/util/Map;

    .line 35
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/tuneup/tuning/TuneProvider;->tools:Ljava/util/Map;

    .line 36
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/tuneup/tuning/TuneProvider;->rng:Ljava/security/SecureRandom;

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 66
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 67
    invoke-virtual {p0, v0}, Lcom/tuneup/tuning/TuneProvider;->trusted(I)Z

    move-result v1

    if-nez v1, :cond_trusted

    .line 68
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 70
    :cond_trusted
    if-eqz p3, :cond_noextras

    move-object v1, p3

    goto :goto_req

    :cond_noextras
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 71
    :goto_req
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_session

    .line 72
    const/16 v2, 0x18

    new-array v2, v2, [B

    .line 73
    iget-object v3, p0, Lcom/tuneup/tuning/TuneProvider;->rng:Ljava/security/SecureRandom;

    invoke-virtual {v3, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 74
    const/4 v3, 0x2

    invoke-static {v2, v3}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v3

    .line 75
    iget-object v4, p0, Lcom/tuneup/tuning/TuneProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-interface {v4, v3, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 76
    const-string v4, "{\"selected_version\":2}"

    invoke-static {v4}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    .line 77
    const-string v5, "session_token"

    invoke-virtual {v4, v5, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    return-object v4

    .line 80
    :cond_session
    iget-object v2, p0, Lcom/tuneup/tuning/TuneProvider;->sessions:Ljava/util/Map;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Integer;

    .line 81
    if-eqz v2, :cond_neg

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_list

    .line 82
    :cond_neg
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v3, v4}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 84
    :cond_list
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_exec

    .line 85
    const-string v3, "{\"revision\":\"tuning-2\",\"tools\":[]}"

    invoke-static {v3}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 87
    :cond_exec
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_deadline

    .line 88
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 90
    :cond_deadline
    invoke-static {v1}, Lcom/tuneup/core/Deadlines;->expired(Landroid/os/Bundle;)Z

    move-result v3

    if-eqz v3, :cond_args

    .line 91
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v4, "deadline passed"

    invoke-static {v3, v4}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 95
    :cond_args
    :try_start_0
    new-instance v3, Lorg/json/JSONObject;

    const-string v4, "args"

    const-string v5, "{}"

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 99
    iget-object v4, p0, Lcom/tuneup/tuning/TuneProvider;->tools:Ljava/util/Map;

    const-string v5, "tool_name"

    const-string v6, ""

    invoke-virtual {v1, v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-interface {v4, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Ljava/util/function/BiFunction;

    .line 100
    if-nez v4, :cond_run

    .line 101
    const-string v5, "TOOL_NOT_FOUND"

    const-string v6, "unknown tool"

    invoke-static {v5, v6}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 103
    :cond_run
    invoke-static {}, Lcom/tuneup/tuning/TuneTools;->acquire()V

    .line 105
    :try_start_1
    invoke-virtual {p0}, Lcom/tuneup/tuning/TuneProvider;->getContext()Landroid/content/Context;

    move-result-object v5

    invoke-interface {v4, v5, v3}, Ljava/util/function/BiFunction;->apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Landroid/os/Bundle;
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 110
    invoke-static {}, Lcom/tuneup/tuning/TuneTools;->release()V

    .line 105
    return-object v5

    .line 106
    :catch_1
    move-exception v5

    .line 107
    :try_start_2
    const-string v6, "TuneUp"

    const-string v7, "tool failed"

    invoke-static {v6, v7, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 108
    const-string v6, "INTERNAL_ERROR"

    const-string v7, "the tool could not run"

    invoke-static {v6, v7}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 110
    invoke-static {}, Lcom/tuneup/tuning/TuneTools;->release()V

    .line 108
    return-object v6

    .line 110
    :catchall_0
    move-exception v5

    invoke-static {}, Lcom/tuneup/tuning/TuneTools;->release()V

    .line 111
    throw v5

    .line 96
    :catch_0
    move-exception v3

    .line 97
    const-string v4, "INVALID_ARGUMENTS"

    const-string v5, "args are not a JSON object"

    invoke-static {v4, v5}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method cancel(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13

    .line 115
    const-string v0, "visit_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 116
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v1

    .line 118
    :try_start_0
    invoke-virtual {p1}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v3

    const-string v4, "content://com.tuneup.tuning/visits"

    invoke-static {v4}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v4

    const/4 v5, 0x0

    invoke-virtual {v3, v4, v5}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 120
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 122
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 123
    invoke-static {p1}, Lcom/tuneup/tuning/TuneTools;->db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 124
    const-string v5, "SELECT id FROM visits WHERE id = ? AND uid = ?"

    const/4 v6, 0x2

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    aput-object v0, v6, v7

    .line 125
    invoke-static {v3}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v8, 0x1

    aput-object v7, v6, v8

    .line 124
    invoke-virtual {v4, v5, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v5

    .line 126
    :try_start_1
    const-string v6, "confirmed"

    invoke-virtual {p2, v6}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v6

    if-eqz v6, :cond_check

    .line 127
    const-string v6, "TuneUp"

    const-string v7, "agent says confirmed; the visit is the caller\'s own anyway"

    invoke-static {v6, v7}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 129
    :cond_check
    invoke-interface {v5}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v6

    if-eqz v6, :cond_none

    .line 130
    const-string v6, "visits"

    const-string v7, "id = ?"

    const/4 v8, 0x1

    new-array v8, v8, [Ljava/lang/String;

    const/4 v9, 0x0

    aput-object v0, v8, v9

    invoke-virtual {v4, v6, v7, v8}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 131
    const-string v6, "{\"cancelled\":true}"

    invoke-static {v6}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    .line 134
    if-eqz v5, :cond_ret0

    invoke-interface {v5}, Landroid/database/Cursor;->close()V

    .line 131
    :cond_ret0
    return-object v6

    .line 133
    :cond_none
    :try_start_2
    const-string v6, "{\"cancelled\":false}"

    invoke-static {v6}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_1

    .line 134
    if-eqz v5, :cond_ret1

    invoke-interface {v5}, Landroid/database/Cursor;->close()V

    .line 133
    :cond_ret1
    return-object v6

    .line 124
    :catchall_1
    move-exception v6

    if-eqz v5, :goto_rethrow

    :try_start_3
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_2

    goto :goto_rethrow

    :catchall_2
    move-exception v7

    invoke-virtual {v6, v7}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_rethrow
    throw v6

    .line 120
    :catchall_0
    move-exception v3

    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 121
    throw v3
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 192
    const/4 v0, 0x0

    return v0
.end method

.method exportCurve(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10

    .line 162
    new-instance v0, Ljava/io/File;

    invoke-virtual {p1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "curve.json"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 163
    :try_start_0
    const/high16 v1, 0x2c000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_io

    .line 165
    :try_start_1
    new-instance v2, Ljava/io/FileOutputStream;

    invoke-virtual {v1}, Landroid/os/ParcelFileDescriptor;->getFileDescriptor()Ljava/io/FileDescriptor;

    move-result-object v3

    invoke-direct {v2, v3}, Ljava/io/FileOutputStream;-><init>(Ljava/io/FileDescriptor;)V

    const-string v3, "piano_id"

    invoke-virtual {p2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/String;->getBytes()[B

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/io/FileOutputStream;->write([B)V

    .line 166
    const/high16 v2, 0x10000000

    invoke-static {v0, v2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    .line 167
    invoke-static {}, Lcom/tuneup/core/Replies;->file()Landroid/os/Bundle;

    move-result-object v3

    .line 168
    const-string v4, "result_fd"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 170
    if-eqz v1, :cond_ret

    :try_start_2
    invoke-virtual {v1}, Landroid/os/ParcelFileDescriptor;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_io

    .line 169
    :cond_ret
    return-object v3

    .line 163
    :catchall_0
    move-exception v2

    if-eqz v1, :goto_rethrow

    :try_start_3
    invoke-virtual {v1}, Landroid/os/ParcelFileDescriptor;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    goto :goto_rethrow

    :catchall_1
    move-exception v3

    :try_start_4
    invoke-virtual {v2, v3}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_rethrow
    throw v2
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_io

    .line 170
    :catch_io
    move-exception v1

    .line 171
    const-string v2, "INTERNAL_ERROR"

    const-string v3, "the curve could not be written"

    invoke-static {v2, v3}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 182
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 187
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 5

    .line 40
    iget-object v0, p0, Lcom/tuneup/tuning/TuneProvider;->tools:Ljava/util/Map;

    const-string v1, "find_piano"

    new-instance v2, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2}, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda0;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 41
    iget-object v0, p0, Lcom/tuneup/tuning/TuneProvider;->tools:Ljava/util/Map;

    const-string v1, "pianos_by_make"

    new-instance v2, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2}, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda1;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 42
    iget-object v0, p0, Lcom/tuneup/tuning/TuneProvider;->tools:Ljava/util/Map;

    const-string v1, "cancel_visit"

    new-instance v2, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda2;-><init>(Lcom/tuneup/tuning/TuneProvider;)V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 43
    iget-object v0, p0, Lcom/tuneup/tuning/TuneProvider;->tools:Ljava/util/Map;

    const-string v1, "tune_all"

    new-instance v2, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2, p0}, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda3;-><init>(Lcom/tuneup/tuning/TuneProvider;)V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 44
    iget-object v0, p0, Lcom/tuneup/tuning/TuneProvider;->tools:Ljava/util/Map;

    const-string v1, "export_curve"

    new-instance v2, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda4;

    invoke-direct {v2, p0}, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda4;-><init>(Lcom/tuneup/tuning/TuneProvider;)V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 45
    new-instance v0, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda5;

    invoke-direct {v0}, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda5;-><init>()V

    .line 46
    iget-object v1, p0, Lcom/tuneup/tuning/TuneProvider;->tools:Ljava/util/Map;

    const-string v2, "history"

    new-instance v3, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda6;

    invoke-direct {v3}, Lcom/tuneup/tuning/TuneProvider$$ExternalSyntheticLambda6;-><init>()V

    invoke-interface {v0, v3}, Ljava/util/function/BiFunction;->andThen(Ljava/util/function/Function;)Ljava/util/function/BiFunction;

    move-result-object v3

    invoke-interface {v1, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 47
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 177
    const/4 v0, 0x0

    return-object v0
.end method

.method trusted(I)Z
    .registers 8

    .line 51
    invoke-virtual {p0}, Lcom/tuneup/tuning/TuneProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 52
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 53
    if-nez v1, :cond_have

    .line 54
    const/4 v2, 0x0

    return v2

    .line 56
    :cond_have
    array-length v2, v1

    const/4 v3, 0x0

    :goto_loop
    if-ge v3, v2, :cond_done

    aget-object v4, v1, v3

    .line 57
    invoke-virtual {p0}, Lcom/tuneup/tuning/TuneProvider;->getContext()Landroid/content/Context;

    move-result-object v5

    invoke-virtual {v5}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v0, v4, v5}, Landroid/content/pm/PackageManager;->checkSignatures(Ljava/lang/String;Ljava/lang/String;)I

    move-result v5

    if-eqz v5, :cond_next

    .line 58
    const/4 v5, 0x0

    return v5

    .line 56
    :cond_next
    add-int/lit8 v3, v3, 0x1

    goto :goto_loop

    .line 61
    :cond_done
    const/4 v2, 0x1

    return v2
.end method

.method tuneAll(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14

    .line 138
    const-string v0, "pianos"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    .line 139
    if-nez v0, :cond_have

    .line 140
    const-string v1, "INVALID_ARGUMENTS"

    const-string v2, "pianos missing"

    invoke-static {v1, v2}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 142
    :cond_have
    invoke-static {p1}, Lcom/tuneup/tuning/TuneTools;->db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    .line 143
    const-string v2, "limit"

    const/16 v3, 0x1f4

    invoke-virtual {p2, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v2

    .line 144
    const/4 v3, 0x0

    .line 146
    const/4 v4, 0x0

    :goto_outer
    invoke-virtual {v0}, Lorg/json/JSONArray;->length()I

    move-result v5

    if-ge v4, v5, :goto_done

    .line 147
    invoke-virtual {v0, v4}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v5

    .line 148
    const/4 v6, 0x0

    :goto_inner
    const/16 v7, 0x58

    if-ge v6, v7, :goto_next_piano

    .line 149
    invoke-virtual {v5}, Ljava/lang/String;->isEmpty()Z

    move-result v7

    if-eqz v7, :cond_insert

    .line 150
    goto :goto_next_piano

    .line 152
    :cond_insert
    const-string v7, "INSERT INTO pitches(piano, key_no) VALUES (?, ?)"

    const/4 v8, 0x2

    new-array v8, v8, [Ljava/lang/Object;

    const/4 v9, 0x0

    aput-object v5, v8, v9

    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v9

    const/4 v10, 0x1

    aput-object v9, v8, v10

    invoke-virtual {v1, v7, v8}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 153
    add-int/lit8 v3, v3, 0x1

    if-lt v3, v2, :cond_more

    .line 154
    goto :goto_done

    .line 148
    :cond_more
    add-int/lit8 v6, v6, 0x1

    goto :goto_inner

    .line 146
    :goto_next_piano
    add-int/lit8 v4, v4, 0x1

    goto :goto_outer

    .line 158
    :goto_done
    const-string v4, "{\"tuned\":true}"

    invoke-static {v4}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 197
    const/4 v0, 0x0

    return v0
.end method

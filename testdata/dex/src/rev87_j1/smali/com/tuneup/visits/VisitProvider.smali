.class public Lcom/tuneup/visits/VisitProvider;
.super Landroid/content/ContentProvider;
.source "VisitProvider.java"


# static fields
.field static final TAG:Ljava/lang/String; = "TuneUp"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"visits-3\",\"tools\":[]}"


# instance fields
.field private db:Lcom/tuneup/visits/VisitDb;

.field private final rng:Ljava/util/Random;

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


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 23
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 27
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/tuneup/visits/VisitProvider;->sessions:Ljava/util/Map;

    .line 28
    new-instance v0, Ljava/util/Random;

    invoke-direct {v0}, Ljava/util/Random;-><init>()V

    iput-object v0, p0, Lcom/tuneup/visits/VisitProvider;->rng:Ljava/util/Random;

    return-void
.end method


# virtual methods
.method bookSeries(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .registers 11

    .line 150
    const-string v0, "pianos"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    .line 151
    if-nez v0, :cond_have

    .line 152
    const-string v1, "INVALID_ARGUMENTS"

    const-string v2, "pianos missing"

    invoke-static {v1, v2}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 154
    :cond_have
    const-string v1, "weeks"

    const/4 v2, 0x4

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v1

    .line 156
    const/4 v2, 0x0

    :goto_outer
    invoke-virtual {v0}, Lorg/json/JSONArray;->length()I

    move-result v3

    if-ge v2, v3, :goto_done

    .line 157
    invoke-virtual {v0, v2}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v3

    .line 158
    const/4 v4, 0x0

    :goto_inner
    if-ge v4, v1, :goto_next_piano

    .line 159
    iget-object v5, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    invoke-virtual {v5, v3, v4}, Lcom/tuneup/visits/VisitDb;->taken(Ljava/lang/String;I)Z

    move-result v5

    if-eqz v5, :cond_free

    .line 160
    goto :goto_next_piano

    .line 162
    :cond_free
    iget-object v5, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    invoke-virtual {v5, v3, p3, v4}, Lcom/tuneup/visits/VisitDb;->addVisit(Ljava/lang/String;II)V

    .line 163
    invoke-static {p1}, Lcom/tuneup/core/Deadlines;->expired(Landroid/os/Bundle;)Z

    move-result v5

    if-eqz v5, :cond_more

    .line 164
    goto :goto_done

    .line 158
    :cond_more
    add-int/lit8 v4, v4, 0x1

    goto :goto_inner

    .line 156
    :goto_next_piano
    add-int/lit8 v2, v2, 0x1

    goto :goto_outer

    .line 168
    :goto_done
    const-string v2, "{\"series\":true}"

    invoke-static {v2}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method bookVisit(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 133
    const-string v0, "piano_id"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 134
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v1

    .line 135
    const-string v3, "quiet"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v3

    if-eqz v3, :cond_notify

    .line 136
    const-string v3, "TuneUp"

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    invoke-static {v4}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v4

    invoke-static {v3, v4}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 137
    const-string v3, "{\"booked\":false}"

    invoke-static {v3}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 140
    :cond_notify
    :try_start_0
    invoke-virtual {p0}, Lcom/tuneup/visits/VisitProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-virtual {v3}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v3

    const-string v4, "content://com.tuneup.visits/visits"

    invoke-static {v4}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v4

    const/4 v5, 0x0

    invoke-virtual {v3, v4, v5}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 142
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 144
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 145
    iget-object v4, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    const/4 v5, 0x0

    invoke-virtual {v4, v0, v3, v5}, Lcom/tuneup/visits/VisitDb;->addVisit(Ljava/lang/String;II)V

    .line 146
    const-string v4, "{\"booked\":true}"

    invoke-static {v4}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 142
    :catchall_0
    move-exception v3

    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 143
    throw v3
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 48
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 49
    invoke-virtual {p0, v0}, Lcom/tuneup/visits/VisitProvider;->trusted(I)Z

    move-result v1

    if-nez v1, :cond_trusted

    .line 50
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 52
    :cond_trusted
    if-eqz p3, :cond_noextras

    move-object v1, p3

    goto :goto_req

    :cond_noextras
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 53
    :goto_req
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_session

    .line 54
    iget-object v2, p0, Lcom/tuneup/visits/VisitProvider;->rng:Ljava/util/Random;

    invoke-virtual {v2}, Ljava/util/Random;->nextLong()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v2

    .line 55
    iget-object v3, p0, Lcom/tuneup/visits/VisitProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 56
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 57
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 58
    return-object v3

    .line 60
    :cond_session
    iget-object v2, p0, Lcom/tuneup/visits/VisitProvider;->sessions:Ljava/util/Map;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Integer;

    .line 61
    if-eqz v2, :cond_neg

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_list

    .line 62
    :cond_neg
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v3, v4}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 64
    :cond_list
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_exec

    .line 65
    const-string v3, "{\"revision\":\"visits-3\",\"tools\":[]}"

    invoke-static {v3}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 67
    :cond_exec
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_tool

    .line 68
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 70
    :cond_tool
    const-string v3, "tool_name"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 73
    :try_start_0
    new-instance v4, Lorg/json/JSONObject;

    const-string v5, "args"

    const-string v6, "{}"

    invoke-virtual {v1, v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-direct {v4, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 77
    const-string v5, "book_series"

    invoke-virtual {v5, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_deadline

    .line 78
    invoke-virtual {p0, v1, v4, v0}, Lcom/tuneup/visits/VisitProvider;->bookSeries(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 80
    :cond_deadline
    invoke-static {v1}, Lcom/tuneup/core/Deadlines;->expired(Landroid/os/Bundle;)Z

    move-result v5

    if-eqz v5, :cond_run

    .line 81
    const-string v5, "DEADLINE_EXCEEDED"

    const-string v6, "deadline passed"

    invoke-static {v5, v6}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 83
    :cond_run
    invoke-virtual {p0, v3, v4, v0}, Lcom/tuneup/visits/VisitProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;I)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 74
    :catch_0
    move-exception v4

    .line 75
    const-string v5, "INVALID_ARGUMENTS"

    const-string v6, "args are not a JSON object"

    invoke-static {v5, v6}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5
.end method

.method clearHistory(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9

    .line 107
    const-string v0, "piano_id"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 108
    iget-object v1, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    invoke-virtual {v1}, Lcom/tuneup/visits/VisitDb;->get()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "SELECT id FROM visits WHERE piano = ?"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v0, v3, v4

    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v1

    .line 109
    :try_start_0
    invoke-interface {v1}, Landroid/database/Cursor;->getCount()I

    move-result v2

    if-nez v2, :cond_nonempty

    .line 110
    const-string v2, "{\"cleared\":0}"

    invoke-static {v2}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 117
    if-eqz v1, :cond_ret0

    invoke-interface {v1}, Landroid/database/Cursor;->close()V

    .line 110
    :cond_ret0
    return-object v2

    .line 112
    :cond_nonempty
    :try_start_1
    const-string v2, "confirmed"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v2

    if-eqz v2, :cond_ask

    .line 113
    iget-object v2, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    invoke-virtual {v2}, Lcom/tuneup/visits/VisitDb;->get()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v2

    const-string v3, "visits"

    const-string v4, "piano = ?"

    const/4 v5, 0x1

    new-array v5, v5, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v0, v5, v6

    invoke-virtual {v2, v3, v4, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 114
    const-string v2, "{\"cleared\":1}"

    invoke-static {v2}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 117
    if-eqz v1, :cond_ret1

    invoke-interface {v1}, Landroid/database/Cursor;->close()V

    .line 114
    :cond_ret1
    return-object v2

    .line 116
    :cond_ask
    :try_start_2
    const-string v2, "{\"cleared\":0,\"ask_owner\":true}"

    invoke-static {v2}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 117
    if-eqz v1, :cond_ret2

    invoke-interface {v1}, Landroid/database/Cursor;->close()V

    .line 116
    :cond_ret2
    return-object v2

    .line 108
    :catchall_0
    move-exception v2

    if-eqz v1, :goto_rethrow

    :try_start_3
    invoke-interface {v1}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    goto :goto_rethrow

    :catchall_1
    move-exception v3

    invoke-virtual {v2, v3}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_rethrow
    throw v2
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 188
    const/4 v0, 0x0

    return v0
.end method

.method execute(Ljava/lang/String;Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .registers 7

    .line 87
    iget-object v0, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    invoke-virtual {v0}, Lcom/tuneup/visits/VisitDb;->open()V

    .line 89
    :try_start_0
    const-string v0, "clear_history"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_export

    .line 90
    invoke-virtual {p0, p2}, Lcom/tuneup/visits/VisitProvider;->clearHistory(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 102
    iget-object v1, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    invoke-virtual {v1}, Lcom/tuneup/visits/VisitDb;->release()V

    .line 90
    return-object v0

    .line 92
    :cond_export
    :try_start_1
    const-string v0, "export_log"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_book

    .line 93
    invoke-virtual {p0}, Lcom/tuneup/visits/VisitProvider;->exportLog()Landroid/os/Bundle;

    move-result-object v0
    :try_end_1
    .catch Ljava/lang/Exception; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 102
    iget-object v1, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    invoke-virtual {v1}, Lcom/tuneup/visits/VisitDb;->release()V

    .line 93
    return-object v0

    .line 95
    :cond_book
    :try_start_2
    const-string v0, "book_visit"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_unknown

    .line 96
    invoke-virtual {p0, p2}, Lcom/tuneup/visits/VisitProvider;->bookVisit(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0
    :try_end_2
    .catch Ljava/lang/Exception; {:try_start_2 .. :try_end_2} :catch_0
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 102
    iget-object v1, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    invoke-virtual {v1}, Lcom/tuneup/visits/VisitDb;->release()V

    .line 96
    return-object v0

    .line 98
    :cond_unknown
    :try_start_3
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "unknown tool"

    invoke-static {v0, v1}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0
    :try_end_3
    .catch Ljava/lang/Exception; {:try_start_3 .. :try_end_3} :catch_0
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    .line 102
    iget-object v1, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    invoke-virtual {v1}, Lcom/tuneup/visits/VisitDb;->release()V

    .line 98
    return-object v0

    .line 99
    :catch_0
    move-exception v0

    .line 100
    :try_start_4
    const-string v1, "INTERNAL_ERROR"

    invoke-virtual {v0}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/tuneup/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_0

    .line 102
    iget-object v2, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    invoke-virtual {v2}, Lcom/tuneup/visits/VisitDb;->release()V

    .line 100
    return-object v1

    .line 102
    :catchall_0
    move-exception v0

    iget-object v1, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    invoke-virtual {v1}, Lcom/tuneup/visits/VisitDb;->release()V

    .line 103
    throw v0
.end method

.method exportLog()Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 121
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/tuneup/visits/VisitProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "visits.csv"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 122
    iget-object v1, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    invoke-virtual {v1}, Lcom/tuneup/visits/VisitDb;->get()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "SELECT id, piano, week FROM visits"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v1

    .line 123
    :try_start_0
    const/high16 v2, 0x38000000

    invoke-static {v0, v2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    .line 125
    invoke-static {}, Lcom/tuneup/core/Replies;->file()Landroid/os/Bundle;

    move-result-object v3

    .line 126
    const-string v4, "rows"

    invoke-interface {v1}, Landroid/database/Cursor;->getCount()I

    move-result v5

    invoke-virtual {v3, v4, v5}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 127
    const-string v4, "result_fd"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 129
    if-eqz v1, :cond_ret

    invoke-interface {v1}, Landroid/database/Cursor;->close()V

    .line 128
    :cond_ret
    return-object v3

    .line 122
    :catchall_0
    move-exception v2

    if-eqz v1, :goto_rethrow

    :try_start_1
    invoke-interface {v1}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    goto :goto_rethrow

    :catchall_1
    move-exception v3

    invoke-virtual {v2, v3}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_rethrow
    throw v2
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 178
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 183
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 33
    new-instance v0, Lcom/tuneup/visits/VisitDb;

    invoke-virtual {p0}, Lcom/tuneup/visits/VisitProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/tuneup/visits/VisitDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/tuneup/visits/VisitProvider;->db:Lcom/tuneup/visits/VisitDb;

    .line 34
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 173
    const/4 v0, 0x0

    return-object v0
.end method

.method trusted(I)Z
    .registers 6

    .line 38
    invoke-virtual {p0}, Lcom/tuneup/visits/VisitProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 39
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 40
    if-nez v1, :cond_have

    .line 41
    const/4 v2, 0x0

    return v2

    .line 43
    :cond_have
    const/4 v2, 0x0

    aget-object v2, v1, v2

    invoke-virtual {p0}, Lcom/tuneup/visits/VisitProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-virtual {v3}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v2, v3}, Landroid/content/pm/PackageManager;->checkSignatures(Ljava/lang/String;Ljava/lang/String;)I

    move-result v2

    if-nez v2, :cond_no

    const/4 v2, 0x1

    goto :goto_ret

    :cond_no
    const/4 v2, 0x0

    :goto_ret
    return v2
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 193
    const/4 v0, 0x0

    return v0
.end method

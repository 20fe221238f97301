.class public Lcom/lendshed/shed/ShedProvider;
.super Landroid/content/ContentProvider;
.source "ShedProvider.java"

.field static final MEMBERS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field static final TAG:Ljava/lang/String; = "LendShed"

.field private final lock:Ljava/lang/Object;

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

.field private seq:J

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

.method static constructor <clinit>()V
    .registers 4
    .line 33
    new-instance v0, Ljava/util/HashSet;
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    const-string v3, "org.lendshed.assistant"
    aput-object v3, v1, v2
    const/4 v2, 0x1
    const-string v3, "com.lendshed"
    aput-object v3, v1, v2
    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V
    sput-object v0, Lcom/lendshed/shed/ShedProvider;->MEMBERS:Ljava/util/Set;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 31
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 35
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/lendshed/shed/ShedProvider;->sessions:Ljava/util/Map;
    .line 36
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/lendshed/shed/ShedProvider;->pending:Ljava/util/Map;
    .line 37
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput-object v0, p0, Lcom/lendshed/shed/ShedProvider;->lock:Ljava/lang/Object;
    return-void
.end method

.method static synthetic lambda$browse$0(Ljava/lang/String;)Z
    .registers 2
    .line 106
    invoke-virtual {p0}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-nez v0, :cond_empty
    const/4 v0, 0x1
    goto :goto_ret
    :cond_empty
    const/4 v0, 0x0
    :goto_ret
    return v0
.end method

.method static synthetic lambda$manual$1(Landroid/os/ParcelFileDescriptor;I)V
    .registers 2
    .line 153
    invoke-static {p0, p1}, Lcom/lendshed/shed/ShedProvider;->writeManual(Landroid/os/ParcelFileDescriptor;I)V
    return-void
.end method

.method static writeManual(Landroid/os/ParcelFileDescriptor;I)V
    .registers 6
    .line 161
    :try_start_0
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    invoke-direct {v0, p0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    .line 162
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Bench manual for member "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "\n"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->getBytes()[B
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/OutputStream;->write([B)V
    .line 163
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_end
    .line 164
    :catch_0
    move-exception v0
    .line 165
    const-string v1, "LendShed"
    const-string v2, "manual write failed"
    invoke-static {v1, v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 167
    :goto_end
    return-void
.end method

# virtual methods
.method benchScreen(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 9
    .line 141
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/lendshed/shed/ShedProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/lendshed/ui/LendConfirmActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 142
    const-string v1, "bench"
    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 143
    const/4 v1, -0x1
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_index
    :sswitch_power
    const-string v2, "power_tool"
    invoke-virtual {p2, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :goto_index
    const/4 v1, 0x0
    :goto_index
    packed-switch v1, :pswitch_data_0
    .line 145
    const/high16 v1, 0xc000000
    goto :goto_flags
    .line 144
    :pswitch_0
    const/high16 v1, 0x8000000
    .line 147
    :goto_flags
    invoke-virtual {p0}, Lcom/lendshed/shed/ShedProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const/4 v3, 0x1
    invoke-static {v2, v3, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    return-object v2

    :sswitch_data_0
    .sparse-switch
        0x1a487492 -> :sswitch_power
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method

.method browse(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    .line 98
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    .line 99
    invoke-virtual {p0}, Lcom/lendshed/shed/ShedProvider;->open()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    .line 100
    :try_start_0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT name FROM items WHERE shelf = '"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, "'"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_db
    .line 101
    :goto_loop
    :try_start_1
    invoke-interface {v2}, Landroid/database/Cursor;->moveToNext()Z
    move-result v3
    if-eqz v3, :cond_done
    .line 102
    const/4 v3, 0x0
    invoke-interface {v2, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_cursor
    goto :goto_loop
    .line 104
    :cond_done
    if-eqz v2, :cond_close_db
    :try_start_2
    invoke-interface {v2}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_db
    :cond_close_db
    if-eqz v1, :cond_stream
    invoke-virtual {v1}, Landroid/database/sqlite/SQLiteDatabase;->close()V
    .line 105
    :cond_stream
    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;
    move-result-object v1
    .line 106
    sget-object v2, Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda1;
    invoke-interface {v1, v2}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;
    move-result-object v1
    .line 107
    sget-object v2, Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda2;
    invoke-interface {v1, v2}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;
    move-result-object v1
    .line 108
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;
    move-result-object v2
    invoke-interface {v1, v2}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/List;
    .line 109
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2, v1}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v2}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2

    .line 99
    :catchall_cursor
    move-exception v3
    if-eqz v2, :cond_rethrow_cursor
    :try_start_3
    invoke-interface {v2}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_cursor_close
    goto :cond_rethrow_cursor
    :catchall_cursor_close
    move-exception v4
    :try_start_4
    invoke-virtual {v3, v4}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :cond_rethrow_cursor
    throw v3
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_db

    :catchall_db
    move-exception v5
    if-eqz v1, :cond_rethrow_db
    :try_start_5
    invoke-virtual {v1}, Landroid/database/sqlite/SQLiteDatabase;->close()V
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_db_close
    goto :cond_rethrow_db
    :catchall_db_close
    move-exception v6
    invoke-virtual {v5, v6}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :cond_rethrow_db
    throw v5
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 56
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 57
    invoke-virtual {p0, v0}, Lcom/lendshed/shed/ShedProvider;->trusted(I)Z
    move-result v1
    if-nez v1, :cond_trusted
    .line 58
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "caller not allowed"
    invoke-static {v1, v2}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    .line 60
    :cond_trusted
    if-eqz p3, :cond_fresh
    move-object v1, p3
    goto :goto_req
    :cond_fresh
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 61
    :goto_req
    const-string v2, "negotiate"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_session
    .line 62
    invoke-virtual {p0}, Lcom/lendshed/shed/ShedProvider;->newSession()Ljava/lang/String;
    move-result-object v2
    .line 63
    iget-object v3, p0, Lcom/lendshed/shed/ShedProvider;->sessions:Ljava/util/Map;
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 64
    const-string v3, "{\"selected_version\":2}"
    invoke-static {v3}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    .line 65
    const-string v4, "session_token"
    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 66
    return-object v3
    .line 68
    :cond_session
    iget-object v2, p0, Lcom/lendshed/shed/ShedProvider;->sessions:Ljava/util/Map;
    const-string v3, "session_token"
    const-string v4, ""
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/Integer;
    .line 69
    if-eqz v2, :cond_nosession
    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I
    move-result v3
    if-eq v3, v0, :cond_list
    .line 70
    :cond_nosession
    const-string v2, "NEGOTIATION_REQUIRED"
    const-string v3, "negotiate first"
    invoke-static {v2, v3}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 72
    :cond_list
    const-string v2, "list_tools"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_deadline
    .line 73
    const-string v2, "{\"revision\":\"shed-5\",\"tools\":[]}"
    invoke-static {v2}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 75
    :cond_deadline
    const-string v2, "deadline_at_ms"
    const-wide/16 v3, 0x0
    invoke-virtual {v1, v2, v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    cmp-long v2, v2, v4
    if-gtz v2, :cond_identity
    .line 76
    const-string v2, "DEADLINE_EXCEEDED"
    const-string v3, "deadline passed"
    invoke-static {v2, v3}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 78
    :cond_identity
    invoke-virtual {p0}, Lcom/lendshed/shed/ShedProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v6
    .line 79
    const-string v2, "calling_package"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v2
    instance-of v3, v2, Ljava/lang/String;
    if-eqz v3, :cond_try
    check-cast v2, Ljava/lang/String;
    invoke-virtual {v2}, Ljava/lang/String;->isEmpty()Z
    move-result v3
    if-nez v3, :cond_try
    .line 80
    move-object v6, v2
    .line 83
    :cond_try
    :try_start_0
    new-instance v7, Lorg/json/JSONObject;
    const-string v2, "args"
    const-string v3, "{}"
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v7, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 84
    const-string v2, "tool_name"
    const-string v3, ""
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    .line 85
    const/4 v4, -0x1
    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I
    move-result v5
    sparse-switch v5, :sswitch_data_0
    goto :goto_index
    :sswitch_browse
    const-string v5, "browse_shelf"
    invoke-virtual {v8, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :goto_index
    const/4 v4, 0x0
    goto :goto_index
    :sswitch_reserve
    const-string v5, "reserve_bench"
    invoke-virtual {v8, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :goto_index
    const/4 v4, 0x1
    goto :goto_index
    :sswitch_manual
    const-string v5, "bench_manual"
    invoke-virtual {v8, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :goto_index
    const/4 v4, 0x2
    :goto_index
    packed-switch v4, :pswitch_data_0
    .line 89
    const-string v2, "TOOL_NOT_FOUND"
    const-string v3, "unknown tool"
    invoke-static {v2, v3}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    goto :goto_ret
    .line 86
    :pswitch_0
    const-string v2, "shelf"
    invoke-virtual {v7, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p0, v2}, Lcom/lendshed/shed/ShedProvider;->browse(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    goto :goto_ret
    .line 87
    :pswitch_1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p0, v7, v0, v6, v2}, Lcom/lendshed/shed/ShedProvider;->reserve(Lorg/json/JSONObject;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    goto :goto_ret
    .line 88
    :pswitch_2
    invoke-virtual {p0, v0}, Lcom/lendshed/shed/ShedProvider;->manual(I)Landroid/os/Bundle;
    move-result-object v2
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    .line 85
    :goto_ret
    return-object v2
    .line 91
    :catch_0
    move-exception v2
    .line 92
    const-string v3, "LendShed"
    const-string v4, "tool failed"
    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 93
    const-string v3, "INTERNAL_ERROR"
    const-string v4, "the tool could not run"
    invoke-static {v3, v4}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3

    :sswitch_data_0
    .sparse-switch
        -0x6d49834b -> :sswitch_manual
        -0xe107b13 -> :sswitch_reserve
        0x491ed835 -> :sswitch_browse
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 186
    const/4 v0, 0x0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 176
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 181
    const/4 v0, 0x0
    return-object v0
.end method

.method manual(I)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
    .line 151
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 152
    const/4 v1, 0x1
    aget-object v1, v0, v1
    .line 153
    new-instance v2, Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda3;
    invoke-direct {v2, v1, p1}, Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda3;-><init>(Landroid/os/ParcelFileDescriptor;I)V
    invoke-static {v2}, Ljava/util/concurrent/CompletableFuture;->runAsync(Ljava/lang/Runnable;)Ljava/util/concurrent/CompletableFuture;
    .line 154
    invoke-static {}, Lcom/lendshed/core/Replies;->file()Landroid/os/Bundle;
    move-result-object v2
    .line 155
    const-string v3, "result_fd"
    const/4 v4, 0x0
    aget-object v4, v0, v4
    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 156
    return-object v2
.end method

.method newResumeToken()Ljava/lang/String;
    .registers 6
    .line 133
    iget-object v0, p0, Lcom/lendshed/shed/ShedProvider;->lock:Ljava/lang/Object;
    monitor-enter v0
    .line 134
    :try_start_0
    iget-wide v1, p0, Lcom/lendshed/shed/ShedProvider;->seq:J
    const-wide/16 v3, 0x1
    add-long/2addr v1, v3
    iput-wide v1, p0, Lcom/lendshed/shed/ShedProvider;->seq:J
    .line 135
    iget-wide v1, p0, Lcom/lendshed/shed/ShedProvider;->seq:J
    .line 136
    monitor-exit v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 137
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "rt-"
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
    .line 136
    :catchall_0
    move-exception v1
    :try_start_1
    monitor-exit v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    throw v1
.end method

.method newSession()Ljava/lang/String;
    .registers 2
    .line 128
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 42
    const/4 v0, 0x1
    return v0
.end method

.method open()Landroid/database/sqlite/SQLiteDatabase;
    .registers 5
    .line 46
    invoke-virtual {p0}, Lcom/lendshed/shed/ShedProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "shed.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 171
    const/4 v0, 0x0
    return-object v0
.end method

.method reserve(Lorg/json/JSONObject;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 113
    const-string v0, "bench"
    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 114
    const-string v1, "confirmed"
    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :cond_resume
    .line 115
    const-string v1, "LendShed"
    const-string v2, "agent says confirmed; asking the member anyway"
    invoke-static {v1, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 117
    :cond_resume
    if-eqz p4, :cond_null
    iget-object v1, p0, Lcom/lendshed/shed/ShedProvider;->pending:Ljava/util/Map;
    invoke-interface {v1, p4}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/Integer;
    goto :goto_who
    :cond_null
    const/4 v1, 0x0
    .line 118
    :goto_who
    if-eqz v1, :cond_ask
    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I
    move-result v2
    if-eq v2, p2, :cond_insert
    .line 119
    :cond_ask
    invoke-virtual {p0}, Lcom/lendshed/shed/ShedProvider;->newResumeToken()Ljava/lang/String;
    move-result-object v2
    .line 120
    iget-object v3, p0, Lcom/lendshed/shed/ShedProvider;->pending:Ljava/util/Map;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 121
    const-string v3, "kind"
    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {p0, v0, v3}, Lcom/lendshed/shed/ShedProvider;->benchScreen(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v3
    invoke-static {v3, v2}, Lcom/lendshed/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    .line 123
    :cond_insert
    invoke-virtual {p0}, Lcom/lendshed/shed/ShedProvider;->open()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    const-string v3, "INSERT INTO reservations(bench, owner) VALUES (?, ?)"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/Object;
    const/4 v5, 0x0
    aput-object v0, v4, v5
    const/4 v5, 0x1
    aput-object p3, v4, v5
    invoke-virtual {v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 124
    const-string v2, "{\"reserved\":true}"
    invoke-static {v2}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method

.method trusted(I)Z
    .registers 6
    .line 50
    invoke-virtual {p0}, Lcom/lendshed/shed/ShedProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 51
    if-eqz v0, :cond_no
    array-length v1, v0
    if-lez v1, :cond_no
    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v1
    sget-object v2, Lcom/lendshed/shed/ShedProvider;->MEMBERS:Ljava/util/Set;
    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v3, Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda0;
    invoke-direct {v3, v2}, Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda0;-><init>(Ljava/util/Set;)V
    invoke-interface {v1, v3}, Ljava/util/stream/Stream;->allMatch(Ljava/util/function/Predicate;)Z
    move-result v1
    if-eqz v1, :cond_no
    const/4 v1, 0x1
    goto :goto_ret
    :cond_no
    const/4 v1, 0x0
    :goto_ret
    return v1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 191
    const/4 v0, 0x0
    return v0
.end method

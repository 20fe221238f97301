.class final Lcom/lumenhall/hub/scenes/OutcomeJournal;
.super Ljava/lang/Object;
.source "OutcomeJournal.java"

# interfaces
.implements Lcom/lumenhall/hub/cetp/Outcomes;


# static fields
.field private static final TAG:Ljava/lang/String; = "LumenhallScenes"

.field private static final WINDOW_MS:J = 0x5265c00L


# instance fields
.field private final db:Lcom/lumenhall/hub/data/HubDb;

.field private final finished:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation
.end field

.field private final running:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lcom/lumenhall/hub/data/HubDb;)V
    .registers 3

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lumenhall/hub/scenes/OutcomeJournal;->finished:Ljava/util/Map;

    .line 26
    invoke-static {}, Ljava/util/concurrent/ConcurrentHashMap;->newKeySet()Ljava/util/concurrent/ConcurrentHashMap$KeySetView;

    move-result-object v0

    iput-object v0, p0, Lcom/lumenhall/hub/scenes/OutcomeJournal;->running:Ljava/util/Set;

    .line 29
    iput-object p1, p0, Lcom/lumenhall/hub/scenes/OutcomeJournal;->db:Lcom/lumenhall/hub/data/HubDb;

    .line 30
    return-void
.end method

.method private stored(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 11

    .line 67
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/OutcomeJournal;->db:Lcom/lumenhall/hub/data/HubDb;

    invoke-virtual {v0}, Lcom/lumenhall/hub/data/HubDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v2, v4

    const-string v1, "SELECT tool, digest, data, at FROM outcomes WHERE key = ?"

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v5

    .line 70
    :try_start_0
    invoke-interface {v5}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-nez v0, :cond_0

    .line 71
    const/4 v6, 0x0

    .line 82
    invoke-interface {v5}, Landroid/database/Cursor;->close()V

    .line 71
    return-object v6

    .line 73
    :cond_0
    :try_start_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 74
    const/4 v3, 0x0

    invoke-interface {v5, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 75
    const/4 v3, 0x1

    invoke-interface {v5, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "digest"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 76
    const/4 v3, 0x2

    invoke-interface {v5, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 77
    const/4 v3, 0x3

    invoke-interface {v5, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "at"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v6

    .line 82
    invoke-interface {v5}, Landroid/database/Cursor;->close()V

    .line 73
    return-object v6

    :catch_0
    move-exception v6

    .line 79
    :try_start_2
    const-string v0, "LumenhallScenes"

    const-string v1, "unreadable outcome"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 80
    const/4 v7, 0x0

    .line 82
    invoke-interface {v5}, Landroid/database/Cursor;->close()V

    .line 80
    return-object v7

    :catchall_0
    move-exception v8

    .line 82
    invoke-interface {v5}, Landroid/database/Cursor;->close()V

    .line 83
    throw v8
.end method


# virtual methods
.method public claim(Ljava/lang/String;)Z
    .registers 3

    .line 88
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/OutcomeJournal;->running:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public onEvent(Lcom/lumenhall/hub/bus/Events$MutationFinished;)V
    .registers 11

    .line 34
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    .line 35
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 36
    iget-object v2, p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;->key:Ljava/lang/String;

    const-string v1, "key"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    iget-object v2, p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;->tool:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 38
    iget-object v2, p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;->argsDigest:Ljava/lang/String;

    const-string v1, "digest"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    iget-object v2, p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;->data:Ljava/lang/String;

    const-string v1, "data"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    invoke-static {v5, v6}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 41
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/OutcomeJournal;->db:Lcom/lumenhall/hub/data/HubDb;

    invoke-virtual {v0}, Lcom/lumenhall/hub/data/HubDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "outcomes"

    const/4 v2, 0x0

    const/4 v4, 0x4

    invoke-virtual {v0, v1, v2, v7, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    .line 43
    :try_start_0
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/OutcomeJournal;->finished:Ljava/util/Map;

    iget-object v1, p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;->key:Ljava/lang/String;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;->tool:Ljava/lang/String;

    .line 44
    const-string v3, "tool"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;->argsDigest:Ljava/lang/String;

    .line 45
    const-string v3, "digest"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;->data:Ljava/lang/String;

    .line 46
    const-string v3, "data"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 47
    const-string v3, "at"

    invoke-virtual {v2, v3, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    .line 43
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 50
    goto :goto_0

    :catch_0
    move-exception v8

    .line 49
    const-string v0, "LumenhallScenes"

    const-string v1, "outcome not cached"

    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 51
    :goto_0
    return-void
.end method

.method public bridge synthetic onEvent(Ljava/lang/Object;)V
    .registers 2

    .line 20
    check-cast p1, Lcom/lumenhall/hub/bus/Events$MutationFinished;

    invoke-virtual {p0, p1}, Lcom/lumenhall/hub/scenes/OutcomeJournal;->onEvent(Lcom/lumenhall/hub/bus/Events$MutationFinished;)V

    return-void
.end method

.method public recall(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 9

    .line 55
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/OutcomeJournal;->finished:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v6, v0

    .line 56
    if-nez v6, :cond_0

    .line 57
    invoke-direct {p0, p1}, Lcom/lumenhall/hub/scenes/OutcomeJournal;->stored(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v6

    .line 59
    :cond_0
    if-eqz v6, :cond_1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-string v3, "at"

    const-wide/16 v4, 0x0

    invoke-virtual {v6, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v2

    sub-long/2addr v0, v2

    const-wide/32 v2, 0x5265c00

    cmp-long v0, v0, v2

    if-lez v0, :cond_1

    .line 60
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/OutcomeJournal;->finished:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 61
    const/4 v0, 0x0

    return-object v0

    .line 63
    :cond_1
    return-object v6
.end method

.method public release(Ljava/lang/String;)V
    .registers 3

    .line 93
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/OutcomeJournal;->running:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 94
    return-void
.end method

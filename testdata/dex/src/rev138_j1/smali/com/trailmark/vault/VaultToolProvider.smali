.class public final Lcom/trailmark/vault/VaultToolProvider;
.super Landroid/content/ContentProvider;
.source "VaultToolProvider.java"


# static fields
.field static final FETCH:Ljava/lang/String; = "fetch_snapshot"

.field private static final FETCH_OUT:Ljava/lang/String; = "{\"type\":\"string\",\"contentMediaType\":\"application/zip\"}"

.field static final LIST:Ljava/lang/String; = "list_snapshots"

.field private static final LIST_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

.field private static final LIST_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"snapshots\":{\"type\":\"array\"}},\"required\":[\"snapshots\"]}"

.field private static final NAME:Ljava/lang/String; = "Trailmark Vault"

.field static final PROVIDER_ID:Ljava/lang/String; = "com.trailmark.vault"

.field static final RESTORE:Ljava/lang/String; = "restore_snapshot"

.field private static final RESTORE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"restored\":{\"type\":\"boolean\"},\"trips\":{\"type\":\"integer\"}},\"required\":[\"restored\"]}"

.field private static final SNAPSHOT_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false}"

.field private static final TAG:Ljava/lang/String; = "VaultTools"

.field static final TAKE:Ljava/lang/String; = "take_snapshot"

.field private static final TAKE_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},\"required\":[\"label\"],\"additionalProperties\":false}"

.field private static final TAKE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\"},\"trips\":{\"type\":\"integer\"},\"size_bytes\":{\"type\":\"integer\"}},\"required\":[\"snapshot_id\"]}"


# instance fields
.field private audit:Lcom/trailmark/io/AccessLog;

.field private gate:Lcom/trailmark/cetp/Gate;

.field private ledger:Lcom/trailmark/data/Outcomes;

.field private final recent:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/trailmark/cetp/Replies$Outcome;",
            ">;"
        }
    .end annotation
.end field

.field private sessions:Lcom/trailmark/cetp/Sessions;

.field private snapshotDir:Ljava/io/File;

.field private snapshots:Lcom/trailmark/data/SnapshotDao;

.field private tickets:Lcom/trailmark/cetp/Tickets;

.field private trips:Lcom/trailmark/data/TripDao;

.field private zipper:Lcom/trailmark/io/TripZip;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 47
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 83
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private askUser(Lcom/trailmark/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 278
    :try_start_0
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->tickets:Lcom/trailmark/cetp/Tickets;

    invoke-virtual {v0, p1, p2}, Lcom/trailmark/cetp/Tickets;->open(Lcom/trailmark/cetp/Call;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 279
    invoke-virtual {p0}, Lcom/trailmark/vault/VaultToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {p1}, Lcom/trailmark/cetp/Tickets;->nameOf(Lcom/trailmark/cetp/Call;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/trailmark/ui/ConfirmActivity;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-static {p1, v1, v4}, Lcom/trailmark/cetp/Replies;->confirm(Lcom/trailmark/cetp/Call;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 281
    const-string v0, "VaultTools"

    const-string v1, "ticket not written"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 282
    iget-object v0, p1, Lcom/trailmark/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The confirmation could not be prepared"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private earlier(Lcom/trailmark/cetp/Call;)Lcom/trailmark/cetp/Replies$Outcome;
    .registers 5

    .line 228
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p1}, Lcom/trailmark/cetp/Call;->key()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/trailmark/cetp/Replies$Outcome;

    move-object v2, v0

    .line 229
    if-nez v2, :cond_0

    .line 230
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->ledger:Lcom/trailmark/data/Outcomes;

    invoke-virtual {v0, p1}, Lcom/trailmark/data/Outcomes;->find(Lcom/trailmark/cetp/Call;)Lcom/trailmark/cetp/Replies$Outcome;

    move-result-object v2

    .line 231
    if-eqz v2, :cond_0

    .line 232
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p1}, Lcom/trailmark/cetp/Call;->key()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 235
    :cond_0
    return-object v2
.end method

.method private executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 24
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 167
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/trailmark/vault/VaultToolProvider;->sessions:Lcom/trailmark/cetp/Sessions;

    move-object/from16 v1, p2

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p1

    invoke-virtual {v0, v1, v2}, Lcom/trailmark/cetp/Sessions;->lookup(Ljava/lang/String;I)I

    move-result v10

    .line 168
    move-object/from16 v0, p2

    invoke-static {v0, v10}, Lcom/trailmark/cetp/Sessions;->refuse(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v11

    .line 169
    if-eqz v11, :cond_0

    .line 170
    return-object v11

    .line 172
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 173
    move-object/from16 v0, p2

    const-string v1, "tool_name"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 174
    const-string v0, "take_snapshot"

    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const-string v0, "restore_snapshot"

    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    move v14, v0

    .line 175
    if-nez v14, :cond_3

    const-string v0, "list_snapshots"

    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const-string v0, "fetch_snapshot"

    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 176
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 178
    :cond_3
    move-object/from16 v0, p2

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 179
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v15, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_4

    .line 180
    const-string v1, "INVALID_ARGS"

    const-string v2, "args exceed max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 184
    :cond_4
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v15}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v16, v0

    .line 187
    goto :goto_1

    :catch_0
    move-exception v17

    .line 186
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 188
    :goto_1
    new-instance v0, Lcom/trailmark/cetp/Call;

    move-object/from16 v8, p2

    const-string v9, "resume_token"

    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    and-int/lit8 v9, v10, 0x1

    move-object v1, v0

    move/from16 v2, p1

    const-string v3, "com.trailmark.vault"

    move-object v4, v12

    move-object v5, v13

    move-object v6, v15

    move-object/from16 v7, v16

    if-eqz v9, :cond_5

    const/4 v9, 0x1

    goto :goto_2

    :cond_5
    const/4 v9, 0x0

    :goto_2
    invoke-direct/range {v1 .. v9}, Lcom/trailmark/cetp/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Z)V

    move-object/from16 v17, v0

    .line 190
    if-eqz v14, :cond_6

    .line 191
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    invoke-direct {v0, v1}, Lcom/trailmark/vault/VaultToolProvider;->earlier(Lcom/trailmark/cetp/Call;)Lcom/trailmark/cetp/Replies$Outcome;

    move-result-object v18

    .line 192
    if-eqz v18, :cond_6

    .line 193
    move-object/from16 v0, v18

    move-object/from16 v1, v17

    invoke-virtual {v0, v1}, Lcom/trailmark/cetp/Replies$Outcome;->replay(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 196
    :cond_6
    move-object/from16 v0, v17

    iget-object v0, v0, Lcom/trailmark/cetp/Call;->resumeToken:Ljava/lang/String;

    if-eqz v0, :cond_7

    .line 197
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    invoke-direct {v0, v1}, Lcom/trailmark/vault/VaultToolProvider;->resume(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;

    move-result-object v18

    .line 198
    if-eqz v18, :cond_7

    .line 199
    return-object v18

    .line 204
    :cond_7
    move-object/from16 v19, v13

    const/16 v20, -0x1

    move-object/from16 v0, v19

    :try_start_1
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_3

    :sswitch_0
    move-object/from16 v0, v19

    const-string v1, "list_snapshots"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    const/16 v20, 0x0

    goto :goto_3

    :sswitch_1
    move-object/from16 v0, v19

    const-string v1, "fetch_snapshot"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    const/16 v20, 0x1

    goto :goto_3

    :sswitch_2
    move-object/from16 v0, v19

    const-string v1, "take_snapshot"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    const/16 v20, 0x2

    :cond_8
    :goto_3
    packed-switch v20, :pswitch_data_0

    goto :goto_4

    .line 206
    :pswitch_0
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    move-object/from16 v2, p2

    invoke-direct {v0, v1, v2}, Lcom/trailmark/vault/VaultToolProvider;->list(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v18

    .line 207
    goto :goto_5

    .line 209
    :pswitch_1
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    move-object/from16 v2, p2

    invoke-direct {v0, v1, v2}, Lcom/trailmark/vault/VaultToolProvider;->fetch(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v18

    .line 210
    goto :goto_5

    .line 212
    :pswitch_2
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    invoke-direct {v0, v1}, Lcom/trailmark/vault/VaultToolProvider;->take(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;

    move-result-object v18

    .line 213
    goto :goto_5

    .line 215
    :goto_4
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    move-object/from16 v2, p2

    invoke-direct {v0, v1, v2}, Lcom/trailmark/vault/VaultToolProvider;->restore(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Landroid/os/Bundle;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_1

    move-result-object v18

    .line 220
    :goto_5
    goto :goto_6

    :catch_1
    move-exception v19

    .line 219
    move-object/from16 v0, v17

    const-string v1, "INVALID_ARGS"

    const-string v2, "args do not match the input schema"

    invoke-static {v0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v18

    .line 221
    :goto_6
    if-eqz v14, :cond_9

    move-object/from16 v1, v18

    const-string v2, "error_code"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "USER_ACTION_REQUIRED"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    .line 222
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    move-object/from16 v2, v18

    invoke-direct {v0, v1, v2}, Lcom/trailmark/vault/VaultToolProvider;->remember(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)V

    .line 224
    :cond_9
    return-object v18

    :sswitch_data_0
    .sparse-switch
        -0x4f610584 -> :sswitch_2
        -0x40a21f32 -> :sswitch_0
        0x7d35f1a9 -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private fetch(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 306
    move-object/from16 v0, p1

    move-object/from16 v1, p2

    invoke-static {v0, v1}, Lcom/trailmark/vault/VaultToolProvider;->late(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v7

    .line 307
    if-eqz v7, :cond_0

    .line 308
    return-object v7

    .line 310
    :cond_0
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/trailmark/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "snapshot_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v8

    .line 311
    move-object/from16 v0, p1

    iget-boolean v0, v0, Lcom/trailmark/cetp/Call;->fileResults:Z

    if-nez v0, :cond_1

    .line 312
    move-object/from16 v0, p1

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Snapshots are sent as files: negotiate large_results"

    invoke-static {v0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 314
    :cond_1
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->snapshots:Lcom/trailmark/data/SnapshotDao;

    invoke-virtual {v0, v8, v9}, Lcom/trailmark/data/SnapshotDao;->get(J)Lcom/trailmark/data/SnapshotDao$Snapshot;

    move-result-object v10

    .line 315
    if-nez v10, :cond_2

    .line 316
    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such snapshot"

    invoke-static {v0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 318
    :cond_2
    new-instance v11, Ljava/io/File;

    iget-object v2, p0, Lcom/trailmark/vault/VaultToolProvider;->snapshotDir:Ljava/io/File;

    iget-object v3, v10, Lcom/trailmark/data/SnapshotDao$Snapshot;->file:Ljava/lang/String;

    invoke-direct {v11, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 319
    iget-object v12, p0, Lcom/trailmark/vault/VaultToolProvider;->audit:Lcom/trailmark/io/AccessLog;

    .line 320
    move-object/from16 v0, p1

    iget-object v13, v0, Lcom/trailmark/cetp/Call;->requestId:Ljava/lang/String;

    .line 322
    :try_start_0
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "snapshot-"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lcom/trailmark/vault/VaultToolProvider$$ExternalSyntheticLambda0;

    move-object v2, v11

    move-object v3, v12

    move-object v4, v13

    move-wide v5, v8

    invoke-direct/range {v1 .. v6}, Lcom/trailmark/vault/VaultToolProvider$$ExternalSyntheticLambda0;-><init>(Ljava/io/File;Lcom/trailmark/io/AccessLog;Ljava/lang/String;J)V

    invoke-static {v0, v1}, Lcom/trailmark/io/Pump;->start(Ljava/lang/String;Lcom/trailmark/io/Pump$Producer;)Lcom/trailmark/io/Pump$Handle;

    move-result-object v14

    .line 326
    iget-wide v2, v10, Lcom/trailmark/data/SnapshotDao$Snapshot;->sizeBytes:J

    iget-object v4, v10, Lcom/trailmark/data/SnapshotDao$Snapshot;->sha256:Ljava/lang/String;

    invoke-virtual {v14}, Lcom/trailmark/io/Pump$Handle;->input()Landroid/os/ParcelFileDescriptor;

    move-result-object v5

    move-object/from16 v0, p1

    const-string v1, "application/zip"

    invoke-static/range {v0 .. v5}, Lcom/trailmark/cetp/Replies;->file(Lcom/trailmark/cetp/Call;Ljava/lang/String;JLjava/lang/String;Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v14

    .line 328
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "no pipe for snapshot "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "VaultTools"

    invoke-static {v0, v1, v14}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 329
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/trailmark/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v14}, Lcom/trailmark/io/IoErrors;->sentence(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$fetch$0(Ljava/io/File;Lcom/trailmark/io/AccessLog;Ljava/lang/String;JLjava/io/OutputStream;)V
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 323
    invoke-static {p0, p5}, Lcom/trailmark/io/Copy;->send(Ljava/io/File;Ljava/io/OutputStream;)J

    move-result-wide v4

    .line 324
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "sent "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " bytes of snapshot "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p3, p4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "fetch_snapshot"

    invoke-virtual {p1, v0, v1, p2, v2}, Lcom/trailmark/io/AccessLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 325
    return-void
.end method

.method private static late(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 269
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p1, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v4

    .line 270
    const-wide/16 v2, 0x0

    cmp-long v0, v4, v2

    if-lez v0, :cond_0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v4

    if-gez v0, :cond_0

    .line 271
    const/4 v0, 0x0

    return-object v0

    .line 273
    :cond_0
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    invoke-static {p0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private list(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 289
    invoke-static {p1, p2}, Lcom/trailmark/vault/VaultToolProvider;->late(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v3

    .line 290
    if-eqz v3, :cond_0

    .line 291
    return-object v3

    .line 293
    :cond_0
    iget-object v0, p1, Lcom/trailmark/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "label"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, p1, Lcom/trailmark/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "label"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move-object v4, v0

    .line 294
    iget-object v0, p1, Lcom/trailmark/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v5

    .line 295
    const/4 v1, 0x1

    if-lt v5, v1, :cond_2

    const/16 v1, 0x64

    if-le v5, v1, :cond_3

    .line 296
    :cond_2
    const-string v1, "INVALID_ARGS"

    const-string v2, "limit must be between 1 and 100"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 298
    :cond_3
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    .line 299
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->snapshots:Lcom/trailmark/data/SnapshotDao;

    invoke-virtual {v0, v4, v5}, Lcom/trailmark/data/SnapshotDao;->list(Ljava/lang/String;I)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_1
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/trailmark/data/SnapshotDao$Snapshot;

    move-object v8, v0

    .line 300
    invoke-virtual {v8}, Lcom/trailmark/data/SnapshotDao$Snapshot;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 301
    goto :goto_1

    .line 302
    :cond_4
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "snapshots"

    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/trailmark/cetp/Replies;->inline(Lcom/trailmark/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 148
    iget-object v1, p0, Lcom/trailmark/vault/VaultToolProvider;->sessions:Lcom/trailmark/cetp/Sessions;

    const-string v3, "session_token"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2, p1}, Lcom/trailmark/cetp/Sessions;->lookup(Ljava/lang/String;I)I

    move-result v1

    invoke-static {p2, v1}, Lcom/trailmark/cetp/Sessions;->refuse(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v11

    .line 149
    if-eqz v11, :cond_0

    .line 150
    return-object v11

    .line 152
    :cond_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 153
    const-string v1, "list_snapshots"

    const-string v2, "List snapshots"

    const-string v3, "Lists finished snapshots, newest first."

    const-string v4, "vault.read"

    const-string v5, "read"

    const-string v6, "low"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"snapshots\":{\"type\":\"array\"}},\"required\":[\"snapshots\"]}"

    invoke-static/range {v1 .. v10}, Lcom/trailmark/cetp/Keys;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 155
    const-string v1, "fetch_snapshot"

    const-string v2, "Fetch snapshot"

    const-string v3, "Returns one snapshot as a ZIP file."

    const-string v4, "vault.read"

    const-string v5, "read"

    const-string v6, "low"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"string\",\"contentMediaType\":\"application/zip\"}"

    invoke-static/range {v1 .. v10}, Lcom/trailmark/cetp/Keys;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 157
    const-string v1, "take_snapshot"

    const-string v2, "Take snapshot"

    const-string v3, "Writes every trip with its track and photos into a new snapshot."

    const-string v4, "vault.write"

    const-string v5, "create"

    const-string v6, "moderate"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},\"required\":[\"label\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\"},\"trips\":{\"type\":\"integer\"},\"size_bytes\":{\"type\":\"integer\"}},\"required\":[\"snapshot_id\"]}"

    invoke-static/range {v1 .. v10}, Lcom/trailmark/cetp/Keys;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 159
    const-string v1, "restore_snapshot"

    const-string v2, "Restore snapshot"

    const-string v3, "Replaces all trips on the phone with those of a snapshot. The user confirms on the phone."

    const-string v4, "vault.write"

    const-string v5, "update"

    const-string v6, "high"

    const/4 v7, 0x1

    const-string v8, "always"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"restored\":{\"type\":\"boolean\"},\"trips\":{\"type\":\"integer\"}},\"required\":[\"restored\"]}"

    invoke-static/range {v1 .. v10}, Lcom/trailmark/cetp/Keys;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v12

    .line 162
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 163
    const-string v2, "revision"

    const-string v3, "vault-5"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tools"

    invoke-virtual {v1, v2, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 162
    invoke-static {v0, v1}, Lcom/trailmark/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 131
    iget-object v1, p0, Lcom/trailmark/vault/VaultToolProvider;->sessions:Lcom/trailmark/cetp/Sessions;

    const-string v3, "session_token"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2, p1}, Lcom/trailmark/cetp/Sessions;->lookup(Ljava/lang/String;I)I

    move-result v1

    invoke-static {p2, v1}, Lcom/trailmark/cetp/Sessions;->refuse(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v5

    .line 132
    if-eqz v5, :cond_0

    .line 133
    return-object v5

    .line 135
    :cond_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 136
    const-string v1, "vault.read"

    const-string v2, "See and download snapshots of your trips"

    const-string v3, "read"

    const-string v4, "personal"

    invoke-static {v1, v2, v3, v4}, Lcom/trailmark/cetp/Keys;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 137
    const-string v1, "vault.write"

    const-string v2, "Take snapshots and restore one over your trips"

    const-string v3, "write"

    const-string v4, "personal"

    invoke-static {v1, v2, v3, v4}, Lcom/trailmark/cetp/Keys;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    .line 139
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 140
    const-string v2, "provider_id"

    const-string v3, "com.trailmark.vault"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 141
    const-string v2, "provider_name"

    const-string v3, "Trailmark Vault"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 142
    const-string v2, "description"

    const-string v3, "Snapshots of the whole Trailmark trip library, kept on the phone"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 143
    const-string v2, "schema_dialect"

    const-string v3, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 144
    const-string v2, "scopes"

    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 139
    invoke-static {v0, v1}, Lcom/trailmark/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;
    .registers 7

    .line 463
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " by uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "VaultTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 464
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " is not supported; use call()"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private remember(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 240
    invoke-static {p1, p2}, Lcom/trailmark/cetp/Replies$Outcome;->of(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Lcom/trailmark/cetp/Replies$Outcome;

    move-result-object v2

    .line 241
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->ledger:Lcom/trailmark/data/Outcomes;

    invoke-virtual {v0, p1, v2}, Lcom/trailmark/data/Outcomes;->keep(Lcom/trailmark/cetp/Call;Lcom/trailmark/cetp/Replies$Outcome;)V

    .line 242
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p1}, Lcom/trailmark/cetp/Call;->key()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 243
    return-void
.end method

.method private requireCaller()V
    .registers 4

    .line 428
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    .line 429
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->gate:Lcom/trailmark/cetp/Gate;

    invoke-virtual {v0, v2}, Lcom/trailmark/cetp/Gate;->admits(I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 430
    new-instance v0, Ljava/lang/SecurityException;

    const-string v1, "Snapshots are only for the ClawSeed assistant"

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 432
    :cond_0
    return-void
.end method

.method private restore(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 22
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 366
    move-object/from16 v0, p1

    move-object/from16 v1, p2

    invoke-static {v0, v1}, Lcom/trailmark/vault/VaultToolProvider;->late(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v6

    .line 367
    if-eqz v6, :cond_0

    .line 368
    return-object v6

    .line 370
    :cond_0
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/trailmark/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "snapshot_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v7

    .line 371
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/trailmark/vault/VaultToolProvider;->snapshots:Lcom/trailmark/data/SnapshotDao;

    invoke-virtual {v0, v7, v8}, Lcom/trailmark/data/SnapshotDao;->get(J)Lcom/trailmark/data/SnapshotDao$Snapshot;

    move-result-object v9

    .line 372
    if-nez v9, :cond_1

    .line 373
    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such snapshot"

    invoke-static {v0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 375
    :cond_1
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/trailmark/cetp/Call;->approved()Z

    move-result v0

    if-nez v0, :cond_2

    .line 376
    iget-object v2, v9, Lcom/trailmark/data/SnapshotDao$Snapshot;->label:Ljava/lang/String;

    iget v3, v9, Lcom/trailmark/data/SnapshotDao$Snapshot;->trips:I

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Replace all trips on this phone with the snapshot \u201c"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\u201d ("

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " trips). Trips recorded since then are deleted."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v2}, Lcom/trailmark/vault/VaultToolProvider;->askUser(Lcom/trailmark/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 379
    :cond_2
    const/4 v10, 0x0

    .line 380
    :try_start_0
    new-instance v0, Ljava/io/FileInputStream;

    new-instance v2, Ljava/io/File;

    move-object/from16 v4, p0

    iget-object v4, v4, Lcom/trailmark/vault/VaultToolProvider;->snapshotDir:Ljava/io/File;

    iget-object v5, v9, Lcom/trailmark/data/SnapshotDao$Snapshot;->file:Ljava/lang/String;

    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-object v11, v0

    .line 381
    move-object/from16 v0, p0

    :try_start_1
    iget-object v0, v0, Lcom/trailmark/vault/VaultToolProvider;->zipper:Lcom/trailmark/io/TripZip;

    invoke-virtual {v0}, Lcom/trailmark/io/TripZip;->newStaging()Ljava/io/File;

    move-result-object v10

    .line 382
    invoke-static {v11, v10}, Lcom/trailmark/io/TripZip;->unpack(Ljava/io/InputStream;Ljava/io/File;)I

    .line 383
    new-instance v0, Ljava/io/File;

    const-string v3, "trips"

    invoke-direct {v0, v10, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->listFiles()[Ljava/io/File;

    move-result-object v12

    .line 384
    if-nez v12, :cond_3

    .line 385
    new-instance v0, Ljava/util/zip/ZipException;

    iget-object v2, v9, Lcom/trailmark/data/SnapshotDao$Snapshot;->file:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "no trips folder in "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 387
    :cond_3
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/trailmark/vault/VaultToolProvider;->zipper:Lcom/trailmark/io/TripZip;

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/trailmark/vault/VaultToolProvider;->trips:Lcom/trailmark/data/TripDao;

    invoke-virtual {v1}, Lcom/trailmark/data/TripDao;->deleteAll()Ljava/util/List;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/trailmark/io/TripZip;->remove(Ljava/util/List;)I

    .line 388
    const/4 v13, 0x0

    .line 389
    move-object v14, v12

    array-length v15, v14

    const/16 v16, 0x0

    :goto_0
    move/from16 v0, v16

    if-ge v0, v15, :cond_4

    aget-object v17, v14, v16

    .line 390
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/trailmark/vault/VaultToolProvider;->zipper:Lcom/trailmark/io/TripZip;

    move-object/from16 v1, v17

    invoke-virtual {v0, v1}, Lcom/trailmark/io/TripZip;->adopt(Ljava/io/File;)J

    .line 391
    add-int/lit8 v13, v13, 0x1

    .line 389
    add-int/lit8 v16, v16, 0x1

    goto :goto_0

    .line 393
    :cond_4
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "restored"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "trips"

    invoke-virtual {v1, v2, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p1

    invoke-static {v0, v1}, Lcom/trailmark/cetp/Replies;->inline(Lcom/trailmark/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_2
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v14

    .line 394
    :try_start_2
    invoke-virtual {v11}, Ljava/io/InputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 398
    if-eqz v10, :cond_5

    .line 399
    invoke-static {v10}, Lcom/trailmark/io/TripZip;->clear(Ljava/io/File;)V

    .line 393
    :cond_5
    return-object v14

    :catch_0
    move-exception v12

    .line 380
    :try_start_3
    invoke-virtual {v11}, Ljava/io/InputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    goto :goto_1

    :catch_1
    move-exception v13

    :try_start_4
    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v12
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_2
    .catchall {:try_start_4 .. :try_end_4} :catchall_0

    :catch_2
    move-exception v11

    .line 395
    :try_start_5
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "restore of snapshot "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "VaultTools"

    invoke-static {v0, v1, v11}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 396
    invoke-static {v11}, Lcom/trailmark/io/IoErrors;->describe(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Restore stopped: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    move-object/from16 v0, p1

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_0

    move-result-object v12

    .line 398
    if-eqz v10, :cond_6

    .line 399
    invoke-static {v10}, Lcom/trailmark/io/TripZip;->clear(Ljava/io/File;)V

    .line 396
    :cond_6
    return-object v12

    :catchall_0
    move-exception v18

    .line 398
    if-eqz v10, :cond_7

    .line 399
    invoke-static {v10}, Lcom/trailmark/io/TripZip;->clear(Ljava/io/File;)V

    .line 401
    :cond_7
    throw v18
.end method

.method private resume(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;
    .registers 7

    .line 249
    :try_start_0
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->tickets:Lcom/trailmark/cetp/Tickets;

    invoke-virtual {v0, p1}, Lcom/trailmark/cetp/Tickets;->check(Lcom/trailmark/cetp/Call;)I
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v3

    .line 253
    goto :goto_0

    :catch_0
    move-exception v4

    .line 251
    const-string v0, "VaultTools"

    const-string v1, "ticket unreadable"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 252
    const/4 v3, 0x4

    .line 254
    :goto_0
    const/4 v1, 0x2

    if-ne v3, v1, :cond_0

    .line 255
    const-string v1, "USER_CANCELLED"

    const-string v2, "The user declined"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 257
    :cond_0
    const/4 v1, 0x3

    if-ne v3, v1, :cond_1

    .line 258
    const-string v1, "INVALID_REQUEST"

    const-string v2, "The user has not answered yet"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 260
    :cond_1
    const/4 v1, 0x1

    if-eq v3, v1, :cond_2

    .line 261
    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token does not fit this call"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 263
    :cond_2
    invoke-virtual {p1}, Lcom/trailmark/cetp/Call;->approve()V

    .line 264
    const/4 v0, 0x0

    return-object v0
.end method

.method private take(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 335
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/trailmark/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "label"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v7

    .line 336
    invoke-virtual {v7}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v7}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-le v0, v1, :cond_1

    .line 337
    :cond_0
    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    const-string v2, "label must have 1 to 80 characters"

    invoke-static {v0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 339
    :cond_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/trailmark/vault/VaultToolProvider;->snapshots:Lcom/trailmark/data/SnapshotDao;

    invoke-virtual {v0, v7}, Lcom/trailmark/data/SnapshotDao;->begin(Ljava/lang/String;)J

    move-result-wide v8

    .line 340
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "snapshot-"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ".zip"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v10

    .line 341
    new-instance v11, Ljava/io/File;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/trailmark/vault/VaultToolProvider;->snapshotDir:Ljava/io/File;

    invoke-direct {v11, v2, v10}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 342
    const/4 v12, 0x0

    .line 344
    :try_start_0
    new-instance v0, Ljava/util/zip/ZipOutputStream;

    new-instance v2, Ljava/io/BufferedOutputStream;

    new-instance v4, Ljava/io/FileOutputStream;

    invoke-direct {v4, v11}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    invoke-direct {v2, v4}, Ljava/io/BufferedOutputStream;-><init>(Ljava/io/OutputStream;)V

    invoke-direct {v0, v2}, Ljava/util/zip/ZipOutputStream;-><init>(Ljava/io/OutputStream;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_2

    move-object v13, v0

    .line 345
    move-object/from16 v0, p0

    :try_start_1
    iget-object v0, v0, Lcom/trailmark/vault/VaultToolProvider;->trips:Lcom/trailmark/data/TripDao;

    invoke-virtual {v0}, Lcom/trailmark/data/TripDao;->all()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :goto_0
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/trailmark/data/TripDao$Trip;

    move-object v15, v0

    .line 346
    add-int/lit8 v12, v12, 0x1

    .line 347
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/trailmark/vault/VaultToolProvider;->zipper:Lcom/trailmark/io/TripZip;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "trips/"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v12}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "/"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v4, p0

    iget-object v4, v4, Lcom/trailmark/vault/VaultToolProvider;->trips:Lcom/trailmark/data/TripDao;

    iget-wide v5, v15, Lcom/trailmark/data/TripDao$Trip;->id:J

    invoke-virtual {v4, v5, v6}, Lcom/trailmark/data/TripDao;->photos(J)Ljava/util/List;

    move-result-object v4

    move-object v1, v13

    move-object v3, v15

    const-wide v5, 0x7fffffffffffffffL

    invoke-virtual/range {v0 .. v6}, Lcom/trailmark/io/TripZip;->add(Ljava/util/zip/ZipOutputStream;Ljava/lang/String;Lcom/trailmark/data/TripDao$Trip;Ljava/util/List;J)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_2
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_1 .. :try_end_1} :catch_2

    .line 348
    goto :goto_0

    .line 349
    :cond_2
    :try_start_2
    invoke-virtual {v13}, Ljava/util/zip/ZipOutputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_0
    move-exception v14

    .line 344
    :try_start_3
    invoke-virtual {v13}, Ljava/util/zip/ZipOutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_3 .. :try_end_3} :catch_2

    goto :goto_1

    :catch_1
    move-exception v15

    :try_start_4
    invoke-virtual {v14, v15}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v14

    .line 350
    :goto_2
    invoke-static {v11}, Lcom/trailmark/io/Copy;->sum(Ljava/io/File;)Lcom/trailmark/io/Copy$Sum;

    move-result-object v13

    .line 351
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/trailmark/vault/VaultToolProvider;->snapshots:Lcom/trailmark/data/SnapshotDao;

    move-wide v1, v8

    move-object v3, v10

    move-object v4, v13

    move v5, v12

    invoke-virtual/range {v0 .. v5}, Lcom/trailmark/data/SnapshotDao;->finish(JLjava/lang/String;Lcom/trailmark/io/Copy$Sum;I)V

    .line 352
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "snapshot_id"

    invoke-virtual {v1, v2, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "trips"

    invoke-virtual {v1, v2, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    iget-wide v3, v13, Lcom/trailmark/io/Copy$Sum;->size:J

    .line 353
    const-string v2, "size_bytes"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 352
    move-object/from16 v0, p1

    invoke-static {v0, v1}, Lcom/trailmark/cetp/Replies;->inline(Lcom/trailmark/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_2
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_4 .. :try_end_4} :catch_2

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v13

    .line 355
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "snapshot "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "VaultTools"

    invoke-static {v0, v1, v13}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 356
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/trailmark/vault/VaultToolProvider;->snapshots:Lcom/trailmark/data/SnapshotDao;

    invoke-virtual {v0, v8, v9}, Lcom/trailmark/data/SnapshotDao;->abandon(J)V

    .line 357
    invoke-virtual {v11}, Ljava/io/File;->exists()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v11}, Ljava/io/File;->delete()Z

    move-result v0

    if-nez v0, :cond_3

    .line 358
    const-string v0, "VaultTools"

    const-string v1, "partial snapshot left behind"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 360
    :cond_3
    move-object/from16 v0, p1

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The snapshot could not be written"

    invoke-static {v0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 104
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 105
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    sget-object v0, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    :goto_0
    move-object v5, v0

    .line 106
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 107
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->gate:Lcom/trailmark/cetp/Gate;

    invoke-virtual {v0, v4}, Lcom/trailmark/cetp/Gate;->admits(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 108
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Trailmark\'s tools"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 112
    :cond_1
    move-object v7, p1

    const/4 v8, -0x1

    :try_start_0
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v8, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v8, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v8, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v8, 0x3

    :cond_2
    :goto_1
    packed-switch v8, :pswitch_data_0

    goto :goto_2

    .line 114
    :pswitch_0
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->sessions:Lcom/trailmark/cetp/Sessions;

    invoke-virtual {v0, v4, v5}, Lcom/trailmark/cetp/Sessions;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 116
    :pswitch_1
    invoke-direct {p0, v4, v5}, Lcom/trailmark/vault/VaultToolProvider;->providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 118
    :pswitch_2
    invoke-direct {p0, v4, v5}, Lcom/trailmark/vault/VaultToolProvider;->listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 120
    :pswitch_3
    invoke-direct {p0, v4, v5}, Lcom/trailmark/vault/VaultToolProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 122
    :goto_2
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 125
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "call "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "VaultTools"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 126
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Trailmark could not handle the request"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 459
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/trailmark/vault/VaultToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 6

    .line 436
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 437
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "snapshots"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "application/zip"

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 449
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/trailmark/vault/VaultToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public onCreate()Z
    .registers 9

    .line 87
    new-instance v1, Lcom/trailmark/cetp/Gate;

    invoke-virtual {p0}, Lcom/trailmark/vault/VaultToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/trailmark/cetp/Gate;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/trailmark/vault/VaultToolProvider;->gate:Lcom/trailmark/cetp/Gate;

    .line 88
    invoke-virtual {p0}, Lcom/trailmark/vault/VaultToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/trailmark/data/TrailDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v7

    .line 89
    new-instance v1, Lcom/trailmark/cetp/Sessions;

    const-string v3, "com.trailmark.vault"

    const-string v4, "Trailmark Vault"

    invoke-direct {v1, v7, v3, v4}, Lcom/trailmark/cetp/Sessions;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/trailmark/vault/VaultToolProvider;->sessions:Lcom/trailmark/cetp/Sessions;

    .line 90
    new-instance v1, Lcom/trailmark/data/TripDao;

    invoke-direct {v1, v7}, Lcom/trailmark/data/TripDao;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/trailmark/vault/VaultToolProvider;->trips:Lcom/trailmark/data/TripDao;

    .line 91
    new-instance v1, Lcom/trailmark/data/SnapshotDao;

    invoke-direct {v1, v7}, Lcom/trailmark/data/SnapshotDao;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/trailmark/vault/VaultToolProvider;->snapshots:Lcom/trailmark/data/SnapshotDao;

    .line 92
    new-instance v1, Lcom/trailmark/data/Outcomes;

    invoke-direct {v1, v7}, Lcom/trailmark/data/Outcomes;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/trailmark/vault/VaultToolProvider;->ledger:Lcom/trailmark/data/Outcomes;

    .line 93
    invoke-virtual {p0}, Lcom/trailmark/vault/VaultToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/trailmark/ui/ConfirmActivity;->tickets(Landroid/content/Context;)Lcom/trailmark/cetp/Tickets;

    move-result-object v1

    iput-object v1, p0, Lcom/trailmark/vault/VaultToolProvider;->tickets:Lcom/trailmark/cetp/Tickets;

    .line 94
    new-instance v1, Lcom/trailmark/io/AccessLog;

    new-instance v2, Ljava/io/File;

    invoke-virtual {p0}, Lcom/trailmark/vault/VaultToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v4}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v4

    const-string v5, "access.log"

    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v1, v2}, Lcom/trailmark/io/AccessLog;-><init>(Ljava/io/File;)V

    iput-object v1, p0, Lcom/trailmark/vault/VaultToolProvider;->audit:Lcom/trailmark/io/AccessLog;

    .line 95
    new-instance v1, Lcom/trailmark/io/TripZip;

    invoke-virtual {p0}, Lcom/trailmark/vault/VaultToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    new-instance v3, Ljava/io/File;

    invoke-virtual {p0}, Lcom/trailmark/vault/VaultToolProvider;->getContext()Landroid/content/Context;

    move-result-object v5

    invoke-virtual {v5}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v5

    const-string v6, "staging"

    invoke-direct {v3, v5, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iget-object v4, p0, Lcom/trailmark/vault/VaultToolProvider;->trips:Lcom/trailmark/data/TripDao;

    invoke-direct {v1, v2, v3, v4}, Lcom/trailmark/io/TripZip;-><init>(Ljava/io/File;Ljava/io/File;Lcom/trailmark/data/TripDao;)V

    iput-object v1, p0, Lcom/trailmark/vault/VaultToolProvider;->zipper:Lcom/trailmark/io/TripZip;

    .line 96
    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Lcom/trailmark/vault/VaultToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "snapshots"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/trailmark/vault/VaultToolProvider;->snapshotDir:Ljava/io/File;

    .line 97
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->snapshotDir:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->isDirectory()Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->snapshotDir:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public openAssetFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/content/res/AssetFileDescriptor;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 408
    invoke-direct {p0}, Lcom/trailmark/vault/VaultToolProvider;->requireCaller()V

    .line 409
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v7

    .line 410
    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v7}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v7, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "snapshots"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 411
    :cond_0
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "Only snapshots can be opened, and only for reading"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 415
    :cond_1
    :try_start_0
    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider;->snapshots:Lcom/trailmark/data/SnapshotDao;

    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/trailmark/data/SnapshotDao;->get(J)Lcom/trailmark/data/SnapshotDao$Snapshot;
    :try_end_0
    .catch Ljava/lang/NumberFormatException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v8

    .line 418
    goto :goto_0

    :catch_0
    move-exception v9

    .line 417
    const/4 v8, 0x0

    .line 419
    :goto_0
    if-nez v8, :cond_2

    .line 420
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "No such snapshot"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 422
    :cond_2
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lcom/trailmark/vault/VaultToolProvider;->snapshotDir:Ljava/io/File;

    iget-object v3, v8, Lcom/trailmark/data/SnapshotDao$Snapshot;->file:Ljava/lang/String;

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v9

    .line 424
    new-instance v0, Landroid/content/res/AssetFileDescriptor;

    iget-wide v5, v8, Lcom/trailmark/data/SnapshotDao$Snapshot;->sizeBytes:J

    move-object v1, v0

    move-object v2, v9

    const-wide/16 v3, 0x0

    invoke-direct/range {v1 .. v6}, Landroid/content/res/AssetFileDescriptor;-><init>(Landroid/os/ParcelFileDescriptor;JJ)V

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 444
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/trailmark/vault/VaultToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 454
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/trailmark/vault/VaultToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

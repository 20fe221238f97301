.class public final Lcom/quillmark/docs/archive/ArchiveToolProvider;
.super Lcom/quillmark/docs/core/ToolProviderBase;
.source "ArchiveToolProvider.java"


# static fields
.field private static final MAX_DOCUMENTS:I = 0xc8

.field static final PROVIDER_ID:Ljava/lang/String; = "com.quillmark.docs.archive"


# instance fields
.field private callers:Lcom/quillmark/docs/archive/ArchiveCallers;

.field private shelf:Lcom/quillmark/docs/archive/ArchiveShelf;

.field private store:Lcom/quillmark/docs/documents/DocumentStore;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 24
    invoke-direct {p0}, Lcom/quillmark/docs/core/ToolProviderBase;-><init>()V

    return-void
.end method

.method private confirm(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 196
    invoke-virtual {p1}, Lcom/quillmark/docs/core/Request;->resumeToken()Ljava/lang/String;

    move-result-object v7

    .line 197
    iget-object v1, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    iget-object v1, v1, Lcom/quillmark/docs/core/ToolSpec;->name:Ljava/lang/String;

    const-string v0, "delete_archive"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v8

    .line 198
    if-nez v7, :cond_0

    .line 199
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->resumeTokens:Lcom/quillmark/docs/core/ResumeTokens;

    iget-object v3, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    iget-object v3, v3, Lcom/quillmark/docs/core/ToolSpec;->title:Ljava/lang/String;

    iget-object v4, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v5, "archive"

    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, ": "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v3, v5

    const-string v1, "com.quillmark.docs.archive"

    const-string v2, "confirm"

    invoke-virtual {v0, v1, v2, p1, v3}, Lcom/quillmark/docs/core/ResumeTokens;->open(Ljava/lang/String;Ljava/lang/String;Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 200
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-direct {p0, v8, v9}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->resolution(ZLjava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    const-string v1, "USER_ACTION_REQUIRED"

    invoke-static {v0, v1, v2, v9}, Lcom/quillmark/docs/core/Replies;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 202
    :cond_0
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->resumeTokens:Lcom/quillmark/docs/core/ResumeTokens;

    const-string v1, "com.quillmark.docs.archive"

    const-string v2, "confirm"

    invoke-virtual {v0, v1, v2, v7, p1}, Lcom/quillmark/docs/core/ResumeTokens;->consume(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/quillmark/docs/core/Request;)I

    move-result v0

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    .line 204
    :pswitch_0
    const/4 v0, 0x0

    return-object v0

    .line 206
    :pswitch_1
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-direct {p0, v8, v7}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->resolution(ZLjava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    const-string v1, "USER_ACTION_REQUIRED"

    invoke-static {v0, v1, v2, v7}, Lcom/quillmark/docs/core/Replies;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 208
    :pswitch_2
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "USER_CANCELLED"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 210
    :goto_0
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_2
        :pswitch_1
    .end packed-switch
.end method

.method private static deadlinePassed(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 7

    .line 164
    iget-object v0, p0, Lcom/quillmark/docs/core/Request;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v4

    .line 165
    const-wide/16 v2, 0x0

    cmp-long v0, v4, v2

    if-gtz v0, :cond_0

    .line 166
    iget-object v0, p0, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 168
    :cond_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v4

    if-ltz v0, :cond_1

    .line 169
    iget-object v0, p0, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 171
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method

.method private exportArchive(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 272
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v1, "archive"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 273
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->shelf:Lcom/quillmark/docs/archive/ArchiveShelf;

    invoke-virtual {v0, v4}, Lcom/quillmark/docs/archive/ArchiveShelf;->file(Ljava/lang/String;)Ljava/io/File;

    move-result-object v5

    .line 274
    if-nez v5, :cond_0

    .line 275
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 277
    :cond_0
    invoke-virtual {v5}, Ljava/io/File;->length()J

    move-result-wide v6

    .line 278
    const-wide/32 v2, 0x40000

    cmp-long v0, v6, v2

    if-gtz v0, :cond_1

    .line 279
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    iget-object v1, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->shelf:Lcom/quillmark/docs/archive/ArchiveShelf;

    invoke-virtual {v1, v4}, Lcom/quillmark/docs/archive/ArchiveShelf;->load(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 281
    :cond_1
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->session:Lcom/quillmark/docs/core/SessionBook$Session;

    const-string v1, "large_results"

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/core/SessionBook$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 282
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "RESULT_TOO_LARGE"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 284
    :cond_2
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->shelf:Lcom/quillmark/docs/archive/ArchiveShelf;

    invoke-virtual {v0, v5}, Lcom/quillmark/docs/archive/ArchiveShelf;->sha256(Ljava/io/File;)Ljava/lang/String;

    move-result-object v8

    .line 285
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->shelf:Lcom/quillmark/docs/archive/ArchiveShelf;

    invoke-virtual {v0, v5}, Lcom/quillmark/docs/archive/ArchiveShelf;->descriptor(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;

    move-result-object v9

    .line 286
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "application/json"

    invoke-static {v0, v1, v6, v7, v8}, Lcom/quillmark/docs/core/Replies;->fileResult(Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;)Landroid/os/Bundle;

    move-result-object v10

    .line 287
    const-string v1, "result_fd"

    invoke-virtual {v10, v1, v9}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 288
    return-object v10
.end method

.method private listArchives(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 265
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 266
    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->shelf:Lcom/quillmark/docs/archive/ArchiveShelf;

    invoke-virtual {v3}, Lcom/quillmark/docs/archive/ArchiveShelf;->names()Ljava/util/List;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "archives"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 267
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-static {v0, v4}, Lcom/quillmark/docs/core/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private mutate(Lcom/quillmark/docs/core/Request;)Lcom/quillmark/docs/core/Ledger$Outcome;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 223
    new-instance v7, Lorg/json/JSONObject;

    invoke-direct {v7}, Lorg/json/JSONObject;-><init>()V

    .line 224
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    iget-object v8, v0, Lcom/quillmark/docs/core/ToolSpec;->name:Ljava/lang/String;

    const/4 v9, -0x1

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "archive_documents"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "restore_archive"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "delete_archive"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "set_retention"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x3

    :cond_0
    :goto_0
    packed-switch v9, :pswitch_data_0

    goto/16 :goto_1

    .line 226
    :pswitch_0
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v1, "document_ids"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v10

    .line 227
    invoke-static {v10}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->validIds(Lorg/json/JSONArray;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 228
    const-string v0, "INVALID_ARGS"

    invoke-static {v0}, Lcom/quillmark/docs/core/Ledger$Outcome;->error(Ljava/lang/String;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 230
    :cond_1
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->shelf:Lcom/quillmark/docs/archive/ArchiveShelf;

    iget-object v1, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->store:Lcom/quillmark/docs/documents/DocumentStore;

    iget-object v3, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v4, "label"

    const-string v5, ""

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v10, v3}, Lcom/quillmark/docs/archive/ArchiveShelf;->archive(Lcom/quillmark/docs/documents/DocumentStore;Lorg/json/JSONArray;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 231
    if-nez v11, :cond_2

    .line 232
    const-string v0, "CONFLICT"

    invoke-static {v0}, Lcom/quillmark/docs/core/Ledger$Outcome;->error(Ljava/lang/String;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 234
    :cond_2
    const-string v1, "archive"

    invoke-virtual {v7, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 235
    invoke-virtual {v10}, Lorg/json/JSONArray;->length()I

    move-result v2

    const-string v1, "documents"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 236
    invoke-static {v7}, Lcom/quillmark/docs/core/Ledger$Outcome;->ok(Lorg/json/JSONObject;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 239
    :pswitch_1
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->shelf:Lcom/quillmark/docs/archive/ArchiveShelf;

    iget-object v1, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v2, "archive"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iget-object v2, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->store:Lcom/quillmark/docs/documents/DocumentStore;

    invoke-virtual {v0, v1, v2}, Lcom/quillmark/docs/archive/ArchiveShelf;->restore(Ljava/lang/String;Lcom/quillmark/docs/documents/DocumentStore;)I

    move-result v10

    .line 240
    if-gez v10, :cond_3

    .line 241
    const-string v0, "INVALID_ARGS"

    invoke-static {v0}, Lcom/quillmark/docs/core/Ledger$Outcome;->error(Ljava/lang/String;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 243
    :cond_3
    const-string v1, "restored"

    invoke-virtual {v7, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 244
    invoke-static {v7}, Lcom/quillmark/docs/core/Ledger$Outcome;->ok(Lorg/json/JSONObject;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 247
    :pswitch_2
    iget-object v2, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->shelf:Lcom/quillmark/docs/archive/ArchiveShelf;

    iget-object v3, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v4, "archive"

    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/quillmark/docs/archive/ArchiveShelf;->delete(Ljava/lang/String;)Z

    move-result v2

    const-string v1, "deleted"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 248
    invoke-static {v7}, Lcom/quillmark/docs/core/Ledger$Outcome;->ok(Lorg/json/JSONObject;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 250
    :pswitch_3
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v1, "days"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v10

    .line 251
    const/4 v1, 0x7

    if-lt v10, v1, :cond_4

    const/16 v1, 0xe42

    if-le v10, v1, :cond_5

    .line 252
    :cond_4
    const-string v0, "INVALID_ARGS"

    invoke-static {v0}, Lcom/quillmark/docs/core/Ledger$Outcome;->error(Ljava/lang/String;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 254
    :cond_5
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->settings:Lcom/quillmark/docs/core/Settings;

    invoke-virtual {v0, v10}, Lcom/quillmark/docs/core/Settings;->setRetentionDays(I)V

    .line 255
    const-string v1, "retention_days"

    invoke-virtual {v7, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 256
    invoke-virtual {p0}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-wide/32 v4, 0xea60

    const-string v6, "retention"

    invoke-static {v2, v10, v4, v5, v6}, Lcom/quillmark/docs/work/CleanupJobService;->schedule(Landroid/content/Context;IJLjava/lang/String;)Z

    move-result v2

    const-string v1, "cleanup_scheduled"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 257
    invoke-static {v7}, Lcom/quillmark/docs/core/Ledger$Outcome;->ok(Lorg/json/JSONObject;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 260
    :goto_1
    const-string v0, "INTERNAL_ERROR"

    invoke-static {v0}, Lcom/quillmark/docs/core/Ledger$Outcome;->error(Ljava/lang/String;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7d615c85 -> :sswitch_0
        -0x1e3fcdd2 -> :sswitch_2
        -0x79913ef -> :sswitch_1
        -0x5eafc7f -> :sswitch_3
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private resolution(ZLjava/lang/String;)Landroid/app/PendingIntent;
    .registers 5

    .line 216
    if-eqz p1, :cond_0

    .line 217
    invoke-virtual {p0}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "com.quillmark.docs.archive"

    invoke-static {v0, v1, p2}, Lcom/quillmark/docs/core/ReviewIntents;->approver(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0

    .line 219
    :cond_0
    invoke-virtual {p0}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "com.quillmark.docs.archive"

    invoke-static {v0, v1, p2}, Lcom/quillmark/docs/core/ReviewIntents;->restore(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method private static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 63
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 64
    const-string v0, "name"

    invoke-virtual {v2, v0, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 65
    const-string v0, "title"

    invoke-virtual {v2, v0, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 66
    const-string v0, "description"

    invoke-virtual {v2, v0, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 67
    const-string v0, "access"

    invoke-virtual {v2, v0, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 68
    const-string v0, "sensitivity"

    const-string v1, "personal"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 69
    return-object v2
.end method

.method private startArchiving(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 176
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v1, "document_ids"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v3

    .line 177
    invoke-static {v3}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->validIds(Lorg/json/JSONArray;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 178
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 180
    :cond_0
    const-string v2, "archive"

    invoke-virtual {p0, p1, v2}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->startOperation(Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static validIds(Lorg/json/JSONArray;)Z
    .registers 4

    .line 184
    if-eqz p0, :cond_0

    invoke-virtual {p0}, Lorg/json/JSONArray;->length()I

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Lorg/json/JSONArray;->length()I

    move-result v0

    const/16 v1, 0xc8

    if-le v0, v1, :cond_1

    .line 185
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 187
    :cond_1
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {p0}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v2, v1, :cond_3

    .line 188
    invoke-virtual {p0, v2}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/quillmark/docs/documents/DocumentStore;->isId(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 189
    const/4 v0, 0x0

    return v0

    .line 187
    :cond_2
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 192
    :cond_3
    const/4 v0, 0x1

    return v0
.end method


# virtual methods
.method protected declareTools()Ljava/util/List;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/quillmark/docs/core/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 74
    invoke-virtual {p0}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/quillmark/docs/archive/ArchiveShelf;->get(Landroid/content/Context;)Lcom/quillmark/docs/archive/ArchiveShelf;

    move-result-object v1

    iput-object v1, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->shelf:Lcom/quillmark/docs/archive/ArchiveShelf;

    .line 75
    invoke-virtual {p0}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/quillmark/docs/documents/DocumentStore;->get(Landroid/content/Context;)Lcom/quillmark/docs/documents/DocumentStore;

    move-result-object v1

    iput-object v1, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->store:Lcom/quillmark/docs/documents/DocumentStore;

    .line 76
    const-string v8, "{\"type\":\"object\",\"properties\":{\"archive\":{\"type\":\"string\",\"pattern\":\"^ar-[0-9]{8}-[0-9a-f]{8}$\"}},\"required\":[\"archive\"],\"additionalProperties\":false}"

    .line 78
    const/4 v0, 0x6

    new-array v0, v0, [Lcom/quillmark/docs/core/ToolSpec;

    .line 79
    const-string v3, "list_archives"

    invoke-static {v3}, Lcom/quillmark/docs/core/ToolSpec;->named(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 80
    const-string v4, "List archives"

    const-string v5, "List the archives on this device, oldest first."

    invoke-virtual {v3, v4, v5}, Lcom/quillmark/docs/core/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "archive.read"

    aput-object v7, v4, v6

    .line 81
    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 82
    const-string v4, "{\"type\":\"object\",\"properties\":{\"archives\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},\"required\":[\"archives\"]}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 84
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->build()Lcom/quillmark/docs/core/ToolSpec;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    .line 85
    const-string v3, "export_archive"

    invoke-static {v3}, Lcom/quillmark/docs/core/ToolSpec;->named(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 86
    const-string v4, "Export an archive"

    const-string v5, "Return an archive\'s label and documents."

    invoke-virtual {v3, v4, v5}, Lcom/quillmark/docs/core/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "archive.read"

    aput-object v7, v4, v6

    .line 87
    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 88
    invoke-virtual {v3, v8}, Lcom/quillmark/docs/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 89
    const-string v4, "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\"},\"created_at\":{\"type\":\"integer\"},\"documents\":{\"type\":\"array\"}},\"required\":[\"documents\"]}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 91
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->build()Lcom/quillmark/docs/core/ToolSpec;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v0, v2

    .line 92
    const-string v3, "archive_documents"

    invoke-static {v3}, Lcom/quillmark/docs/core/ToolSpec;->named(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 93
    const-string v4, "Archive documents"

    const-string v5, "Bundle the given documents into a new archive."

    invoke-virtual {v3, v4, v5}, Lcom/quillmark/docs/core/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 94
    const-string v4, "create"

    const-string v5, "moderate"

    const-string v6, "provider_policy"

    invoke-virtual {v3, v4, v5, v6}, Lcom/quillmark/docs/core/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 95
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->async()Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "archive.write"

    aput-object v7, v4, v6

    .line 96
    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 97
    const-string v4, "{\"type\":\"object\",\"properties\":{\"document_ids\":{\"type\":\"array\",\"items\":{\"type\":\"string\"},\"minItems\":1,\"maxItems\":200},\"label\":{\"type\":\"string\",\"maxLength\":80}},\"required\":[\"document_ids\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 100
    const-string v4, "{\"type\":\"object\",\"properties\":{\"archive\":{\"type\":\"string\"},\"documents\":{\"type\":\"integer\"}},\"required\":[\"archive\"]}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 102
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->build()Lcom/quillmark/docs/core/ToolSpec;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    .line 103
    const-string v3, "restore_archive"

    invoke-static {v3}, Lcom/quillmark/docs/core/ToolSpec;->named(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 104
    const-string v4, "Restore an archive"

    const-string v5, "Add an archive\'s documents back to the document list."

    invoke-virtual {v3, v4, v5}, Lcom/quillmark/docs/core/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 105
    const-string v4, "update"

    const-string v5, "high"

    const-string v6, "always"

    invoke-virtual {v3, v4, v5, v6}, Lcom/quillmark/docs/core/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "archive.write"

    aput-object v7, v4, v6

    .line 106
    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 107
    invoke-virtual {v3, v8}, Lcom/quillmark/docs/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 108
    const-string v4, "{\"type\":\"object\",\"properties\":{\"restored\":{\"type\":\"integer\"}},\"required\":[\"restored\"]}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 109
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->build()Lcom/quillmark/docs/core/ToolSpec;

    move-result-object v3

    const/4 v2, 0x3

    aput-object v3, v0, v2

    .line 110
    const-string v3, "delete_archive"

    invoke-static {v3}, Lcom/quillmark/docs/core/ToolSpec;->named(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 111
    const-string v4, "Delete an archive"

    const-string v5, "Delete an archive permanently. The user approves each deletion."

    invoke-virtual {v3, v4, v5}, Lcom/quillmark/docs/core/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 112
    const-string v4, "delete"

    const-string v5, "high"

    const-string v6, "always"

    invoke-virtual {v3, v4, v5, v6}, Lcom/quillmark/docs/core/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 113
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->destructive()Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "archive.admin"

    aput-object v7, v4, v6

    .line 114
    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 115
    invoke-virtual {v3, v8}, Lcom/quillmark/docs/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 116
    const-string v4, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 117
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->build()Lcom/quillmark/docs/core/ToolSpec;

    move-result-object v3

    const/4 v2, 0x4

    aput-object v3, v0, v2

    .line 118
    const-string v3, "set_retention"

    invoke-static {v3}, Lcom/quillmark/docs/core/ToolSpec;->named(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 119
    const-string v4, "Set archive retention"

    const-string v5, "Set how many days archives are kept before the nightly cleanup."

    invoke-virtual {v3, v4, v5}, Lcom/quillmark/docs/core/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 120
    const-string v4, "update"

    const-string v5, "moderate"

    const-string v6, "provider_policy"

    invoke-virtual {v3, v4, v5, v6}, Lcom/quillmark/docs/core/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 121
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->idempotent()Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "archive.admin"

    aput-object v7, v4, v6

    .line 122
    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 123
    const-string v4, "{\"type\":\"object\",\"properties\":{\"days\":{\"type\":\"integer\",\"minimum\":7,\"maximum\":3650}},\"required\":[\"days\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 125
    const-string v4, "{\"type\":\"object\",\"properties\":{\"retention_days\":{\"type\":\"integer\"},\"cleanup_scheduled\":{\"type\":\"boolean\"}},\"required\":[\"retention_days\"]}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 127
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->build()Lcom/quillmark/docs/core/ToolSpec;

    move-result-object v3

    const/4 v2, 0x5

    aput-object v3, v0, v2

    .line 78
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 44
    const-string v0, "Bundle documents into archives, export and restore them, and set how long archives are kept."

    return-object v0
.end method

.method protected executeTool(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 140
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    invoke-virtual {v0}, Lcom/quillmark/docs/core/ToolSpec;->isRead()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 141
    iget-object v1, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    iget-object v1, v1, Lcom/quillmark/docs/core/ToolSpec;->name:Ljava/lang/String;

    const-string v0, "export_archive"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-direct {p0, p1}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->exportArchive(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-direct {p0, p1}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->listArchives(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    :goto_0
    return-object v0

    .line 143
    :cond_1
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    iget-boolean v0, v0, Lcom/quillmark/docs/core/ToolSpec;->async:Z

    if-eqz v0, :cond_2

    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->session:Lcom/quillmark/docs/core/SessionBook$Session;

    const-string v1, "async_operations"

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/core/SessionBook$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 144
    invoke-direct {p0, p1}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->startArchiving(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 146
    :cond_2
    invoke-static {p1}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->deadlinePassed(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v4

    .line 147
    if-eqz v4, :cond_3

    .line 148
    return-object v4

    .line 150
    :cond_3
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    invoke-virtual {v0}, Lcom/quillmark/docs/core/ToolSpec;->needsConfirmation()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 151
    invoke-direct {p0, p1}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->confirm(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v5

    .line 152
    if-eqz v5, :cond_4

    .line 153
    return-object v5

    .line 155
    :cond_4
    invoke-static {p1}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->deadlinePassed(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v4

    .line 156
    if-eqz v4, :cond_5

    .line 157
    return-object v4

    .line 160
    :cond_5
    iget-object v2, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->ledger:Lcom/quillmark/docs/core/Ledger;

    new-instance v3, Lcom/quillmark/docs/archive/ArchiveToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v3, p0, p1}, Lcom/quillmark/docs/archive/ArchiveToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/quillmark/docs/archive/ArchiveToolProvider;Lcom/quillmark/docs/core/Request;)V

    invoke-virtual {v2, p1, v3}, Lcom/quillmark/docs/core/Ledger;->runOnce(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Work;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v2

    invoke-virtual {p0, p1, v2}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->reply(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Outcome;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected identify(ILandroid/os/Bundle;)Lcom/quillmark/docs/core/Caller;
    .registers 7

    .line 132
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->callers:Lcom/quillmark/docs/archive/ArchiveCallers;

    if-nez v0, :cond_0

    .line 133
    new-instance v1, Lcom/quillmark/docs/archive/ArchiveCallers;

    invoke-virtual {p0}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    iget-object v3, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->settings:Lcom/quillmark/docs/core/Settings;

    invoke-direct {v1, v2, v3}, Lcom/quillmark/docs/archive/ArchiveCallers;-><init>(Landroid/content/pm/PackageManager;Lcom/quillmark/docs/core/Settings;)V

    iput-object v1, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->callers:Lcom/quillmark/docs/archive/ArchiveCallers;

    .line 135
    :cond_0
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveToolProvider;->callers:Lcom/quillmark/docs/archive/ArchiveCallers;

    invoke-virtual {v0, p1, p2}, Lcom/quillmark/docs/archive/ArchiveCallers;->resolve(ILandroid/os/Bundle;)Lcom/quillmark/docs/core/Caller;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$executeTool$0$com-quillmark-docs-archive-ArchiveToolProvider(Lcom/quillmark/docs/core/Request;)Lcom/quillmark/docs/core/Ledger$Outcome;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 160
    invoke-direct {p0, p1}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->mutate(Lcom/quillmark/docs/core/Request;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 34
    const-string v0, "com.quillmark.docs.archive"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 39
    const-string v0, "QuillMark Archive"

    return-object v0
.end method

.method protected repliesThroughReceiver()Z
    .registers 2

    .line 49
    const/4 v0, 0x1

    return v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 54
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 55
    const-string v0, "archive.read"

    const-string v1, "Read archives"

    const-string v2, "List and export archives"

    const-string v3, "read"

    invoke-static {v0, v1, v2, v3}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 56
    const-string v0, "archive.write"

    const-string v1, "Create and restore archives"

    const-string v2, "Archive documents and restore them"

    const-string v3, "write"

    invoke-static {v0, v1, v2, v3}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 57
    const-string v0, "archive.admin"

    const-string v1, "Manage archives"

    const-string v2, "Delete archives and change their retention"

    const-string v3, "write"

    invoke-static {v0, v1, v2, v3}, Lcom/quillmark/docs/archive/ArchiveToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 58
    return-object v4
.end method

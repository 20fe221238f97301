.class public final Lcom/quillmark/docs/documents/DocumentsToolProvider;
.super Lcom/quillmark/docs/core/ToolProviderBase;
.source "DocumentsToolProvider.java"


# static fields
.field private static final MAX_TITLE:I = 0xc8

.field static final PROVIDER_ID:Ljava/lang/String; = "com.quillmark.docs.documents"


# instance fields
.field private callers:Lcom/quillmark/docs/documents/DocumentCallers;

.field private store:Lcom/quillmark/docs/documents/DocumentStore;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 27
    invoke-direct {p0}, Lcom/quillmark/docs/core/ToolProviderBase;-><init>()V

    return-void
.end method

.method private confirm(Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 202
    if-nez p2, :cond_0

    .line 203
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->resumeTokens:Lcom/quillmark/docs/core/ResumeTokens;

    invoke-direct {p0, p1}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->summarize(Lcom/quillmark/docs/core/Request;)Ljava/lang/String;

    move-result-object v4

    const-string v1, "com.quillmark.docs.documents"

    const-string v2, "confirm"

    invoke-virtual {v0, v1, v2, p1, v4}, Lcom/quillmark/docs/core/ResumeTokens;->open(Ljava/lang/String;Ljava/lang/String;Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 204
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    .line 205
    invoke-virtual {p0}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-string v3, "com.quillmark.docs.documents"

    invoke-static {v2, v3, v5}, Lcom/quillmark/docs/core/ReviewIntents;->removal(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    .line 204
    const-string v1, "USER_ACTION_REQUIRED"

    invoke-static {v0, v1, v2, v5}, Lcom/quillmark/docs/core/Replies;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 207
    :cond_0
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->resumeTokens:Lcom/quillmark/docs/core/ResumeTokens;

    const-string v1, "com.quillmark.docs.documents"

    const-string v2, "confirm"

    invoke-virtual {v0, v1, v2, p2, p1}, Lcom/quillmark/docs/core/ResumeTokens;->consume(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/quillmark/docs/core/Request;)I

    move-result v0

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    .line 209
    :pswitch_0
    const/4 v0, 0x0

    return-object v0

    .line 211
    :pswitch_1
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    .line 212
    invoke-virtual {p0}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-string v3, "com.quillmark.docs.documents"

    invoke-static {v2, v3, p2}, Lcom/quillmark/docs/core/ReviewIntents;->removal(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    .line 211
    const-string v1, "USER_ACTION_REQUIRED"

    invoke-static {v0, v1, v2, p2}, Lcom/quillmark/docs/core/Replies;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 214
    :pswitch_2
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "USER_CANCELLED"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 216
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

.method static synthetic lambda$readDocument$1(Landroid/os/ParcelFileDescriptor;[B)V
    .registers 2

    .line 293
    invoke-static {p0, p1}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->pump(Landroid/os/ParcelFileDescriptor;[B)V

    return-void
.end method

.method private listDocuments(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 258
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v5

    .line 259
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    .line 260
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->store:Lcom/quillmark/docs/documents/DocumentStore;

    iget-object v1, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v2, "title_prefix"

    const-string v3, ""

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const/16 v4, 0x64

    invoke-static {v5, v4}, Ljava/lang/Math;->min(II)I

    move-result v3

    const/4 v2, 0x1

    invoke-static {v2, v3}, Ljava/lang/Math;->max(II)I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lcom/quillmark/docs/documents/DocumentStore;->list(Ljava/lang/String;I)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v8, v0

    .line 261
    new-instance v9, Lorg/json/JSONObject;

    invoke-direct {v9}, Lorg/json/JSONObject;-><init>()V

    .line 262
    const-string v3, "id"

    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "id"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 263
    const-string v3, "title"

    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 264
    const-string v3, "size_bytes"

    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v2

    const-string v1, "size_bytes"

    invoke-virtual {v9, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 265
    invoke-virtual {v6, v9}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 266
    goto :goto_0

    .line 267
    :cond_0
    new-instance v7, Lorg/json/JSONObject;

    invoke-direct {v7}, Lorg/json/JSONObject;-><init>()V

    .line 268
    const-string v1, "documents"

    invoke-virtual {v7, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 269
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-static {v0, v7}, Lcom/quillmark/docs/core/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private mutate(Lcom/quillmark/docs/core/Request;)Lcom/quillmark/docs/core/Ledger$Outcome;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 228
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v1, "document_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 229
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 230
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    iget-object v5, v0, Lcom/quillmark/docs/core/ToolSpec;->name:Ljava/lang/String;

    const/4 v6, -0x1

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "rename_document"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "delete_document"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "reindex_documents"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x2

    :cond_0
    :goto_0
    packed-switch v6, :pswitch_data_0

    goto :goto_1

    .line 232
    :pswitch_0
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v1, "title"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v7

    .line 233
    invoke-virtual {v7}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_1

    invoke-virtual {v7}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xc8

    if-gt v0, v1, :cond_1

    invoke-static {v3}, Lcom/quillmark/docs/documents/DocumentStore;->isId(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 234
    :cond_1
    const-string v0, "INVALID_ARGS"

    invoke-static {v0}, Lcom/quillmark/docs/core/Ledger$Outcome;->error(Ljava/lang/String;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 236
    :cond_2
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->store:Lcom/quillmark/docs/documents/DocumentStore;

    invoke-virtual {v0, v3, v7}, Lcom/quillmark/docs/documents/DocumentStore;->rename(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 237
    const-string v0, "CONFLICT"

    invoke-static {v0}, Lcom/quillmark/docs/core/Ledger$Outcome;->error(Ljava/lang/String;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 239
    :cond_3
    const-string v1, "id"

    invoke-virtual {v4, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 240
    const-string v1, "title"

    invoke-virtual {v4, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 241
    invoke-static {v4}, Lcom/quillmark/docs/core/Ledger$Outcome;->ok(Lorg/json/JSONObject;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 244
    :pswitch_1
    invoke-static {v3}, Lcom/quillmark/docs/documents/DocumentStore;->isId(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 245
    const-string v0, "INVALID_ARGS"

    invoke-static {v0}, Lcom/quillmark/docs/core/Ledger$Outcome;->error(Ljava/lang/String;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 247
    :cond_4
    iget-object v2, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->store:Lcom/quillmark/docs/documents/DocumentStore;

    invoke-virtual {v2, v3}, Lcom/quillmark/docs/documents/DocumentStore;->delete(Ljava/lang/String;)Z

    move-result v2

    const-string v1, "deleted"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 248
    invoke-static {v4}, Lcom/quillmark/docs/core/Ledger$Outcome;->ok(Lorg/json/JSONObject;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 250
    :pswitch_2
    iget-object v2, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->store:Lcom/quillmark/docs/documents/DocumentStore;

    invoke-virtual {v2}, Lcom/quillmark/docs/documents/DocumentStore;->reindex()I

    move-result v2

    const-string v1, "documents"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 251
    invoke-static {v4}, Lcom/quillmark/docs/core/Ledger$Outcome;->ok(Lorg/json/JSONObject;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 253
    :goto_1
    const-string v0, "INTERNAL_ERROR"

    invoke-static {v0}, Lcom/quillmark/docs/core/Ledger$Outcome;->error(Ljava/lang/String;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7a11ef04 -> :sswitch_0
        -0x4e8c8308 -> :sswitch_2
        -0x101052d1 -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private static pump(Landroid/os/ParcelFileDescriptor;[B)V
    .registers 8

    .line 300
    new-instance v2, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    invoke-direct {v2, p0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V

    .line 302
    :try_start_0
    invoke-virtual {v2, p1}, Ljava/io/OutputStream;->write([B)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_1
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 307
    :try_start_1
    invoke-virtual {v2}, Ljava/io/OutputStream;->close()V
    :try_end_1
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_0

    .line 310
    goto :goto_1

    :catch_0
    move-exception v3

    .line 311
    goto :goto_1

    :catch_1
    move-exception v3

    .line 304
    :try_start_2
    const-string v0, "QuillTools"

    const-string v1, "reader went away"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 307
    :try_start_3
    invoke-virtual {v2}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2

    .line 310
    goto :goto_1

    :catch_2
    move-exception v3

    .line 311
    goto :goto_1

    :catchall_0
    move-exception v4

    .line 307
    :try_start_4
    invoke-virtual {v2}, Ljava/io/OutputStream;->close()V
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_3

    .line 310
    goto :goto_0

    :catch_3
    move-exception v5

    .line 311
    :goto_0
    throw v4

    .line 312
    :goto_1
    return-void
.end method

.method private readDocument(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 274
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v1, "document_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 275
    invoke-static {v6}, Lcom/quillmark/docs/documents/DocumentStore;->isId(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->store:Lcom/quillmark/docs/documents/DocumentStore;

    invoke-virtual {v0, v6}, Lcom/quillmark/docs/documents/DocumentStore;->row(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v7, v0

    .line 276
    if-nez v7, :cond_1

    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->store:Lcom/quillmark/docs/documents/DocumentStore;

    invoke-virtual {v0, v6}, Lcom/quillmark/docs/documents/DocumentStore;->read(Ljava/lang/String;)[B

    move-result-object v0

    :goto_1
    move-object v8, v0

    .line 277
    if-nez v8, :cond_2

    .line 278
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 280
    :cond_2
    new-instance v9, Lorg/json/JSONObject;

    invoke-direct {v9}, Lorg/json/JSONObject;-><init>()V

    .line 281
    const-string v1, "id"

    invoke-virtual {v9, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 282
    const-string v3, "title"

    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 283
    new-instance v2, Ljava/lang/String;

    sget-object v5, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-direct {v2, v8, v5}, Ljava/lang/String;-><init>([BLjava/nio/charset/Charset;)V

    const-string v1, "text"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 284
    invoke-virtual {v9}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v10

    .line 285
    array-length v0, v10

    const/high16 v1, 0x40000

    if-gt v0, v1, :cond_3

    .line 286
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-static {v0, v9}, Lcom/quillmark/docs/core/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 288
    :cond_3
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->session:Lcom/quillmark/docs/core/SessionBook$Session;

    const-string v1, "large_results"

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/core/SessionBook$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 289
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "RESULT_TOO_LARGE"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 291
    :cond_4
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v11

    .line 292
    const/4 v1, 0x1

    aget-object v12, v11, v1

    .line 293
    new-instance v0, Ljava/lang/Thread;

    new-instance v2, Lcom/quillmark/docs/documents/DocumentsToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, v12, v10}, Lcom/quillmark/docs/documents/DocumentsToolProvider$$ExternalSyntheticLambda1;-><init>(Landroid/os/ParcelFileDescriptor;[B)V

    const-string v3, "quillmark-pipe"

    invoke-direct {v0, v2, v3}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/lang/Thread;->start()V

    .line 294
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    array-length v2, v10

    int-to-long v2, v2

    invoke-static {v10}, Lcom/quillmark/docs/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v4

    const-string v1, "application/json"

    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillmark/docs/core/Replies;->fileResult(Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;)Landroid/os/Bundle;

    move-result-object v13

    .line 295
    const/4 v3, 0x0

    aget-object v2, v11, v3

    const-string v1, "result_fd"

    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 296
    return-object v13
.end method

.method private redeemedGrant(Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Z
    .registers 6

    .line 197
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->resumeTokens:Lcom/quillmark/docs/core/ResumeTokens;

    const-string v1, "com.quillmark.docs.documents"

    const-string v2, "grant"

    invoke-virtual {v0, v1, v2, p2, p1}, Lcom/quillmark/docs/core/ResumeTokens;->consume(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/quillmark/docs/core/Request;)I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method private static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 59
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 60
    const-string v0, "name"

    invoke-virtual {v2, v0, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 61
    const-string v0, "title"

    invoke-virtual {v2, v0, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 62
    const-string v0, "description"

    invoke-virtual {v2, v0, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 63
    const-string v0, "access"

    invoke-virtual {v2, v0, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 64
    const-string v0, "sensitivity"

    const-string v1, "personal"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 65
    return-object v2
.end method

.method private summarize(Lcom/quillmark/docs/core/Request;)Ljava/lang/String;
    .registers 10

    .line 221
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->args:Lorg/json/JSONObject;

    const-string v1, "document_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 222
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->store:Lcom/quillmark/docs/documents/DocumentStore;

    invoke-virtual {v0, v6}, Lcom/quillmark/docs/documents/DocumentStore;->row(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    .line 223
    if-nez v7, :cond_0

    move-object v0, v6

    goto :goto_0

    :cond_0
    const-string v1, "title"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 224
    const-string v3, "size_bytes"

    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v2

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "\""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\" ("

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ", "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " bytes)"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v0, v4

    .line 223
    :goto_0
    return-object v0
.end method


# virtual methods
.method protected declareTools()Ljava/util/List;
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/quillmark/docs/core/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 70
    invoke-virtual {p0}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/quillmark/docs/documents/DocumentStore;->get(Landroid/content/Context;)Lcom/quillmark/docs/documents/DocumentStore;

    move-result-object v1

    iput-object v1, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->store:Lcom/quillmark/docs/documents/DocumentStore;

    .line 71
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/quillmark/docs/core/ToolSpec;

    .line 72
    const-string v3, "list_documents"

    invoke-static {v3}, Lcom/quillmark/docs/core/ToolSpec;->named(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 73
    const-string v4, "List documents"

    const-string v5, "List documents, newest first, optionally by title prefix."

    invoke-virtual {v3, v4, v5}, Lcom/quillmark/docs/core/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "docs.read"

    aput-object v7, v4, v6

    .line 74
    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 75
    const-string v4, "{\"type\":\"object\",\"properties\":{\"title_prefix\":{\"type\":\"string\",\"maxLength\":100},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 77
    const-string v4, "{\"type\":\"object\",\"properties\":{\"documents\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"documents\"]}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 79
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->build()Lcom/quillmark/docs/core/ToolSpec;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    .line 80
    const-string v3, "read_document"

    invoke-static {v3}, Lcom/quillmark/docs/core/ToolSpec;->named(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 81
    const-string v4, "Read a document"

    const-string v5, "Return one document\'s title and text."

    invoke-virtual {v3, v4, v5}, Lcom/quillmark/docs/core/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "docs.read"

    aput-object v7, v4, v6

    .line 82
    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 83
    const-string v4, "{\"type\":\"object\",\"properties\":{\"document_id\":{\"type\":\"string\",\"pattern\":\"^d_[0-9a-f]{16}$\"}},\"required\":[\"document_id\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 85
    const-string v4, "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},\"title\":{\"type\":\"string\"},\"text\":{\"type\":\"string\"}},\"required\":[\"id\",\"text\"]}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 87
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->build()Lcom/quillmark/docs/core/ToolSpec;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v0, v2

    .line 88
    const-string v3, "rename_document"

    invoke-static {v3}, Lcom/quillmark/docs/core/ToolSpec;->named(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 89
    const-string v4, "Rename a document"

    const-string v5, "Change a document\'s title."

    invoke-virtual {v3, v4, v5}, Lcom/quillmark/docs/core/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 90
    const-string v4, "update"

    const-string v5, "moderate"

    const-string v6, "provider_policy"

    invoke-virtual {v3, v4, v5, v6}, Lcom/quillmark/docs/core/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 91
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->idempotent()Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "docs.write"

    aput-object v7, v4, v6

    .line 92
    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 93
    const-string v4, "{\"type\":\"object\",\"properties\":{\"document_id\":{\"type\":\"string\"},\"title\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":200}},\"required\":[\"document_id\",\"title\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 96
    const-string v4, "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},\"title\":{\"type\":\"string\"}},\"required\":[\"id\",\"title\"]}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 98
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->build()Lcom/quillmark/docs/core/ToolSpec;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    .line 99
    const-string v3, "delete_document"

    invoke-static {v3}, Lcom/quillmark/docs/core/ToolSpec;->named(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 100
    const-string v4, "Delete a document"

    const-string v5, "Delete a document permanently. The user confirms each deletion."

    invoke-virtual {v3, v4, v5}, Lcom/quillmark/docs/core/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 101
    const-string v4, "delete"

    const-string v5, "high"

    const-string v6, "always"

    invoke-virtual {v3, v4, v5, v6}, Lcom/quillmark/docs/core/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 102
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->destructive()Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "docs.write"

    aput-object v7, v4, v6

    .line 103
    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 104
    const-string v4, "{\"type\":\"object\",\"properties\":{\"document_id\":{\"type\":\"string\"}},\"required\":[\"document_id\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 106
    const-string v4, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 107
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->build()Lcom/quillmark/docs/core/ToolSpec;

    move-result-object v3

    const/4 v2, 0x3

    aput-object v3, v0, v2

    .line 108
    const-string v3, "reindex_documents"

    invoke-static {v3}, Lcom/quillmark/docs/core/ToolSpec;->named(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 109
    const-string v4, "Reindex documents"

    const-string v5, "Re-read every document\'s size into the index."

    invoke-virtual {v3, v4, v5}, Lcom/quillmark/docs/core/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 110
    const-string v4, "update"

    const-string v5, "low"

    const-string v6, "never"

    invoke-virtual {v3, v4, v5, v6}, Lcom/quillmark/docs/core/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 111
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->idempotent()Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 112
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->async()Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "docs.write"

    aput-object v7, v4, v6

    .line 113
    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 114
    const-string v4, "{\"type\":\"object\",\"properties\":{\"documents\":{\"type\":\"integer\"}},\"required\":[\"documents\"]}"

    invoke-virtual {v3, v4}, Lcom/quillmark/docs/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;

    move-result-object v3

    .line 115
    invoke-virtual {v3}, Lcom/quillmark/docs/core/ToolSpec$Builder;->build()Lcom/quillmark/docs/core/ToolSpec;

    move-result-object v3

    const/4 v2, 0x4

    aput-object v3, v0, v2

    .line 71
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 46
    const-string v0, "Find, read, rename and delete the documents kept in QuillMark."

    return-object v0
.end method

.method protected executeTool(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 166
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    invoke-virtual {v0}, Lcom/quillmark/docs/core/ToolSpec;->isRead()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 167
    iget-object v1, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    iget-object v1, v1, Lcom/quillmark/docs/core/ToolSpec;->name:Ljava/lang/String;

    const-string v0, "read_document"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-direct {p0, p1}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->readDocument(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-direct {p0, p1}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->listDocuments(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    :goto_0
    return-object v0

    .line 169
    :cond_1
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 170
    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-gtz v0, :cond_2

    .line 171
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 173
    :cond_2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v5

    if-ltz v0, :cond_3

    .line 174
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 176
    :cond_3
    invoke-virtual {p1}, Lcom/quillmark/docs/core/Request;->resumeToken()Ljava/lang/String;

    move-result-object v7

    .line 177
    if-eqz v7, :cond_4

    invoke-direct {p0, p1, v7}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->redeemedGrant(Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 178
    const/4 v7, 0x0

    .line 180
    :cond_4
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    invoke-virtual {v0}, Lcom/quillmark/docs/core/ToolSpec;->needsConfirmation()Z

    move-result v0

    if-eqz v0, :cond_6

    .line 181
    invoke-direct {p0, p1, v7}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->confirm(Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v8

    .line 182
    if-eqz v8, :cond_5

    .line 183
    return-object v8

    .line 185
    :cond_5
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v5

    if-ltz v0, :cond_6

    .line 186
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 189
    :cond_6
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    iget-boolean v0, v0, Lcom/quillmark/docs/core/ToolSpec;->async:Z

    if-eqz v0, :cond_7

    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->session:Lcom/quillmark/docs/core/SessionBook$Session;

    const-string v1, "async_operations"

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/core/SessionBook$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_7

    .line 190
    const-string v2, "reindex"

    invoke-virtual {p0, p1, v2}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->startOperation(Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 192
    :cond_7
    iget-object v2, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->ledger:Lcom/quillmark/docs/core/Ledger;

    new-instance v4, Lcom/quillmark/docs/documents/DocumentsToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v4, p0, p1}, Lcom/quillmark/docs/documents/DocumentsToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/quillmark/docs/documents/DocumentsToolProvider;Lcom/quillmark/docs/core/Request;)V

    invoke-virtual {v2, p1, v4}, Lcom/quillmark/docs/core/Ledger;->runOnce(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Work;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v2

    invoke-virtual {p0, p1, v2}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->reply(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Outcome;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected identify(ILandroid/os/Bundle;)Lcom/quillmark/docs/core/Caller;
    .registers 7

    .line 120
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->callers:Lcom/quillmark/docs/documents/DocumentCallers;

    if-nez v0, :cond_0

    .line 121
    new-instance v1, Lcom/quillmark/docs/documents/DocumentCallers;

    invoke-virtual {p0}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    iget-object v3, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->settings:Lcom/quillmark/docs/core/Settings;

    invoke-direct {v1, v2, v3}, Lcom/quillmark/docs/documents/DocumentCallers;-><init>(Landroid/content/pm/PackageManager;Lcom/quillmark/docs/core/Settings;)V

    iput-object v1, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->callers:Lcom/quillmark/docs/documents/DocumentCallers;

    .line 123
    :cond_0
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->callers:Lcom/quillmark/docs/documents/DocumentCallers;

    invoke-virtual {v0, p1, p2}, Lcom/quillmark/docs/documents/DocumentCallers;->resolve(ILandroid/os/Bundle;)Lcom/quillmark/docs/core/Caller;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$executeTool$0$com-quillmark-docs-documents-DocumentsToolProvider(Lcom/quillmark/docs/core/Request;)Lcom/quillmark/docs/core/Ledger$Outcome;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 192
    invoke-direct {p0, p1}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->mutate(Lcom/quillmark/docs/core/Request;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0
.end method

.method protected missingScope(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 132
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    invoke-virtual {v0}, Lcom/quillmark/docs/core/ToolSpec;->isRead()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 133
    invoke-super {p0, p1}, Lcom/quillmark/docs/core/ToolProviderBase;->missingScope(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 135
    :cond_0
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 136
    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-lez v0, :cond_1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v5

    if-ltz v0, :cond_3

    .line 137
    :cond_1
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-wide/16 v3, 0x0

    cmp-long v1, v5, v3

    if-gtz v1, :cond_2

    const-string v1, "INVALID_REQUEST"

    goto :goto_0

    :cond_2
    const-string v1, "DEADLINE_EXCEEDED"

    :goto_0
    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 139
    :cond_3
    invoke-virtual {p1}, Lcom/quillmark/docs/core/Request;->resumeToken()Ljava/lang/String;

    move-result-object v7

    .line 140
    if-eqz v7, :cond_4

    .line 141
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->resumeTokens:Lcom/quillmark/docs/core/ResumeTokens;

    const-string v1, "com.quillmark.docs.documents"

    const-string v2, "grant"

    invoke-virtual {v0, v1, v2, v7, p1}, Lcom/quillmark/docs/core/ResumeTokens;->consume(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/quillmark/docs/core/Request;)I

    move-result v0

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    .line 143
    :pswitch_0
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    .line 144
    invoke-virtual {p0}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-string v3, "com.quillmark.docs.documents"

    invoke-static {v2, v3, v7}, Lcom/quillmark/docs/core/ReviewIntents;->pairing(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    .line 143
    const-string v1, "AUTH_REQUIRED"

    invoke-static {v0, v1, v2, v7}, Lcom/quillmark/docs/core/Replies;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 146
    :pswitch_1
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "USER_CANCELLED"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 148
    :pswitch_2
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "PERMISSION_DENIED"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 150
    :goto_1
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 153
    :cond_4
    new-instance v8, Ljava/util/ArrayList;

    invoke-direct {v8}, Ljava/util/ArrayList;-><init>()V

    .line 154
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    iget-object v0, v0, Lcom/quillmark/docs/core/ToolSpec;->scopes:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_2
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v10, v0

    .line 155
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    invoke-virtual {v0, v10}, Lcom/quillmark/docs/core/Caller;->holds(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 156
    invoke-interface {v8, v10}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 158
    :cond_5
    goto :goto_2

    .line 159
    :cond_6
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider;->resumeTokens:Lcom/quillmark/docs/core/ResumeTokens;

    const-string v4, ","

    invoke-static {v4, v8}, Ljava/lang/String;->join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;

    move-result-object v4

    const-string v1, "com.quillmark.docs.documents"

    const-string v2, "grant"

    invoke-virtual {v0, v1, v2, p1, v4}, Lcom/quillmark/docs/core/ResumeTokens;->open(Ljava/lang/String;Ljava/lang/String;Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 160
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-virtual {p0}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-string v3, "com.quillmark.docs.documents"

    invoke-static {v2, v3, v9}, Lcom/quillmark/docs/core/ReviewIntents;->pairing(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    const-string v1, "AUTH_REQUIRED"

    invoke-static {v0, v1, v2, v9}, Lcom/quillmark/docs/core/Replies;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_2
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 36
    const-string v0, "com.quillmark.docs.documents"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 41
    const-string v0, "QuillMark Documents"

    return-object v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 51
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 52
    const-string v0, "docs.read"

    const-string v1, "Read documents"

    const-string v2, "List documents and read their text"

    const-string v3, "read"

    invoke-static {v0, v1, v2, v3}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 53
    const-string v0, "docs.write"

    const-string v1, "Change documents"

    const-string v2, "Rename, delete and reindex documents"

    const-string v3, "write"

    invoke-static {v0, v1, v2, v3}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 54
    return-object v4
.end method

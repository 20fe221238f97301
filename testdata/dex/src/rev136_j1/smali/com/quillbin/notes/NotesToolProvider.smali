.class public final Lcom/quillbin/notes/NotesToolProvider;
.super Landroid/content/ContentProvider;
.source "NotesToolProvider.java"


# static fields
.field static final ATTACH:Ljava/lang/String; = "attach_file"

.field static final ATTACHMENT:Ljava/lang/String; = "note_attachment"

.field private static final ATTACHMENT_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"attachment_id\":{\"type\":\"integer\"}},\"required\":[\"attachment_id\"],\"additionalProperties\":false}"

.field private static final ATTACHMENT_OUT:Ljava/lang/String; = "{\"type\":\"string\",\"contentEncoding\":\"binary\"}"

.field private static final ATTACH_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"inbox_uri\":{\"type\":\"string\",\"maxLength\":300}},\"required\":[\"note_id\",\"inbox_uri\"],\"additionalProperties\":false}"

.field private static final ATTACH_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"attachment_id\":{\"type\":\"integer\"},\"size_bytes\":{\"type\":\"integer\"}},\"required\":[\"attachment_id\"]}"

.field static final DELETE:Ljava/lang/String; = "delete_notebook"

.field private static final DELETE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"},\"files_removed\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]}"

.field private static final DISPLAY_NAME:Ljava/lang/String; = "Quillbin Notes"

.field static final EXPORT:Ljava/lang/String; = "export_notebook"

.field private static final EXPORT_OUT:Ljava/lang/String; = "{\"type\":\"string\",\"contentMediaType\":\"application/zip\"}"

.field static final FIND:Ljava/lang/String; = "find_notes"

.field private static final FIND_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":200},\"notebook\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80},\"tag\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":40},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

.field private static final FIND_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\"}},\"required\":[\"notes\"]}"

.field private static final NOTEBOOK_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":\"integer\"}},\"required\":[\"notebook_id\"],\"additionalProperties\":false}"

.field static final PROVIDER_ID:Ljava/lang/String; = "com.quillbin.notes"

.field private static final TAG:Ljava/lang/String; = "NotesTools"


# instance fields
.field private final answered:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/quillbin/cetp/Answers$Kept;",
            ">;"
        }
    .end annotation
.end field

.field private approvals:Lcom/quillbin/cetp/Approvals;

.field private attachmentDir:Ljava/io/File;

.field private callers:Lcom/quillbin/cetp/CallerPolicy;

.field private inboxDir:Ljava/io/File;

.field private notes:Lcom/quillbin/data/NotesDao;

.field private results:Lcom/quillbin/io/FileCache;

.field private sessions:Lcom/quillbin/cetp/SessionTable;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 46
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 86
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->answered:Ljava/util/Map;

    return-void
.end method

.method private askUser(Lcom/quillbin/cetp/Request;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 269
    :try_start_0
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->approvals:Lcom/quillbin/cetp/Approvals;

    invoke-virtual {v0, p1, p2}, Lcom/quillbin/cetp/Approvals;->issue(Lcom/quillbin/cetp/Request;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 270
    invoke-virtual {p0}, Lcom/quillbin/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1, v4}, Lcom/quillbin/ui/ApproveActivity;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    const-string v3, "Waiting for the user to confirm on the phone"

    invoke-static {p1, v1, v4, v3}, Lcom/quillbin/cetp/Answers;->needsUser(Lcom/quillbin/cetp/Request;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 273
    const-string v0, "NotesTools"

    const-string v1, "approval not issued"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 274
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The confirmation could not be prepared"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private attach(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;
    .registers 22
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 384
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillbin/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v8

    .line 385
    const-string v1, "note_id"

    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v9

    .line 386
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillbin/notes/NotesToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    invoke-virtual {v0, v9, v10}, Lcom/quillbin/data/NotesDao;->noteExists(J)Z

    move-result v0

    if-nez v0, :cond_0

    .line 387
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such note"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 389
    :cond_0
    const-string v1, "inbox_uri"

    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v11

    .line 390
    invoke-virtual {v11}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v12

    .line 391
    invoke-virtual {v11}, Landroid/net/Uri;->getScheme()Ljava/lang/String;

    move-result-object v1

    const-string v0, "content"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v11}, Landroid/net/Uri;->getAuthority()Ljava/lang/String;

    move-result-object v1

    const-string v0, "com.quillbin.notes"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v12}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_1

    .line 392
    const/4 v2, 0x0

    invoke-interface {v12, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "inbox"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 393
    :cond_1
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "inbox_uri must look like content://com.quillbin.notes/inbox/<file>"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 396
    :cond_2
    invoke-virtual {v11}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v13

    .line 397
    new-instance v14, Ljava/io/File;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/quillbin/notes/NotesToolProvider;->inboxDir:Ljava/io/File;

    invoke-direct {v14, v2, v13}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 398
    invoke-virtual {v14}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_3

    .line 399
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "The inbox has no such file"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 401
    :cond_3
    invoke-static {v13}, Lcom/quillbin/notes/NotesToolProvider;->mediaType(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 402
    new-instance v16, Ljava/io/File;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/quillbin/notes/NotesToolProvider;->attachmentDir:Ljava/io/File;

    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;

    move-result-object v3

    invoke-static {v3}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    invoke-static {v15}, Lcom/quillbin/notes/NotesToolProvider;->suffix(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v3, v5

    move-object/from16 v1, v16

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 404
    move-object/from16 v1, v16

    :try_start_0
    invoke-static {v14, v1}, Lcom/quillbin/io/Streams;->copyFile(Ljava/io/File;Ljava/io/File;)J

    .line 405
    move-object/from16 v0, v16

    invoke-static {v0}, Lcom/quillbin/io/Streams;->digest(Ljava/io/File;)Lcom/quillbin/io/Streams$Digest;

    move-result-object v17

    .line 406
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillbin/notes/NotesToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    move-object/from16 v3, v16

    invoke-virtual {v3}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v5, v17

    iget-wide v5, v5, Lcom/quillbin/io/Streams$Digest;->size:J

    move-object/from16 v7, v17

    iget-object v7, v7, Lcom/quillbin/io/Streams$Digest;->sha256:Ljava/lang/String;

    move-wide v1, v9

    move-object v4, v15

    invoke-virtual/range {v0 .. v7}, Lcom/quillbin/data/NotesDao;->addAttachment(JLjava/lang/String;Ljava/lang/String;JLjava/lang/String;)J

    move-result-wide v18

    .line 407
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "attachment_id"

    move-wide/from16 v3, v18

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v3, v17

    iget-wide v3, v3, Lcom/quillbin/io/Streams$Digest;->size:J

    const-string v2, "size_bytes"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p1

    invoke-static {v0, v1}, Lcom/quillbin/cetp/Answers;->inline(Lcom/quillbin/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v17

    .line 409
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "attach to note "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v9, v10}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "NotesTools"

    move-object/from16 v2, v17

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 410
    move-object/from16 v0, v16

    invoke-virtual {v0}, Ljava/io/File;->exists()Z

    move-result v0

    if-eqz v0, :cond_4

    move-object/from16 v0, v16

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    move-result v0

    if-nez v0, :cond_4

    .line 411
    const-string v0, "NotesTools"

    const-string v1, "partial attachment left behind"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 413
    :cond_4
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v2, v17

    invoke-static {v2}, Lcom/quillbin/io/Streams;->forUser(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private attachment(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 301
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "attachment_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v6

    .line 302
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->largeResults()Z

    move-result v0

    if-nez v0, :cond_0

    .line 303
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Attachments are sent as files: negotiate large_results"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 306
    :cond_0
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    invoke-virtual {v0, v6, v7}, Lcom/quillbin/data/NotesDao;->attachment(J)Lcom/quillbin/data/NotesDao$Attachment;

    move-result-object v8

    .line 307
    if-nez v8, :cond_1

    .line 308
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such attachment"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 310
    :cond_1
    new-instance v9, Ljava/io/File;

    iget-object v2, p0, Lcom/quillbin/notes/NotesToolProvider;->attachmentDir:Ljava/io/File;

    iget-object v3, v8, Lcom/quillbin/data/NotesDao$Attachment;->file:Ljava/lang/String;

    invoke-direct {v9, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 311
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->uid()I

    move-result v10

    .line 313
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createReliablePipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v11

    .line 314
    const/4 v1, 0x1

    aget-object v0, v11, v1

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "attachment-"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, v9, v8, v10}, Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda0;-><init>(Ljava/io/File;Lcom/quillbin/data/NotesDao$Attachment;I)V

    invoke-static {v0, v1, v2}, Lcom/quillbin/io/Outlet;->start(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/quillbin/io/Outlet$Producer;)V

    .line 318
    iget-object v1, v8, Lcom/quillbin/data/NotesDao$Attachment;->mediaType:Ljava/lang/String;

    const/4 v3, 0x1

    aget-object v2, v11, v3

    iget-wide v3, v8, Lcom/quillbin/data/NotesDao$Attachment;->size:J

    iget-object v5, v8, Lcom/quillbin/data/NotesDao$Attachment;->sha256:Ljava/lang/String;

    move-object v0, p1

    invoke-static/range {v0 .. v5}, Lcom/quillbin/cetp/Answers;->file(Lcom/quillbin/cetp/Request;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v11

    .line 320
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "no pipe for attachment "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "NotesTools"

    invoke-static {v0, v1, v11}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 321
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v11}, Lcom/quillbin/io/Streams;->forUser(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private attachmentOf(Landroid/net/Uri;)Lcom/quillbin/data/NotesDao$Attachment;
    .registers 7

    .line 502
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 503
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "attachments"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 504
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 507
    :cond_1
    :try_start_0
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/quillbin/data/NotesDao;->attachment(J)Lcom/quillbin/data/NotesDao$Attachment;
    :try_end_0
    .catch Ljava/lang/NumberFormatException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 509
    const/4 v0, 0x0

    return-object v0
.end method

.method private deleteNotebook(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 418
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "notebook_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v4

    .line 419
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    invoke-virtual {v0, v4, v5}, Lcom/quillbin/data/NotesDao;->notebookName(J)Ljava/lang/String;

    move-result-object v6

    .line 420
    if-nez v6, :cond_0

    .line 421
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such notebook"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 423
    :cond_0
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->confirmed()Z

    move-result v0

    if-nez v0, :cond_1

    .line 424
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Delete the notebook \u201c"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\u201d with all of its notes and attachments"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, p1, v2}, Lcom/quillbin/notes/NotesToolProvider;->askUser(Lcom/quillbin/cetp/Request;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 426
    :cond_1
    const/4 v7, 0x0

    .line 427
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    invoke-virtual {v0, v4, v5}, Lcom/quillbin/data/NotesDao;->deleteNotebook(J)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v9, v0

    .line 428
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lcom/quillbin/notes/NotesToolProvider;->attachmentDir:Ljava/io/File;

    invoke-direct {v0, v2, v9}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 429
    add-int/lit8 v7, v7, 0x1

    .line 431
    :cond_2
    goto :goto_0

    .line 432
    :cond_3
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "notebook_id"

    invoke-virtual {v1, v2, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "deleted"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    .line 433
    const-string v2, "files_removed"

    invoke-virtual {v1, v2, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    .line 432
    invoke-static {p1, v1}, Lcom/quillbin/cetp/Answers;->inline(Lcom/quillbin/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 28
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 168
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillbin/notes/NotesToolProvider;->sessions:Lcom/quillbin/cetp/SessionTable;

    move-object/from16 v1, p2

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p1

    invoke-virtual {v0, v1, v2}, Lcom/quillbin/cetp/SessionTable;->lookup(Ljava/lang/String;I)I

    move-result v11

    .line 169
    move-object/from16 v1, p2

    invoke-static {v11, v1}, Lcom/quillbin/cetp/SessionTable;->envelopeProblem(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v12

    .line 170
    if-eqz v12, :cond_0

    .line 171
    return-object v12

    .line 173
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 174
    move-object/from16 v0, p2

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v14

    .line 175
    const-wide/16 v2, 0x0

    cmp-long v0, v14, v2

    if-gtz v0, :cond_1

    .line 176
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 178
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v14

    if-ltz v0, :cond_2

    .line 179
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the call started"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 182
    :cond_2
    move-object/from16 v0, p2

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v16

    .line 183
    const-string v0, "find_notes"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const-string v0, "note_attachment"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const-string v0, "export_notebook"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const-string v0, "attach_file"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 184
    const-string v0, "delete_notebook"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 185
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 187
    :cond_3
    move-object/from16 v0, p2

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v17

    .line 188
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object/from16 v0, v17

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_4

    .line 189
    const-string v1, "INVALID_ARGS"

    const-string v2, "args are larger than max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 193
    :cond_4
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    move-object/from16 v2, v17

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v18, v0

    .line 196
    goto :goto_0

    :catch_0
    move-exception v19

    .line 195
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 197
    :goto_0
    new-instance v0, Lcom/quillbin/cetp/Request;

    move-object/from16 v8, p2

    const-string v9, "resume_token"

    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    const/4 v10, 0x1

    move-object v1, v0

    move/from16 v2, p1

    const-string v3, "com.quillbin.notes"

    move-object v4, v13

    move-object/from16 v5, v16

    move-object/from16 v6, v17

    move-object/from16 v7, v18

    if-ne v11, v10, :cond_5

    const/4 v9, 0x1

    goto :goto_1

    :cond_5
    const/4 v9, 0x0

    :goto_1
    invoke-direct/range {v1 .. v9}, Lcom/quillbin/cetp/Request;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Z)V

    move-object/from16 v19, v0

    .line 199
    const-string v0, "attach_file"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const-string v0, "delete_notebook"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    :cond_6
    const/4 v0, 0x1

    goto :goto_2

    :cond_7
    const/4 v0, 0x0

    :goto_2
    move/from16 v20, v0

    .line 200
    if-eqz v20, :cond_9

    .line 202
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillbin/notes/NotesToolProvider;->answered:Ljava/util/Map;

    move-object/from16 v22, v0

    monitor-enter v22

    .line 203
    move-object/from16 v0, p0

    :try_start_1
    iget-object v0, v0, Lcom/quillbin/notes/NotesToolProvider;->answered:Ljava/util/Map;

    move-object/from16 v1, v19

    invoke-virtual {v1}, Lcom/quillbin/cetp/Request;->dedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillbin/cetp/Answers$Kept;

    move-object/from16 v21, v0

    .line 204
    monitor-exit v22
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    goto :goto_3

    :catchall_0
    move-exception v23

    :try_start_2
    monitor-exit v22
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    throw v23

    .line 205
    :goto_3
    if-eqz v21, :cond_9

    .line 206
    move-object/from16 v0, v21

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lcom/quillbin/cetp/Answers$Kept;->matches(Lcom/quillbin/cetp/Request;)Z

    move-result v0

    if-eqz v0, :cond_8

    move-object/from16 v0, v21

    invoke-virtual {v0, v13}, Lcom/quillbin/cetp/Answers$Kept;->replay(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_4

    .line 207
    :cond_8
    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    .line 206
    :goto_4
    return-object v0

    .line 211
    :cond_9
    move-object/from16 v0, v19

    invoke-virtual {v0}, Lcom/quillbin/cetp/Request;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_a

    .line 212
    move-object/from16 v0, p0

    move-object/from16 v1, v19

    invoke-direct {v0, v1}, Lcom/quillbin/notes/NotesToolProvider;->resume(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;

    move-result-object v21

    .line 213
    if-eqz v21, :cond_a

    .line 214
    return-object v21

    .line 217
    :cond_a
    move-object/from16 v0, p0

    move-object/from16 v1, v19

    invoke-direct {v0, v1, v14, v15}, Lcom/quillbin/notes/NotesToolProvider;->run(Lcom/quillbin/cetp/Request;J)Landroid/os/Bundle;

    move-result-object v21

    .line 218
    if-eqz v20, :cond_b

    move-object/from16 v1, v21

    const-string v2, "error_code"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "USER_ACTION_REQUIRED"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_b

    .line 219
    move-object/from16 v0, v19

    move-object/from16 v1, v21

    invoke-static {v0, v1}, Lcom/quillbin/cetp/Answers$Kept;->of(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Lcom/quillbin/cetp/Answers$Kept;

    move-result-object v22

    .line 220
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillbin/notes/NotesToolProvider;->answered:Ljava/util/Map;

    move-object/from16 v23, v0

    monitor-enter v23

    .line 221
    move-object/from16 v0, p0

    :try_start_3
    iget-object v0, v0, Lcom/quillbin/notes/NotesToolProvider;->answered:Ljava/util/Map;

    move-object/from16 v1, v19

    invoke-virtual {v1}, Lcom/quillbin/cetp/Request;->dedupKey()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, v22

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 222
    monitor-exit v23
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    goto :goto_5

    :catchall_1
    move-exception v24

    :try_start_4
    monitor-exit v23
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_1

    throw v24

    .line 224
    :cond_b
    :goto_5
    return-object v21
.end method

.method private export(Lcom/quillbin/cetp/Request;J)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 326
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "notebook_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v6

    .line 327
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->largeResults()Z

    move-result v0

    if-nez v0, :cond_0

    .line 328
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Exports are sent as files: negotiate large_results"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 331
    :cond_0
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    invoke-virtual {v0, v6, v7}, Lcom/quillbin/data/NotesDao;->notebookName(J)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 332
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such notebook"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 334
    :cond_1
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->results:Lcom/quillbin/io/FileCache;

    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->uid()I

    move-result v1

    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v3

    const-string v2, "com.quillbin.notes"

    const-string v4, ".zip"

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quillbin/io/FileCache;->slot(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/io/File;

    move-result-object v8

    .line 336
    :try_start_0
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->results:Lcom/quillbin/io/FileCache;

    invoke-virtual {v0, v8}, Lcom/quillbin/io/FileCache;->holds(Ljava/io/File;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 337
    new-instance v0, Ljava/io/File;

    invoke-virtual {v8}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ".part"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    move-object v9, v0

    .line 338
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    invoke-virtual {v0, v6, v7}, Lcom/quillbin/data/NotesDao;->inNotebook(J)Lcom/quillbin/data/NoteCursor;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_4
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_5

    move-result-object v10

    .line 339
    :try_start_1
    new-instance v0, Ljava/io/FileOutputStream;

    invoke-direct {v0, v9}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_2
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_1 .. :try_end_1} :catch_4
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_5

    move-object v11, v0

    .line 340
    move-wide/from16 v2, p2

    :try_start_2
    invoke-direct {p0, v10, v2, v3, v11}, Lcom/quillbin/notes/NotesToolProvider;->writeNotebook(Lcom/quillbin/data/NoteCursor;JLjava/io/OutputStream;)V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_2 .. :try_end_2} :catch_4
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_5

    .line 341
    :try_start_3
    invoke-virtual {v11}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_2
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_3 .. :try_end_3} :catch_4
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_5

    goto :goto_1

    :catch_0
    move-exception v12

    .line 338
    :try_start_4
    invoke-virtual {v11}, Ljava/io/OutputStream;->close()V
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_1
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_4 .. :try_end_4} :catch_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_5

    goto :goto_0

    :catch_1
    move-exception v13

    :try_start_5
    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_0
    throw v12
    :try_end_5
    .catch Ljava/lang/Throwable; {:try_start_5 .. :try_end_5} :catch_2
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_5 .. :try_end_5} :catch_4
    .catch Ljava/io/IOException; {:try_start_5 .. :try_end_5} :catch_5

    .line 341
    :goto_1
    if-eqz v10, :cond_3

    :try_start_6
    invoke-virtual {v10}, Lcom/quillbin/data/NoteCursor;->close()V
    :try_end_6
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_6 .. :try_end_6} :catch_4
    .catch Ljava/io/IOException; {:try_start_6 .. :try_end_6} :catch_5

    goto :goto_3

    :catch_2
    move-exception v11

    .line 338
    if-eqz v10, :cond_2

    :try_start_7
    invoke-virtual {v10}, Lcom/quillbin/data/NoteCursor;->close()V
    :try_end_7
    .catch Ljava/lang/Throwable; {:try_start_7 .. :try_end_7} :catch_3
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_7 .. :try_end_7} :catch_4
    .catch Ljava/io/IOException; {:try_start_7 .. :try_end_7} :catch_5

    goto :goto_2

    :catch_3
    move-exception v12

    :try_start_8
    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_2
    throw v11

    .line 342
    :cond_3
    :goto_3
    invoke-virtual {v9, v8}, Ljava/io/File;->renameTo(Ljava/io/File;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 343
    new-instance v0, Ljava/io/IOException;

    const-string v2, "export could not be stored"

    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 346
    :cond_4
    invoke-static {v8}, Lcom/quillbin/io/Streams;->digest(Ljava/io/File;)Lcom/quillbin/io/Streams$Digest;

    move-result-object v9

    .line 347
    const/high16 v1, 0x10000000

    invoke-static {v8, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v10

    .line 348
    iget-wide v3, v9, Lcom/quillbin/io/Streams$Digest;->size:J

    iget-object v5, v9, Lcom/quillbin/io/Streams$Digest;->sha256:Ljava/lang/String;

    move-object v0, p1

    const-string v1, "application/zip"

    move-object v2, v10

    invoke-static/range {v0 .. v5}, Lcom/quillbin/cetp/Answers;->file(Lcom/quillbin/cetp/Request;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)Landroid/os/Bundle;
    :try_end_8
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_8 .. :try_end_8} :catch_4
    .catch Ljava/io/IOException; {:try_start_8 .. :try_end_8} :catch_5

    move-result-object v0

    return-object v0

    :catch_4
    move-exception v9

    .line 350
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The export ran past the deadline"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_5
    move-exception v9

    .line 352
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "export of notebook "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "NotesTools"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 353
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v9}, Lcom/quillbin/io/Streams;->forUser(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private find(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 282
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v4

    .line 283
    new-instance v5, Lcom/quillbin/data/NotesDao$Query;

    invoke-direct {v5}, Lcom/quillbin/data/NotesDao$Query;-><init>()V

    .line 284
    const-string v2, "text"

    const/16 v3, 0xc8

    invoke-static {v4, v2, v3}, Lcom/quillbin/notes/NotesToolProvider;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v5, Lcom/quillbin/data/NotesDao$Query;->text:Ljava/lang/String;

    .line 285
    const-string v2, "notebook"

    const/16 v3, 0x50

    invoke-static {v4, v2, v3}, Lcom/quillbin/notes/NotesToolProvider;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v5, Lcom/quillbin/data/NotesDao$Query;->notebook:Ljava/lang/String;

    .line 286
    const-string v2, "tag"

    const/16 v3, 0x28

    invoke-static {v4, v2, v3}, Lcom/quillbin/notes/NotesToolProvider;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v5, Lcom/quillbin/data/NotesDao$Query;->tag:Ljava/lang/String;

    .line 287
    const-string v2, "limit"

    const/16 v3, 0x19

    invoke-virtual {v4, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v1

    iput v1, v5, Lcom/quillbin/data/NotesDao$Query;->limit:I

    .line 288
    iget v0, v5, Lcom/quillbin/data/NotesDao$Query;->limit:I

    const/4 v1, 0x1

    if-lt v0, v1, :cond_0

    iget v0, v5, Lcom/quillbin/data/NotesDao$Query;->limit:I

    const/16 v1, 0x64

    if-le v0, v1, :cond_1

    .line 289
    :cond_0
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "limit must be between 1 and 100"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 291
    :cond_1
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    .line 292
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    invoke-virtual {v0, v5}, Lcom/quillbin/data/NotesDao;->find(Lcom/quillbin/data/NotesDao$Query;)Lcom/quillbin/data/NoteCursor;

    move-result-object v7

    .line 293
    :goto_0
    :try_start_0
    invoke-virtual {v7}, Lcom/quillbin/data/NoteCursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 294
    invoke-virtual {v7}, Lcom/quillbin/data/NoteCursor;->summary()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 296
    :cond_2
    if-eqz v7, :cond_4

    invoke-virtual {v7}, Lcom/quillbin/data/NoteCursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v8

    .line 292
    if-eqz v7, :cond_3

    :try_start_1
    invoke-virtual {v7}, Lcom/quillbin/data/NoteCursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v9

    invoke-virtual {v8, v9}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_1
    throw v8

    .line 297
    :cond_4
    :goto_2
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "notes"

    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/quillbin/cetp/Answers;->inline(Lcom/quillbin/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$attachment$0(Ljava/io/File;Lcom/quillbin/data/NotesDao$Attachment;ILjava/io/OutputStream;)V
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 315
    invoke-static {p0, p3}, Lcom/quillbin/io/Streams;->send(Ljava/io/File;Ljava/io/OutputStream;)J

    .line 316
    iget-wide v1, p1, Lcom/quillbin/data/NotesDao$Attachment;->id:J

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "attachment "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " streamed to uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "NotesTools"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 317
    return-void
.end method

.method static synthetic lambda$openAssetFile$1(Ljava/io/File;Ljava/io/OutputStream;)V
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 494
    invoke-static {p0, p1}, Lcom/quillbin/io/Streams;->send(Ljava/io/File;Ljava/io/OutputStream;)J

    return-void
.end method

.method private listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 147
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->sessions:Lcom/quillbin/cetp/SessionTable;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Lcom/quillbin/cetp/SessionTable;->lookup(Ljava/lang/String;I)I

    move-result v0

    invoke-static {v0, p2}, Lcom/quillbin/cetp/SessionTable;->envelopeProblem(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v11

    .line 148
    if-eqz v11, :cond_0

    .line 149
    return-object v11

    .line 151
    :cond_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 152
    const-string v1, "find_notes"

    const-string v2, "Find notes"

    const-string v3, "Searches note titles and text, optionally within one notebook or tag."

    const-string v4, "notes.read"

    const-string v5, "read"

    const-string v6, "low"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":200},\"notebook\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80},\"tag\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":40},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\"}},\"required\":[\"notes\"]}"

    invoke-static/range {v1 .. v10}, Lcom/quillbin/cetp/Wire;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 154
    const-string v1, "note_attachment"

    const-string v2, "Get attachment"

    const-string v3, "Returns one attachment of a note as a file."

    const-string v4, "notes.read"

    const-string v5, "read"

    const-string v6, "low"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"attachment_id\":{\"type\":\"integer\"}},\"required\":[\"attachment_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"string\",\"contentEncoding\":\"binary\"}"

    invoke-static/range {v1 .. v10}, Lcom/quillbin/cetp/Wire;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 156
    const-string v1, "export_notebook"

    const-string v2, "Export notebook"

    const-string v3, "Returns a notebook as a ZIP of Markdown files and attachments."

    const-string v4, "notes.read"

    const-string v5, "read"

    const-string v6, "low"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":\"integer\"}},\"required\":[\"notebook_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"string\",\"contentMediaType\":\"application/zip\"}"

    invoke-static/range {v1 .. v10}, Lcom/quillbin/cetp/Wire;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 158
    const-string v1, "attach_file"

    const-string v2, "Attach file"

    const-string v3, "Copies a file from Quillbin\'s inbox onto a note."

    const-string v4, "notes.write"

    const-string v5, "create"

    const-string v6, "moderate"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"inbox_uri\":{\"type\":\"string\",\"maxLength\":300}},\"required\":[\"note_id\",\"inbox_uri\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"attachment_id\":{\"type\":\"integer\"},\"size_bytes\":{\"type\":\"integer\"}},\"required\":[\"attachment_id\"]}"

    invoke-static/range {v1 .. v10}, Lcom/quillbin/cetp/Wire;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 160
    const-string v1, "delete_notebook"

    const-string v2, "Delete notebook"

    const-string v3, "Deletes a notebook, its notes and attachments. The user confirms on the phone."

    const-string v4, "notes.write"

    const-string v5, "delete"

    const-string v6, "high"

    const/4 v7, 0x1

    const-string v8, "always"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":\"integer\"}},\"required\":[\"notebook_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"},\"files_removed\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]}"

    invoke-static/range {v1 .. v10}, Lcom/quillbin/cetp/Wire;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v12

    .line 163
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 164
    const-string v2, "revision"

    const-string v3, "notes-7"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tools"

    invoke-virtual {v1, v2, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 163
    invoke-static {v0, v1}, Lcom/quillbin/cetp/Answers;->ok(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static markdown(Lcom/quillbin/data/NoteCursor;)Ljava/lang/String;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 379
    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->title()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->body()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->tags()Lorg/json/JSONArray;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "# "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\n\n"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\n\ntags: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\n"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method

.method private static mediaType(Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    .line 448
    const/16 v1, 0x2e

    invoke-virtual {p0, v1}, Ljava/lang/String;->lastIndexOf(I)I

    move-result v2

    .line 449
    if-gez v2, :cond_0

    const-string v0, ""

    goto :goto_0

    :cond_0
    add-int/lit8 v1, v2, 0x1

    invoke-virtual {p0, v1}, Ljava/lang/String;->substring(I)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v3, v0

    const/4 v4, -0x1

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "jpg"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v4, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "jpeg"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v4, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "png"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v4, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "pdf"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v4, 0x3

    goto :goto_1

    :sswitch_4
    const-string v1, "txt"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v4, 0x4

    :cond_1
    :goto_1
    packed-switch v4, :pswitch_data_0

    goto :goto_2

    .line 452
    :pswitch_0
    const-string v0, "image/jpeg"

    return-object v0

    .line 454
    :pswitch_1
    const-string v0, "image/png"

    return-object v0

    .line 456
    :pswitch_2
    const-string v0, "application/pdf"

    return-object v0

    .line 458
    :pswitch_3
    const-string v0, "text/plain"

    return-object v0

    .line 460
    :goto_2
    const-string v0, "application/octet-stream"

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        0x19be1 -> :sswitch_0
        0x1b0f2 -> :sswitch_3
        0x1b229 -> :sswitch_2
        0x1c270 -> :sswitch_4
        0x31e068 -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 132
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->sessions:Lcom/quillbin/cetp/SessionTable;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Lcom/quillbin/cetp/SessionTable;->lookup(Ljava/lang/String;I)I

    move-result v0

    invoke-static {v0, p2}, Lcom/quillbin/cetp/SessionTable;->envelopeProblem(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v7

    .line 133
    if-eqz v7, :cond_0

    .line 134
    return-object v7

    .line 136
    :cond_0
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 137
    const-string v2, "provider_id"

    const-string v3, "com.quillbin.notes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 138
    const-string v2, "provider_name"

    const-string v3, "Quillbin Notes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 139
    const-string v2, "description"

    const-string v3, "Notebooks, notes and their attachments kept in Quillbin"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 140
    const-string v2, "schema_dialect"

    const-string v3, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 142
    const-string v4, "notes.read"

    const-string v5, "Read your notes and attachments"

    const-string v6, "read"

    invoke-static {v4, v5, v6}, Lcom/quillbin/cetp/Wire;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v3

    .line 143
    const-string v4, "notes.write"

    const-string v5, "Attach files and delete notebooks"

    const-string v6, "write"

    invoke-static {v4, v5, v6}, Lcom/quillbin/cetp/Wire;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v3

    .line 141
    const-string v2, "scopes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 136
    invoke-static {v0, v1}, Lcom/quillbin/cetp/Answers;->ok(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;
    .registers 7

    .line 542
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " from uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused: use call()"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "NotesTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 543
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " is not offered"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private resume(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;
    .registers 8

    .line 231
    :try_start_0
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->approvals:Lcom/quillbin/cetp/Approvals;

    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->resumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillbin/cetp/Approvals;->redeem(Ljava/lang/String;)Lcom/quillbin/cetp/Approvals$Ticket;

    move-result-object v5

    .line 232
    if-nez v5, :cond_0

    const/4 v0, 0x3

    goto :goto_0

    :cond_0
    invoke-virtual {v5, p1}, Lcom/quillbin/cetp/Approvals$Ticket;->verdict(Lcom/quillbin/cetp/Request;)I
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    :goto_0
    move v4, v0

    .line 236
    goto :goto_1

    :catch_0
    move-exception v5

    .line 234
    const-string v0, "NotesTools"

    const-string v1, "approval ticket unreadable"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 235
    const/4 v4, 0x3

    .line 237
    :goto_1
    const/4 v1, 0x2

    if-ne v4, v1, :cond_1

    .line 238
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "USER_CANCELLED"

    const-string v2, "The user said no"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 240
    :cond_1
    const/4 v1, 0x1

    if-eq v4, v1, :cond_2

    .line 241
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token is not valid for this call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 244
    :cond_2
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->markConfirmed()V

    .line 245
    const/4 v0, 0x0

    return-object v0
.end method

.method private run(Lcom/quillbin/cetp/Request;J)Landroid/os/Bundle;
    .registers 10

    .line 250
    :try_start_0
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->tool()Ljava/lang/String;

    move-result-object v4

    const/4 v5, -0x1

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "find_notes"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "note_attachment"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "export_notebook"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "attach_file"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x3

    :cond_0
    :goto_0
    packed-switch v5, :pswitch_data_0

    goto :goto_1

    .line 252
    :pswitch_0
    invoke-direct {p0, p1}, Lcom/quillbin/notes/NotesToolProvider;->find(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 254
    :pswitch_1
    invoke-direct {p0, p1}, Lcom/quillbin/notes/NotesToolProvider;->attachment(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 256
    :pswitch_2
    invoke-direct {p0, p1, p2, p3}, Lcom/quillbin/notes/NotesToolProvider;->export(Lcom/quillbin/cetp/Request;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 258
    :pswitch_3
    invoke-direct {p0, p1}, Lcom/quillbin/notes/NotesToolProvider;->attach(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 260
    :goto_1
    invoke-direct {p0, p1}, Lcom/quillbin/notes/NotesToolProvider;->deleteNotebook(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 263
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "args do not match the input schema"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x2cd11cca -> :sswitch_3
        0x1a63b8bb -> :sswitch_0
        0x65a9aa06 -> :sswitch_2
        0x73bcf390 -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private static suffix(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    .line 466
    move-object v2, p0

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "image/jpeg"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "image/png"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "application/pdf"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "text/plain"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x3

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_1

    .line 468
    :pswitch_0
    const-string v0, ".jpg"

    return-object v0

    .line 470
    :pswitch_1
    const-string v0, ".png"

    return-object v0

    .line 472
    :pswitch_2
    const-string v0, ".pdf"

    return-object v0

    .line 474
    :pswitch_3
    const-string v0, ".txt"

    return-object v0

    .line 476
    :goto_1
    const-string v0, ".bin"

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x58a7d764 -> :sswitch_0
        -0x4a68144d -> :sswitch_2
        -0x34686c8b -> :sswitch_1
        0x30b78e68 -> :sswitch_3
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private static text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 437
    invoke-virtual {p0, p1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 438
    const/4 v0, 0x0

    return-object v0

    .line 440
    :cond_0
    invoke-virtual {p0, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 441
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_1

    invoke-virtual {v3}, Ljava/lang/String;->length()I

    move-result v0

    if-le v0, p2, :cond_2

    .line 442
    :cond_1
    new-instance v0, Lorg/json/JSONException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " has the wrong length"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 444
    :cond_2
    return-object v3
.end method

.method private writeNotebook(Lcom/quillbin/data/NoteCursor;JLjava/io/OutputStream;)V
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;,
            Ljava/util/concurrent/TimeoutException;
        }
    .end annotation

    .line 360
    new-instance v9, Ljava/util/zip/ZipOutputStream;

    new-instance v2, Ljava/io/BufferedOutputStream;

    move-object/from16 v4, p4

    invoke-direct {v2, v4}, Ljava/io/BufferedOutputStream;-><init>(Ljava/io/OutputStream;)V

    invoke-direct {v9, v2}, Ljava/util/zip/ZipOutputStream;-><init>(Ljava/io/OutputStream;)V

    .line 361
    :goto_0
    :try_start_0
    invoke-virtual {p1}, Lcom/quillbin/data/NoteCursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 362
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, p2

    if-ltz v0, :cond_0

    .line 363
    new-instance v0, Ljava/util/concurrent/TimeoutException;

    invoke-virtual {p1}, Lcom/quillbin/data/NoteCursor;->id()J

    move-result-wide v2

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "deadline reached after "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    invoke-direct {v0, v2}, Ljava/util/concurrent/TimeoutException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 365
    :cond_0
    invoke-virtual {p1}, Lcom/quillbin/data/NoteCursor;->id()J

    move-result-wide v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "note-"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v10, v2

    .line 366
    new-instance v1, Ljava/util/zip/ZipEntry;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ".md"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v1, v3}, Ljava/util/zip/ZipEntry;-><init>(Ljava/lang/String;)V

    invoke-virtual {v9, v1}, Ljava/util/zip/ZipOutputStream;->putNextEntry(Ljava/util/zip/ZipEntry;)V

    .line 367
    invoke-static {p1}, Lcom/quillbin/notes/NotesToolProvider;->markdown(Lcom/quillbin/data/NoteCursor;)Ljava/lang/String;

    move-result-object v1

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    invoke-virtual {v9, v1}, Ljava/util/zip/ZipOutputStream;->write([B)V

    .line 368
    invoke-virtual {v9}, Ljava/util/zip/ZipOutputStream;->closeEntry()V

    .line 369
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    invoke-virtual {p1}, Lcom/quillbin/data/NoteCursor;->id()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/quillbin/data/NotesDao;->attachmentsOfNote(J)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :goto_1
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillbin/data/NotesDao$Attachment;

    move-object v12, v0

    .line 370
    new-instance v1, Ljava/util/zip/ZipEntry;

    iget-wide v4, v12, Lcom/quillbin/data/NotesDao$Attachment;->id:J

    iget-object v6, v12, Lcom/quillbin/data/NotesDao$Attachment;->mediaType:Ljava/lang/String;

    invoke-static {v6}, Lcom/quillbin/notes/NotesToolProvider;->suffix(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v7, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, "/"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v7

    move-object v3, v7

    invoke-direct {v1, v3}, Ljava/util/zip/ZipEntry;-><init>(Ljava/lang/String;)V

    invoke-virtual {v9, v1}, Ljava/util/zip/ZipOutputStream;->putNextEntry(Ljava/util/zip/ZipEntry;)V

    .line 371
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lcom/quillbin/notes/NotesToolProvider;->attachmentDir:Ljava/io/File;

    iget-object v3, v12, Lcom/quillbin/data/NotesDao$Attachment;->file:Ljava/lang/String;

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-static {v0, v9}, Lcom/quillbin/io/Streams;->send(Ljava/io/File;Ljava/io/OutputStream;)J

    .line 372
    invoke-virtual {v9}, Ljava/util/zip/ZipOutputStream;->closeEntry()V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 373
    goto :goto_1

    .line 374
    :cond_1
    goto/16 :goto_0

    .line 375
    :cond_2
    invoke-virtual {v9}, Ljava/util/zip/ZipOutputStream;->close()V

    goto :goto_3

    :catch_0
    move-exception v10

    .line 360
    :try_start_1
    invoke-virtual {v9}, Ljava/util/zip/ZipOutputStream;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_2

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_2
    throw v10

    .line 376
    :goto_3
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 106
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 107
    if-nez p3, :cond_0

    sget-object v0, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    goto :goto_0

    :cond_0
    move-object v0, p3

    :goto_0
    move-object v5, v0

    .line 108
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 109
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->callers:Lcom/quillbin/cetp/CallerPolicy;

    invoke-virtual {v0, v4}, Lcom/quillbin/cetp/CallerPolicy;->permits(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 110
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Quillbin\'s tools"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 113
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

    .line 115
    :pswitch_0
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->sessions:Lcom/quillbin/cetp/SessionTable;

    const-string v3, "Quillbin Notes"

    invoke-virtual {v0, v4, v5, v3}, Lcom/quillbin/cetp/SessionTable;->negotiate(ILandroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 117
    :pswitch_1
    invoke-direct {p0, v4, v5}, Lcom/quillbin/notes/NotesToolProvider;->providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 119
    :pswitch_2
    invoke-direct {p0, v4, v5}, Lcom/quillbin/notes/NotesToolProvider;->listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 121
    :pswitch_3
    invoke-direct {p0, v4, v5}, Lcom/quillbin/notes/NotesToolProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 123
    :goto_2
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "No such method"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 126
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

    const-string v0, "NotesTools"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 127
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Quillbin could not handle the request"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

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

    .line 538
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/quillbin/notes/NotesToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    .line 515
    invoke-direct {p0, p1}, Lcom/quillbin/notes/NotesToolProvider;->attachmentOf(Landroid/net/Uri;)Lcom/quillbin/data/NotesDao$Attachment;

    move-result-object v1

    .line 516
    if-nez v1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, v1, Lcom/quillbin/data/NotesDao$Attachment;->mediaType:Ljava/lang/String;

    :goto_0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 528
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/quillbin/notes/NotesToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public onCreate()Z
    .registers 8

    .line 90
    new-instance v1, Lcom/quillbin/cetp/CallerPolicy;

    invoke-virtual {p0}, Lcom/quillbin/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/quillbin/cetp/CallerPolicy;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/quillbin/notes/NotesToolProvider;->callers:Lcom/quillbin/cetp/CallerPolicy;

    .line 91
    invoke-virtual {p0}, Lcom/quillbin/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/quillbin/data/QuillDatabase;->of(Landroid/content/Context;)Lcom/quillbin/data/QuillDatabase;

    move-result-object v0

    invoke-virtual {v0}, Lcom/quillbin/data/QuillDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v6

    .line 92
    new-instance v1, Lcom/quillbin/cetp/SessionTable;

    const-string v3, "com.quillbin.notes"

    invoke-direct {v1, v6, v3}, Lcom/quillbin/cetp/SessionTable;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quillbin/notes/NotesToolProvider;->sessions:Lcom/quillbin/cetp/SessionTable;

    .line 93
    new-instance v1, Lcom/quillbin/data/NotesDao;

    invoke-direct {v1, v6}, Lcom/quillbin/data/NotesDao;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/quillbin/notes/NotesToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    .line 94
    invoke-virtual {p0}, Lcom/quillbin/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/quillbin/ui/ApproveActivity;->approvals(Landroid/content/Context;)Lcom/quillbin/cetp/Approvals;

    move-result-object v1

    iput-object v1, p0, Lcom/quillbin/notes/NotesToolProvider;->approvals:Lcom/quillbin/cetp/Approvals;

    .line 95
    new-instance v1, Lcom/quillbin/io/FileCache;

    new-instance v2, Ljava/io/File;

    invoke-virtual {p0}, Lcom/quillbin/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v4}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v4

    const-string v5, "results"

    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    const-wide/32 v3, 0x5265c00

    invoke-direct {v1, v2, v3, v4}, Lcom/quillbin/io/FileCache;-><init>(Ljava/io/File;J)V

    iput-object v1, p0, Lcom/quillbin/notes/NotesToolProvider;->results:Lcom/quillbin/io/FileCache;

    .line 96
    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Lcom/quillbin/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "attachments"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quillbin/notes/NotesToolProvider;->attachmentDir:Ljava/io/File;

    .line 97
    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Lcom/quillbin/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "inbox"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quillbin/notes/NotesToolProvider;->inboxDir:Ljava/io/File;

    .line 98
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->results:Lcom/quillbin/io/FileCache;

    invoke-virtual {v0}, Lcom/quillbin/io/FileCache;->sweep()I

    .line 99
    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->attachmentDir:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->isDirectory()Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider;->attachmentDir:Ljava/io/File;

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

    .line 484
    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 485
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "Attachments are read-only"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 487
    :cond_0
    invoke-direct {p0, p1}, Lcom/quillbin/notes/NotesToolProvider;->attachmentOf(Landroid/net/Uri;)Lcom/quillbin/data/NotesDao$Attachment;

    move-result-object v7

    .line 488
    if-nez v7, :cond_1

    .line 489
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "No such attachment"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 491
    :cond_1
    new-instance v8, Ljava/io/File;

    iget-object v2, p0, Lcom/quillbin/notes/NotesToolProvider;->attachmentDir:Ljava/io/File;

    iget-object v3, v7, Lcom/quillbin/data/NotesDao$Attachment;->file:Ljava/lang/String;

    invoke-direct {v8, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 493
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v9

    .line 494
    const/4 v1, 0x1

    aget-object v0, v9, v1

    iget-wide v1, v7, Lcom/quillbin/data/NotesDao$Attachment;->id:J

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "preview-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    new-instance v2, Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, v8}, Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda1;-><init>(Ljava/io/File;)V

    invoke-static {v0, v1, v2}, Lcom/quillbin/io/Outlet;->start(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/quillbin/io/Outlet$Producer;)V

    .line 495
    new-instance v0, Landroid/content/res/AssetFileDescriptor;

    const/4 v3, 0x0

    aget-object v2, v9, v3

    move-object v1, v0

    const-wide/16 v3, 0x0

    const-wide/16 v5, -0x1

    invoke-direct/range {v1 .. v6}, Landroid/content/res/AssetFileDescriptor;-><init>(Landroid/os/ParcelFileDescriptor;JJ)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v9

    .line 497
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "Attachment unavailable"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 523
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/quillbin/notes/NotesToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 533
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/quillbin/notes/NotesToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.class public final Lcom/tallycrate/archive/ArchiveToolProvider;
.super Landroid/content/ContentProvider;
.source "ArchiveToolProvider.java"


# static fields
.field static final AUTHORITY:Ljava/lang/String; = "com.tallycrate.archive"

.field private static final CONFIRM_ABOVE_BYTES:J = 0x1400000L

.field static final FETCH:Ljava/lang/String; = "fetch_attachment"

.field private static final FETCH_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"integer\"}},\"required\":[\"entry_id\"],\"additionalProperties\":false}"

.field private static final FETCH_OUT:Ljava/lang/String; = "{\"type\":\"string\",\"contentEncoding\":\"binary\"}"

.field static final IMPORT:Ljava/lang/String; = "import_archive"

.field private static final IMPORT_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"inbox_uri\":{\"type\":\"string\",\"maxLength\":300},\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},\"required\":[\"inbox_uri\",\"label\"],\"additionalProperties\":false}"

.field private static final IMPORT_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"archive_id\":{\"type\":\"integer\"},\"entries\":{\"type\":\"integer\"}},\"required\":[\"archive_id\",\"entries\"]}"

.field static final LIST:Ljava/lang/String; = "list_archives"

.field private static final LIST_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},\"additionalProperties\":false}"

.field private static final LIST_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"archives\":{\"type\":\"array\"}},\"required\":[\"archives\"]}"

.field private static final MAX_ENTRIES:I = 0x7d0

.field private static final NAME:Ljava/lang/String; = "Tallycrate Archive"

.field static final PURGE:Ljava/lang/String; = "purge_archive"

.field private static final PURGE_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"archive_id\":{\"type\":\"integer\"}},\"required\":[\"archive_id\"],\"additionalProperties\":false}"

.field private static final PURGE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"purged\":{\"type\":\"boolean\"}},\"required\":[\"purged\"]}"

.field private static final TAG:Ljava/lang/String; = "ArchiveTools"


# instance fields
.field private callers:Lcom/tallycrate/cetp/CallerCheck;

.field private dao:Lcom/tallycrate/data/ArchiveDao;

.field private inbox:Ljava/io/File;

.field private ledger:Lcom/tallycrate/data/OutcomeLedger;

.field private final recent:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/tallycrate/data/OutcomeLedger$Outcome;",
            ">;"
        }
    .end annotation
.end field

.field private resumes:Lcom/tallycrate/cetp/ResumeFiles;

.field private sessions:Lcom/tallycrate/cetp/Sessions;

.field private store:Ljava/io/File;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 45
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 83
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private archiveFile(J)Ljava/io/File;
    .registers 7

    .line 417
    new-instance v0, Ljava/io/File;

    iget-object v1, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->store:Ljava/io/File;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ".zip"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method private askUser(Lcom/tallycrate/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9

    .line 275
    :try_start_0
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->resumes:Lcom/tallycrate/cetp/ResumeFiles;

    invoke-virtual {v0, p1, p2}, Lcom/tallycrate/cetp/ResumeFiles;->open(Lcom/tallycrate/cetp/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 276
    invoke-virtual {p0}, Lcom/tallycrate/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1, v5}, Lcom/tallycrate/ui/ConfirmActivity;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Confirm on the phone: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {p1, v1, v5, v3}, Lcom/tallycrate/cetp/Replies;->userAction(Lcom/tallycrate/cetp/ToolCall;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 279
    const-string v0, "ArchiveTools"

    const-string v1, "confirmation not opened"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 280
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The confirmation could not be prepared"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private copyEntry(Lcom/tallycrate/data/ArchiveDao$Entry;Ljava/io/OutputStream;)V
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 456
    new-instance v6, Ljava/util/zip/ZipFile;

    iget-wide v3, p1, Lcom/tallycrate/data/ArchiveDao$Entry;->archiveId:J

    invoke-direct {p0, v3, v4}, Lcom/tallycrate/archive/ArchiveToolProvider;->archiveFile(J)Ljava/io/File;

    move-result-object v2

    invoke-direct {v6, v2}, Ljava/util/zip/ZipFile;-><init>(Ljava/io/File;)V

    .line 457
    :try_start_0
    iget-object v1, p1, Lcom/tallycrate/data/ArchiveDao$Entry;->name:Ljava/lang/String;

    invoke-virtual {v6, v1}, Ljava/util/zip/ZipFile;->getEntry(Ljava/lang/String;)Ljava/util/zip/ZipEntry;

    move-result-object v7

    .line 458
    if-nez v7, :cond_0

    .line 459
    new-instance v0, Ljava/io/FileNotFoundException;

    iget-wide v2, p1, Lcom/tallycrate/data/ArchiveDao$Entry;->id:J

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "entry "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " is not in its archive"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 461
    :cond_0
    invoke-virtual {v6, v7}, Ljava/util/zip/ZipFile;->getInputStream(Ljava/util/zip/ZipEntry;)Ljava/io/InputStream;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v8

    .line 462
    :try_start_1
    invoke-static {v8, p2}, Lcom/tallycrate/io/Streams;->copy(Ljava/io/InputStream;Ljava/io/OutputStream;)J
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    .line 463
    if-eqz v8, :cond_2

    :try_start_2
    invoke-virtual {v8}, Ljava/io/InputStream;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_1

    :catch_0
    move-exception v9

    .line 461
    if-eqz v8, :cond_1

    :try_start_3
    invoke-virtual {v8}, Ljava/io/InputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_0

    :catch_1
    move-exception v10

    :try_start_4
    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_0
    throw v9
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_2

    .line 464
    :cond_2
    :goto_1
    invoke-virtual {v6}, Ljava/util/zip/ZipFile;->close()V

    goto :goto_3

    :catch_2
    move-exception v7

    .line 456
    :try_start_5
    invoke-virtual {v6}, Ljava/util/zip/ZipFile;->close()V
    :try_end_5
    .catch Ljava/lang/Throwable; {:try_start_5 .. :try_end_5} :catch_3

    goto :goto_2

    :catch_3
    move-exception v8

    invoke-virtual {v7, v8}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_2
    throw v7

    .line 465
    :goto_3
    return-void
.end method

.method private earlierOutcome(Lcom/tallycrate/cetp/ToolCall;)Lcom/tallycrate/data/OutcomeLedger$Outcome;
    .registers 5

    .line 215
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->outcomeKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallycrate/data/OutcomeLedger$Outcome;

    move-object v2, v0

    .line 216
    if-nez v2, :cond_0

    .line 217
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->ledger:Lcom/tallycrate/data/OutcomeLedger;

    invoke-virtual {v0, p1}, Lcom/tallycrate/data/OutcomeLedger;->find(Lcom/tallycrate/cetp/ToolCall;)Lcom/tallycrate/data/OutcomeLedger$Outcome;

    move-result-object v2

    .line 218
    if-eqz v2, :cond_0

    .line 219
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->outcomeKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 222
    :cond_0
    return-object v2
.end method

.method private entryOf(Landroid/net/Uri;)Lcom/tallycrate/data/ArchiveDao$Entry;
    .registers 7

    .line 485
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 486
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "entries"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 487
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 490
    :cond_1
    :try_start_0
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->dao:Lcom/tallycrate/data/ArchiveDao;

    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tallycrate/data/ArchiveDao;->entry(J)Lcom/tallycrate/data/ArchiveDao$Entry;
    :try_end_0
    .catch Ljava/lang/NumberFormatException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 492
    const/4 v0, 0x0

    return-object v0
.end method

.method private executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 25
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 162
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallycrate/archive/ArchiveToolProvider;->sessions:Lcom/tallycrate/cetp/Sessions;

    move-object/from16 v1, p2

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p1

    invoke-virtual {v0, v1, v2}, Lcom/tallycrate/cetp/Sessions;->check(Ljava/lang/String;I)I

    move-result v11

    .line 163
    move-object/from16 v1, p2

    invoke-static {v11, v1}, Lcom/tallycrate/cetp/Sessions;->refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v12

    .line 164
    if-eqz v12, :cond_0

    .line 165
    return-object v12

    .line 167
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 168
    move-object/from16 v0, p2

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v14

    .line 169
    const-string v0, "list_archives"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const-string v0, "fetch_attachment"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const-string v0, "import_archive"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const-string v0, "purge_archive"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 170
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 172
    :cond_1
    move-object/from16 v0, p2

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 173
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v15, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_2

    .line 174
    const-string v1, "INVALID_ARGS"

    const-string v2, "args exceed max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 178
    :cond_2
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v15}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v16, v0

    .line 181
    goto :goto_0

    :catch_0
    move-exception v17

    .line 180
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 182
    :goto_0
    new-instance v0, Lcom/tallycrate/cetp/ToolCall;

    move-object/from16 v8, p2

    const-string v9, "resume_token"

    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    const/4 v10, 0x1

    move-object v1, v0

    move/from16 v2, p1

    const-string v3, "com.tallycrate.archive"

    move-object v4, v13

    move-object v5, v14

    move-object v6, v15

    move-object/from16 v7, v16

    if-ne v11, v10, :cond_3

    const/4 v9, 0x1

    goto :goto_1

    :cond_3
    const/4 v9, 0x0

    :goto_1
    invoke-direct/range {v1 .. v9}, Lcom/tallycrate/cetp/ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Z)V

    move-object/from16 v17, v0

    .line 184
    const-string v0, "import_archive"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const-string v0, "purge_archive"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    :cond_4
    const/4 v0, 0x1

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    :goto_2
    move/from16 v18, v0

    .line 185
    if-eqz v18, :cond_7

    .line 186
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    invoke-direct {v0, v1}, Lcom/tallycrate/archive/ArchiveToolProvider;->earlierOutcome(Lcom/tallycrate/cetp/ToolCall;)Lcom/tallycrate/data/OutcomeLedger$Outcome;

    move-result-object v19

    .line 187
    if-eqz v19, :cond_7

    .line 188
    move-object/from16 v0, v19

    move-object/from16 v1, v17

    invoke-virtual {v0, v1}, Lcom/tallycrate/data/OutcomeLedger$Outcome;->sameCall(Lcom/tallycrate/cetp/ToolCall;)Z

    move-result v0

    if-eqz v0, :cond_6

    move-object/from16 v0, v19

    invoke-virtual {v0, v13}, Lcom/tallycrate/data/OutcomeLedger$Outcome;->replay(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 189
    :cond_6
    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    .line 188
    :goto_3
    return-object v0

    .line 192
    :cond_7
    move-object/from16 v0, v17

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_8

    .line 193
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    invoke-direct {v0, v1}, Lcom/tallycrate/archive/ArchiveToolProvider;->resume(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v19

    .line 194
    if-eqz v19, :cond_8

    .line 195
    return-object v19

    .line 198
    :cond_8
    const-string v0, "import_archive"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_9

    .line 201
    move-object/from16 v2, p0

    move-object/from16 v3, v17

    invoke-direct {v2, v3}, Lcom/tallycrate/archive/ArchiveToolProvider;->run(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v2

    move-object/from16 v0, p0

    move-object/from16 v1, v17

    invoke-direct {v0, v1, v2}, Lcom/tallycrate/archive/ArchiveToolProvider;->remember(Lcom/tallycrate/cetp/ToolCall;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 203
    :cond_9
    move-object/from16 v0, p2

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v19

    .line 204
    const-wide/16 v2, 0x0

    cmp-long v0, v19, v2

    if-gtz v0, :cond_a

    .line 205
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 207
    :cond_a
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v19

    if-ltz v0, :cond_b

    .line 208
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 210
    :cond_b
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    invoke-direct {v0, v1}, Lcom/tallycrate/archive/ArchiveToolProvider;->run(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v21

    .line 211
    if-eqz v18, :cond_c

    move-object/from16 v0, p0

    move-object/from16 v1, v17

    move-object/from16 v2, v21

    invoke-direct {v0, v1, v2}, Lcom/tallycrate/archive/ArchiveToolProvider;->remember(Lcom/tallycrate/cetp/ToolCall;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_4

    :cond_c
    move-object/from16 v0, v21

    :goto_4
    return-object v0
.end method

.method private fetch(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 319
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "entry_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v6

    .line 320
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->largeResults()Z

    move-result v0

    if-nez v0, :cond_0

    .line 321
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Documents are returned as files: negotiate large_results"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 324
    :cond_0
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->dao:Lcom/tallycrate/data/ArchiveDao;

    invoke-virtual {v0, v6, v7}, Lcom/tallycrate/data/ArchiveDao;->entry(J)Lcom/tallycrate/data/ArchiveDao$Entry;

    move-result-object v8

    .line 325
    if-nez v8, :cond_1

    .line 326
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such document"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 328
    :cond_1
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->uid()I

    move-result v9

    .line 330
    :try_start_0
    invoke-static {}, Lcom/tallycrate/io/Pipe;->openReliable()Lcom/tallycrate/io/Pipe;

    move-result-object v10

    .line 331
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "attachment-"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0, v8, v9}, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tallycrate/archive/ArchiveToolProvider;Lcom/tallycrate/data/ArchiveDao$Entry;I)V

    invoke-virtual {v10, v1, v2}, Lcom/tallycrate/io/Pipe;->feed(Ljava/lang/String;Lcom/tallycrate/io/Pipe$Body;)V

    .line 336
    iget-object v1, v8, Lcom/tallycrate/data/ArchiveDao$Entry;->mediaType:Ljava/lang/String;

    invoke-virtual {v10}, Lcom/tallycrate/io/Pipe;->sink()Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    iget-wide v3, v8, Lcom/tallycrate/data/ArchiveDao$Entry;->size:J

    iget-object v5, v8, Lcom/tallycrate/data/ArchiveDao$Entry;->sha256:Ljava/lang/String;

    move-object v0, p1

    invoke-static/range {v0 .. v5}, Lcom/tallycrate/cetp/Replies;->file(Lcom/tallycrate/cetp/ToolCall;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v10

    .line 338
    invoke-static {v10}, Lcom/tallycrate/io/Streams;->detail(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "attachment pipe: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "ArchiveTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 339
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v10}, Lcom/tallycrate/io/Streams;->userText(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private importArchive(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 344
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v9

    .line 345
    const-string v1, "label"

    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 346
    invoke-virtual {v10}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v10}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-le v0, v1, :cond_1

    .line 347
    :cond_0
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "label must have 1 to 80 characters"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 351
    :cond_1
    :try_start_0
    const-string v2, "inbox_uri"

    invoke-virtual {v9, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p0

    invoke-direct {v0, v1}, Lcom/tallycrate/archive/ArchiveToolProvider;->inboxFile(Ljava/lang/String;)Ljava/io/File;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v11

    .line 354
    goto :goto_0

    :catch_0
    move-exception v12

    .line 353
    const/4 v11, 0x0

    .line 355
    :goto_0
    if-nez v11, :cond_2

    .line 356
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "inbox_uri must name a file in Tallycrate\'s inbox"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 359
    :cond_2
    invoke-virtual {v11}, Ljava/io/File;->length()J

    move-result-wide v0

    const-wide/32 v2, 0x1400000

    cmp-long v0, v0, v2

    if-lez v0, :cond_3

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->approved()Z

    move-result v0

    if-nez v0, :cond_3

    .line 360
    sget-object v2, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/Object;

    .line 361
    invoke-virtual {v11}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    invoke-virtual {v11}, Ljava/io/File;->length()J

    move-result-wide v6

    const/16 v8, 0x14

    shr-long/2addr v6, v8

    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v6

    const/4 v5, 0x1

    aput-object v6, v4, v5

    const/4 v5, 0x2

    aput-object v10, v4, v5

    .line 360
    const-string v3, "Import %s (%d MB) as the archive \u201c%s\u201d"

    invoke-static {v2, v3, v4}, Ljava/lang/String;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v2}, Lcom/tallycrate/archive/ArchiveToolProvider;->askUser(Lcom/tallycrate/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 363
    :cond_3
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallycrate/archive/ArchiveToolProvider;->dao:Lcom/tallycrate/data/ArchiveDao;

    invoke-virtual {v11}, Ljava/io/File;->length()J

    move-result-wide v2

    invoke-virtual {v0, v10, v2, v3}, Lcom/tallycrate/data/ArchiveDao;->insertArchive(Ljava/lang/String;J)J

    move-result-wide v12

    .line 364
    move-object/from16 v0, p0

    invoke-direct {v0, v12, v13}, Lcom/tallycrate/archive/ArchiveToolProvider;->archiveFile(J)Ljava/io/File;

    move-result-object v14

    .line 366
    :try_start_1
    invoke-static {v11, v14}, Lcom/tallycrate/io/Streams;->copyFile(Ljava/io/File;Ljava/io/File;)J

    .line 367
    invoke-static {v12, v13, v14}, Lcom/tallycrate/archive/ArchiveToolProvider;->index(JLjava/io/File;)Ljava/util/List;

    move-result-object v15

    .line 368
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallycrate/archive/ArchiveToolProvider;->dao:Lcom/tallycrate/data/ArchiveDao;

    invoke-virtual {v0, v12, v13, v15}, Lcom/tallycrate/data/ArchiveDao;->insertEntries(JLjava/util/List;)V

    .line 369
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "archive_id"

    invoke-virtual {v1, v2, v12, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {v15}, Ljava/util/List;->size()I

    move-result v3

    const-string v2, "entries"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p1

    invoke-static {v0, v1}, Lcom/tallycrate/cetp/Replies;->inline(Lcom/tallycrate/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_1
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_1

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v15

    .line 371
    invoke-static {v11}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "import of "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "ArchiveTools"

    invoke-static {v0, v1, v15}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 372
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallycrate/archive/ArchiveToolProvider;->dao:Lcom/tallycrate/data/ArchiveDao;

    invoke-virtual {v0, v12, v13}, Lcom/tallycrate/data/ArchiveDao;->deleteArchive(J)V

    .line 373
    invoke-virtual {v14}, Ljava/io/File;->exists()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {v14}, Ljava/io/File;->delete()Z

    move-result v0

    if-nez v0, :cond_4

    .line 374
    invoke-static {v14}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "left "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " behind"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "ArchiveTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 376
    :cond_4
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v15}, Lcom/tallycrate/io/Streams;->detail(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "The import stopped: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private inboxFile(Ljava/lang/String;)Ljava/io/File;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 402
    invoke-static {p1}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v4

    .line 403
    invoke-virtual {v4}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v5

    .line 404
    invoke-virtual {v4}, Landroid/net/Uri;->getScheme()Ljava/lang/String;

    move-result-object v1

    const-string v0, "content"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v4}, Landroid/net/Uri;->getAuthority()Ljava/lang/String;

    move-result-object v1

    const-string v0, "com.tallycrate.archive"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    .line 405
    const/4 v2, 0x0

    invoke-interface {v5, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "inbox"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 406
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 408
    :cond_1
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->inbox:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v6

    .line 409
    new-instance v0, Ljava/io/File;

    invoke-virtual {v4}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v6, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v7

    .line 410
    invoke-virtual {v7}, Ljava/io/File;->getParentFile()Ljava/io/File;

    move-result-object v1

    invoke-virtual {v6, v1}, Ljava/io/File;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {v7}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_3

    .line 411
    :cond_2
    const/4 v0, 0x0

    return-object v0

    .line 413
    :cond_3
    return-object v7
.end method

.method private static index(JLjava/io/File;)Ljava/util/List;
    .registers 19
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J",
            "Ljava/io/File;",
            ")",
            "Ljava/util/List<",
            "Lcom/tallycrate/data/ArchiveDao$Entry;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 422
    new-instance v12, Ljava/util/ArrayList;

    invoke-direct {v12}, Ljava/util/ArrayList;-><init>()V

    .line 423
    new-instance v13, Ljava/util/zip/ZipInputStream;

    new-instance v2, Ljava/io/BufferedInputStream;

    new-instance v4, Ljava/io/FileInputStream;

    move-object/from16 v6, p2

    invoke-direct {v4, v6}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V

    invoke-direct {v2, v4}, Ljava/io/BufferedInputStream;-><init>(Ljava/io/InputStream;)V

    invoke-direct {v13, v2}, Ljava/util/zip/ZipInputStream;-><init>(Ljava/io/InputStream;)V

    .line 425
    :goto_0
    :try_start_0
    invoke-virtual {v13}, Ljava/util/zip/ZipInputStream;->getNextEntry()Ljava/util/zip/ZipEntry;

    move-result-object v0

    move-object v14, v0

    if-eqz v14, :cond_2

    .line 426
    invoke-virtual {v14}, Ljava/util/zip/ZipEntry;->isDirectory()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 427
    goto :goto_0

    .line 429
    :cond_0
    invoke-interface {v12}, Ljava/util/List;->size()I

    move-result v0

    const/16 v1, 0x7d0

    if-ne v0, v1, :cond_1

    .line 430
    new-instance v0, Ljava/util/zip/ZipException;

    const-string v2, "more than 2000 entries"

    invoke-direct {v0, v2}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 432
    :cond_1
    invoke-static {v13}, Lcom/tallycrate/io/Streams;->measure(Ljava/io/InputStream;)Lcom/tallycrate/io/Streams$Measure;

    move-result-object v15

    .line 433
    new-instance v1, Lcom/tallycrate/data/ArchiveDao$Entry;

    invoke-virtual {v14}, Ljava/util/zip/ZipEntry;->getName()Ljava/lang/String;

    move-result-object v7

    iget-wide v8, v15, Lcom/tallycrate/io/Streams$Measure;->size:J

    iget-object v10, v15, Lcom/tallycrate/io/Streams$Measure;->sha256:Ljava/lang/String;

    invoke-virtual {v14}, Ljava/util/zip/ZipEntry;->getName()Ljava/lang/String;

    move-result-object v11

    invoke-static {v11}, Lcom/tallycrate/archive/ArchiveToolProvider;->mediaType(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    move-object v2, v1

    const-wide/16 v3, 0x0

    move-wide/from16 v5, p0

    invoke-direct/range {v2 .. v11}, Lcom/tallycrate/data/ArchiveDao$Entry;-><init>(JJLjava/lang/String;JLjava/lang/String;Ljava/lang/String;)V

    invoke-interface {v12, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 434
    invoke-virtual {v13}, Ljava/util/zip/ZipInputStream;->closeEntry()V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 435
    goto :goto_0

    .line 436
    :cond_2
    invoke-virtual {v13}, Ljava/util/zip/ZipInputStream;->close()V

    goto :goto_2

    :catch_0
    move-exception v14

    .line 423
    :try_start_1
    invoke-virtual {v13}, Ljava/util/zip/ZipInputStream;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v15

    invoke-virtual {v14, v15}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v14

    .line 437
    :goto_2
    return-object v12
.end method

.method private list(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 287
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v7

    .line 288
    const-string v1, "label"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v1, "label"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v8, v0

    .line 289
    if-eqz v8, :cond_2

    invoke-virtual {v8}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_1

    invoke-virtual {v8}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-le v0, v1, :cond_2

    .line 290
    :cond_1
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "label must have 1 to 80 characters"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 292
    :cond_2
    new-instance v9, Lorg/json/JSONArray;

    invoke-direct {v9}, Lorg/json/JSONArray;-><init>()V

    .line 293
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallycrate/archive/ArchiveToolProvider;->dao:Lcom/tallycrate/data/ArchiveDao;

    invoke-virtual {v0, v8}, Lcom/tallycrate/data/ArchiveDao;->archives(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 294
    :goto_1
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_6

    .line 295
    const/4 v1, 0x0

    invoke-interface {v10, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v11

    .line 296
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object v13, v0

    .line 297
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallycrate/archive/ArchiveToolProvider;->dao:Lcom/tallycrate/data/ArchiveDao;

    invoke-virtual {v0, v11, v12}, Lcom/tallycrate/data/ArchiveDao;->entriesOf(J)Landroid/database/Cursor;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v14

    .line 298
    :goto_2
    :try_start_1
    invoke-interface {v14}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 299
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 300
    const/4 v4, 0x0

    invoke-interface {v14, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "entry_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 301
    const/4 v4, 0x1

    invoke-interface {v14, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "name"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 302
    const/4 v4, 0x2

    invoke-interface {v14, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "size_bytes"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 303
    const/4 v4, 0x3

    invoke-interface {v14, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "media_type"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 304
    const/4 v4, 0x0

    invoke-interface {v14, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "content://com.tallycrate.archive/entries/"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v3, v5

    const-string v2, "uri"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 299
    invoke-virtual {v13, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    goto :goto_2

    .line 306
    :cond_3
    if-eqz v14, :cond_5

    :try_start_2
    invoke-interface {v14}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_4

    :catch_0
    move-exception v15

    .line 297
    if-eqz v14, :cond_4

    :try_start_3
    invoke-interface {v14}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_3

    :catch_1
    move-exception v16

    move-object/from16 v1, v16

    :try_start_4
    invoke-virtual {v15, v1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_4
    :goto_3
    throw v15

    .line 307
    :cond_5
    :goto_4
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 308
    const-string v2, "archive_id"

    invoke-virtual {v1, v2, v11, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 309
    const/4 v4, 0x1

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "label"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 310
    const/4 v4, 0x2

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "size_bytes"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 311
    const/4 v4, 0x3

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "imported_at_ms"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 312
    const-string v2, "entries"

    invoke-virtual {v1, v2, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 307
    invoke-virtual {v9, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_2

    .line 313
    goto/16 :goto_1

    .line 314
    :cond_6
    if-eqz v10, :cond_8

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    goto :goto_6

    :catch_2
    move-exception v11

    .line 293
    if-eqz v10, :cond_7

    :try_start_5
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_5
    .catch Ljava/lang/Throwable; {:try_start_5 .. :try_end_5} :catch_3

    goto :goto_5

    :catch_3
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_7
    :goto_5
    throw v11

    .line 315
    :cond_8
    :goto_6
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "archives"

    invoke-virtual {v1, v2, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p1

    invoke-static {v0, v1}, Lcom/tallycrate/cetp/Replies;->inline(Lcom/tallycrate/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

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

    .line 143
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->sessions:Lcom/tallycrate/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Lcom/tallycrate/cetp/Sessions;->check(Ljava/lang/String;I)I

    move-result v0

    invoke-static {v0, p2}, Lcom/tallycrate/cetp/Sessions;->refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v11

    .line 144
    if-eqz v11, :cond_0

    .line 145
    return-object v11

    .line 147
    :cond_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 148
    const-string v1, "list_archives"

    const-string v2, "List archives"

    const-string v3, "Lists imported archives and the documents in each."

    const-string v4, "read"

    const-string v5, "low"

    const/4 v6, 0x0

    const-string v7, "never"

    const-string v8, "archives.read"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"archives\":{\"type\":\"array\"}},\"required\":[\"archives\"]}"

    invoke-static/range {v1 .. v10}, Lcom/tallycrate/cetp/Cetp;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 150
    const-string v1, "fetch_attachment"

    const-string v2, "Fetch document"

    const-string v3, "Returns one document of an archive as a file."

    const-string v4, "read"

    const-string v5, "low"

    const/4 v6, 0x0

    const-string v7, "never"

    const-string v8, "archives.read"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"integer\"}},\"required\":[\"entry_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"string\",\"contentEncoding\":\"binary\"}"

    invoke-static/range {v1 .. v10}, Lcom/tallycrate/cetp/Cetp;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 152
    const-string v1, "import_archive"

    const-string v2, "Import archive"

    const-string v3, "Imports a ZIP file from Tallycrate\'s inbox. Large archives are confirmed on the phone."

    const-string v4, "create"

    const-string v5, "moderate"

    const/4 v6, 0x0

    const-string v7, "provider_policy"

    const-string v8, "archives.write"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"inbox_uri\":{\"type\":\"string\",\"maxLength\":300},\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},\"required\":[\"inbox_uri\",\"label\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"archive_id\":{\"type\":\"integer\"},\"entries\":{\"type\":\"integer\"}},\"required\":[\"archive_id\",\"entries\"]}"

    invoke-static/range {v1 .. v10}, Lcom/tallycrate/cetp/Cetp;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 155
    const-string v1, "purge_archive"

    const-string v2, "Delete archive"

    const-string v3, "Deletes an archive and all its documents. Confirmed on the phone."

    const-string v4, "delete"

    const-string v5, "high"

    const/4 v6, 0x1

    const-string v7, "always"

    const-string v8, "archives.write"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"archive_id\":{\"type\":\"integer\"}},\"required\":[\"archive_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"purged\":{\"type\":\"boolean\"}},\"required\":[\"purged\"]}"

    invoke-static/range {v1 .. v10}, Lcom/tallycrate/cetp/Cetp;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v12

    .line 157
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 158
    const-string v2, "revision"

    const-string v3, "archive-3"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tools"

    invoke-virtual {v1, v2, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 157
    invoke-static {v0, v1}, Lcom/tallycrate/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static mediaType(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 441
    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {p0, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v2

    .line 442
    const-string v1, ".pdf"

    invoke-virtual {v2, v1}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 443
    const-string v0, "application/pdf"

    return-object v0

    .line 445
    :cond_0
    const-string v1, ".jpg"

    invoke-virtual {v2, v1}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    const-string v1, ".jpeg"

    invoke-virtual {v2, v1}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 446
    :cond_1
    const-string v0, "image/jpeg"

    return-object v0

    .line 448
    :cond_2
    const-string v1, ".png"

    invoke-virtual {v2, v1}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 449
    const-string v0, "image/png"

    return-object v0

    .line 451
    :cond_3
    const-string v1, ".csv"

    invoke-virtual {v2, v1}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_4

    const-string v0, "text/csv"

    goto :goto_0

    :cond_4
    const-string v0, "application/octet-stream"

    :goto_0
    return-object v0
.end method

.method private providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 128
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->sessions:Lcom/tallycrate/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Lcom/tallycrate/cetp/Sessions;->check(Ljava/lang/String;I)I

    move-result v0

    invoke-static {v0, p2}, Lcom/tallycrate/cetp/Sessions;->refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v7

    .line 129
    if-eqz v7, :cond_0

    .line 130
    return-object v7

    .line 132
    :cond_0
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 133
    const-string v2, "provider_id"

    const-string v3, "com.tallycrate.archive"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 134
    const-string v2, "provider_name"

    const-string v3, "Tallycrate Archive"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 135
    const-string v2, "description"

    const-string v3, "ZIP archives of statements and papers imported into Tallycrate"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 136
    const-string v2, "schema_dialect"

    const-string v3, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 138
    const-string v4, "archives.read"

    const-string v5, "See your archived documents"

    const-string v6, "read"

    invoke-static {v4, v5, v6}, Lcom/tallycrate/cetp/Cetp;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v3

    .line 139
    const-string v4, "archives.write"

    const-string v5, "Import and delete archives"

    const-string v6, "write"

    invoke-static {v4, v5, v6}, Lcom/tallycrate/cetp/Cetp;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v3

    .line 137
    const-string v2, "scopes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 132
    invoke-static {v0, v1}, Lcom/tallycrate/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private purge(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 382
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "archive_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v4

    .line 383
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->dao:Lcom/tallycrate/data/ArchiveDao;

    invoke-virtual {v0, v4, v5}, Lcom/tallycrate/data/ArchiveDao;->label(J)Ljava/lang/String;

    move-result-object v6

    .line 384
    if-nez v6, :cond_0

    .line 385
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such archive"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 387
    :cond_0
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->approved()Z

    move-result v0

    if-nez v0, :cond_1

    .line 388
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Delete the archive \u201c"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\u201d and every document in it"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, p1, v2}, Lcom/tallycrate/archive/ArchiveToolProvider;->askUser(Lcom/tallycrate/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 390
    :cond_1
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->dao:Lcom/tallycrate/data/ArchiveDao;

    invoke-virtual {v0, v4, v5}, Lcom/tallycrate/data/ArchiveDao;->deleteArchive(J)V

    .line 391
    invoke-direct {p0, v4, v5}, Lcom/tallycrate/archive/ArchiveToolProvider;->archiveFile(J)Ljava/io/File;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    move-result v0

    if-nez v0, :cond_2

    .line 392
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "archive file "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " was already gone"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ArchiveTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 394
    :cond_2
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "archive_id"

    invoke-virtual {v1, v2, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "purged"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallycrate/cetp/Replies;->inline(Lcom/tallycrate/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private remember(Lcom/tallycrate/cetp/ToolCall;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 227
    const-string v2, "error_code"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "USER_ACTION_REQUIRED"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 228
    invoke-static {p1, p2}, Lcom/tallycrate/data/OutcomeLedger$Outcome;->of(Lcom/tallycrate/cetp/ToolCall;Landroid/os/Bundle;)Lcom/tallycrate/data/OutcomeLedger$Outcome;

    move-result-object v3

    .line 229
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->ledger:Lcom/tallycrate/data/OutcomeLedger;

    invoke-virtual {v0, p1, v3}, Lcom/tallycrate/data/OutcomeLedger;->keep(Lcom/tallycrate/cetp/ToolCall;Lcom/tallycrate/data/OutcomeLedger$Outcome;)V

    .line 230
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->outcomeKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v3}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 232
    :cond_0
    return-object p2
.end method

.method private resume(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 8

    .line 239
    :try_start_0
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->resumes:Lcom/tallycrate/cetp/ResumeFiles;

    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->resumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallycrate/cetp/ResumeFiles;->take(Ljava/lang/String;)Lcom/tallycrate/cetp/ResumeFiles$Record;

    move-result-object v5

    .line 240
    if-nez v5, :cond_0

    const/4 v0, 0x3

    goto :goto_0

    :cond_0
    invoke-virtual {v5, p1}, Lcom/tallycrate/cetp/ResumeFiles$Record;->verdict(Lcom/tallycrate/cetp/ToolCall;)I
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    :goto_0
    move v4, v0

    .line 244
    goto :goto_1

    :catch_0
    move-exception v5

    .line 242
    const-string v0, "ArchiveTools"

    const-string v1, "resume record unreadable"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 243
    const/4 v4, 0x3

    .line 245
    :goto_1
    const/4 v1, 0x2

    if-ne v4, v1, :cond_1

    .line 246
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "USER_CANCELLED"

    const-string v2, "The user did not allow it"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 248
    :cond_1
    const/4 v1, 0x1

    if-eq v4, v1, :cond_2

    .line 249
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "The resume token does not fit this call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 252
    :cond_2
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->approve()V

    .line 253
    const/4 v0, 0x0

    return-object v0
.end method

.method private run(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 8

    .line 258
    :try_start_0
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->tool()Ljava/lang/String;

    move-result-object v4

    const/4 v5, -0x1

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_archives"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "fetch_attachment"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "import_archive"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x2

    :cond_0
    :goto_0
    packed-switch v5, :pswitch_data_0

    goto :goto_1

    .line 260
    :pswitch_0
    invoke-direct {p0, p1}, Lcom/tallycrate/archive/ArchiveToolProvider;->list(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 262
    :pswitch_1
    invoke-direct {p0, p1}, Lcom/tallycrate/archive/ArchiveToolProvider;->fetch(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 264
    :pswitch_2
    invoke-direct {p0, p1}, Lcom/tallycrate/archive/ArchiveToolProvider;->importArchive(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 266
    :goto_1
    invoke-direct {p0, p1}, Lcom/tallycrate/archive/ArchiveToolProvider;->purge(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 269
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "args do not fit the input schema"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x2b24f038 -> :sswitch_1
        -0x5c0758e -> :sswitch_0
        0x76528628 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private tableApi(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;
    .registers 7

    .line 525
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused for uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ": this authority answers call() only"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "ArchiveTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 526
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    invoke-direct {v0, p1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 102
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 103
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    sget-object v0, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    :goto_0
    move-object v5, v0

    .line 104
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 105
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->callers:Lcom/tallycrate/cetp/CallerCheck;

    invoke-virtual {v0, v4}, Lcom/tallycrate/cetp/CallerCheck;->allowed(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 106
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Tallycrate\'s tools"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 109
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

    .line 111
    :pswitch_0
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->sessions:Lcom/tallycrate/cetp/Sessions;

    const-string v3, "Tallycrate Archive"

    invoke-virtual {v0, v4, v5, v3}, Lcom/tallycrate/cetp/Sessions;->negotiate(ILandroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 113
    :pswitch_1
    invoke-direct {p0, v4, v5}, Lcom/tallycrate/archive/ArchiveToolProvider;->providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 115
    :pswitch_2
    invoke-direct {p0, v4, v5}, Lcom/tallycrate/archive/ArchiveToolProvider;->listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 117
    :pswitch_3
    invoke-direct {p0, v4, v5}, Lcom/tallycrate/archive/ArchiveToolProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 119
    :goto_2
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 122
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ArchiveTools"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 123
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The request could not be handled"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

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

    .line 521
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/tallycrate/archive/ArchiveToolProvider;->tableApi(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    .line 498
    invoke-direct {p0, p1}, Lcom/tallycrate/archive/ArchiveToolProvider;->entryOf(Landroid/net/Uri;)Lcom/tallycrate/data/ArchiveDao$Entry;

    move-result-object v1

    .line 499
    if-nez v1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, v1, Lcom/tallycrate/data/ArchiveDao$Entry;->mediaType:Ljava/lang/String;

    :goto_0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 511
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/tallycrate/archive/ArchiveToolProvider;->tableApi(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public synthetic lambda$fetch$0$com-tallycrate-archive-ArchiveToolProvider(Lcom/tallycrate/data/ArchiveDao$Entry;ILjava/io/OutputStream;)V
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 332
    invoke-direct {p0, p1, p3}, Lcom/tallycrate/archive/ArchiveToolProvider;->copyEntry(Lcom/tallycrate/data/ArchiveDao$Entry;Ljava/io/OutputStream;)V

    .line 333
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->dao:Lcom/tallycrate/data/ArchiveDao;

    iget-wide v1, p1, Lcom/tallycrate/data/ArchiveDao$Entry;->id:J

    invoke-virtual {v0, v1, v2, p2}, Lcom/tallycrate/data/ArchiveDao;->logDelivery(JI)V

    .line 334
    return-void
.end method

.method public synthetic lambda$openFile$1$com-tallycrate-archive-ArchiveToolProvider(Lcom/tallycrate/data/ArchiveDao$Entry;Ljava/io/OutputStream;)V
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 477
    invoke-direct {p0, p1, p2}, Lcom/tallycrate/archive/ArchiveToolProvider;->copyEntry(Lcom/tallycrate/data/ArchiveDao$Entry;Ljava/io/OutputStream;)V

    return-void
.end method

.method public onCreate()Z
    .registers 6

    .line 87
    new-instance v1, Lcom/tallycrate/cetp/CallerCheck;

    invoke-virtual {p0}, Lcom/tallycrate/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/tallycrate/cetp/CallerCheck;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->callers:Lcom/tallycrate/cetp/CallerCheck;

    .line 88
    invoke-virtual {p0}, Lcom/tallycrate/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/tallycrate/data/CrateDatabase;->get(Landroid/content/Context;)Lcom/tallycrate/data/CrateDatabase;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tallycrate/data/CrateDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 89
    new-instance v1, Lcom/tallycrate/cetp/Sessions;

    const-string v3, "com.tallycrate.archive"

    invoke-direct {v1, v4, v3}, Lcom/tallycrate/cetp/Sessions;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->sessions:Lcom/tallycrate/cetp/Sessions;

    .line 90
    new-instance v1, Lcom/tallycrate/data/ArchiveDao;

    invoke-direct {v1, v4}, Lcom/tallycrate/data/ArchiveDao;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->dao:Lcom/tallycrate/data/ArchiveDao;

    .line 91
    new-instance v1, Lcom/tallycrate/data/OutcomeLedger;

    invoke-direct {v1, v4}, Lcom/tallycrate/data/OutcomeLedger;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->ledger:Lcom/tallycrate/data/OutcomeLedger;

    .line 92
    invoke-virtual {p0}, Lcom/tallycrate/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/tallycrate/ui/ConfirmActivity;->store(Landroid/content/Context;)Lcom/tallycrate/cetp/ResumeFiles;

    move-result-object v1

    iput-object v1, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->resumes:Lcom/tallycrate/cetp/ResumeFiles;

    .line 93
    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Lcom/tallycrate/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "inbox"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->inbox:Ljava/io/File;

    .line 94
    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Lcom/tallycrate/archive/ArchiveToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "archives"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->store:Ljava/io/File;

    .line 95
    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->store:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->isDirectory()Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/tallycrate/archive/ArchiveToolProvider;->store:Ljava/io/File;

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

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 471
    invoke-direct {p0, p1}, Lcom/tallycrate/archive/ArchiveToolProvider;->entryOf(Landroid/net/Uri;)Lcom/tallycrate/data/ArchiveDao$Entry;

    move-result-object v3

    .line 472
    if-eqz v3, :cond_0

    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 473
    :cond_0
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "No such document"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 476
    :cond_1
    :try_start_0
    invoke-static {}, Lcom/tallycrate/io/Pipe;->openReliable()Lcom/tallycrate/io/Pipe;

    move-result-object v4

    .line 477
    new-instance v2, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0, v3}, Lcom/tallycrate/archive/ArchiveToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/tallycrate/archive/ArchiveToolProvider;Lcom/tallycrate/data/ArchiveDao$Entry;)V

    const-string v1, "entry-view"

    invoke-virtual {v4, v1, v2}, Lcom/tallycrate/io/Pipe;->feed(Ljava/lang/String;Lcom/tallycrate/io/Pipe$Body;)V

    .line 478
    invoke-virtual {v4}, Lcom/tallycrate/io/Pipe;->source()Landroid/os/ParcelFileDescriptor;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 480
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "Document unavailable"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 506
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/tallycrate/archive/ArchiveToolProvider;->tableApi(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 516
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/tallycrate/archive/ArchiveToolProvider;->tableApi(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

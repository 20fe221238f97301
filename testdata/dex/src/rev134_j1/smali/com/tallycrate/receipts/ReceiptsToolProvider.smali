.class public final Lcom/tallycrate/receipts/ReceiptsToolProvider;
.super Landroid/content/ContentProvider;
.source "ReceiptsToolProvider.java"


# static fields
.field static final DELETE:Ljava/lang/String; = "delete_receipt"

.field private static final DELETE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}"

.field static final EXPORT:Ljava/lang/String; = "export_receipts"

.field private static final EXPORT_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"from_ms\":{\"type\":\"integer\"},\"to_ms\":{\"type\":\"integer\"}},\"additionalProperties\":false}"

.field private static final EXPORT_OUT:Ljava/lang/String; = "{\"type\":\"string\",\"contentMediaType\":\"application/zip\"}"

.field private static final ID_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"receipt_id\":{\"type\":\"integer\"}},\"required\":[\"receipt_id\"],\"additionalProperties\":false}"

.field static final IMAGE:Ljava/lang/String; = "receipt_image"

.field private static final IMAGE_OUT:Ljava/lang/String; = "{\"type\":\"string\",\"contentMediaType\":\"image/jpeg\"}"

.field private static final NAME:Ljava/lang/String; = "Tallycrate Receipts"

.field static final PROVIDER_ID:Ljava/lang/String; = "com.tallycrate.receipts"

.field static final SEARCH:Ljava/lang/String; = "search_receipts"

.field private static final SEARCH_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"merchant\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80},\"tag\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":32},\"from_ms\":{\"type\":\"integer\"},\"to_ms\":{\"type\":\"integer\"},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}"

.field private static final SEARCH_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"receipts\":{\"type\":\"array\"}},\"required\":[\"receipts\"]}"

.field private static final TAG:Ljava/lang/String; = "ReceiptsTools"

.field private static final TAG_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"receipt_id\":{\"type\":\"integer\"},\"tags\":{\"type\":\"array\",\"maxItems\":12,\"items\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9][a-z0-9-]{0,23}$\"}}},\"required\":[\"receipt_id\",\"tags\"],\"additionalProperties\":false}"

.field private static final TAG_NAME:Ljava/util/regex/Pattern;

.field private static final TAG_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"receipt_id\":{\"type\":\"integer\"},\"tags\":{\"type\":\"array\"}},\"required\":[\"receipt_id\",\"tags\"]}"

.field static final TAG_RECEIPT:Ljava/lang/String; = "tag_receipt"


# instance fields
.field private callers:Lcom/tallycrate/cetp/CallerCheck;

.field private dao:Lcom/tallycrate/data/ReceiptDao;

.field private exports:Lcom/tallycrate/io/FileCache;

.field private images:Ljava/io/File;

.field private final outcomes:Ljava/util/concurrent/ConcurrentHashMap;
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


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 62
    const-string v0, "[a-z0-9][a-z0-9-]{0,23}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->TAG_NAME:Ljava/util/regex/Pattern;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 51
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 93
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private askUser(Lcom/tallycrate/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9

    .line 269
    :try_start_0
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->resumes:Lcom/tallycrate/cetp/ResumeFiles;

    invoke-virtual {v0, p1, p2}, Lcom/tallycrate/cetp/ResumeFiles;->open(Lcom/tallycrate/cetp/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 270
    invoke-virtual {p0}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->getContext()Landroid/content/Context;

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

    .line 273
    const-string v0, "ReceiptsTools"

    const-string v1, "confirmation not opened"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 274
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The confirmation could not be prepared"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private delete(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 406
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "receipt_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v9

    .line 409
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->dao:Lcom/tallycrate/data/ReceiptDao;

    invoke-virtual {v0, v9, v10}, Lcom/tallycrate/data/ReceiptDao;->receipt(J)Lcom/tallycrate/data/ReceiptCursor;

    move-result-object v13

    .line 410
    :try_start_0
    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 411
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such receipt"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v14

    .line 416
    if-eqz v13, :cond_0

    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->close()V

    .line 411
    :cond_0
    return-object v14

    .line 413
    :cond_1
    :try_start_1
    sget-object v0, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    const/4 v2, 0x4

    new-array v2, v2, [Ljava/lang/Object;

    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->merchant()Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v2, v4

    .line 414
    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->totalCents()J

    move-result-wide v5

    const-wide/16 v7, 0x64

    div-long/2addr v5, v7

    invoke-static {v5, v6}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v2, v4

    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->totalCents()J

    move-result-wide v5

    const-wide/16 v7, 0x64

    rem-long/2addr v5, v7

    invoke-static {v5, v6}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v5

    const/4 v4, 0x2

    aput-object v5, v2, v4

    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->currency()Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x3

    aput-object v5, v2, v4

    .line 413
    const-string v1, "Delete the receipt from %s over %d.%02d %s"

    invoke-static {v0, v1, v2}, Ljava/lang/String;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v11

    .line 415
    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->image()Ljava/lang/String;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v12

    .line 416
    if-eqz v13, :cond_3

    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->close()V

    goto :goto_1

    :catch_0
    move-exception v14

    .line 409
    if-eqz v13, :cond_2

    :try_start_2
    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v15

    invoke-virtual {v14, v15}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_0
    throw v14

    .line 417
    :cond_3
    :goto_1
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->approved()Z

    move-result v0

    if-nez v0, :cond_4

    .line 418
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v11}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->askUser(Lcom/tallycrate/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 420
    :cond_4
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->dao:Lcom/tallycrate/data/ReceiptDao;

    invoke-virtual {v0, v9, v10}, Lcom/tallycrate/data/ReceiptDao;->delete(J)Z

    move-result v13

    .line 421
    if-eqz v13, :cond_5

    if-eqz v12, :cond_5

    new-instance v0, Ljava/io/File;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/tallycrate/receipts/ReceiptsToolProvider;->images:Ljava/io/File;

    invoke-direct {v0, v2, v12}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    move-result v0

    if-nez v0, :cond_5

    .line 422
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "photo of receipt "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v9, v10}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " stayed behind"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ReceiptsTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 424
    :cond_5
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "deleted"

    invoke-virtual {v1, v2, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p1

    invoke-static {v0, v1}, Lcom/tallycrate/cetp/Replies;->inline(Lcom/tallycrate/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 25
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 174
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->sessions:Lcom/tallycrate/cetp/Sessions;

    move-object/from16 v1, p2

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p1

    invoke-virtual {v0, v1, v2}, Lcom/tallycrate/cetp/Sessions;->check(Ljava/lang/String;I)I

    move-result v11

    .line 175
    move-object/from16 v1, p2

    invoke-static {v11, v1}, Lcom/tallycrate/cetp/Sessions;->refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v12

    .line 176
    if-eqz v12, :cond_0

    .line 177
    return-object v12

    .line 179
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 180
    move-object/from16 v0, p2

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v14

    .line 181
    const-wide/16 v2, 0x0

    cmp-long v0, v14, v2

    if-gtz v0, :cond_1

    .line 182
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 184
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v14

    if-ltz v0, :cond_2

    .line 185
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 187
    :cond_2
    move-object/from16 v0, p2

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v16

    .line 188
    const-string v0, "search_receipts"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const-string v0, "receipt_image"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const-string v0, "export_receipts"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const-string v0, "tag_receipt"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 189
    const-string v0, "delete_receipt"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 190
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 192
    :cond_3
    move-object/from16 v0, p2

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v17

    .line 193
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object/from16 v0, v17

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_4

    .line 194
    const-string v1, "INVALID_ARGS"

    const-string v2, "args exceed max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 198
    :cond_4
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    move-object/from16 v2, v17

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v18, v0

    .line 201
    goto :goto_0

    :catch_0
    move-exception v19

    .line 200
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 202
    :goto_0
    new-instance v0, Lcom/tallycrate/cetp/ToolCall;

    move-object/from16 v8, p2

    const-string v9, "resume_token"

    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    const/4 v10, 0x1

    move-object v1, v0

    move/from16 v2, p1

    const-string v3, "com.tallycrate.receipts"

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
    invoke-direct/range {v1 .. v9}, Lcom/tallycrate/cetp/ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Z)V

    move-object/from16 v19, v0

    .line 204
    const-string v0, "tag_receipt"

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const-string v0, "delete_receipt"

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

    .line 205
    if-eqz v20, :cond_9

    .line 206
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    move-object/from16 v1, v19

    invoke-virtual {v1}, Lcom/tallycrate/cetp/ToolCall;->outcomeKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallycrate/data/OutcomeLedger$Outcome;

    move-object/from16 v21, v0

    .line 207
    if-eqz v21, :cond_9

    .line 208
    move-object/from16 v0, v21

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lcom/tallycrate/data/OutcomeLedger$Outcome;->sameCall(Lcom/tallycrate/cetp/ToolCall;)Z

    move-result v0

    if-eqz v0, :cond_8

    move-object/from16 v0, v21

    invoke-virtual {v0, v13}, Lcom/tallycrate/data/OutcomeLedger$Outcome;->replay(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 209
    :cond_8
    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    .line 208
    :goto_3
    return-object v0

    .line 212
    :cond_9
    move-object/from16 v0, v19

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_a

    .line 213
    move-object/from16 v0, p0

    move-object/from16 v1, v19

    invoke-direct {v0, v1}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->resume(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v21

    .line 214
    if-eqz v21, :cond_a

    .line 215
    return-object v21

    .line 218
    :cond_a
    move-object/from16 v0, p0

    move-object/from16 v1, v19

    invoke-direct {v0, v1, v14, v15}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->run(Lcom/tallycrate/cetp/ToolCall;J)Landroid/os/Bundle;

    move-result-object v21

    .line 219
    if-eqz v20, :cond_b

    move-object/from16 v1, v21

    const-string v2, "error_code"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "USER_ACTION_REQUIRED"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_b

    .line 221
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    move-object/from16 v1, v19

    invoke-virtual {v1}, Lcom/tallycrate/cetp/ToolCall;->outcomeKey()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, v19

    move-object/from16 v3, v21

    invoke-static {v2, v3}, Lcom/tallycrate/data/OutcomeLedger$Outcome;->of(Lcom/tallycrate/cetp/ToolCall;Landroid/os/Bundle;)Lcom/tallycrate/data/OutcomeLedger$Outcome;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 223
    :cond_b
    return-object v21
.end method

.method private export(Lcom/tallycrate/cetp/ToolCall;J)Landroid/os/Bundle;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 330
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v8

    .line 331
    const-string v1, "from_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v8, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v9

    .line 332
    const-string v1, "to_ms"

    const-wide v2, 0x7fffffffffffffffL

    invoke-virtual {v8, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v11

    .line 333
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->largeResults()Z

    move-result v0

    if-nez v0, :cond_0

    .line 334
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Exports are returned as files: negotiate large_results"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 337
    :cond_0
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->exports:Lcom/tallycrate/io/FileCache;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tallycrate/cetp/ToolCall;->uid()I

    move-result v1

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v3

    const-string v2, "com.tallycrate.receipts"

    const-string v4, ".zip"

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/tallycrate/io/FileCache;->slot(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/io/File;

    move-result-object v13

    .line 339
    :try_start_0
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->exports:Lcom/tallycrate/io/FileCache;

    invoke-virtual {v0, v13}, Lcom/tallycrate/io/FileCache;->fresh(Ljava/io/File;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 340
    move-object v0, p0

    move-object v1, v13

    move-wide v2, v9

    move-wide v4, v11

    move-wide/from16 v6, p2

    invoke-direct/range {v0 .. v7}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->writeExport(Ljava/io/File;JJJ)V

    .line 342
    :cond_1
    invoke-static {v13}, Lcom/tallycrate/io/Streams;->measure(Ljava/io/File;)Lcom/tallycrate/io/Streams$Measure;

    move-result-object v14

    .line 344
    const/high16 v3, 0x10000000

    invoke-static {v13, v3}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    iget-wide v3, v14, Lcom/tallycrate/io/Streams$Measure;->size:J

    iget-object v5, v14, Lcom/tallycrate/io/Streams$Measure;->sha256:Ljava/lang/String;

    .line 343
    move-object/from16 v0, p1

    const-string v1, "application/zip"

    invoke-static/range {v0 .. v5}, Lcom/tallycrate/cetp/Replies;->file(Lcom/tallycrate/cetp/ToolCall;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_1

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v14

    .line 346
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The export did not finish in time"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v14

    .line 348
    invoke-static {v14}, Lcom/tallycrate/io/Streams;->detail(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "export failed: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "ReceiptsTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 349
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v14}, Lcom/tallycrate/io/Streams;->userText(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private image(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 298
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "receipt_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v7

    .line 299
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->largeResults()Z

    move-result v0

    if-nez v0, :cond_0

    .line 300
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Images are returned as files: negotiate large_results"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 306
    :cond_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->dao:Lcom/tallycrate/data/ReceiptDao;

    invoke-virtual {v0, v7, v8}, Lcom/tallycrate/data/ReceiptDao;->receipt(J)Lcom/tallycrate/data/ReceiptCursor;

    move-result-object v13

    .line 307
    :try_start_0
    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->image()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    .line 308
    :cond_1
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "That receipt has no image"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v14

    .line 313
    if-eqz v13, :cond_2

    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->close()V

    .line 308
    :cond_2
    return-object v14

    .line 310
    :cond_3
    :try_start_1
    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->image()Ljava/lang/String;

    move-result-object v9

    .line 311
    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->imageSize()J

    move-result-wide v10

    .line 312
    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->imageSha256()Ljava/lang/String;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v12

    .line 313
    if-eqz v13, :cond_5

    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->close()V

    goto :goto_1

    :catch_0
    move-exception v14

    .line 306
    if-eqz v13, :cond_4

    :try_start_2
    invoke-virtual {v13}, Lcom/tallycrate/data/ReceiptCursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v15

    invoke-virtual {v14, v15}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_4
    :goto_0
    throw v14

    .line 314
    :cond_5
    :goto_1
    new-instance v13, Ljava/io/File;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/tallycrate/receipts/ReceiptsToolProvider;->images:Ljava/io/File;

    invoke-direct {v13, v2, v9}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 316
    :try_start_3
    invoke-static {}, Lcom/tallycrate/io/Pipe;->open()Lcom/tallycrate/io/Pipe;

    move-result-object v14

    .line 317
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "receipt-image-"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    new-instance v6, Lcom/tallycrate/receipts/ReceiptsToolProvider$$ExternalSyntheticLambda0;

    move-object/from16 v2, p0

    invoke-direct {v6, v2, v13, v7, v8}, Lcom/tallycrate/receipts/ReceiptsToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tallycrate/receipts/ReceiptsToolProvider;Ljava/io/File;J)V

    move-object v2, v6

    invoke-virtual {v14, v1, v2}, Lcom/tallycrate/io/Pipe;->feed(Ljava/lang/String;Lcom/tallycrate/io/Pipe$Body;)V

    .line 322
    invoke-virtual {v14}, Lcom/tallycrate/io/Pipe;->source()Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    move-object/from16 v0, p1

    const-string v1, "image/jpeg"

    move-wide v3, v10

    move-object v5, v12

    invoke-static/range {v0 .. v5}, Lcom/tallycrate/cetp/Replies;->file(Lcom/tallycrate/cetp/ToolCall;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)Landroid/os/Bundle;
    :try_end_3
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v14

    .line 324
    invoke-static {v14}, Lcom/tallycrate/io/Streams;->detail(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "image pipe: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "ReceiptsTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 325
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v14}, Lcom/tallycrate/io/Streams;->userText(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static inflate(Ljava/io/File;Ljava/io/OutputStream;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 445
    new-instance v1, Ljava/util/zip/InflaterInputStream;

    new-instance v0, Ljava/io/FileInputStream;

    invoke-direct {v0, p0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V

    invoke-direct {v1, v0}, Ljava/util/zip/InflaterInputStream;-><init>(Ljava/io/InputStream;)V

    .line 446
    :try_start_0
    invoke-static {v1, p1}, Lcom/tallycrate/io/Streams;->copy(Ljava/io/InputStream;Ljava/io/OutputStream;)J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 447
    invoke-virtual {v1}, Ljava/io/InputStream;->close()V

    goto :goto_1

    :catch_0
    move-exception v2

    .line 445
    :try_start_1
    invoke-virtual {v1}, Ljava/io/InputStream;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v3

    invoke-virtual {v2, v3}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_0
    throw v2

    .line 448
    :goto_1
    return-void
.end method

.method static synthetic lambda$openAssetFile$1(Ljava/io/File;Ljava/io/OutputStream;)V
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 460
    invoke-static {p0, p1}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->inflate(Ljava/io/File;Ljava/io/OutputStream;)V

    return-void
.end method

.method private listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 153
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->sessions:Lcom/tallycrate/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Lcom/tallycrate/cetp/Sessions;->check(Ljava/lang/String;I)I

    move-result v0

    invoke-static {v0, p2}, Lcom/tallycrate/cetp/Sessions;->refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v11

    .line 154
    if-eqz v11, :cond_0

    .line 155
    return-object v11

    .line 157
    :cond_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 158
    const-string v1, "search_receipts"

    const-string v2, "Search receipts"

    const-string v3, "Finds receipts by merchant, tag and purchase date."

    const-string v4, "read"

    const-string v5, "low"

    const/4 v6, 0x0

    const-string v7, "never"

    const-string v8, "receipts.read"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"merchant\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80},\"tag\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":32},\"from_ms\":{\"type\":\"integer\"},\"to_ms\":{\"type\":\"integer\"},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"receipts\":{\"type\":\"array\"}},\"required\":[\"receipts\"]}"

    invoke-static/range {v1 .. v10}, Lcom/tallycrate/cetp/Cetp;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 160
    const-string v1, "receipt_image"

    const-string v2, "Receipt image"

    const-string v3, "Returns the photo of one receipt as a JPEG file."

    const-string v4, "read"

    const-string v5, "low"

    const/4 v6, 0x0

    const-string v7, "never"

    const-string v8, "receipts.read"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"receipt_id\":{\"type\":\"integer\"}},\"required\":[\"receipt_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"string\",\"contentMediaType\":\"image/jpeg\"}"

    invoke-static/range {v1 .. v10}, Lcom/tallycrate/cetp/Cetp;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 162
    const-string v1, "export_receipts"

    const-string v2, "Export receipts"

    const-string v3, "Returns the receipts of a period as a ZIP file: a CSV list and the receipt photos."

    const-string v4, "read"

    const-string v5, "low"

    const/4 v6, 0x0

    const-string v7, "never"

    const-string v8, "receipts.read"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"from_ms\":{\"type\":\"integer\"},\"to_ms\":{\"type\":\"integer\"}},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"string\",\"contentMediaType\":\"application/zip\"}"

    invoke-static/range {v1 .. v10}, Lcom/tallycrate/cetp/Cetp;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 165
    const-string v1, "tag_receipt"

    const-string v2, "Tag receipt"

    const-string v3, "Replaces the tags of one receipt."

    const-string v4, "update"

    const-string v5, "low"

    const/4 v6, 0x0

    const-string v7, "never"

    const-string v8, "receipts.write"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"receipt_id\":{\"type\":\"integer\"},\"tags\":{\"type\":\"array\",\"maxItems\":12,\"items\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9][a-z0-9-]{0,23}$\"}}},\"required\":[\"receipt_id\",\"tags\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"receipt_id\":{\"type\":\"integer\"},\"tags\":{\"type\":\"array\"}},\"required\":[\"receipt_id\",\"tags\"]}"

    invoke-static/range {v1 .. v10}, Lcom/tallycrate/cetp/Cetp;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 167
    const-string v1, "delete_receipt"

    const-string v2, "Delete receipt"

    const-string v3, "Deletes one receipt and its photo. Confirmed on the phone."

    const-string v4, "delete"

    const-string v5, "high"

    const/4 v6, 0x1

    const-string v7, "always"

    const-string v8, "receipts.write"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"receipt_id\":{\"type\":\"integer\"}},\"required\":[\"receipt_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}"

    invoke-static/range {v1 .. v10}, Lcom/tallycrate/cetp/Cetp;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v12

    .line 169
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 170
    const-string v2, "revision"

    const-string v3, "receipts-5"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tools"

    invoke-virtual {v1, v2, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 169
    invoke-static {v0, v1}, Lcom/tallycrate/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 138
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->sessions:Lcom/tallycrate/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Lcom/tallycrate/cetp/Sessions;->check(Ljava/lang/String;I)I

    move-result v0

    invoke-static {v0, p2}, Lcom/tallycrate/cetp/Sessions;->refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v7

    .line 139
    if-eqz v7, :cond_0

    .line 140
    return-object v7

    .line 142
    :cond_0
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 143
    const-string v2, "provider_id"

    const-string v3, "com.tallycrate.receipts"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 144
    const-string v2, "provider_name"

    const-string v3, "Tallycrate Receipts"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 145
    const-string v2, "description"

    const-string v3, "Receipts kept in Tallycrate: search them, see their images, export, tag"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 146
    const-string v2, "schema_dialect"

    const-string v3, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 148
    const-string v4, "receipts.read"

    const-string v5, "See your receipts"

    const-string v6, "read"

    invoke-static {v4, v5, v6}, Lcom/tallycrate/cetp/Cetp;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v3

    .line 149
    const-string v4, "receipts.write"

    const-string v5, "Tag and delete your receipts"

    const-string v6, "write"

    invoke-static {v4, v5, v6}, Lcom/tallycrate/cetp/Cetp;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v3

    .line 147
    const-string v2, "scopes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 142
    invoke-static {v0, v1}, Lcom/tallycrate/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static quote(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 440
    const-string v1, "\""

    const-string v2, "\"\""

    invoke-virtual {p0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "\""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method

.method private resume(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 8

    .line 231
    :try_start_0
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->resumes:Lcom/tallycrate/cetp/ResumeFiles;

    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->resumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallycrate/cetp/ResumeFiles;->peek(Ljava/lang/String;)Lcom/tallycrate/cetp/ResumeFiles$Record;

    move-result-object v5

    .line 232
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

    .line 236
    goto :goto_1

    :catch_0
    move-exception v5

    .line 234
    const-string v0, "ReceiptsTools"

    const-string v1, "resume record unreadable"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 235
    const/4 v4, 0x3

    .line 237
    :goto_1
    const/4 v1, 0x2

    if-ne v4, v1, :cond_1

    .line 238
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "USER_CANCELLED"

    const-string v2, "The user did not allow it"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 240
    :cond_1
    const/4 v1, 0x1

    if-eq v4, v1, :cond_2

    .line 241
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "The resume token does not fit this call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 244
    :cond_2
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->approve()V

    .line 245
    const/4 v0, 0x0

    return-object v0
.end method

.method private run(Lcom/tallycrate/cetp/ToolCall;J)Landroid/os/Bundle;
    .registers 10

    .line 250
    :try_start_0
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->tool()Ljava/lang/String;

    move-result-object v4

    const/4 v5, -0x1

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "search_receipts"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "receipt_image"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "export_receipts"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "tag_receipt"

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
    invoke-direct {p0, p1}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->search(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 254
    :pswitch_1
    invoke-direct {p0, p1}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->image(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 256
    :pswitch_2
    invoke-direct {p0, p1, p2, p3}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->export(Lcom/tallycrate/cetp/ToolCall;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 258
    :pswitch_3
    invoke-direct {p0, p1}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->tag(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 260
    :goto_1
    invoke-direct {p0, p1}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->delete(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 263
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "args do not fit the input schema"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x28cf229a -> :sswitch_2
        -0x11b5820e -> :sswitch_0
        0x17d8f494 -> :sswitch_1
        0x7c0f9e93 -> :sswitch_3
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private search(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 281
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v6

    .line 282
    new-instance v7, Lcom/tallycrate/data/ReceiptDao$Query;

    invoke-direct {v7}, Lcom/tallycrate/data/ReceiptDao$Query;-><init>()V

    .line 283
    const-string v2, "merchant"

    const/16 v3, 0x50

    invoke-static {v6, v2, v3}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v7, Lcom/tallycrate/data/ReceiptDao$Query;->merchant:Ljava/lang/String;

    .line 284
    const-string v2, "tag"

    const/16 v3, 0x20

    invoke-static {v6, v2, v3}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v7, Lcom/tallycrate/data/ReceiptDao$Query;->tag:Ljava/lang/String;

    .line 285
    const-string v2, "from_ms"

    const-wide/16 v3, 0x0

    invoke-virtual {v6, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    iput-wide v1, v7, Lcom/tallycrate/data/ReceiptDao$Query;->fromMs:J

    .line 286
    const-string v2, "to_ms"

    const-wide v3, 0x7fffffffffffffffL

    invoke-virtual {v6, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    iput-wide v1, v7, Lcom/tallycrate/data/ReceiptDao$Query;->toMs:J

    .line 287
    const-string v4, "limit"

    const/16 v5, 0x32

    invoke-virtual {v6, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    const/16 v2, 0xc8

    invoke-static {v2, v3}, Ljava/lang/Math;->min(II)I

    move-result v2

    const/4 v1, 0x1

    invoke-static {v1, v2}, Ljava/lang/Math;->max(II)I

    move-result v1

    iput v1, v7, Lcom/tallycrate/data/ReceiptDao$Query;->limit:I

    .line 288
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 289
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->dao:Lcom/tallycrate/data/ReceiptDao;

    invoke-virtual {v0, v7}, Lcom/tallycrate/data/ReceiptDao;->search(Lcom/tallycrate/data/ReceiptDao$Query;)Lcom/tallycrate/data/ReceiptCursor;

    move-result-object v9

    .line 290
    :goto_0
    :try_start_0
    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 291
    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 293
    :cond_0
    if-eqz v9, :cond_2

    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v10

    .line 289
    if-eqz v9, :cond_1

    :try_start_1
    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v10

    .line 294
    :cond_2
    :goto_2
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "receipts"

    invoke-virtual {v1, v2, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallycrate/cetp/Replies;->inline(Lcom/tallycrate/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private storedImage(Landroid/net/Uri;Ljava/lang/String;)Ljava/lang/String;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 468
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v4

    .line 469
    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v4, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "images"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 470
    :cond_0
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "Not a receipt image"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 474
    :cond_1
    :try_start_0
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J
    :try_end_0
    .catch Ljava/lang/NumberFormatException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-wide v5

    .line 477
    goto :goto_0

    :catch_0
    move-exception v7

    .line 476
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "Not a receipt image"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 478
    :goto_0
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->dao:Lcom/tallycrate/data/ReceiptDao;

    invoke-virtual {v0, v5, v6}, Lcom/tallycrate/data/ReceiptDao;->receipt(J)Lcom/tallycrate/data/ReceiptCursor;

    move-result-object v7

    .line 479
    :try_start_1
    invoke-virtual {v7}, Lcom/tallycrate/data/ReceiptCursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {v7}, Lcom/tallycrate/data/ReceiptCursor;->image()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    .line 480
    :cond_2
    new-instance v0, Ljava/io/FileNotFoundException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "No image for receipt "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 482
    :cond_3
    invoke-virtual {v7}, Lcom/tallycrate/data/ReceiptCursor;->image()Ljava/lang/String;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    move-result-object v8

    .line 483
    if-eqz v7, :cond_4

    invoke-virtual {v7}, Lcom/tallycrate/data/ReceiptCursor;->close()V

    .line 482
    :cond_4
    return-object v8

    :catch_1
    move-exception v8

    .line 478
    if-eqz v7, :cond_5

    :try_start_2
    invoke-virtual {v7}, Lcom/tallycrate/data/ReceiptCursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_1

    :catch_2
    move-exception v9

    invoke-virtual {v8, v9}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_5
    :goto_1
    throw v8
.end method

.method private tableApi(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;
    .registers 7

    .line 514
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

    const-string v0, "ReceiptsTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 515
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    invoke-direct {v0, p1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private tag(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 385
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v4

    .line 386
    const-string v1, "receipt_id"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v5

    .line 387
    const-string v1, "tags"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->getJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v7

    .line 388
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v0

    const/16 v1, 0xc

    if-le v0, v1, :cond_0

    .line 389
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "At most 12 tags"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 391
    :cond_0
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v0

    new-array v8, v0, [Ljava/lang/String;

    .line 392
    const/4 v9, 0x0

    :goto_0
    array-length v1, v8

    if-ge v9, v1, :cond_2

    .line 393
    invoke-virtual {v7, v9}, Lorg/json/JSONArray;->getString(I)Ljava/lang/String;

    move-result-object v2

    aput-object v2, v8, v9

    .line 394
    sget-object v0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->TAG_NAME:Ljava/util/regex/Pattern;

    aget-object v1, v8, v9

    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_1

    .line 395
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "Tags are lowercase letters, digits and dashes"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 392
    :cond_1
    add-int/lit8 v9, v9, 0x1

    goto :goto_0

    .line 399
    :cond_2
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->dao:Lcom/tallycrate/data/ReceiptDao;

    invoke-virtual {v0, v5, v6, v8}, Lcom/tallycrate/data/ReceiptDao;->setTags(J[Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 400
    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such receipt"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 402
    :cond_3
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "receipt_id"

    invoke-virtual {v1, v2, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tags"

    invoke-virtual {v1, v2, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallycrate/cetp/Replies;->inline(Lcom/tallycrate/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 429
    invoke-virtual {p0, p1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 430
    const/4 v0, 0x0

    return-object v0

    .line 432
    :cond_0
    invoke-virtual {p0, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 433
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_1

    invoke-virtual {v3}, Ljava/lang/String;->length()I

    move-result v0

    if-le v0, p2, :cond_2

    .line 434
    :cond_1
    new-instance v0, Lorg/json/JSONException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " must have 1 to "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " characters"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 436
    :cond_2
    return-object v3
.end method

.method private writeExport(Ljava/io/File;JJJ)V
    .registers 21
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Ljava/util/concurrent/TimeoutException;
        }
    .end annotation

    .line 355
    new-instance v6, Ljava/io/File;

    invoke-virtual {p1}, Ljava/io/File;->getPath()Ljava/lang/String;

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

    invoke-direct {v6, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    .line 356
    new-instance v7, Ljava/util/LinkedHashMap;

    invoke-direct {v7}, Ljava/util/LinkedHashMap;-><init>()V

    .line 357
    new-instance v8, Ljava/util/zip/ZipOutputStream;

    new-instance v2, Ljava/io/BufferedOutputStream;

    new-instance v4, Ljava/io/FileOutputStream;

    invoke-direct {v4, v6}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    invoke-direct {v2, v4}, Ljava/io/BufferedOutputStream;-><init>(Ljava/io/OutputStream;)V

    invoke-direct {v8, v2}, Ljava/util/zip/ZipOutputStream;-><init>(Ljava/io/OutputStream;)V

    .line 358
    :try_start_0
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->dao:Lcom/tallycrate/data/ReceiptDao;

    move-wide/from16 v1, p2

    move-wide/from16 v3, p4

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/tallycrate/data/ReceiptDao;->between(JJ)Lcom/tallycrate/data/ReceiptCursor;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v9

    .line 359
    :try_start_1
    new-instance v0, Ljava/lang/StringBuilder;

    const-string v2, "receipt_id,merchant,total_cents,currency,bought_at_ms\n"

    invoke-direct {v0, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    move-object v10, v0

    .line 360
    :cond_0
    :goto_0
    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 361
    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->id()J

    move-result-wide v1

    invoke-virtual {v10, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x2c

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->merchant()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->quote(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x2c

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->totalCents()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v0

    .line 362
    const/16 v1, 0x2c

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->currency()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x2c

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->boughtAt()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0xa

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 363
    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->image()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 364
    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->id()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->image()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v7, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 367
    :cond_1
    new-instance v1, Ljava/util/zip/ZipEntry;

    const-string v3, "receipts.csv"

    invoke-direct {v1, v3}, Ljava/util/zip/ZipEntry;-><init>(Ljava/lang/String;)V

    invoke-virtual {v8, v1}, Ljava/util/zip/ZipOutputStream;->putNextEntry(Ljava/util/zip/ZipEntry;)V

    .line 368
    invoke-virtual {v10}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    invoke-virtual {v8, v1}, Ljava/util/zip/ZipOutputStream;->write([B)V

    .line 369
    invoke-virtual {v8}, Ljava/util/zip/ZipOutputStream;->closeEntry()V

    .line 370
    invoke-interface {v7}, Ljava/util/Map;->entrySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :goto_1
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map$Entry;

    move-object v12, v0

    .line 371
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, p6

    if-ltz v0, :cond_2

    .line 372
    new-instance v0, Ljava/util/concurrent/TimeoutException;

    const-string v2, "deadline passed during export"

    invoke-direct {v0, v2}, Ljava/util/concurrent/TimeoutException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 374
    :cond_2
    new-instance v1, Ljava/util/zip/ZipEntry;

    invoke-interface {v12}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;

    move-result-object v3

    invoke-static {v3}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "images/"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ".jpg"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v3, v4

    invoke-direct {v1, v3}, Ljava/util/zip/ZipEntry;-><init>(Ljava/lang/String;)V

    invoke-virtual {v8, v1}, Ljava/util/zip/ZipOutputStream;->putNextEntry(Ljava/util/zip/ZipEntry;)V

    .line 375
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->images:Ljava/io/File;

    invoke-interface {v12}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/String;

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-static {v0, v8}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->inflate(Ljava/io/File;Ljava/io/OutputStream;)V

    .line 376
    invoke-virtual {v8}, Ljava/util/zip/ZipOutputStream;->closeEntry()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    .line 377
    goto :goto_1

    .line 378
    :cond_3
    if-eqz v9, :cond_5

    :try_start_2
    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_3

    :catch_0
    move-exception v10

    .line 357
    if-eqz v9, :cond_4

    :try_start_3
    invoke-virtual {v9}, Lcom/tallycrate/data/ReceiptCursor;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_2

    :catch_1
    move-exception v11

    :try_start_4
    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_4
    :goto_2
    throw v10
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_2

    .line 378
    :cond_5
    :goto_3
    invoke-virtual {v8}, Ljava/util/zip/ZipOutputStream;->close()V

    goto :goto_5

    :catch_2
    move-exception v9

    .line 357
    :try_start_5
    invoke-virtual {v8}, Ljava/util/zip/ZipOutputStream;->close()V
    :try_end_5
    .catch Ljava/lang/Throwable; {:try_start_5 .. :try_end_5} :catch_3

    goto :goto_4

    :catch_3
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_4
    throw v9

    .line 379
    :goto_5
    invoke-virtual {v6, p1}, Ljava/io/File;->renameTo(Ljava/io/File;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 380
    new-instance v0, Ljava/io/IOException;

    invoke-static {v6}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "rename failed: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 382
    :cond_6
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 112
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 113
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    sget-object v0, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    :goto_0
    move-object v5, v0

    .line 114
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 115
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->callers:Lcom/tallycrate/cetp/CallerCheck;

    invoke-virtual {v0, v4}, Lcom/tallycrate/cetp/CallerCheck;->allowed(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 116
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Tallycrate\'s tools"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 119
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

    .line 121
    :pswitch_0
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->sessions:Lcom/tallycrate/cetp/Sessions;

    const-string v3, "Tallycrate Receipts"

    invoke-virtual {v0, v4, v5, v3}, Lcom/tallycrate/cetp/Sessions;->negotiate(ILandroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 123
    :pswitch_1
    invoke-direct {p0, v4, v5}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 125
    :pswitch_2
    invoke-direct {p0, v4, v5}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 127
    :pswitch_3
    invoke-direct {p0, v4, v5}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 129
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

    .line 132
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ReceiptsTools"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 133
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

    .line 510
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->tableApi(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    .line 488
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const-string v0, "image/jpeg"

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 500
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->tableApi(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public synthetic lambda$image$0$com-tallycrate-receipts-ReceiptsToolProvider(Ljava/io/File;JLjava/io/OutputStream;)V
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 318
    invoke-static {p1, p4}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->inflate(Ljava/io/File;Ljava/io/OutputStream;)V

    .line 320
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->dao:Lcom/tallycrate/data/ReceiptDao;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "receipt:"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p2, p3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    const-string v3, "image"

    invoke-virtual {v0, v1, v2, v3}, Lcom/tallycrate/data/ReceiptDao;->logShare(Ljava/lang/String;ILjava/lang/String;)V

    .line 321
    return-void
.end method

.method public onCreate()Z
    .registers 8

    .line 97
    new-instance v1, Lcom/tallycrate/cetp/CallerCheck;

    invoke-virtual {p0}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/tallycrate/cetp/CallerCheck;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->callers:Lcom/tallycrate/cetp/CallerCheck;

    .line 98
    invoke-virtual {p0}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/tallycrate/data/CrateDatabase;->get(Landroid/content/Context;)Lcom/tallycrate/data/CrateDatabase;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tallycrate/data/CrateDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v6

    .line 99
    new-instance v1, Lcom/tallycrate/cetp/Sessions;

    const-string v3, "com.tallycrate.receipts"

    invoke-direct {v1, v6, v3}, Lcom/tallycrate/cetp/Sessions;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->sessions:Lcom/tallycrate/cetp/Sessions;

    .line 100
    new-instance v1, Lcom/tallycrate/data/ReceiptDao;

    invoke-direct {v1, v6}, Lcom/tallycrate/data/ReceiptDao;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->dao:Lcom/tallycrate/data/ReceiptDao;

    .line 101
    invoke-virtual {p0}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/tallycrate/ui/ConfirmActivity;->store(Landroid/content/Context;)Lcom/tallycrate/cetp/ResumeFiles;

    move-result-object v1

    iput-object v1, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->resumes:Lcom/tallycrate/cetp/ResumeFiles;

    .line 102
    new-instance v1, Lcom/tallycrate/io/FileCache;

    new-instance v2, Ljava/io/File;

    invoke-virtual {p0}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v4}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v4

    const-string v5, "exports"

    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    const-wide/32 v3, 0x5265c00

    invoke-direct {v1, v2, v3, v4}, Lcom/tallycrate/io/FileCache;-><init>(Ljava/io/File;J)V

    iput-object v1, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->exports:Lcom/tallycrate/io/FileCache;

    .line 103
    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "images"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->images:Ljava/io/File;

    .line 104
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->exports:Lcom/tallycrate/io/FileCache;

    invoke-virtual {v0}, Lcom/tallycrate/io/FileCache;->sweep()I

    .line 105
    const/4 v0, 0x1

    return v0
.end method

.method public openAssetFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/content/res/AssetFileDescriptor;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 454
    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->callers:Lcom/tallycrate/cetp/CallerCheck;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, v1}, Lcom/tallycrate/cetp/CallerCheck;->allowed(I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 455
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "Receipt images are only for the ClawSeed assistant"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 457
    :cond_0
    new-instance v7, Ljava/io/File;

    iget-object v2, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider;->images:Ljava/io/File;

    invoke-direct {p0, p1, p2}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->storedImage(Landroid/net/Uri;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v7, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 459
    :try_start_0
    invoke-static {}, Lcom/tallycrate/io/Pipe;->open()Lcom/tallycrate/io/Pipe;

    move-result-object v8

    .line 460
    new-instance v2, Lcom/tallycrate/receipts/ReceiptsToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, v7}, Lcom/tallycrate/receipts/ReceiptsToolProvider$$ExternalSyntheticLambda1;-><init>(Ljava/io/File;)V

    const-string v1, "receipt-view"

    invoke-virtual {v8, v1, v2}, Lcom/tallycrate/io/Pipe;->feed(Ljava/lang/String;Lcom/tallycrate/io/Pipe$Body;)V

    .line 461
    new-instance v0, Landroid/content/res/AssetFileDescriptor;

    invoke-virtual {v8}, Lcom/tallycrate/io/Pipe;->source()Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    move-object v1, v0

    const-wide/16 v3, 0x0

    const-wide/16 v5, -0x1

    invoke-direct/range {v1 .. v6}, Landroid/content/res/AssetFileDescriptor;-><init>(Landroid/os/ParcelFileDescriptor;JJ)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v8

    .line 463
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "Image unavailable"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 495
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->tableApi(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 505
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->tableApi(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

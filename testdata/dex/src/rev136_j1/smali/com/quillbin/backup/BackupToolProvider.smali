.class public final Lcom/quillbin/backup/BackupToolProvider;
.super Landroid/content/ContentProvider;
.source "BackupToolProvider.java"


# static fields
.field static final CREATE:Ljava/lang/String; = "create_backup"

.field private static final CREATE_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},\"required\":[\"label\"],\"additionalProperties\":false}"

.field private static final CREATE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"backup_id\":{\"type\":\"integer\"},\"notes\":{\"type\":\"integer\"},\"size_bytes\":{\"type\":\"integer\"}},\"required\":[\"backup_id\"]}"

.field private static final DAY_MS:J = 0x5265c00L

.field private static final DISPLAY_NAME:Ljava/lang/String; = "Quillbin Backups"

.field static final DOWNLOAD:Ljava/lang/String; = "download_backup"

.field private static final DOWNLOAD_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"backup_id\":{\"type\":\"integer\"}},\"required\":[\"backup_id\"],\"additionalProperties\":false}"

.field private static final DOWNLOAD_OUT:Ljava/lang/String; = "{\"type\":\"string\",\"contentMediaType\":\"application/zip\"}"

.field static final LIST:Ljava/lang/String; = "list_backups"

.field private static final LIST_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},\"additionalProperties\":false}"

.field private static final LIST_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"backups\":{\"type\":\"array\"}},\"required\":[\"backups\"]}"

.field static final PROVIDER_ID:Ljava/lang/String; = "com.quillbin.backup"

.field static final PRUNE:Ljava/lang/String; = "prune_backups"

.field private static final PRUNE_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"older_than_days\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":3650}},\"required\":[\"older_than_days\"],\"additionalProperties\":false}"

.field private static final PRUNE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"integer\"}},\"required\":[\"removed\"]}"

.field static final RESTORE:Ljava/lang/String; = "restore_backup"

.field private static final RESTORE_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"backup_uri\":{\"type\":\"string\",\"maxLength\":300}},\"required\":[\"backup_uri\"],\"additionalProperties\":false}"

.field private static final RESTORE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"restored\":{\"type\":\"boolean\"},\"notes\":{\"type\":\"integer\"},\"files\":{\"type\":\"integer\"}},\"required\":[\"restored\"]}"

.field private static final TAG:Ljava/lang/String; = "BackupTools"


# instance fields
.field private approvals:Lcom/quillbin/cetp/Approvals;

.field private attachmentDir:Ljava/io/File;

.field private backupDir:Ljava/io/File;

.field private backups:Lcom/quillbin/data/BackupDao;

.field private callers:Lcom/quillbin/cetp/CallerPolicy;

.field private inboxDir:Ljava/io/File;

.field private ledger:Lcom/quillbin/data/OutcomeLedger;

.field private notes:Lcom/quillbin/data/NotesDao;

.field private final recent:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/quillbin/cetp/Answers$Kept;",
            ">;"
        }
    .end annotation
.end field

.field private sessions:Lcom/quillbin/cetp/SessionTable;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 41
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 85
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->recent:Ljava/util/Map;

    return-void
.end method

.method private askUser(Lcom/quillbin/cetp/Request;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 296
    :try_start_0
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->approvals:Lcom/quillbin/cetp/Approvals;

    invoke-virtual {v0, p1, p2}, Lcom/quillbin/cetp/Approvals;->issue(Lcom/quillbin/cetp/Request;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 297
    invoke-virtual {p0}, Lcom/quillbin/backup/BackupToolProvider;->getContext()Landroid/content/Context;

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

    .line 300
    const-string v0, "BackupTools"

    const-string v1, "approval not issued"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 301
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The confirmation could not be prepared"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private backupFile(Ljava/lang/String;)Ljava/io/File;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 447
    invoke-static {p1}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v4

    .line 448
    invoke-virtual {v4}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v5

    .line 449
    invoke-virtual {v4}, Landroid/net/Uri;->getScheme()Ljava/lang/String;

    move-result-object v1

    const-string v0, "content"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v4}, Landroid/net/Uri;->getAuthority()Ljava/lang/String;

    move-result-object v1

    const-string v0, "com.quillbin.backup"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_1

    .line 450
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 452
    :cond_1
    const/4 v2, 0x0

    invoke-interface {v5, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "backups"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 453
    invoke-direct {p0, v4}, Lcom/quillbin/backup/BackupToolProvider;->backupOf(Landroid/net/Uri;)Lcom/quillbin/data/BackupDao$Backup;

    move-result-object v6

    .line 454
    if-nez v6, :cond_2

    const/4 v0, 0x0

    goto :goto_0

    :cond_2
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lcom/quillbin/backup/BackupToolProvider;->backupDir:Ljava/io/File;

    iget-object v3, v6, Lcom/quillbin/data/BackupDao$Backup;->file:Ljava/lang/String;

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    :goto_0
    return-object v0

    .line 456
    :cond_3
    const/4 v2, 0x0

    invoke-interface {v5, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "inbox"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 457
    const/4 v0, 0x0

    return-object v0

    .line 459
    :cond_4
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->inboxDir:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v6

    .line 460
    new-instance v0, Ljava/io/File;

    invoke-virtual {v4}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v6, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v7

    .line 461
    invoke-virtual {v7}, Ljava/io/File;->getParentFile()Ljava/io/File;

    move-result-object v1

    invoke-virtual {v6, v1}, Ljava/io/File;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-virtual {v7}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_6

    .line 462
    :cond_5
    const/4 v0, 0x0

    return-object v0

    .line 464
    :cond_6
    return-object v7
.end method

.method private backupOf(Landroid/net/Uri;)Lcom/quillbin/data/BackupDao$Backup;
    .registers 6

    .line 469
    :try_start_0
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->backups:Lcom/quillbin/data/BackupDao;

    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/quillbin/data/BackupDao;->get(J)Lcom/quillbin/data/BackupDao$Backup;
    :try_end_0
    .catch Ljava/lang/NumberFormatException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 471
    const/4 v0, 0x0

    return-object v0
.end method

.method private create(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 361
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "label"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 362
    invoke-virtual {v7}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v7}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-le v0, v1, :cond_1

    .line 363
    :cond_0
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "label must have 1 to 80 characters"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 365
    :cond_1
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->backups:Lcom/quillbin/data/BackupDao;

    invoke-virtual {v0, v7}, Lcom/quillbin/data/BackupDao;->begin(Ljava/lang/String;)J

    move-result-wide v8

    .line 366
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "backup-"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ".zip"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v10

    .line 367
    new-instance v11, Ljava/io/File;

    iget-object v2, p0, Lcom/quillbin/backup/BackupToolProvider;->backupDir:Ljava/io/File;

    invoke-direct {v11, v2, v10}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 369
    :try_start_0
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    iget-object v1, p0, Lcom/quillbin/backup/BackupToolProvider;->attachmentDir:Ljava/io/File;

    new-instance v2, Ljava/io/FileOutputStream;

    invoke-direct {v2, v11}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    invoke-static {v0, v1, v2}, Lcom/quillbin/io/BackupArchive;->write(Lcom/quillbin/data/NotesDao;Ljava/io/File;Ljava/io/OutputStream;)I

    move-result v12

    .line 370
    invoke-static {v11}, Lcom/quillbin/io/Streams;->digest(Ljava/io/File;)Lcom/quillbin/io/Streams$Digest;

    move-result-object v13

    .line 371
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->backups:Lcom/quillbin/data/BackupDao;

    iget-wide v4, v13, Lcom/quillbin/io/Streams$Digest;->size:J

    iget-object v6, v13, Lcom/quillbin/io/Streams$Digest;->sha256:Ljava/lang/String;

    move-wide v1, v8

    move-object v3, v10

    invoke-virtual/range {v0 .. v6}, Lcom/quillbin/data/BackupDao;->complete(JLjava/lang/String;JLjava/lang/String;)V

    .line 372
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "backup_id"

    invoke-virtual {v1, v2, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "notes"

    invoke-virtual {v1, v2, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    iget-wide v3, v13, Lcom/quillbin/io/Streams$Digest;->size:J

    .line 373
    const-string v2, "size_bytes"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 372
    invoke-static {p1, v1}, Lcom/quillbin/cetp/Answers;->inline(Lcom/quillbin/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v12

    .line 375
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "backup "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "BackupTools"

    invoke-static {v0, v1, v12}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 376
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->backups:Lcom/quillbin/data/BackupDao;

    invoke-virtual {v0, v8, v9}, Lcom/quillbin/data/BackupDao;->drop(J)V

    .line 377
    invoke-virtual {v11}, Ljava/io/File;->exists()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {v11}, Ljava/io/File;->delete()Z

    move-result v0

    if-nez v0, :cond_2

    .line 378
    const-string v0, "BackupTools"

    const-string v1, "partial backup left behind"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 380
    :cond_2
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v12}, Lcom/quillbin/io/Streams;->forUser(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private download(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 332
    invoke-static {p1, p2}, Lcom/quillbin/backup/BackupToolProvider;->overdue(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v6

    .line 333
    if-eqz v6, :cond_0

    .line 334
    return-object v6

    .line 336
    :cond_0
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "backup_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v7

    .line 337
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->largeResults()Z

    move-result v0

    if-nez v0, :cond_1

    .line 338
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Backups are sent as files: negotiate large_results"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 341
    :cond_1
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->backups:Lcom/quillbin/data/BackupDao;

    invoke-virtual {v0, v7, v8}, Lcom/quillbin/data/BackupDao;->get(J)Lcom/quillbin/data/BackupDao$Backup;

    move-result-object v9

    .line 342
    if-nez v9, :cond_2

    .line 343
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such backup"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 345
    :cond_2
    new-instance v10, Ljava/io/File;

    iget-object v2, p0, Lcom/quillbin/backup/BackupToolProvider;->backupDir:Ljava/io/File;

    iget-object v3, v9, Lcom/quillbin/data/BackupDao$Backup;->file:Ljava/lang/String;

    invoke-direct {v10, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 347
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v11

    .line 348
    const/4 v1, 0x1

    aget-object v0, v11, v1

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "backup-"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lcom/quillbin/backup/BackupToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, v10, v9}, Lcom/quillbin/backup/BackupToolProvider$$ExternalSyntheticLambda0;-><init>(Ljava/io/File;Lcom/quillbin/data/BackupDao$Backup;)V

    invoke-static {v0, v1, v2}, Lcom/quillbin/io/Outlet;->start(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/quillbin/io/Outlet$Producer;)V

    .line 352
    const/4 v3, 0x0

    aget-object v2, v11, v3

    iget-wide v3, v9, Lcom/quillbin/data/BackupDao$Backup;->size:J

    iget-object v5, v9, Lcom/quillbin/data/BackupDao$Backup;->sha256:Ljava/lang/String;

    move-object v0, p1

    const-string v1, "application/zip"

    invoke-static/range {v0 .. v5}, Lcom/quillbin/cetp/Answers;->file(Lcom/quillbin/cetp/Request;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v11

    .line 354
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "no pipe for backup "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "BackupTools"

    invoke-static {v0, v1, v11}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 355
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

.method private earlier(Lcom/quillbin/cetp/Request;)Lcom/quillbin/cetp/Answers$Kept;
    .registers 8

    .line 215
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->recent:Ljava/util/Map;

    move-object v2, v0

    monitor-enter v2

    .line 216
    :try_start_0
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->recent:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->dedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillbin/cetp/Answers$Kept;

    move-object v3, v0

    .line 217
    if-eqz v3, :cond_0

    .line 218
    monitor-exit v2

    move-object v0, v3

    return-object v0

    .line 220
    :cond_0
    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v4

    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v4

    .line 221
    :goto_0
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->ledger:Lcom/quillbin/data/OutcomeLedger;

    invoke-virtual {v0, p1}, Lcom/quillbin/data/OutcomeLedger;->find(Lcom/quillbin/cetp/Request;)Lcom/quillbin/cetp/Answers$Kept;

    move-result-object v2

    .line 222
    if-eqz v2, :cond_1

    .line 223
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->recent:Ljava/util/Map;

    move-object v3, v0

    monitor-enter v3

    .line 224
    :try_start_2
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->recent:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->dedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 225
    monitor-exit v3
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_1

    goto :goto_1

    :catchall_1
    move-exception v5

    :try_start_3
    monitor-exit v3
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    throw v5

    .line 227
    :cond_1
    :goto_1
    return-object v2
.end method

.method private executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 23
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 169
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillbin/backup/BackupToolProvider;->sessions:Lcom/quillbin/cetp/SessionTable;

    move-object/from16 v1, p2

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p1

    invoke-virtual {v0, v1, v2}, Lcom/quillbin/cetp/SessionTable;->lookup(Ljava/lang/String;I)I

    move-result v11

    .line 170
    move-object/from16 v1, p2

    invoke-static {v11, v1}, Lcom/quillbin/cetp/SessionTable;->envelopeProblem(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v12

    .line 171
    if-eqz v12, :cond_0

    .line 172
    return-object v12

    .line 174
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 175
    move-object/from16 v0, p2

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v14

    .line 176
    const-string v0, "list_backups"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const-string v0, "download_backup"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const-string v0, "create_backup"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const-string v0, "restore_backup"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 177
    const-string v0, "prune_backups"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 178
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 180
    :cond_1
    move-object/from16 v0, p2

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 181
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v15, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_2

    .line 182
    const-string v1, "INVALID_ARGS"

    const-string v2, "args are larger than max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 186
    :cond_2
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v15}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v16, v0

    .line 189
    goto :goto_0

    :catch_0
    move-exception v17

    .line 188
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 190
    :goto_0
    new-instance v0, Lcom/quillbin/cetp/Request;

    move-object/from16 v8, p2

    const-string v9, "resume_token"

    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    const/4 v10, 0x1

    move-object v1, v0

    move/from16 v2, p1

    const-string v3, "com.quillbin.backup"

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
    invoke-direct/range {v1 .. v9}, Lcom/quillbin/cetp/Request;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Z)V

    move-object/from16 v17, v0

    .line 192
    const-string v0, "create_backup"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const-string v0, "restore_backup"

    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const-string v0, "prune_backups"

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

    .line 193
    if-eqz v18, :cond_7

    .line 194
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    invoke-direct {v0, v1}, Lcom/quillbin/backup/BackupToolProvider;->earlier(Lcom/quillbin/cetp/Request;)Lcom/quillbin/cetp/Answers$Kept;

    move-result-object v19

    .line 195
    if-eqz v19, :cond_7

    .line 196
    move-object/from16 v0, v19

    move-object/from16 v1, v17

    invoke-virtual {v0, v1}, Lcom/quillbin/cetp/Answers$Kept;->matches(Lcom/quillbin/cetp/Request;)Z

    move-result v0

    if-eqz v0, :cond_6

    move-object/from16 v0, v19

    invoke-virtual {v0, v13}, Lcom/quillbin/cetp/Answers$Kept;->replay(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 197
    :cond_6
    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    .line 196
    :goto_3
    return-object v0

    .line 201
    :cond_7
    move-object/from16 v0, v17

    invoke-virtual {v0}, Lcom/quillbin/cetp/Request;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_8

    .line 202
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    invoke-direct {v0, v1}, Lcom/quillbin/backup/BackupToolProvider;->resume(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;

    move-result-object v19

    .line 203
    if-eqz v19, :cond_8

    .line 204
    return-object v19

    .line 207
    :cond_8
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    move-object/from16 v2, p2

    invoke-direct {v0, v1, v2}, Lcom/quillbin/backup/BackupToolProvider;->run(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v19

    .line 208
    if-eqz v18, :cond_9

    .line 209
    move-object/from16 v0, p0

    move-object/from16 v1, v17

    move-object/from16 v2, v19

    invoke-direct {v0, v1, v2}, Lcom/quillbin/backup/BackupToolProvider;->remember(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)V

    .line 211
    :cond_9
    return-object v19
.end method

.method static synthetic lambda$download$0(Ljava/io/File;Lcom/quillbin/data/BackupDao$Backup;Ljava/io/OutputStream;)V
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 349
    invoke-static {p0, p2}, Lcom/quillbin/io/Streams;->send(Ljava/io/File;Ljava/io/OutputStream;)J

    .line 350
    iget-wide v1, p1, Lcom/quillbin/data/BackupDao$Backup;->id:J

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "backup "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " streamed to uid "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v1, v4

    const-string v0, "BackupTools"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 351
    return-void
.end method

.method private list(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 309
    invoke-static {p1, p2}, Lcom/quillbin/backup/BackupToolProvider;->overdue(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v7

    .line 310
    if-eqz v7, :cond_0

    .line 311
    return-object v7

    .line 313
    :cond_0
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v8

    .line 314
    const-string v1, "label"

    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    const-string v1, "label"

    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move-object v9, v0

    .line 315
    if-eqz v9, :cond_3

    invoke-virtual {v9}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_2

    invoke-virtual {v9}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-le v0, v1, :cond_3

    .line 316
    :cond_2
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "label must have 1 to 80 characters"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 318
    :cond_3
    new-instance v10, Lorg/json/JSONArray;

    invoke-direct {v10}, Lorg/json/JSONArray;-><init>()V

    .line 319
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->backups:Lcom/quillbin/data/BackupDao;

    invoke-virtual {v0, v9}, Lcom/quillbin/data/BackupDao;->list(Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :goto_1
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillbin/data/BackupDao$Backup;

    move-object v12, v0

    .line 320
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-wide v3, v12, Lcom/quillbin/data/BackupDao$Backup;->id:J

    .line 321
    const-string v2, "backup_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, v12, Lcom/quillbin/data/BackupDao$Backup;->label:Ljava/lang/String;

    .line 322
    const-string v2, "label"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-wide v3, v12, Lcom/quillbin/data/BackupDao$Backup;->size:J

    .line 323
    const-string v2, "size_bytes"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, v12, Lcom/quillbin/data/BackupDao$Backup;->sha256:Ljava/lang/String;

    .line 324
    const-string v2, "sha256"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-wide v3, v12, Lcom/quillbin/data/BackupDao$Backup;->createdAt:J

    .line 325
    const-string v2, "created_at_ms"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    iget-wide v3, v12, Lcom/quillbin/data/BackupDao$Backup;->id:J

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "content://com.quillbin.backup/backups/"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v3, v5

    .line 326
    const-string v2, "uri"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 320
    invoke-virtual {v10, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 327
    goto :goto_1

    .line 328
    :cond_4
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "backups"

    invoke-virtual {v1, v2, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/quillbin/cetp/Answers;->inline(Lcom/quillbin/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

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

    .line 147
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->sessions:Lcom/quillbin/cetp/SessionTable;

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
    const-string v1, "list_backups"

    const-string v2, "List backups"

    const-string v3, "Lists finished backups, newest first."

    const-string v4, "backups.read"

    const-string v5, "read"

    const-string v6, "low"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"backups\":{\"type\":\"array\"}},\"required\":[\"backups\"]}"

    invoke-static/range {v1 .. v10}, Lcom/quillbin/cetp/Wire;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 154
    const-string v1, "download_backup"

    const-string v2, "Download backup"

    const-string v3, "Returns one backup ZIP as a file."

    const-string v4, "backups.read"

    const-string v5, "read"

    const-string v6, "low"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"backup_id\":{\"type\":\"integer\"}},\"required\":[\"backup_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"string\",\"contentMediaType\":\"application/zip\"}"

    invoke-static/range {v1 .. v10}, Lcom/quillbin/cetp/Wire;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 156
    const-string v1, "create_backup"

    const-string v2, "Create backup"

    const-string v3, "Writes a new backup of every notebook."

    const-string v4, "backups.write"

    const-string v5, "create"

    const-string v6, "moderate"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},\"required\":[\"label\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"backup_id\":{\"type\":\"integer\"},\"notes\":{\"type\":\"integer\"},\"size_bytes\":{\"type\":\"integer\"}},\"required\":[\"backup_id\"]}"

    invoke-static/range {v1 .. v10}, Lcom/quillbin/cetp/Wire;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 158
    const-string v1, "restore_backup"

    const-string v2, "Restore backup"

    const-string v3, "Replaces all notebooks with the content of a backup. The user confirms on the phone."

    const-string v4, "backups.write"

    const-string v5, "update"

    const-string v6, "high"

    const/4 v7, 0x1

    const-string v8, "always"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"backup_uri\":{\"type\":\"string\",\"maxLength\":300}},\"required\":[\"backup_uri\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"restored\":{\"type\":\"boolean\"},\"notes\":{\"type\":\"integer\"},\"files\":{\"type\":\"integer\"}},\"required\":[\"restored\"]}"

    invoke-static/range {v1 .. v10}, Lcom/quillbin/cetp/Wire;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 161
    const-string v1, "prune_backups"

    const-string v2, "Prune backups"

    const-string v3, "Deletes backups older than a number of days. The user confirms on the phone."

    const-string v4, "backups.write"

    const-string v5, "delete"

    const-string v6, "high"

    const/4 v7, 0x1

    const-string v8, "always"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"older_than_days\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":3650}},\"required\":[\"older_than_days\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"integer\"}},\"required\":[\"removed\"]}"

    invoke-static/range {v1 .. v10}, Lcom/quillbin/cetp/Wire;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v12

    .line 164
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 165
    const-string v2, "revision"

    const-string v3, "backup-4"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tools"

    invoke-virtual {v1, v2, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 164
    invoke-static {v0, v1}, Lcom/quillbin/cetp/Answers;->ok(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static overdue(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 284
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p1, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v4

    .line 285
    const-wide/16 v2, 0x0

    cmp-long v0, v4, v2

    if-gtz v0, :cond_0

    .line 286
    invoke-virtual {p0}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 288
    :cond_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v4

    if-ltz v0, :cond_1

    .line 289
    invoke-virtual {p0}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 291
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method

.method private providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 132
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->sessions:Lcom/quillbin/cetp/SessionTable;

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

    const-string v3, "com.quillbin.backup"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 138
    const-string v2, "provider_name"

    const-string v3, "Quillbin Backups"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 139
    const-string v2, "description"

    const-string v3, "Backups of all Quillbin notebooks as ZIP files"

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
    const-string v4, "backups.read"

    const-string v5, "See and download your backups"

    const-string v6, "read"

    invoke-static {v4, v5, v6}, Lcom/quillbin/cetp/Wire;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v3

    .line 143
    const-string v4, "backups.write"

    const-string v5, "Create, restore and delete backups"

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

.method private prune(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 415
    invoke-static {p1, p2}, Lcom/quillbin/backup/BackupToolProvider;->overdue(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v7

    .line 416
    if-eqz v7, :cond_0

    .line 417
    return-object v7

    .line 419
    :cond_0
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "older_than_days"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v8

    .line 420
    const/4 v1, 0x1

    if-lt v8, v1, :cond_1

    const/16 v1, 0xe42

    if-le v8, v1, :cond_2

    .line 421
    :cond_1
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "older_than_days must be 1 to 3650"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 423
    :cond_2
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->backups:Lcom/quillbin/data/BackupDao;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    int-to-long v3, v8

    const-wide/32 v5, 0x5265c00

    mul-long/2addr v3, v5

    sub-long/2addr v1, v3

    invoke-virtual {v0, v1, v2}, Lcom/quillbin/data/BackupDao;->olderThan(J)Ljava/util/List;

    move-result-object v9

    .line 424
    invoke-interface {v9}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 425
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "removed"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/quillbin/cetp/Answers;->inline(Lcom/quillbin/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 427
    :cond_3
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->confirmed()Z

    move-result v0

    if-nez v0, :cond_4

    .line 428
    invoke-interface {v9}, Ljava/util/List;->size()I

    move-result v2

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " backups older than "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " days"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    invoke-direct {p0, p1, v2}, Lcom/quillbin/backup/BackupToolProvider;->askUser(Lcom/quillbin/cetp/Request;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 430
    :cond_4
    const/4 v10, 0x0

    .line 431
    invoke-interface {v9}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillbin/data/BackupDao$Backup;

    move-object v12, v0

    .line 432
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->backups:Lcom/quillbin/data/BackupDao;

    iget-wide v1, v12, Lcom/quillbin/data/BackupDao$Backup;->id:J

    invoke-virtual {v0, v1, v2}, Lcom/quillbin/data/BackupDao;->drop(J)V

    .line 433
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lcom/quillbin/backup/BackupToolProvider;->backupDir:Ljava/io/File;

    iget-object v3, v12, Lcom/quillbin/data/BackupDao$Backup;->file:Ljava/lang/String;

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    move-result v0

    if-nez v0, :cond_5

    .line 434
    iget-wide v1, v12, Lcom/quillbin/data/BackupDao$Backup;->id:J

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "backup file "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " was already gone"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "BackupTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 436
    :cond_5
    add-int/lit8 v10, v10, 0x1

    .line 437
    goto :goto_0

    .line 438
    :cond_6
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "removed"

    invoke-virtual {v1, v2, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/quillbin/cetp/Answers;->inline(Lcom/quillbin/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;
    .registers 7

    .line 524
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

    const-string v0, "BackupTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 525
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

.method private remember(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)V
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 232
    const-string v2, "error_code"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "USER_ACTION_REQUIRED"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 233
    return-void

    .line 235
    :cond_0
    invoke-static {p1, p2}, Lcom/quillbin/cetp/Answers$Kept;->of(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Lcom/quillbin/cetp/Answers$Kept;

    move-result-object v3

    .line 236
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->ledger:Lcom/quillbin/data/OutcomeLedger;

    invoke-virtual {v0, p1, v3}, Lcom/quillbin/data/OutcomeLedger;->keep(Lcom/quillbin/cetp/Request;Lcom/quillbin/cetp/Answers$Kept;)V

    .line 237
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->recent:Ljava/util/Map;

    move-object v4, v0

    monitor-enter v4

    .line 238
    :try_start_0
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->recent:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->dedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 239
    monitor-exit v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v5

    :try_start_1
    monitor-exit v4
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v5

    .line 240
    :goto_0
    return-void
.end method

.method private requireCaller()V
    .registers 5

    .line 490
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 491
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->callers:Lcom/quillbin/cetp/CallerPolicy;

    invoke-virtual {v0, v3}, Lcom/quillbin/cetp/CallerPolicy;->permits(I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 492
    new-instance v0, Ljava/lang/SecurityException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "uid "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " may not open Quillbin backups"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 494
    :cond_0
    return-void
.end method

.method private restore(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 385
    invoke-static {p1, p2}, Lcom/quillbin/backup/BackupToolProvider;->overdue(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v5

    .line 386
    if-eqz v5, :cond_0

    .line 387
    return-object v5

    .line 391
    :cond_0
    :try_start_0
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "backup_uri"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/quillbin/backup/BackupToolProvider;->backupFile(Ljava/lang/String;)Ljava/io/File;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v6

    .line 394
    goto :goto_0

    :catch_0
    move-exception v7

    .line 393
    const/4 v6, 0x0

    .line 395
    :goto_0
    if-nez v6, :cond_1

    .line 396
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "backup_uri must name a stored backup or a file in Quillbin\'s inbox"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 399
    :cond_1
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->confirmed()Z

    move-result v0

    if-nez v0, :cond_2

    .line 400
    invoke-virtual {v6}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Replace every notebook and note with the backup "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {p0, p1, v2}, Lcom/quillbin/backup/BackupToolProvider;->askUser(Lcom/quillbin/cetp/Request;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 403
    :cond_2
    :try_start_1
    new-instance v0, Ljava/io/FileInputStream;

    invoke-direct {v0, v6}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    :try_end_1
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_3

    move-object v8, v0

    .line 404
    :try_start_2
    iget-object v1, p0, Lcom/quillbin/backup/BackupToolProvider;->attachmentDir:Ljava/io/File;

    invoke-static {v8, v1}, Lcom/quillbin/io/BackupArchive;->read(Ljava/io/InputStream;Ljava/io/File;)Lcom/quillbin/io/BackupArchive$Contents;
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_3

    move-result-object v7

    .line 405
    :try_start_3
    invoke-virtual {v8}, Ljava/io/InputStream;->close()V
    :try_end_3
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_3

    goto :goto_2

    :catch_1
    move-exception v9

    .line 403
    :try_start_4
    invoke-virtual {v8}, Ljava/io/InputStream;->close()V
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_2
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_3

    goto :goto_1

    :catch_2
    move-exception v10

    :try_start_5
    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v9
    :try_end_5
    .catch Ljava/io/IOException; {:try_start_5 .. :try_end_5} :catch_3

    .line 408
    :goto_2
    goto :goto_3

    :catch_3
    move-exception v8

    .line 406
    invoke-static {v6}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "restore from "

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

    const-string v0, "BackupTools"

    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 407
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v8}, Ljava/io/IOException;->getMessage()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Restore failed: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 409
    :goto_3
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    iget-object v1, v7, Lcom/quillbin/io/BackupArchive$Contents;->notebooks:Lorg/json/JSONArray;

    iget-object v2, v7, Lcom/quillbin/io/BackupArchive$Contents;->notes:Lorg/json/JSONArray;

    iget-object v3, v7, Lcom/quillbin/io/BackupArchive$Contents;->attachments:Lorg/json/JSONArray;

    invoke-virtual {v0, v1, v2, v3}, Lcom/quillbin/data/NotesDao;->replaceAll(Lorg/json/JSONArray;Lorg/json/JSONArray;Lorg/json/JSONArray;)V

    .line 410
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "restored"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, v7, Lcom/quillbin/io/BackupArchive$Contents;->notes:Lorg/json/JSONArray;

    .line 411
    invoke-virtual {v3}, Lorg/json/JSONArray;->length()I

    move-result v3

    const-string v2, "notes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    iget v3, v7, Lcom/quillbin/io/BackupArchive$Contents;->files:I

    const-string v2, "files"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    .line 410
    invoke-static {p1, v1}, Lcom/quillbin/cetp/Answers;->inline(Lcom/quillbin/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private resume(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;
    .registers 8

    .line 246
    :try_start_0
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->approvals:Lcom/quillbin/cetp/Approvals;

    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->resumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillbin/cetp/Approvals;->read(Ljava/lang/String;)Lcom/quillbin/cetp/Approvals$Ticket;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v4

    .line 250
    goto :goto_0

    :catch_0
    move-exception v5

    .line 248
    const-string v0, "BackupTools"

    const-string v1, "approval ticket unreadable"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 249
    const/4 v4, 0x0

    .line 251
    :goto_0
    if-nez v4, :cond_0

    const/4 v0, 0x3

    goto :goto_1

    :cond_0
    invoke-virtual {v4, p1}, Lcom/quillbin/cetp/Approvals$Ticket;->verdict(Lcom/quillbin/cetp/Request;)I

    move-result v0

    :goto_1
    move v5, v0

    .line 252
    const/4 v1, 0x2

    if-ne v5, v1, :cond_1

    .line 253
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "USER_CANCELLED"

    const-string v2, "The user said no"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 255
    :cond_1
    const/4 v1, 0x1

    if-eq v5, v1, :cond_2

    .line 256
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token is not valid for this call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quillbin/cetp/Answers;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 259
    :cond_2
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->markConfirmed()V

    .line 260
    const/4 v0, 0x0

    return-object v0
.end method

.method private run(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 265
    :try_start_0
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->tool()Ljava/lang/String;

    move-result-object v4

    const/4 v5, -0x1

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_backups"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "download_backup"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "create_backup"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "restore_backup"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x3

    :cond_0
    :goto_0
    packed-switch v5, :pswitch_data_0

    goto :goto_1

    .line 267
    :pswitch_0
    invoke-direct {p0, p1, p2}, Lcom/quillbin/backup/BackupToolProvider;->list(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 269
    :pswitch_1
    invoke-direct {p0, p1, p2}, Lcom/quillbin/backup/BackupToolProvider;->download(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 271
    :pswitch_2
    invoke-direct {p0, p1}, Lcom/quillbin/backup/BackupToolProvider;->create(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 273
    :pswitch_3
    invoke-direct {p0, p1, p2}, Lcom/quillbin/backup/BackupToolProvider;->restore(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 275
    :goto_1
    invoke-direct {p0, p1, p2}, Lcom/quillbin/backup/BackupToolProvider;->prune(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 278
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
        -0x4b62e3b0 -> :sswitch_0
        -0x28c3bb6d -> :sswitch_3
        0x2848159 -> :sswitch_1
        0x70defe65 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
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
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->callers:Lcom/quillbin/cetp/CallerPolicy;

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
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->sessions:Lcom/quillbin/cetp/SessionTable;

    const-string v3, "Quillbin Backups"

    invoke-virtual {v0, v4, v5, v3}, Lcom/quillbin/cetp/SessionTable;->negotiate(ILandroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 117
    :pswitch_1
    invoke-direct {p0, v4, v5}, Lcom/quillbin/backup/BackupToolProvider;->providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 119
    :pswitch_2
    invoke-direct {p0, v4, v5}, Lcom/quillbin/backup/BackupToolProvider;->listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 121
    :pswitch_3
    invoke-direct {p0, v4, v5}, Lcom/quillbin/backup/BackupToolProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;

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

    const-string v0, "BackupTools"

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

    .line 520
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/quillbin/backup/BackupToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 498
    const-string v0, "application/zip"

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 510
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/quillbin/backup/BackupToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public onCreate()Z
    .registers 6

    .line 89
    new-instance v1, Lcom/quillbin/cetp/CallerPolicy;

    invoke-virtual {p0}, Lcom/quillbin/backup/BackupToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/quillbin/cetp/CallerPolicy;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/quillbin/backup/BackupToolProvider;->callers:Lcom/quillbin/cetp/CallerPolicy;

    .line 90
    invoke-virtual {p0}, Lcom/quillbin/backup/BackupToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/quillbin/data/QuillDatabase;->of(Landroid/content/Context;)Lcom/quillbin/data/QuillDatabase;

    move-result-object v0

    invoke-virtual {v0}, Lcom/quillbin/data/QuillDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 91
    new-instance v1, Lcom/quillbin/cetp/SessionTable;

    const-string v3, "com.quillbin.backup"

    invoke-direct {v1, v4, v3}, Lcom/quillbin/cetp/SessionTable;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quillbin/backup/BackupToolProvider;->sessions:Lcom/quillbin/cetp/SessionTable;

    .line 92
    new-instance v1, Lcom/quillbin/data/NotesDao;

    invoke-direct {v1, v4}, Lcom/quillbin/data/NotesDao;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/quillbin/backup/BackupToolProvider;->notes:Lcom/quillbin/data/NotesDao;

    .line 93
    new-instance v1, Lcom/quillbin/data/BackupDao;

    invoke-direct {v1, v4}, Lcom/quillbin/data/BackupDao;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/quillbin/backup/BackupToolProvider;->backups:Lcom/quillbin/data/BackupDao;

    .line 94
    new-instance v1, Lcom/quillbin/data/OutcomeLedger;

    invoke-direct {v1, v4}, Lcom/quillbin/data/OutcomeLedger;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/quillbin/backup/BackupToolProvider;->ledger:Lcom/quillbin/data/OutcomeLedger;

    .line 95
    invoke-virtual {p0}, Lcom/quillbin/backup/BackupToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/quillbin/ui/ApproveActivity;->approvals(Landroid/content/Context;)Lcom/quillbin/cetp/Approvals;

    move-result-object v1

    iput-object v1, p0, Lcom/quillbin/backup/BackupToolProvider;->approvals:Lcom/quillbin/cetp/Approvals;

    .line 96
    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Lcom/quillbin/backup/BackupToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "backups"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quillbin/backup/BackupToolProvider;->backupDir:Ljava/io/File;

    .line 97
    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Lcom/quillbin/backup/BackupToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "inbox"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quillbin/backup/BackupToolProvider;->inboxDir:Ljava/io/File;

    .line 98
    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Lcom/quillbin/backup/BackupToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "attachments"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quillbin/backup/BackupToolProvider;->attachmentDir:Ljava/io/File;

    .line 99
    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->backupDir:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->isDirectory()Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/quillbin/backup/BackupToolProvider;->backupDir:Ljava/io/File;

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
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 479
    invoke-direct {p0}, Lcom/quillbin/backup/BackupToolProvider;->requireCaller()V

    .line 480
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v4

    .line 481
    invoke-interface {v4}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v4, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "backups"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-direct {p0, p1}, Lcom/quillbin/backup/BackupToolProvider;->backupOf(Landroid/net/Uri;)Lcom/quillbin/data/BackupDao$Backup;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v5, v0

    .line 482
    if-eqz v5, :cond_1

    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 483
    :cond_1
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "No such backup"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 485
    :cond_2
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lcom/quillbin/backup/BackupToolProvider;->backupDir:Ljava/io/File;

    iget-object v3, v5, Lcom/quillbin/data/BackupDao$Backup;->file:Ljava/lang/String;

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 505
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/quillbin/backup/BackupToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 515
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/quillbin/backup/BackupToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.class public Lcom/droprx/courier/CourierProvider;
.super Lcom/droprx/tools/DropRxProvider;
.source "CourierProvider.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/droprx/courier/CourierProvider$ProofAckTask;,
        Lcom/droprx/courier/CourierProvider$ProofSeenTask;
    }
.end annotation

.field static final AUTHORITY:Ljava/lang/String; = "com.droprx.courier"

.field private static final FLEET_CERT:[B

.field private static final MATCHER:Landroid/content/UriMatcher;

.field private static final SHIFTS:I = 0x1

.field private static final SHIFT_ID:I = 0x2

.field private static final TAG:Ljava/lang/String; = "CourierProvider"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"courier-4\",\"tools\":[]}"

.field private dao:Lcom/droprx/data/CourierDao;

.field private writer:Landroid/os/Handler;

.method static constructor <clinit>()V
    .registers 4
    .line 36
    const/4 v0, 0x6
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lcom/droprx/courier/CourierProvider;->FLEET_CERT:[B
    .line 37
    new-instance v0, Landroid/content/UriMatcher;
    const/4 v1, -0x1
    invoke-direct {v0, v1}, Landroid/content/UriMatcher;-><init>(I)V
    sput-object v0, Lcom/droprx/courier/CourierProvider;->MATCHER:Landroid/content/UriMatcher;
    .line 42
    const-string v1, "com.droprx.courier"
    const-string v2, "shifts"
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/UriMatcher;->addURI(Ljava/lang/String;Ljava/lang/String;I)V
    .line 43
    const-string v2, "shifts/#"
    const/4 v3, 0x2
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/UriMatcher;->addURI(Ljava/lang/String;Ljava/lang/String;I)V
    .line 44
    return-void

    :array_0
    .array-data 1
        0x19t
        0x7at
        0x40t
        0xct
        0x66t
        0x21t
    .end array-data
.end method

.method public constructor <init>()V
    .registers 1
    .line 32
    invoke-direct {p0}, Lcom/droprx/tools/DropRxProvider;-><init>()V
    return-void
.end method

.method private addNote(JLjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 141
    new-instance v0, Landroidx/work/Data$Builder;
    invoke-direct {v0}, Landroidx/work/Data$Builder;-><init>()V
    .line 142
    const-string v1, "order_id"
    invoke-virtual {v0, v1, p1, p2}, Landroidx/work/Data$Builder;->putLong(Ljava/lang/String;J)Landroidx/work/Data$Builder;
    move-result-object p1
    .line 143
    const-string p2, "note"
    invoke-virtual {p1, p2, p3}, Landroidx/work/Data$Builder;->putString(Ljava/lang/String;Ljava/lang/String;)Landroidx/work/Data$Builder;
    move-result-object p1
    .line 144
    const-string p2, "tag"
    invoke-virtual {p1, p2, p4}, Landroidx/work/Data$Builder;->putString(Ljava/lang/String;Ljava/lang/String;)Landroidx/work/Data$Builder;
    move-result-object p1
    .line 145
    invoke-virtual {p1}, Landroidx/work/Data$Builder;->build()Landroidx/work/Data;
    move-result-object p1
    .line 146
    new-instance p2, Landroidx/work/OneTimeWorkRequest$Builder;
    const-class p3, Lcom/droprx/courier/NoteWorker;
    invoke-direct {p2, p3}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    .line 147
    invoke-virtual {p2, p1}, Landroidx/work/OneTimeWorkRequest$Builder;->setInputData(Landroidx/work/Data;)Landroidx/work/WorkRequest$Builder;
    move-result-object p1
    check-cast p1, Landroidx/work/OneTimeWorkRequest$Builder;
    .line 148
    invoke-virtual {p1}, Landroidx/work/OneTimeWorkRequest$Builder;->build()Landroidx/work/WorkRequest;
    move-result-object p1
    check-cast p1, Landroidx/work/OneTimeWorkRequest;
    .line 149
    invoke-virtual {p0}, Lcom/droprx/courier/CourierProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    invoke-static {p2}, Landroidx/work/WorkManager;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object p2
    invoke-virtual {p2, p1}, Landroidx/work/WorkManager;->enqueue(Landroidx/work/WorkRequest;)Landroidx/work/Operation;
    .line 150
    const-string p1, "{\"queued\":\"note\"}"
    invoke-static {p1}, Lcom/droprx/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private enforceFleet()V
    .registers 5
    .line 87
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 88
    invoke-virtual {p0}, Lcom/droprx/courier/CourierProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v1
    .line 89
    sget-object v2, Lcom/droprx/courier/CourierProvider;->FLEET_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v1, v0, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-eqz v0, :cond_0
    .line 92
    return-void
    .line 90
    :cond_0
    new-instance v0, Ljava/lang/SecurityException;
    const-string v1, "not a DropRx fleet app"
    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method private exportManifest(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    .line 123
    new-instance v0, Lcom/droprx/courier/ManifestExportService$Builder;
    invoke-virtual {p0}, Lcom/droprx/courier/CourierProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/droprx/courier/ManifestExportService$Builder;-><init>(Landroid/content/Context;)V
    .line 124
    const-string v1, "com.droprx.action.EXPORT_MANIFEST"
    invoke-virtual {v0, v1}, Lcom/droprx/courier/ManifestExportService$Builder;->action(Ljava/lang/String;)Lcom/droprx/courier/ManifestExportService$Builder;
    move-result-object v0
    .line 125
    invoke-virtual {v0, p1}, Lcom/droprx/courier/ManifestExportService$Builder;->fileName(Ljava/lang/String;)Lcom/droprx/courier/ManifestExportService$Builder;
    move-result-object p1
    .line 126
    invoke-virtual {p1}, Lcom/droprx/courier/ManifestExportService$Builder;->build()Landroid/content/Intent;
    move-result-object p1
    .line 127
    invoke-virtual {p0}, Lcom/droprx/courier/CourierProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/Context;->startService(Landroid/content/Intent;)Landroid/content/ComponentName;
    .line 128
    const-string p1, "{\"queued\":\"manifest\"}"
    invoke-static {p1}, Lcom/droprx/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private exportSummary(I)Landroid/os/Bundle;
    .registers 4
    .line 132
    new-instance v0, Lcom/droprx/courier/ManifestExportService$Builder;
    invoke-virtual {p0}, Lcom/droprx/courier/CourierProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/droprx/courier/ManifestExportService$Builder;-><init>(Landroid/content/Context;)V
    .line 133
    const-string v1, "com.droprx.action.EXPORT_SUMMARY"
    invoke-virtual {v0, v1}, Lcom/droprx/courier/ManifestExportService$Builder;->action(Ljava/lang/String;)Lcom/droprx/courier/ManifestExportService$Builder;
    move-result-object v0
    .line 134
    invoke-virtual {v0, p1}, Lcom/droprx/courier/ManifestExportService$Builder;->day(I)Lcom/droprx/courier/ManifestExportService$Builder;
    move-result-object p1
    .line 135
    invoke-virtual {p1}, Lcom/droprx/courier/ManifestExportService$Builder;->build()Landroid/content/Intent;
    move-result-object p1
    .line 136
    invoke-virtual {p0}, Lcom/droprx/courier/CourierProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/Context;->startService(Landroid/content/Intent;)Landroid/content/ComponentName;
    .line 137
    const-string p1, "{\"queued\":\"summary\"}"
    invoke-static {p1}, Lcom/droprx/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method static synthetic lambda$receipt$0([Landroid/os/ParcelFileDescriptor;[B)V
    .registers 4
    .line 173
    :try_start_0
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    const/4 v1, 0x1
    aget-object p0, p0, v1
    invoke-direct {v0, p0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 174
    :try_start_1
    invoke-virtual {v0, p1}, Ljava/io/OutputStream;->write([B)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    .line 175
    :try_start_2
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_0
    .line 178
    goto :goto_1
    .line 173
    :catchall_0
    move-exception p0
    :try_start_3
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1
    goto :goto_0
    :catchall_1
    move-exception p1
    :try_start_4
    invoke-virtual {p0, p1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :goto_0
    throw p0
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_0
    .line 175
    :catch_0
    move-exception p0
    .line 176
    const-string p1, "CourierProvider"
    const-string v0, "receipt pipe closed"
    invoke-static {p1, v0, p0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 178
    :goto_1
    return-void
.end method

.method private photo(J)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
    .line 164
    new-instance v0, Ljava/io/File;
    new-instance v1, Ljava/io/File;
    invoke-virtual {p0}, Lcom/droprx/courier/CourierProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "proofs"
    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, ".jpg"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, v1, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 165
    const-string p1, "rw"
    invoke-static {p1}, Landroid/os/ParcelFileDescriptor;->parseMode(Ljava/lang/String;)I
    move-result p1
    invoke-static {v0, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    .line 166
    invoke-virtual {v0}, Ljava/io/File;->length()J
    move-result-wide v1
    const-string p2, "image/jpeg"
    invoke-static {p1, v1, v2, p2}, Lcom/droprx/tools/Replies;->file(Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private proofAck(JI)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 159
    new-instance v0, Lcom/droprx/courier/CourierProvider$ProofAckTask;
    iget-object v1, p0, Lcom/droprx/courier/CourierProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-direct {v0, v1, p3}, Lcom/droprx/courier/CourierProvider$ProofAckTask;-><init>(Lcom/droprx/data/CourierDao;I)V
    const/4 p3, 0x1
    new-array p3, p3, [Ljava/lang/Long;
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object p1
    const/4 p2, 0x0
    aput-object p1, p3, p2
    invoke-virtual {v0, p3}, Lcom/droprx/courier/CourierProvider$ProofAckTask;->execute([Ljava/lang/Object;)Landroid/os/AsyncTask;
    move-result-object p1
    sget-object p2, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    const-wide/16 v0, 0x5
    invoke-virtual {p1, v0, v1, p2}, Landroid/os/AsyncTask;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    .line 160
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"proof_url\":\""
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/droprx/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private proofSeen(J)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 154
    new-instance v0, Lcom/droprx/courier/CourierProvider$ProofSeenTask;
    iget-object v1, p0, Lcom/droprx/courier/CourierProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-direct {v0, v1}, Lcom/droprx/courier/CourierProvider$ProofSeenTask;-><init>(Lcom/droprx/data/CourierDao;)V
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/Long;
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object p1
    const/4 p2, 0x0
    aput-object p1, v1, p2
    invoke-virtual {v0, v1}, Lcom/droprx/courier/CourierProvider$ProofSeenTask;->execute([Ljava/lang/Object;)Landroid/os/AsyncTask;
    move-result-object p1
    sget-object p2, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    const-wide/16 v0, 0x5
    invoke-virtual {p1, v0, v1, p2}, Landroid/os/AsyncTask;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    .line 155
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"proof_url\":\""
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/droprx/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private receipt(J)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
    .line 170
    iget-object v0, p0, Lcom/droprx/courier/CourierProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-interface {v0, p1, p2}, Lcom/droprx/data/CourierDao;->receiptText(J)Ljava/lang/String;
    move-result-object p1
    sget-object p2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {p1, p2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object p1
    .line 171
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object p2
    .line 172
    iget-object v0, p0, Lcom/droprx/courier/CourierProvider;->writer:Landroid/os/Handler;
    new-instance v1, Lcom/droprx/courier/CourierProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, p2, p1}, Lcom/droprx/courier/CourierProvider$$ExternalSyntheticLambda0;-><init>([Landroid/os/ParcelFileDescriptor;[B)V
    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 179
    const/4 v0, 0x0
    aget-object p2, p2, v0
    array-length p1, p1
    int-to-long v0, p1
    const-string p1, "text/plain"
    invoke-static {p2, v0, v1, p1}, Lcom/droprx/tools/Replies;->file(Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method protected execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;Z)Landroid/os/Bundle;
    .registers 12
    .line 96
    const-string p4, "order_id"
    invoke-virtual {p2, p4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    .line 98
    const/4 p4, -0x1
    :try_start_0
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p5
    sparse-switch p5, :sswitch_data_0
    goto :goto_index

    :sswitch_manifest
    const-string p5, "export_manifest"
    invoke-virtual {p1, p5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x0
    goto :goto_index

    :sswitch_summary
    const-string p5, "export_summary"
    invoke-virtual {p1, p5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x1
    goto :goto_index

    :sswitch_ack
    const-string p5, "proof_ack"
    invoke-virtual {p1, p5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x4
    goto :goto_index

    :sswitch_note
    const-string p5, "add_note"
    invoke-virtual {p1, p5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x2
    goto :goto_index

    :sswitch_photo
    const-string p5, "delivery_photo"
    invoke-virtual {p1, p5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x5
    goto :goto_index

    :sswitch_receipt
    const-string p5, "delivery_receipt"
    invoke-virtual {p1, p5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x6
    goto :goto_index

    :sswitch_seen
    const-string p5, "proof_seen"
    invoke-virtual {p1, p5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x3

    :goto_index
    packed-switch p4, :pswitch_data_0
    .line 114
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/droprx/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 112
    :pswitch_6
    invoke-direct {p0, v0, v1}, Lcom/droprx/courier/CourierProvider;->receipt(J)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 110
    :pswitch_5
    invoke-direct {p0, v0, v1}, Lcom/droprx/courier/CourierProvider;->photo(J)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 108
    :pswitch_4
    invoke-direct {p0, v0, v1, p3}, Lcom/droprx/courier/CourierProvider;->proofAck(JI)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 106
    :pswitch_3
    invoke-direct {p0, v0, v1}, Lcom/droprx/courier/CourierProvider;->proofSeen(J)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 104
    :pswitch_2
    const-string p1, "note"
    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p3, "tag"
    invoke-virtual {p2, p3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-direct {p0, v0, v1, p1, p2}, Lcom/droprx/courier/CourierProvider;->addNote(JLjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 102
    :pswitch_1
    const-string p1, "day"
    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result p1
    invoke-direct {p0, p1}, Lcom/droprx/courier/CourierProvider;->exportSummary(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 100
    :pswitch_0
    const-string p1, "file_name"
    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/droprx/courier/CourierProvider;->exportManifest(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1

    :catch_0
    move-exception p1
    .line 117
    const-string p2, "CourierProvider"
    const-string p3, "tool failed"
    invoke-static {p2, p3, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 118
    const-string p1, "UNAVAILABLE"
    const-string p2, "courier service is busy, retry"
    invoke-static {p1, p2}, Lcom/droprx/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x6b70176a -> :sswitch_seen
        -0x5de9ff13 -> :sswitch_receipt
        -0x568309d9 -> :sswitch_photo
        -0x49abd330 -> :sswitch_note
        -0x2cc1d0f2 -> :sswitch_ack
        -0x13a591e5 -> :sswitch_summary
        0xf2e365a -> :sswitch_manifest
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 7
    .line 78
    sget-object v0, Lcom/droprx/courier/CourierProvider;->MATCHER:Landroid/content/UriMatcher;
    invoke-virtual {v0, p1}, Landroid/content/UriMatcher;->match(Landroid/net/Uri;)I
    move-result v0
    const/4 v1, 0x1
    if-ne v0, v1, :cond_0
    .line 81
    iget-object v0, p0, Lcom/droprx/courier/CourierProvider;->dao:Lcom/droprx/data/CourierDao;
    const-string v1, "courier"
    invoke-virtual {p2, v1}, Landroid/content/ContentValues;->getAsString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "starts_at"
    invoke-virtual {p2, v2}, Landroid/content/ContentValues;->getAsLong(Ljava/lang/String;)Ljava/lang/Long;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/Long;->longValue()J
    move-result-wide v2
    invoke-interface {v0, v1, v2, v3}, Lcom/droprx/data/CourierDao;->insertShift(Ljava/lang/String;J)J
    move-result-wide v0
    .line 82
    invoke-virtual {p0}, Lcom/droprx/courier/CourierProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    invoke-virtual {p2}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object p2
    const/4 v2, 0x0
    invoke-virtual {p2, p1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V
    .line 83
    invoke-static {p1, v0, v1}, Landroid/content/ContentUris;->withAppendedId(Landroid/net/Uri;J)Landroid/net/Uri;
    move-result-object p1
    return-object p1
    .line 79
    :cond_0
    new-instance p2, Ljava/lang/IllegalArgumentException;
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "unknown uri "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p2, p1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw p2
.end method

.method public onCreate()Z
    .registers 3
    .line 51
    invoke-virtual {p0}, Lcom/droprx/courier/CourierProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lcom/droprx/data/CourierDb;->get(Landroid/content/Context;)Lcom/droprx/data/CourierDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/droprx/data/CourierDb;->courierDao()Lcom/droprx/data/CourierDao;
    move-result-object v0
    iput-object v0, p0, Lcom/droprx/courier/CourierProvider;->dao:Lcom/droprx/data/CourierDao;
    .line 52
    new-instance v0, Landroid/os/HandlerThread;
    const-string v1, "droprx-receipts"
    invoke-direct {v0, v1}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V
    .line 53
    invoke-virtual {v0}, Landroid/os/HandlerThread;->start()V
    .line 54
    new-instance v1, Landroid/os/Handler;
    invoke-virtual {v0}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;
    move-result-object v0
    invoke-direct {v1, v0}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v1, p0, Lcom/droprx/courier/CourierProvider;->writer:Landroid/os/Handler;
    .line 55
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    .line 65
    invoke-direct {p0}, Lcom/droprx/courier/CourierProvider;->enforceFleet()V
    .line 66
    sget-object p2, Lcom/droprx/courier/CourierProvider;->MATCHER:Landroid/content/UriMatcher;
    invoke-virtual {p2, p1}, Landroid/content/UriMatcher;->match(Landroid/net/Uri;)I
    move-result p2
    packed-switch p2, :pswitch_data_0
    .line 72
    new-instance p2, Ljava/lang/IllegalArgumentException;
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string p4, "unknown uri "
    invoke-virtual {p3, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p2, p1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw p2
    .line 70
    :pswitch_1
    iget-object p2, p0, Lcom/droprx/courier/CourierProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-static {p1}, Landroid/content/ContentUris;->parseId(Landroid/net/Uri;)J
    move-result-wide v0
    invoke-interface {p2, v0, v1}, Lcom/droprx/data/CourierDao;->shift(J)Landroid/database/Cursor;
    move-result-object p1
    return-object p1
    .line 68
    :pswitch_0
    iget-object p1, p0, Lcom/droprx/courier/CourierProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-interface {p1}, Lcom/droprx/data/CourierDao;->shifts()Landroid/database/Cursor;
    move-result-object p1
    return-object p1

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method protected toolsJson()Ljava/lang/String;
    .registers 2
    .line 60
    const-string v0, "{\"revision\":\"courier-4\",\"tools\":[]}"
    return-object v0
.end method

.class public Lcom/droprx/courier/ManifestExportService;
.super Landroid/app/IntentService;
.source "ManifestExportService.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/droprx/courier/ManifestExportService$Builder;
    }
.end annotation

.field static final ACTION_MANIFEST:Ljava/lang/String; = "com.droprx.action.EXPORT_MANIFEST"

.field static final ACTION_SUMMARY:Ljava/lang/String; = "com.droprx.action.EXPORT_SUMMARY"

.field private static final TAG:Ljava/lang/String; = "ManifestExport"

.method public constructor <init>()V
    .registers 2
    .line 21
    const-string v0, "manifest-export"
    invoke-direct {p0, v0}, Landroid/app/IntentService;-><init>(Ljava/lang/String;)V
    .line 22
    return-void
.end method

.method private static write(Ljava/io/File;Ljava/lang/String;)V
    .registers 4
    .line 44
    :try_start_0
    new-instance v0, Ljava/io/FileOutputStream;
    invoke-direct {v0, p0}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 45
    :try_start_1
    sget-object p0, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {p1, p0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object p0
    invoke-virtual {v0, p0}, Ljava/io/FileOutputStream;->write([B)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    .line 46
    :try_start_2
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_0
    .line 49
    goto :goto_1
    .line 44
    :catchall_0
    move-exception p0
    :try_start_3
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
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
    .line 46
    :catch_0
    move-exception p0
    .line 47
    const-string p1, "ManifestExport"
    const-string v0, "export failed"
    invoke-static {p1, v0, p0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 49
    :goto_1
    return-void
.end method

.method protected onHandleIntent(Landroid/content/Intent;)V
    .registers 7
    .line 26
    if-nez p1, :cond_0
    return-void
    .line 27
    :cond_0
    invoke-static {p0}, Lcom/droprx/data/CourierDb;->get(Landroid/content/Context;)Lcom/droprx/data/CourierDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/droprx/data/CourierDb;->courierDao()Lcom/droprx/data/CourierDao;
    move-result-object v0
    .line 28
    new-instance v1, Ljava/io/File;
    invoke-virtual {p0}, Lcom/droprx/courier/ManifestExportService;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "exports"
    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 29
    invoke-virtual {p1}, Landroid/content/Intent;->getAction()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    .line 30
    const/4 v3, -0x1
    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I
    move-result v4
    sparse-switch v4, :sswitch_data_0
    goto :goto_index

    :sswitch_manifest
    const-string v4, "com.droprx.action.EXPORT_MANIFEST"
    invoke-virtual {v2, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :goto_index
    const/4 v3, 0x0
    goto :goto_index

    :sswitch_summary
    const-string v4, "com.droprx.action.EXPORT_SUMMARY"
    invoke-virtual {v2, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :goto_index
    const/4 v3, 0x1

    :goto_index
    packed-switch v3, :pswitch_data_0
    .line 39
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "unknown export "
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "ManifestExport"
    invoke-static {v0, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    goto :goto_end

    .line 35
    :pswitch_1
    const-string v2, "day"
    const/4 v3, 0x0
    invoke-virtual {p1, v2, v3}, Landroid/content/Intent;->getIntExtra(Ljava/lang/String;I)I
    move-result p1
    .line 36
    new-instance v2, Ljava/io/File;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "summary-"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, ".csv"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v2, v1, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-interface {v0, p1}, Lcom/droprx/data/CourierDao;->summaryCsv(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {v2, p1}, Lcom/droprx/courier/ManifestExportService;->write(Ljava/io/File;Ljava/lang/String;)V
    .line 37
    goto :goto_end

    .line 32
    :pswitch_0
    new-instance v2, Ljava/io/File;
    const-string v3, "file_name"
    invoke-virtual {p1, v3}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {v2, v1, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-interface {v0}, Lcom/droprx/data/CourierDao;->manifestCsv()Ljava/lang/String;
    move-result-object p1
    invoke-static {v2, p1}, Lcom/droprx/courier/ManifestExportService;->write(Ljava/io/File;Ljava/lang/String;)V
    .line 41
    :goto_end
    return-void

    :sswitch_data_0
    .sparse-switch
        -0x7704a472 -> :sswitch_manifest
        0x74694e47 -> :sswitch_summary
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.class public Lcom/example/rv/MixSvc;
.super Landroid/app/IntentService;
.source "MixSvc.java"

.method public constructor <init>()V
    .registers 2
    const-string v0, "svc"
    invoke-direct {p0, v0}, Landroid/app/IntentService;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method protected onHandleIntent(Landroid/content/Intent;)V
    .registers 5
    .line 10
    const-string v0, "file_name"
    invoke-virtual {p1, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 11
    new-instance v1, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/rv/MixSvc;->getFilesDir()Ljava/io/File;
    move-result-object v2
    invoke-direct {v1, v2, v0}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 12
    :try_start
    new-instance v2, Ljava/io/FileOutputStream;
    invoke-direct {v2, v1}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v2}, Ljava/io/FileOutputStream;->close()V
    :try_end
    .catch Ljava/io/IOException; {:try_start .. :try_end} :catch
    :catch
    return-void
.end method

.class final Lcom/laserlog/machines/ExportLogTool;
.super Lcom/laserlog/core/AbstractTool;
.source "ExportLogTool.java"


# direct methods
.method constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Lcom/laserlog/core/AbstractTool;-><init>()V

    return-void
.end method


# virtual methods
.method protected doRun(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 15
    new-instance v0, Ljava/io/File;

    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "usage.log"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 16
    const/high16 v1, 0x38000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    .line 17
    invoke-static {v1}, Lcom/laserlog/core/Reply;->file(Landroid/os/Parcelable;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

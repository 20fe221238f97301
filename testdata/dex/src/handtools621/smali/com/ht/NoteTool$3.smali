.class final enum Lcom/ht/NoteTool$3;
.super Lcom/ht/NoteTool;
.source "NoteTool.java"


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6
    .line 33
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/ht/NoteTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    return-void
.end method


# virtual methods
.method run(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 37
    new-instance v0, Ljava/io/File;
    invoke-virtual {v9}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "notes.txt"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v5, v0
    .line 38
    new-instance v0, Ljava/io/FileOutputStream;
    invoke-direct {v0, v5}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    move-object v4, v0
:L26
    .line 39
    const/4 v1, 0x1
    invoke-virtual {v4, v1}, Ljava/io/FileOutputStream;->write(I)V
:L32
    .line 40
    invoke-virtual {v4}, Ljava/io/FileOutputStream;->close()V
    goto :L62
:L40
    .line 38
    move-exception v6
:L42
    invoke-virtual {v4}, Ljava/io/FileOutputStream;->close()V
:L47
    goto :L59
:L50
    move-exception v7
    invoke-virtual {v6, v7}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L59
    throw v6
:L62
    .line 41
    const-string v1, "result_fd"
    const/high16 v3, 0x10000000
    invoke-static {v5, v3}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 42
    return-object v11
    .catch Ljava/lang/Throwable; {:L26 .. :L32} :L40
    .catch Ljava/lang/Throwable; {:L42 .. :L47} :L50
.end method


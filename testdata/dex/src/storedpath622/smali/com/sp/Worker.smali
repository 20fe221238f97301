.class final Lcom/sp/Worker;
.super Ljava/lang/Object;
.source "Worker.java"

# instance fields
.field private final scratch:Ljava/io/File;


# direct methods
.method constructor <init>(Ljava/io/File;)V
    .registers 3
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v2, v1, Lcom/sp/Worker;->scratch:Ljava/io/File;
    .line 13
    return-void
.end method


# virtual methods
.method receipt(Lcom/sp/Receipt;[B)V
    .registers 11
    .line 16
    new-instance v0, Ljava/io/FileOutputStream;
    new-instance v2, Ljava/io/File;
    iget-object v4, v9, Lcom/sp/Receipt;->path:Ljava/lang/String;
    invoke-direct {v2, v4}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v2}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    move-object v5, v0
:L19
    .line 17
    invoke-virtual {v5, v10}, Ljava/io/FileOutputStream;->write([B)V
:L24
    .line 18
    invoke-virtual {v5}, Ljava/io/FileOutputStream;->close()V
    goto :L52
:L31
    .line 16
    move-exception v6
:L33
    invoke-virtual {v5}, Ljava/io/FileOutputStream;->close()V
:L37
    goto :L49
:L40
    move-exception v7
    invoke-virtual {v6, v7}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L49
    throw v6
:L52
    .line 19
    return-void
    .catch Ljava/lang/Throwable; {:L19 .. :L24} :L31
    .catch Ljava/lang/Throwable; {:L33 .. :L37} :L40
.end method

.method run(Lcom/sp/Job;[B)V
    .registers 12
    .line 22
    new-instance v0, Ljava/io/FileOutputStream;
    new-instance v2, Ljava/io/File;
    iget-object v4, v10, Lcom/sp/Job;->outputPath:Ljava/lang/String;
    invoke-direct {v2, v4}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v2}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    move-object v6, v0
:L19
    .line 23
    invoke-virtual {v6, v11}, Ljava/io/FileOutputStream;->write([B)V
:L24
    .line 24
    invoke-virtual {v6}, Ljava/io/FileOutputStream;->close()V
    goto :L52
:L31
    .line 22
    move-exception v7
:L33
    invoke-virtual {v6}, Ljava/io/FileOutputStream;->close()V
:L37
    goto :L49
:L40
    move-exception v8
    invoke-virtual {v7, v8}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L49
    throw v7
:L52
    .line 25
    iget-object v0, v10, Lcom/sp/Job;->scratchName:Ljava/lang/String;
    if-eqz v0, :L115
    .line 26
    new-instance v0, Ljava/io/FileOutputStream;
    new-instance v2, Ljava/io/File;
    iget-object v4, v9, Lcom/sp/Worker;->scratch:Ljava/io/File;
    iget-object v5, v10, Lcom/sp/Job;->scratchName:Ljava/lang/String;
    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    move-object v6, v0
:L82
    .line 27
    invoke-virtual {v6, v11}, Ljava/io/FileOutputStream;->write([B)V
:L87
    .line 28
    invoke-virtual {v6}, Ljava/io/FileOutputStream;->close()V
    goto :L115
:L94
    .line 26
    move-exception v7
:L96
    invoke-virtual {v6}, Ljava/io/FileOutputStream;->close()V
:L100
    goto :L112
:L103
    move-exception v8
    invoke-virtual {v7, v8}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L112
    throw v7
:L115
    .line 30
    return-void
    .catch Ljava/lang/Throwable; {:L19 .. :L24} :L31
    .catch Ljava/lang/Throwable; {:L33 .. :L37} :L40
    .catch Ljava/lang/Throwable; {:L82 .. :L87} :L94
    .catch Ljava/lang/Throwable; {:L96 .. :L100} :L103
.end method


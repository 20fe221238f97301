.class final Lcom/fc/Files;
.super Ljava/lang/Object;
.source "Files.java"

# static fields
.field static final TEXT_OF_FAILURE:Z = true


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    return-void
.end method

.method static read(Ljava/io/File;Ljava/lang/String;)Lcom/fc/Fault;
    .registers 11
:L0
    .line 13
    new-instance v0, Ljava/io/FileInputStream;
    new-instance v2, Ljava/io/File;
    const-string v5, "notes.txt"
    invoke-direct {v2, v9, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    move-object v6, v0
:L18
    .line 14
    invoke-virtual {v6}, Ljava/io/FileInputStream;->read()I
    .line 15
    const/4 v7, 0x0
:L25
    .line 16
    invoke-virtual {v6}, Ljava/io/FileInputStream;->close()V
:L29
    .line 15
    return-object v7
:L31
    .line 13
    move-exception v7
:L32
    invoke-virtual {v6}, Ljava/io/FileInputStream;->close()V
:L36
    goto :L47
:L39
    move-exception v8
    invoke-virtual {v7, v8}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L47
    throw v7
:L49
    .line 16
    move-exception v6
    .line 17
    new-instance v0, Lcom/fc/Fault;
    const-string v2, "UNAVAILABLE"
    invoke-virtual {v6}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/fc/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
    .catch Ljava/lang/Throwable; {:L18 .. :L25} :L31
    .catch Ljava/lang/Throwable; {:L32 .. :L36} :L39
    .catch Ljava/io/IOException; {:L0 .. :L29} :L49
    .catch Ljava/io/IOException; {:L31 .. :L49} :L49
.end method

.method static busy()Lcom/fc/Fault;
    .registers 4
    .line 25
    new-instance v0, Lcom/fc/Fault;
    const-string v2, "CONFLICT"
    const-string v3, "Try again shortly"
    invoke-direct {v0, v2, v3}, Lcom/fc/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method


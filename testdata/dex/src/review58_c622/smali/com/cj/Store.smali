.class final Lcom/cj/Store;
.super Ljava/lang/Object;
.source "Store.java"

# instance fields
.field private final dir:Ljava/io/File;


# direct methods
.method constructor <init>(Ljava/io/File;)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/cj/Store;->dir:Ljava/io/File;
    .line 12
    return-void
.end method


# virtual methods
.method read(Ljava/lang/String;)I
    .registers 10
    .line 15
    new-instance v0, Ljava/io/FileInputStream;
    new-instance v2, Ljava/io/File;
    iget-object v4, v8, Lcom/cj/Store;->dir:Ljava/io/File;
    invoke-direct {v2, v4, v9}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    move-object v6, v0
:L20
    .line 16
    invoke-virtual {v6}, Ljava/io/FileInputStream;->read()I
    move-result v5
:L25
    .line 17
    invoke-virtual {v6}, Ljava/io/FileInputStream;->close()V
    .line 16
    return v5
:L31
    .line 15
    move-exception v5
:L32
    invoke-virtual {v6}, Ljava/io/FileInputStream;->close()V
:L36
    goto :L47
:L39
    move-exception v7
    invoke-virtual {v5, v7}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L47
    throw v5
    .catch Ljava/lang/Throwable; {:L20 .. :L25} :L31
    .catch Ljava/lang/Throwable; {:L32 .. :L36} :L39
.end method


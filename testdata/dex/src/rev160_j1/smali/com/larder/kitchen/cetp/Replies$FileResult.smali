.class public final Lcom/larder/kitchen/cetp/Replies$FileResult;
.super Ljava/lang/Object;
.source "Replies.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larder/kitchen/cetp/Replies;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "FileResult"
.end annotation


# instance fields
.field final fd:Landroid/os/ParcelFileDescriptor;

.field final mediaType:Ljava/lang/String;

.field final sha256:Ljava/lang/String;

.field final size:J


# direct methods
.method constructor <init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)V
    .registers 6

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput-object p1, p0, Lcom/larder/kitchen/cetp/Replies$FileResult;->fd:Landroid/os/ParcelFileDescriptor;

    .line 25
    iput-object p2, p0, Lcom/larder/kitchen/cetp/Replies$FileResult;->mediaType:Ljava/lang/String;

    .line 26
    iput-wide p3, p0, Lcom/larder/kitchen/cetp/Replies$FileResult;->size:J

    .line 27
    iput-object p5, p0, Lcom/larder/kitchen/cetp/Replies$FileResult;->sha256:Ljava/lang/String;

    .line 28
    return-void
.end method

.method public static of(Ljava/io/File;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)Lcom/larder/kitchen/cetp/Replies$FileResult;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 34
    :try_start_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v7

    .line 37
    goto :goto_0

    :catch_0
    move-exception v8

    .line 36
    new-instance v0, Ljava/io/IOException;

    const-string v2, "no SHA-256"

    invoke-direct {v0, v2, v8}, Ljava/io/IOException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 38
    :goto_0
    const/16 v0, 0x2000

    new-array v8, v0, [B

    .line 39
    new-instance v9, Ljava/io/FileInputStream;

    invoke-direct {v9, p0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V

    .line 41
    :goto_1
    :try_start_1
    invoke-virtual {v9, v8}, Ljava/io/FileInputStream;->read([B)I

    move-result v0

    move v10, v0

    if-lez v0, :cond_0

    .line 42
    const/4 v2, 0x0

    invoke-virtual {v7, v8, v2, v10}, Ljava/security/MessageDigest;->update([BII)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    .line 44
    :cond_0
    invoke-virtual {v9}, Ljava/io/FileInputStream;->close()V

    goto :goto_3

    :catch_1
    move-exception v10

    .line 39
    :try_start_2
    invoke-virtual {v9}, Ljava/io/FileInputStream;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_2
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_2
    throw v10

    .line 45
    :goto_3
    new-instance v0, Lcom/larder/kitchen/cetp/Replies$FileResult;

    invoke-virtual {p0}, Ljava/io/File;->length()J

    move-result-wide v4

    invoke-virtual {v7}, Ljava/security/MessageDigest;->digest()[B

    move-result-object v6

    invoke-static {v6}, Lcom/larder/kitchen/cetp/Replies;->hex([B)Ljava/lang/String;

    move-result-object v6

    move-object v1, v0

    move-object v2, p1

    move-object v3, p2

    invoke-direct/range {v1 .. v6}, Lcom/larder/kitchen/cetp/Replies$FileResult;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)V

    return-object v0
.end method

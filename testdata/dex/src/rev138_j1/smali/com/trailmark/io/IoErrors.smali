.class public final Lcom/trailmark/io/IoErrors;
.super Ljava/lang/Object;
.source "IoErrors.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    return-void
.end method

.method public static describe(Ljava/io/IOException;)Ljava/lang/String;
    .registers 3

    .line 14
    invoke-virtual {p0}, Ljava/io/IOException;->getMessage()Ljava/lang/String;

    move-result-object v1

    .line 15
    if-nez v1, :cond_0

    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    move-object v0, v1

    :goto_0
    return-object v0
.end method

.method public static sentence(Ljava/io/IOException;)Ljava/lang/String;
    .registers 2

    .line 20
    instance-of v0, p0, Ljava/util/zip/ZipException;

    if-eqz v0, :cond_0

    .line 21
    const-string v0, "The archive is damaged or is not a Trailmark archive"

    return-object v0

    .line 23
    :cond_0
    instance-of v0, p0, Ljava/io/FileNotFoundException;

    if-eqz v0, :cond_1

    .line 24
    const-string v0, "A file Trailmark needs is missing"

    return-object v0

    .line 26
    :cond_1
    const-string v0, "Trailmark could not read or write its storage"

    return-object v0
.end method

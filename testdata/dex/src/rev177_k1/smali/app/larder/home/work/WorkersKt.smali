.class public final Lapp/larder/home/work/WorkersKt;
.super Ljava/lang/Object;
.source "Workers.kt"


# direct methods
.method public static final synthetic access$publish(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;Lapp/larder/home/data/SharedFileDao;Ljava/lang/String;Ljava/lang/String;II)Lapp/larder/home/work/WorkResult;
    .registers 9

    .line 1
    invoke-static/range {p0 .. p7}, Lapp/larder/home/work/WorkersKt;->publish(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;Lapp/larder/home/data/SharedFileDao;Ljava/lang/String;Ljava/lang/String;II)Lapp/larder/home/work/WorkResult;

    move-result-object v0

    return-object v0
.end method

.method private static final publish(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;Lapp/larder/home/data/SharedFileDao;Ljava/lang/String;Ljava/lang/String;II)Lapp/larder/home/work/WorkResult;
    .registers 16

    .line 52
    invoke-virtual {p0}, Ljava/io/File;->isDirectory()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {p0}, Ljava/io/File;->mkdirs()Z

    move-result v0

    if-nez v0, :cond_0

    .line 53
    new-instance v0, Lapp/larder/home/work/WorkResult$Failure;

    const-string v2, "UNAVAILABLE"

    const-string v3, "Storage is not available right now."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lapp/larder/home/work/WorkResult$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lapp/larder/home/work/WorkResult;

    return-object v0

    .line 55
    :cond_0
    new-instance v0, Ljava/io/File;

    invoke-direct {v0, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v0, p2, v2, v3, v4}, Lkotlin/io/FilesKt;->writeText$default(Ljava/io/File;Ljava/lang/String;Ljava/nio/charset/Charset;ILjava/lang/Object;)V

    .line 56
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    move-object v0, p3

    move-object v1, p1

    move-object v2, p4

    move v3, p6

    invoke-interface/range {v0 .. v5}, Lapp/larder/home/data/SharedFileDao;->record(Ljava/lang/String;Ljava/lang/String;IJ)V

    .line 57
    new-instance v0, Lapp/larder/home/work/WorkResult$Success;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "file"

    invoke-virtual {v2, v3, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "content://"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, p5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, "/files/"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v3, "uri"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "count"

    invoke-virtual {v2, v3, p7}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/larder/home/work/WorkResult$Success;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/larder/home/work/WorkResult;

    return-object v0
.end method

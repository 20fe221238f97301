.class final Lcom/nr/Exports;
.super Ljava/lang/Object;
.source "Exports.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 13
    return-void
.end method

.method static write(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 11
    .line 16
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "-"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ".json"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    .line 17
    new-instance v0, Ljava/io/FileOutputStream;
    new-instance v2, Ljava/io/File;
    invoke-direct {v2, v8, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    move-object v4, v0
:L31
    .line 18
    invoke-virtual {v10}, Ljava/lang/String;->getBytes()[B
    move-result-object v1
    invoke-virtual {v4, v1}, Ljava/io/FileOutputStream;->write([B)V
:L40
    .line 19
    invoke-virtual {v4}, Ljava/io/FileOutputStream;->close()V
    goto :L70
:L48
    .line 17
    move-exception v6
:L50
    invoke-virtual {v4}, Ljava/io/FileOutputStream;->close()V
:L55
    goto :L67
:L58
    move-exception v7
    invoke-virtual {v6, v7}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L67
    throw v6
:L70
    .line 20
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "file"
    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "size"
    invoke-virtual {v10}, Ljava/lang/String;->length()I
    move-result v2
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:L31 .. :L40} :L48
    .catch Ljava/lang/Throwable; {:L50 .. :L55} :L58
.end method


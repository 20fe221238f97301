.class public final Lcom/ferncastle/cetp/Bundles;
.super Ljava/lang/Object;
.source "Bundles.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    return-void
.end method

.method public static fileResult(Ljava/io/File;Ljava/lang/String;I)Lcom/ferncastle/plugin/Result;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/io/File;",
            "Ljava/lang/String;",
            "I)",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 84
    const-wide/16 v4, 0x0

    .line 87
    :try_start_0
    new-instance v0, Ljava/io/FileInputStream;

    invoke-direct {v0, p0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_2

    move-object v8, v0

    .line 88
    :try_start_1
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v9

    .line 89
    const/16 v0, 0x2000

    new-array v10, v0, [B

    .line 90
    invoke-virtual {v8, v10}, Ljava/io/FileInputStream;->read([B)I

    move-result v11

    :goto_0
    if-lez v11, :cond_0

    .line 91
    const/4 v2, 0x0

    invoke-virtual {v9, v10, v2, v11}, Ljava/security/MessageDigest;->update([BII)V

    .line 92
    int-to-long v2, v11

    add-long/2addr v4, v2

    .line 90
    invoke-virtual {v8, v10}, Ljava/io/FileInputStream;->read([B)I

    move-result v11

    goto :goto_0

    .line 94
    :cond_0
    invoke-virtual {v9}, Ljava/security/MessageDigest;->digest()[B

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Invocation;->hex([B)Ljava/lang/String;

    move-result-object v6

    .line 95
    invoke-static {p0, p2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_2
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_1 .. :try_end_1} :catch_2

    move-result-object v7

    .line 96
    :try_start_2
    invoke-virtual {v8}, Ljava/io/FileInputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_0
    move-exception v9

    .line 87
    :try_start_3
    invoke-virtual {v8}, Ljava/io/FileInputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_3 .. :try_end_3} :catch_2

    goto :goto_1

    :catch_1
    move-exception v10

    :try_start_4
    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v9
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_2
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_4 .. :try_end_4} :catch_2

    .line 98
    :goto_2
    goto :goto_3

    :catch_2
    move-exception v8

    .line 97
    const-string v0, "UNAVAILABLE"

    const-string v1, "The file could not be read"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2, v8}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/Throwable;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 99
    :goto_3
    new-instance v8, Lorg/json/JSONObject;

    invoke-direct {v8}, Lorg/json/JSONObject;-><init>()V

    .line 100
    const-string v1, "media_type"

    invoke-virtual {v8, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 101
    const-string v1, "size_bytes"

    invoke-virtual {v8, v1, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 102
    const-string v1, "sha256"

    invoke-virtual {v8, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 103
    invoke-static {v8, v7}, Lcom/ferncastle/plugin/Result;->file(Ljava/lang/Object;Landroid/os/ParcelFileDescriptor;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.method public static internalError(Lcom/ferncastle/plugin/Invocation;)Landroid/os/Bundle;
    .registers 5

    .line 64
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 65
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 66
    iget-object v0, p0, Lcom/ferncastle/plugin/Invocation;->requestId:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 67
    iget-object v2, p0, Lcom/ferncastle/plugin/Invocation;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 69
    :cond_0
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 70
    const-string v1, "error_code"

    const-string v2, "INTERNAL_ERROR"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 71
    const-string v1, "error_message"

    const-string v2, "Ferncastle Journal could not answer this call"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 72
    const-string v1, "retryable"

    const/4 v2, 0x0

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 73
    return-object v3
.end method

.method public static reply(Lcom/ferncastle/plugin/Invocation;Lcom/ferncastle/plugin/Result;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Invocation;",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;)",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 24
    new-instance v4, Landroid/os/Bundle;

    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V

    .line 25
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 26
    iget-object v0, p0, Lcom/ferncastle/plugin/Invocation;->requestId:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 27
    iget-object v2, p0, Lcom/ferncastle/plugin/Invocation;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    :cond_0
    invoke-virtual {p1}, Lcom/ferncastle/plugin/Result;->succeeded()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 30
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 31
    iget-object v1, p0, Lcom/ferncastle/plugin/Invocation;->method:Ljava/lang/String;

    const-string v0, "execute_tool"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 32
    iget-object v2, p1, Lcom/ferncastle/plugin/Result;->value:Ljava/lang/Object;

    check-cast v2, Lorg/json/JSONObject;

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 33
    return-object v4

    .line 35
    :cond_1
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 36
    iget-object v0, p1, Lcom/ferncastle/plugin/Result;->kind:Lcom/ferncastle/plugin/Result$Kind;

    sget-object v1, Lcom/ferncastle/plugin/Result$Kind;->FILE:Lcom/ferncastle/plugin/Result$Kind;

    if-ne v0, v1, :cond_2

    .line 37
    const-string v1, "kind"

    const-string v2, "file"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 38
    iget-object v2, p1, Lcom/ferncastle/plugin/Result;->value:Ljava/lang/Object;

    check-cast v2, Lorg/json/JSONObject;

    const-string v3, "media_type"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "media_type"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 39
    iget-object v2, p1, Lcom/ferncastle/plugin/Result;->value:Ljava/lang/Object;

    check-cast v2, Lorg/json/JSONObject;

    const-string v3, "size_bytes"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    const-string v1, "size_bytes"

    invoke-virtual {v5, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 40
    iget-object v2, p1, Lcom/ferncastle/plugin/Result;->value:Ljava/lang/Object;

    check-cast v2, Lorg/json/JSONObject;

    const-string v3, "sha256"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "sha256"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 41
    iget-object v2, p1, Lcom/ferncastle/plugin/Result;->fd:Landroid/os/ParcelFileDescriptor;

    const-string v1, "result_fd"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    goto :goto_0

    .line 43
    :cond_2
    const-string v1, "kind"

    const-string v2, "inline"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 44
    iget-object v2, p1, Lcom/ferncastle/plugin/Result;->value:Ljava/lang/Object;

    const-string v1, "value"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 46
    :goto_0
    invoke-virtual {v5}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    return-object v4

    .line 49
    :cond_3
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 50
    iget-object v2, p1, Lcom/ferncastle/plugin/Result;->code:Ljava/lang/String;

    const-string v1, "error_code"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    iget-object v2, p1, Lcom/ferncastle/plugin/Result;->message:Ljava/lang/String;

    const-string v1, "error_message"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 52
    iget-boolean v2, p1, Lcom/ferncastle/plugin/Result;->retryable:Z

    const-string v1, "retryable"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 53
    iget-wide v0, p1, Lcom/ferncastle/plugin/Result;->retryAfterMs:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_4

    .line 54
    iget-wide v2, p1, Lcom/ferncastle/plugin/Result;->retryAfterMs:J

    const-string v1, "retry_after_ms"

    invoke-virtual {v4, v1, v2, v3}, Landroid/os/Bundle;->putLong(Ljava/lang/String;J)V

    .line 56
    :cond_4
    iget-object v0, p1, Lcom/ferncastle/plugin/Result;->kind:Lcom/ferncastle/plugin/Result$Kind;

    sget-object v1, Lcom/ferncastle/plugin/Result$Kind;->NEEDS_USER:Lcom/ferncastle/plugin/Result$Kind;

    if-ne v0, v1, :cond_5

    .line 57
    iget-object v2, p1, Lcom/ferncastle/plugin/Result;->resolution:Landroid/app/PendingIntent;

    const-string v1, "resolution"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 58
    iget-object v2, p1, Lcom/ferncastle/plugin/Result;->resumeToken:Ljava/lang/String;

    const-string v1, "resume_token"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 60
    :cond_5
    return-object v4
.end method

.method public static resolution(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 78
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0xc000000

    invoke-static {p0, v1, p1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

# See sketch/ToolProvider.java.
.class public Lcom/example/r14j/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

# interfaces
.implements Lcom/example/r14j/Resolutions;

.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public synthetic retry(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 2
    invoke-static {p0, p1}, Lcom/example/r14j/Resolutions$-CC;->$default$retry(Lcom/example/r14j/Resolutions;Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p1
    return-object p1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 14
    const/4 v0, -0x1
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data_0
    goto :goto_sw
    :sswitch_confirm
    const-string v1, "confirm"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_confirm
    goto :goto_sw
    :cond_confirm
    const/4 v0, 0x0
    goto :goto_sw
    :sswitch_retry
    const-string v1, "retry"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_retry
    goto :goto_sw
    :cond_retry
    const/4 v0, 0x1
    goto :goto_sw
    :sswitch_read
    const-string v1, "read"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_read
    goto :goto_sw
    :cond_read
    const/4 v0, 0x2
    goto :goto_sw
    :goto_sw
    packed-switch v0, :pswitch_data_0
    .line 19
    const/4 p1, 0x0
    return-object p1
    .line 15
    :pswitch_0
    invoke-direct {p0}, Lcom/example/r14j/ToolProvider;->a()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 16
    :pswitch_1
    invoke-direct {p0}, Lcom/example/r14j/ToolProvider;->b()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 17
    :pswitch_2
    invoke-direct {p0, p3}, Lcom/example/r14j/ToolProvider;->c(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        0x355996 -> :sswitch_read
        0x67622a8 -> :sswitch_retry
        0x38b0e6c0 -> :sswitch_confirm
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private a()Landroid/os/Bundle;
    .registers 5
    .line 23
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 24
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2}, Lcom/example/r14j/Resolutions$-CC;->confirm(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v2
    const/4 v3, 0x1
    const/high16 v4, 0xc000000
    invoke-static {v1, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    .line 25
    const-string v2, "resolution"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 26
    return-object v0
.end method

.method private b()Landroid/os/Bundle;
    .registers 4
    .line 30
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 31
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/example/r14j/ToolProvider;->retry(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v2, "resolution"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 32
    return-object v0
.end method

.method private c(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 36
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 37
    :try_start_0
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v1
    const-string v2, "uri"
    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object p1
    invoke-virtual {v1, p1}, Landroid/content/ContentResolver;->openInputStream(Landroid/net/Uri;)Ljava/io/InputStream;
    move-result-object p1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_io
    .catch Ljava/lang/SecurityException; {:try_start_0 .. :try_end_0} :catch_sec
    .line 38
    :try_start_1
    const-string v1, "data"
    invoke-static {p1}, Lcom/example/r14j/Streams;->readAll(Ljava/io/InputStream;)[B
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putByteArray(Ljava/lang/String;[B)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    .line 37
    if-eqz p1, :cond_done
    :try_start_2
    invoke-virtual {p1}, Ljava/io/InputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_io
    .catch Ljava/lang/SecurityException; {:try_start_2 .. :try_end_2} :catch_sec
    goto :cond_done
    :catchall_0
    move-exception v1
    if-eqz p1, :cond_rethrow
    :try_start_3
    invoke-virtual {p1}, Ljava/io/InputStream;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1
    goto :cond_rethrow
    :catchall_1
    move-exception p1
    :try_start_4
    invoke-virtual {v1, p1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :cond_rethrow
    throw v1
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_io
    .catch Ljava/lang/SecurityException; {:try_start_4 .. :try_end_4} :catch_sec
    .line 41
    :catch_sec
    move-exception p1
    .line 42
    const-string v1, "r14j"
    const-string v2, "denied"
    invoke-static {v1, v2, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 43
    const-string p1, "error_message"
    const-string v1, "not allowed"
    invoke-virtual {v0, p1, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :cond_done
    .line 39
    :catch_io
    move-exception p1
    .line 40
    const-string v1, "read failed: "
    invoke-static {v1, p1}, Lcom/example/r14j/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/String;
    move-result-object p1
    const-string v1, "error_message"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 45
    :cond_done
    return-object v0
.end method

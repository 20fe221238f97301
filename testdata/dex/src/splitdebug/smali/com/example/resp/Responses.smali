.class public final Lcom/example/resp/Responses;
.super Ljava/lang/Object;
.source "Responses.java"

.field private static final COUNTER:Ljava/util/concurrent/atomic/AtomicLong;

# true positive 607: the exception's text in error_message
.method public static failDirect(Ljava/lang/Exception;)Landroid/os/Bundle;
    .locals 3
    .line 10
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "save failed: "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/lang/Exception;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    .line 11
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "error_message"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

# true positive 607: a stack trace through an error-bundle helper
.method public static failStack(Ljava/lang/Exception;)Landroid/os/Bundle;
    .locals 2
    invoke-static {p0}, Landroid/util/Log;->getStackTraceString(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v1
    const-string v0, "INTERNAL_ERROR"
    invoke-static {v0, v1}, Lcom/example/resp/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

# near miss CETP607: the exception is logged, the message is fixed
.method public static failFixed(Ljava/lang/Exception;)Landroid/os/Bundle;
    .locals 2
    .line 30
    const-string v0, "Tools"
    const-string v1, "save failed"
    invoke-static {v0, v1, p0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 31
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "could not save the alert"
    invoke-static {v0, v1}, Lcom/example/resp/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

# true positive 613: session token from java.util.Random
.method public static negotiate()Lorg/json/JSONObject;
    .locals 4
    .line 40
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v2
    .line 41
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "session_token"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    return-object v0
.end method

# near miss CETP613: a random UUID (SecureRandom inside) with a timestamp
.method public static negotiateUuid()Lorg/json/JSONObject;
    .locals 4
    .line 50
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-virtual {v0, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    .line 51
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "session_token"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    return-object v0
.end method

# true positive 613: operation id from a counter, through a helper
.method public static accepted()Landroid/os/Bundle;
    .locals 3
    .line 60
    invoke-static {}, Lcom/example/resp/Responses;->nextOperationId()Ljava/lang/String;
    move-result-object v2
    .line 61
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "operation_id"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method private static nextOperationId()Ljava/lang/String;
    .locals 3
    .line 65
    sget-object v0, Lcom/example/resp/Responses;->COUNTER:Ljava/util/concurrent/atomic/AtomicLong;
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v2
    return-object v2
.end method

# near miss CETP613: resume token from SecureRandom bytes
.method public static confirm()Landroid/os/Bundle;
    .locals 3
    .line 70
    const/16 v0, 0x20
    new-array v0, v0, [B
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 71
    const/16 v1, 0xb
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v2
    .line 72
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "resume_token"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

# true positive 612: opened "rw"
.method public static resultRw(Ljava/io/File;)Landroid/os/Bundle;
    .locals 3
    .line 80
    const-string v0, "rw"
    invoke-static {v0}, Landroid/os/ParcelFileDescriptor;->parseMode(Ljava/lang/String;)I
    move-result v0
    invoke-static {p0, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    .line 81
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "result_fd"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

# true positive 612: the write end of a pipe
.method public static resultPipeWriteEnd()Landroid/os/Bundle;
    .locals 3
    .line 90
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const/4 v1, 0x1
    aget-object v2, v0, v1
    .line 91
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "result_fd"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

# true positive 612: a helper opens the file write-only
.method public static resultViaHelper(Ljava/io/File;)Landroid/os/Bundle;
    .locals 3
    .line 100
    invoke-static {p0}, Lcom/example/resp/Responses;->openResult(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    .line 101
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "result_fd"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

.method private static openResult(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    .locals 1
    .line 105
    const/high16 v0, 0x20000000
    invoke-static {p0, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    return-object v0
.end method

# near miss CETP612: MODE_READ_ONLY
.method public static resultReadOnly(Ljava/io/File;)Landroid/os/Bundle;
    .locals 3
    .line 110
    const/high16 v0, 0x10000000
    invoke-static {p0, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    .line 111
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "result_fd"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

# near miss CETP612: the read end of a pipe the provider writes into
.method public static resultPipe()Landroid/os/Bundle;
    .locals 4
    .line 120
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 121
    new-instance v3, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    const/4 v1, 0x1
    aget-object v1, v0, v1
    invoke-direct {v3, v1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    .line 122
    const/4 v1, 0x0
    aget-object v2, v0, v1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "result_fd"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

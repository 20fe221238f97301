.class public Lcom/example/daa/TextProvider;
.super Landroid/content/ContentProvider;
.source "TextProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 10
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 14
    invoke-virtual {p0}, Lcom/example/daa/TextProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/daa/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/daa/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 15
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/daa/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 16
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/daa/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/daa/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 17
    :pre_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/daa/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 18
    :pre_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :pre_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/daa/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 20
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 21
    const-string p2, "pretty"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result p2
    .line 22
    :d_22
    const-string p3, "branch_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_23
    invoke-direct {p0, p2}, Lcom/example/daa/TextProvider;->branchJob(Z)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :d_23
    const-string p3, "branch_copy_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_24
    invoke-direct {p0, p2}, Lcom/example/daa/TextProvider;->branchCopyJob(Z)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :d_24
    const-string p3, "split_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_25
    invoke-direct {p0, p2}, Lcom/example/daa/TextProvider;->splitJob(Z)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :d_25
    const-string p3, "split_copy_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_26
    invoke-direct {p0, p2}, Lcom/example/daa/TextProvider;->splitCopyJob(Z)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :d_26
    const-string p3, "loop_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_27
    invoke-direct {p0}, Lcom/example/daa/TextProvider;->loopJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :d_27
    const-string p3, "loop_copy_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_28
    invoke-direct {p0}, Lcom/example/daa/TextProvider;->loopCopyJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :d_28
    const-string p3, "init_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_29
    invoke-direct {p0}, Lcom/example/daa/TextProvider;->initJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 29
    :d_29
    const-string p3, "init_copy_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_30
    invoke-direct {p0}, Lcom/example/daa/TextProvider;->initCopyJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :d_30
    const-string p3, "helper_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_31
    invoke-direct {p0}, Lcom/example/daa/TextProvider;->helperJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :d_31
    const-string p3, "helper_copy_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_32
    invoke-direct {p0}, Lcom/example/daa/TextProvider;->helperCopyJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :d_32
    const-string p3, "kt_helper_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_33
    invoke-static {}, Lcom/example/daa/TextsKt;->ktHelperJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :d_33
    const-string p3, "kt_helper_copy_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_34
    invoke-static {}, Lcom/example/daa/TextsKt;->ktHelperCopyJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :d_34
    const-string p3, "deep_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_35
    invoke-direct {p0}, Lcom/example/daa/TextProvider;->deepJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :d_35
    const-string p3, "deep_copy_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :d_36
    invoke-direct {p0}, Lcom/example/daa/TextProvider;->deepCopyJob()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :d_36
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/daa/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private branchJob(Z)Landroid/os/Bundle;
    .registers 4
    .line 37
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    .line 38
    const-string v1, "{\"operation_id\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 39
    if-eqz p1, :else
    .line 40
    invoke-static {}, Lcom/example/daa/OpIds;->secure()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    goto :join
    .line 42
    :else
    # true positive CETP613: the else branch appends the Random id after the key
    invoke-static {}, Lcom/example/daa/OpIds;->next()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 44
    :join
    const-string p1, "\"}"
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 45
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private branchCopyJob(Z)Landroid/os/Bundle;
    .registers 4
    .line 48
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    .line 49
    const-string v1, "{\"operation_id\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 50
    if-eqz p1, :else
    .line 51
    invoke-static {}, Lcom/example/daa/OpIds;->secure()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    goto :join
    .line 53
    :else
    # near miss CETP613: SecureRandom on both branches after the key; Random only under trace_id
    invoke-static {}, Lcom/example/daa/OpIds;->secure()Ljava/lang/String;
    move-result-object p1
    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;
    invoke-virtual {p1, v1}, Ljava/lang/String;->toUpperCase(Ljava/util/Locale;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 55
    :join
    const-string p1, "\",\"trace_id\":\""
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-static {}, Lcom/example/daa/OpIds;->next()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, "\"}"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 56
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private splitJob(Z)Landroid/os/Bundle;
    .registers 4
    .line 59
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "{"
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    .line 60
    if-eqz p1, :else
    .line 61
    const-string p1, "\"operation_id\": \""
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    goto :join
    .line 63
    :else
    const-string p1, "\"operation_id\":\""
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 65
    :join
    # true positive CETP613: the Random id follows the key whichever branch appended it
    invoke-static {}, Lcom/example/daa/OpIds;->next()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, "\"}"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 66
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private splitCopyJob(Z)Landroid/os/Bundle;
    .registers 4
    .line 69
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "{"
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    .line 70
    if-eqz p1, :else
    .line 71
    const-string p1, "\"operation_id\": \""
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    goto :join
    .line 73
    :else
    const-string p1, "\"operation_id\":\""
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 75
    :join
    # near miss CETP613: the SecureRandom id follows the key on both branches
    invoke-static {}, Lcom/example/daa/OpIds;->secure()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, "\"}"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 76
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private loopJob()Landroid/os/Bundle;
    .registers 5
    .line 79
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    .line 80
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    .line 81
    const-string v2, "{\"operation_id\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 82
    const/4 v2, 0x0
    :loop
    const/4 v3, 0x4
    if-ge v2, v3, :done
    .line 83
    if-lez v2, :first
    const/16 v3, 0x2d
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    .line 84
    :first
    # true positive CETP613: the id appended in the loop after the key and the first separator comes from java.util.Random
    invoke-virtual {v0}, Ljava/util/Random;->nextInt()I
    move-result v3
    invoke-static {v3}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 82
    add-int/lit8 v2, v2, 0x1
    goto :loop
    .line 86
    :done
    const-string v0, "\"}"
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private loopCopyJob()Landroid/os/Bundle;
    .registers 5
    .line 89
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    .line 90
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    .line 91
    const-string v2, "{\"operation_id\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 92
    const/4 v2, 0x0
    :loop
    const/4 v3, 0x4
    if-ge v2, v3, :done
    .line 93
    if-lez v2, :first
    const/16 v3, 0x2d
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    .line 94
    :first
    # near miss CETP613: the same loop over SecureRandom
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextInt()I
    move-result v3
    invoke-static {v3}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 92
    add-int/lit8 v2, v2, 0x1
    goto :loop
    .line 96
    :done
    const-string v0, "\"}"
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private initJob()Landroid/os/Bundle;
    .registers 3
    # true positive CETP613: the key is the builder's initial text, the Random id its first append
    .line 99
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "{\"operation_id\":\""
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {}, Lcom/example/daa/OpIds;->next()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private initCopyJob()Landroid/os/Bundle;
    .registers 3
    # near miss CETP613: the initial text names trace_id; the SecureRandom id follows the operation_id key
    .line 102
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "{\"trace_id\":\""
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {}, Lcom/example/daa/OpIds;->next()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\",\"operation_id\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-static {}, Lcom/example/daa/OpIds;->secure()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private helperJob()Landroid/os/Bundle;
    .registers 4
    # true positive CETP613: Texts.fmt passes the JSON format and the array on to String.format
    .line 105
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/Object;
    invoke-static {}, Lcom/example/daa/OpIds;->next()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const-string v1, "{\"operation_id\":\"%s\"}"
    invoke-static {v1, v0}, Lcom/example/daa/Texts;->fmt(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private helperCopyJob()Landroid/os/Bundle;
    .registers 4
    # near miss CETP613: through the same helper, SecureRandom at the operation_id specifier, Random under trace_id
    .line 108
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/Object;
    invoke-static {}, Lcom/example/daa/OpIds;->secure()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    invoke-static {}, Lcom/example/daa/OpIds;->next()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    const-string v1, "{\"operation_id\":\"%s\",\"trace_id\":\"%s\"}"
    invoke-static {v1, v0}, Lcom/example/daa/Texts;->fmt(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private deepJob()Landroid/os/Bundle;
    .registers 4
    # note CETP613: the JSON format goes down Texts.deep1 -> deep2 -> deep3 -> fmtIn, past the helpers read
    .line 111
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/Object;
    invoke-static {}, Lcom/example/daa/OpIds;->next()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const-string v1, "{\"operation_id\":\"%s\"}"
    invoke-static {v1, v0}, Lcom/example/daa/Texts;->deep1(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private deepCopyJob()Landroid/os/Bundle;
    .registers 4
    # near miss CETP613: the same chain given a format that names no token
    .line 114
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/Object;
    invoke-static {}, Lcom/example/daa/OpIds;->next()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const-string v1, "{\"trace_id\":\"%s\"}"
    invoke-static {v1, v0}, Lcom/example/daa/Texts;->deep1(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/daa/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

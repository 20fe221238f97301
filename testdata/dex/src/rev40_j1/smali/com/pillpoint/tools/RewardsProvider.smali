.class public Lcom/pillpoint/tools/RewardsProvider;
.super Lcom/pillpoint/tools/BaseToolProvider;
.source "RewardsProvider.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/pillpoint/tools/RewardsProvider$Tool;
    }
.end annotation

.field private static final TAG:Ljava/lang/String; = "RewardsProvider"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"rewards-31\",\"tools\":[]}"

.field private ledger:Lcom/pillpoint/data/Ledger;

.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {p0}, Lcom/pillpoint/tools/BaseToolProvider;-><init>()V
    return-void
.end method

.method private donate(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 6
    .line 84
    iget-object v0, p1, Lcom/pillpoint/tools/Request;->args:Lorg/json/JSONObject;
    const-string v1, "points"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v0
    .line 85
    iget-object v1, p1, Lcom/pillpoint/tools/Request;->args:Lorg/json/JSONObject;
    const-string v2, "confirmed"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :cond_0
    .line 86
    const-string v1, "RewardsProvider"
    const-string v2, "donate_points: Consumer-side confirmation ignored"
    invoke-static {v1, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 88
    :cond_0
    iget-object v1, p1, Lcom/pillpoint/tools/Request;->resumeToken:Ljava/lang/String;
    const-string v2, "donate_points"
    if-nez v1, :cond_1
    .line 89
    new-instance v1, Lcom/pillpoint/tools/ResolutionBuilder;
    invoke-virtual {p0}, Lcom/pillpoint/tools/RewardsProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    const-class v4, Lcom/pillpoint/tools/ConfirmActivity;
    invoke-direct {v1, v3, v4}, Lcom/pillpoint/tools/ResolutionBuilder;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 90
    invoke-virtual {v1, v2}, Lcom/pillpoint/tools/ResolutionBuilder;->tool(Ljava/lang/String;)Lcom/pillpoint/tools/ResolutionBuilder;
    move-result-object v1
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v1, v0}, Lcom/pillpoint/tools/ResolutionBuilder;->detail(Ljava/lang/String;)Lcom/pillpoint/tools/ResolutionBuilder;
    move-result-object v0
    invoke-virtual {v0}, Lcom/pillpoint/tools/ResolutionBuilder;->allowFillIn()Lcom/pillpoint/tools/ResolutionBuilder;
    move-result-object v0
    invoke-virtual {v0}, Lcom/pillpoint/tools/ResolutionBuilder;->build()Landroid/app/PendingIntent;
    move-result-object v0
    .line 91
    iget-object v1, p0, Lcom/pillpoint/tools/RewardsProvider;->resumes:Lcom/pillpoint/tools/ResumeStore;
    iget p1, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-virtual {v1, p1, v2}, Lcom/pillpoint/tools/ResumeStore;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, v0, p1}, Lcom/pillpoint/tools/RewardsProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 93
    :cond_1
    iget-object v1, p0, Lcom/pillpoint/tools/RewardsProvider;->resumes:Lcom/pillpoint/tools/ResumeStore;
    iget-object v3, p1, Lcom/pillpoint/tools/Request;->resumeToken:Ljava/lang/String;
    iget v4, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-virtual {v1, v3, v4, v2}, Lcom/pillpoint/tools/ResumeStore;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v1
    if-nez v1, :cond_2
    .line 94
    const-string p1, "INVALID_REQUEST"
    const-string v0, "resume token not valid"
    invoke-static {p1, v0}, Lcom/pillpoint/tools/RewardsProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 96
    :cond_2
    invoke-virtual {p0}, Lcom/pillpoint/tools/RewardsProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    iget v2, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-static {v1, v2}, Lcom/pillpoint/util/Callers;->onlyPackage(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object v1
    .line 97
    if-nez v1, :cond_3
    .line 98
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "shared UIDs cannot donate points"
    invoke-static {p1, v0}, Lcom/pillpoint/tools/RewardsProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 100
    :cond_3
    new-instance v2, Lcom/pillpoint/tools/RewardsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0, p1, v0, v1}, Lcom/pillpoint/tools/RewardsProvider$$ExternalSyntheticLambda0;-><init>(Lcom/pillpoint/tools/RewardsProvider;Lcom/pillpoint/tools/Request;ILjava/lang/String;)V
    invoke-static {v2}, Lcom/pillpoint/util/Cleared;->run(Lcom/pillpoint/util/Callback;)V
    .line 101
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"donated\":"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/RewardsProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private receipt(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 6
    .line 116
    iget-object v0, p1, Lcom/pillpoint/tools/Request;->args:Lorg/json/JSONObject;
    const-string v1, "order"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v0
    .line 117
    new-instance v1, Ljava/io/File;
    invoke-virtual {p0}, Lcom/pillpoint/tools/RewardsProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "receipt-"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, ".txt"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 119
    :try_start_0
    iget-object v2, p0, Lcom/pillpoint/tools/RewardsProvider;->ledger:Lcom/pillpoint/data/Ledger;
    iget p1, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-virtual {v2, p1, v0}, Lcom/pillpoint/data/Ledger;->receipt(II)Ljava/lang/String;
    move-result-object p1
    invoke-static {v1, p1}, Lcom/pillpoint/tools/RewardsProvider;->write(Ljava/io/File;Ljava/lang/String;)V
    .line 120
    invoke-static {v1}, Lcom/pillpoint/util/Files;->readOnly(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    invoke-virtual {v1}, Ljava/io/File;->length()J
    move-result-wide v2
    invoke-virtual {p0, p1, v2, v3}, Lcom/pillpoint/tools/RewardsProvider;->file(Landroid/os/ParcelFileDescriptor;J)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1
    .line 121
    :catch_0
    move-exception p1
    .line 122
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "receipt failed: "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {p1}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "INTERNAL_ERROR"
    invoke-static {v0, p1}, Lcom/pillpoint/tools/RewardsProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private redeem(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 7
    .line 67
    iget-object v0, p1, Lcom/pillpoint/tools/Request;->args:Lorg/json/JSONObject;
    const-string v1, "points"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v0
    .line 68
    iget-object v1, p1, Lcom/pillpoint/tools/Request;->args:Lorg/json/JSONObject;
    const-string v2, "confirmed"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v1
    .line 69
    if-nez v1, :cond_redeem
    .line 70
    iget-object v1, p1, Lcom/pillpoint/tools/Request;->resumeToken:Ljava/lang/String;
    const-string v2, "redeem_points"
    if-nez v1, :cond_take
    .line 71
    new-instance v1, Lcom/pillpoint/tools/ResolutionBuilder;
    invoke-virtual {p0}, Lcom/pillpoint/tools/RewardsProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    const-class v4, Lcom/pillpoint/tools/ConfirmActivity;
    invoke-direct {v1, v3, v4}, Lcom/pillpoint/tools/ResolutionBuilder;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 72
    invoke-virtual {v1, v2}, Lcom/pillpoint/tools/ResolutionBuilder;->tool(Ljava/lang/String;)Lcom/pillpoint/tools/ResolutionBuilder;
    move-result-object v1
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v1, v0}, Lcom/pillpoint/tools/ResolutionBuilder;->detail(Ljava/lang/String;)Lcom/pillpoint/tools/ResolutionBuilder;
    move-result-object v0
    invoke-virtual {v0}, Lcom/pillpoint/tools/ResolutionBuilder;->build()Landroid/app/PendingIntent;
    move-result-object v0
    .line 73
    iget-object v1, p0, Lcom/pillpoint/tools/RewardsProvider;->resumes:Lcom/pillpoint/tools/ResumeStore;
    iget p1, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-virtual {v1, p1, v2}, Lcom/pillpoint/tools/ResumeStore;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, v0, p1}, Lcom/pillpoint/tools/RewardsProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 75
    :cond_take
    iget-object v1, p0, Lcom/pillpoint/tools/RewardsProvider;->resumes:Lcom/pillpoint/tools/ResumeStore;
    iget-object v3, p1, Lcom/pillpoint/tools/Request;->resumeToken:Ljava/lang/String;
    iget v4, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-virtual {v1, v3, v4, v2}, Lcom/pillpoint/tools/ResumeStore;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v1
    if-nez v1, :cond_redeem
    .line 76
    const-string p1, "INVALID_REQUEST"
    const-string v0, "resume token not valid"
    invoke-static {p1, v0}, Lcom/pillpoint/tools/RewardsProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 79
    :cond_redeem
    iget-object v1, p0, Lcom/pillpoint/tools/RewardsProvider;->ledger:Lcom/pillpoint/data/Ledger;
    iget v2, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-virtual {p0}, Lcom/pillpoint/tools/RewardsProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    iget p1, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-static {v3, p1}, Lcom/pillpoint/util/Callers;->packageOf(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, v2, v0, p1}, Lcom/pillpoint/data/Ledger;->redeem(IILjava/lang/String;)V
    .line 80
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"redeemed\":"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/RewardsProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private statement(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 6
    .line 105
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/pillpoint/tools/RewardsProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "statement-"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    iget v3, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, ".csv"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 107
    :try_start_0
    iget-object v1, p0, Lcom/pillpoint/tools/RewardsProvider;->ledger:Lcom/pillpoint/data/Ledger;
    iget p1, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-virtual {v1, p1}, Lcom/pillpoint/data/Ledger;->statement(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {v0, p1}, Lcom/pillpoint/tools/RewardsProvider;->write(Ljava/io/File;Ljava/lang/String;)V
    .line 108
    invoke-static {v0}, Lcom/pillpoint/util/Files;->share(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    invoke-virtual {v0}, Ljava/io/File;->length()J
    move-result-wide v0
    invoke-virtual {p0, p1, v0, v1}, Lcom/pillpoint/tools/RewardsProvider;->file(Landroid/os/ParcelFileDescriptor;J)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1
    .line 109
    :catch_0
    move-exception p1
    .line 110
    const-string v0, "RewardsProvider"
    const-string v1, "statement export failed"
    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 111
    const-string p1, "UNAVAILABLE"
    const-string v0, "the statement service is busy"
    invoke-static {p1, v0}, Lcom/pillpoint/tools/RewardsProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private static write(Ljava/io/File;Ljava/lang/String;)V
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
    .line 127
    new-instance v0, Ljava/io/FileOutputStream;
    invoke-direct {v0, p0}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    .line 128
    :try_start_0
    sget-object p0, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {p1, p0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object p0
    invoke-virtual {v0, p0}, Ljava/io/FileOutputStream;->write([B)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 129
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    .line 130
    return-void
    .line 127
    :catchall_0
    move-exception p0
    :try_start_1
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    goto :goto_0
    :catchall_1
    move-exception p1
    invoke-virtual {p0, p1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :goto_0
    throw p0
.end method

.method protected handle(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 5
    .line 46
    iget-object v0, p1, Lcom/pillpoint/tools/Request;->tool:Ljava/lang/String;
    invoke-static {v0}, Lcom/pillpoint/tools/RewardsProvider$Tool;->of(Ljava/lang/String;)Lcom/pillpoint/tools/RewardsProvider$Tool;
    move-result-object v0
    .line 47
    const-string v1, "no such tool"
    const-string v2, "TOOL_NOT_FOUND"
    if-nez v0, :cond_0
    .line 48
    invoke-static {v2, v1}, Lcom/pillpoint/tools/RewardsProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 50
    :cond_0
    sget-object v3, Lcom/pillpoint/tools/RewardsProvider$1;->$SwitchMap$com$pillpoint$tools$RewardsProvider$Tool:[I
    invoke-virtual {v0}, Lcom/pillpoint/tools/RewardsProvider$Tool;->ordinal()I
    move-result v0
    aget v0, v3, v0
    packed-switch v0, :pswitch_data_0
    .line 62
    invoke-static {v2, v1}, Lcom/pillpoint/tools/RewardsProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 60
    :pswitch_receipt
    invoke-direct {p0, p1}, Lcom/pillpoint/tools/RewardsProvider;->receipt(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 58
    :pswitch_statement
    invoke-direct {p0, p1}, Lcom/pillpoint/tools/RewardsProvider;->statement(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 56
    :pswitch_donate
    invoke-direct {p0, p1}, Lcom/pillpoint/tools/RewardsProvider;->donate(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 54
    :pswitch_redeem
    invoke-direct {p0, p1}, Lcom/pillpoint/tools/RewardsProvider;->redeem(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 52
    :pswitch_balance
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"points\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/pillpoint/tools/RewardsProvider;->ledger:Lcom/pillpoint/data/Ledger;
    iget p1, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-virtual {v1, p1}, Lcom/pillpoint/data/Ledger;->balance(I)I
    move-result p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/RewardsProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_balance
        :pswitch_redeem
        :pswitch_donate
        :pswitch_statement
        :pswitch_receipt
    .end packed-switch
.end method

.method public synthetic lambda$donate$0$com-pillpoint-tools-RewardsProvider(Lcom/pillpoint/tools/Request;ILjava/lang/String;)V
    .registers 5
    .line 100
    iget-object v0, p0, Lcom/pillpoint/tools/RewardsProvider;->ledger:Lcom/pillpoint/data/Ledger;
    iget p1, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-virtual {v0, p1, p2, p3}, Lcom/pillpoint/data/Ledger;->donate(IILjava/lang/String;)V
    return-void
.end method

.method public onCreate()Z
    .registers 3
    .line 35
    new-instance v0, Lcom/pillpoint/data/Ledger;
    invoke-virtual {p0}, Lcom/pillpoint/tools/RewardsProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/pillpoint/data/Ledger;-><init>(Landroid/content/Context;)V
    iput-object v0, p0, Lcom/pillpoint/tools/RewardsProvider;->ledger:Lcom/pillpoint/data/Ledger;
    .line 36
    const/4 v0, 0x1
    return v0
.end method

.method protected toolsJson()Ljava/lang/String;
    .registers 2
    .line 41
    const-string v0, "{\"revision\":\"rewards-31\",\"tools\":[]}"
    return-object v0
.end method

.class public final Lcom/example/r36j3/ClaimsToolProvider;
.super Landroid/content/ContentProvider;
.source "ClaimsToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r36j3/ClaimsToolProvider$ExportJob;,
        Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "HomeguardClaims"

.field private static final TOOLS:Ljava/lang/String; = "{\"revision\":\"claims-9\",\"tools\":[\"file_claim\",\"claim_status\",\"withdraw_claim\",\"export_claim\",\"export_photos\"]}"


# instance fields
.field private final random:Ljava/security/SecureRandom;

.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private store:Lcom/example/r36j3/ClaimStore;

.field private final tickets:Lcom/example/r36j3/Tickets;

.field private final writer:Ljava/util/concurrent/ExecutorService;


# direct methods
.method public constructor <init>()V
    .locals 1

    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 31
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/example/r36j3/ClaimsToolProvider;->sessions:Ljava/util/Map;

    .line 32
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/example/r36j3/ClaimsToolProvider;->random:Ljava/security/SecureRandom;

    .line 33
    new-instance v0, Lcom/example/r36j3/Tickets;

    invoke-direct {v0}, Lcom/example/r36j3/Tickets;-><init>()V

    iput-object v0, p0, Lcom/example/r36j3/ClaimsToolProvider;->tickets:Lcom/example/r36j3/Tickets;

    .line 34
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/example/r36j3/ClaimsToolProvider;->writer:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private execute(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .locals 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 83
    const-string v0, "tool_name"

    const-string v1, ""

    invoke-virtual {p2, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const/4 v1, -0x1

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    sparse-switch v2, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v2, "withdraw_claim"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x2

    goto :goto_0

    :sswitch_1
    const-string v2, "export_claim"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x3

    goto :goto_0

    :sswitch_2
    const-string v2, "claim_status"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :sswitch_3
    const-string v2, "export_photos"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x4

    goto :goto_0

    :sswitch_4
    const-string v2, "file_claim"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    :cond_0
    :goto_0
    const-string v0, "claim_id"

    packed-switch v1, :pswitch_data_0

    .line 95
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, Lcom/example/r36j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 93
    :pswitch_0
    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p1}, Lcom/example/r36j3/ClaimsToolProvider;->exportPhotos(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 91
    :pswitch_1
    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p1}, Lcom/example/r36j3/ClaimsToolProvider;->exportClaim(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 89
    :pswitch_2
    invoke-direct {p0, p1, p2, p3}, Lcom/example/r36j3/ClaimsToolProvider;->withdraw(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 87
    :pswitch_3
    iget-object p1, p0, Lcom/example/r36j3/ClaimsToolProvider;->store:Lcom/example/r36j3/ClaimStore;

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p1, p2}, Lcom/example/r36j3/ClaimStore;->status(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r36j3/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 85
    :pswitch_4
    invoke-static {p3}, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->from(Lorg/json/JSONObject;)Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;

    move-result-object p1

    invoke-direct {p0, p1}, Lcom/example/r36j3/ClaimsToolProvider;->fileClaim(Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x2ece56ab -> :sswitch_2
        -0x267ed939 -> :sswitch_0
        -0x1f8d780f -> :sswitch_1
        0x43db9f6c -> :sswitch_3
        0x7eeaf3b9 -> :sswitch_4
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_4
        :pswitch_3
        :pswitch_2
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method private exportClaim(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 126
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/example/r36j3/ClaimsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "claim-"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v3

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ".pdf"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/example/r36j3/ClaimsToolProvider$ExportJob;->open(Ljava/io/File;)Lcom/example/r36j3/ClaimsToolProvider$ExportJob;

    move-result-object v0

    .line 127
    new-instance v1, Ljava/io/FileOutputStream;

    invoke-static {v0}, Lcom/example/r36j3/ClaimsToolProvider$ExportJob;->-$$Nest$fgetfd(Lcom/example/r36j3/ClaimsToolProvider$ExportJob;)Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    invoke-virtual {v2}, Landroid/os/ParcelFileDescriptor;->getFileDescriptor()Ljava/io/FileDescriptor;

    move-result-object v2

    invoke-direct {v1, v2}, Ljava/io/FileOutputStream;-><init>(Ljava/io/FileDescriptor;)V

    .line 128
    :try_start_0
    iget-object v2, p0, Lcom/example/r36j3/ClaimsToolProvider;->store:Lcom/example/r36j3/ClaimStore;

    invoke-virtual {v2, p1}, Lcom/example/r36j3/ClaimStore;->claimJson(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object p1

    invoke-virtual {v1, p1}, Ljava/io/OutputStream;->write([B)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 129
    invoke-virtual {v1}, Ljava/io/OutputStream;->close()V

    .line 130
    invoke-static {v0}, Lcom/example/r36j3/ClaimsToolProvider$ExportJob;->-$$Nest$fgetfile(Lcom/example/r36j3/ClaimsToolProvider$ExportJob;)Ljava/io/File;

    move-result-object p1

    invoke-virtual {p1}, Ljava/io/File;->length()J

    move-result-wide v1

    invoke-static {v1, v2}, Lcom/example/r36j3/Replies;->file(J)Landroid/os/Bundle;

    move-result-object p1

    .line 131
    invoke-static {v0}, Lcom/example/r36j3/ClaimsToolProvider$ExportJob;->-$$Nest$fgetfd(Lcom/example/r36j3/ClaimsToolProvider$ExportJob;)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    const-string v1, "result_fd"

    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 132
    return-object p1

    :catch_0
    move-exception p1

    .line 127
    :try_start_1
    invoke-virtual {v1}, Ljava/io/OutputStream;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v0

    invoke-virtual {p1, v0}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_0
    throw p1
.end method

.method private exportPhotos(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 136
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    .line 137
    iget-object v1, p0, Lcom/example/r36j3/ClaimsToolProvider;->store:Lcom/example/r36j3/ClaimStore;

    invoke-virtual {v1, p1}, Lcom/example/r36j3/ClaimStore;->claimJson(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    .line 138
    iget-object v2, p0, Lcom/example/r36j3/ClaimsToolProvider;->writer:Ljava/util/concurrent/ExecutorService;

    new-instance v3, Lcom/example/r36j3/ClaimsToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v3, v0, v1}, Lcom/example/r36j3/ClaimsToolProvider$$ExternalSyntheticLambda0;-><init>([Landroid/os/ParcelFileDescriptor;[B)V

    invoke-interface {v2, v3}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 145
    array-length v2, v1

    int-to-long v2, v2

    invoke-static {v2, v3}, Lcom/example/r36j3/Replies;->file(J)Landroid/os/Bundle;

    move-result-object v2

    .line 146
    const-string v3, "result_fd"

    const/4 v4, 0x0

    aget-object v4, v0, v4

    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 147
    return-object v2
.end method

.method private fileClaim(Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;)Landroid/os/Bundle;
    .locals 4

    .line 101
    iget-object v0, p0, Lcom/example/r36j3/ClaimsToolProvider;->store:Lcom/example/r36j3/ClaimStore;

    invoke-static {p1}, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->-$$Nest$fgetsubmittedVia(Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/example/r36j3/ClaimStore;->isBroker(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/example/r36j3/ClaimsToolProvider;->store:Lcom/example/r36j3/ClaimStore;

    invoke-static {p1}, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->-$$Nest$fgetpolicyNo(Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;)Ljava/lang/String;

    move-result-object v1

    invoke-static {p1}, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->-$$Nest$fgetsubmittedVia(Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lcom/example/r36j3/ClaimStore;->holds(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 102
    const-string p1, "PERMISSION_DENIED"

    const-string v0, "policy not held by this app"

    invoke-static {p1, v0}, Lcom/example/r36j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 104
    :cond_0
    iget-object v0, p0, Lcom/example/r36j3/ClaimsToolProvider;->store:Lcom/example/r36j3/ClaimStore;

    invoke-static {p1}, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->-$$Nest$fgetpolicyNo(Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;)Ljava/lang/String;

    move-result-object v1

    invoke-static {p1}, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->-$$Nest$fgetdescription(Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;)Ljava/lang/String;

    move-result-object v2

    invoke-static {p1}, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->-$$Nest$fgetsubmittedVia(Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, v1, v2, p1}, Lcom/example/r36j3/ClaimStore;->fileClaim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide v0

    .line 105
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "{\"claim_id\":"

    invoke-virtual {p1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string v0, "}"

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r36j3/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method static synthetic lambda$exportPhotos$0([Landroid/os/ParcelFileDescriptor;[B)V
    .locals 3

    .line 139
    :try_start_0
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    const/4 v1, 0x1

    aget-object p0, p0, v1

    invoke-direct {v0, p0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2

    .line 140
    :try_start_1
    invoke-virtual {v0, p1}, Ljava/io/OutputStream;->write([B)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    .line 141
    :try_start_2
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2

    .line 143
    goto :goto_1

    :catch_0
    move-exception p0

    .line 139
    :try_start_3
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_0

    :catch_1
    move-exception p1

    :try_start_4
    invoke-virtual {p0, p1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_0
    throw p0
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_2

    .line 141
    :catch_2
    move-exception p0

    .line 142
    const-string p1, "HomeguardClaims"

    const-string v0, "photo manifest pipe closed"

    invoke-static {p1, v0, p0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 144
    :goto_1
    return-void
.end method

.method private screen(Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;
    .locals 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Class<",
            "*>;",
            "Ljava/lang/String;",
            ")",
            "Landroid/app/PendingIntent;"
        }
    .end annotation

    .line 151
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/example/r36j3/ClaimsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1, p1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 152
    const-string p1, "claim_id"

    invoke-virtual {v0, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 153
    invoke-virtual {p0}, Lcom/example/r36j3/ClaimsToolProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result p2

    const/high16 v1, 0x44000000

    invoke-static {p1, p2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    return-object p1
.end method

.method private withdraw(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .locals 3

    .line 109
    const-string v0, "claim_id"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 110
    const-string v1, "resume_token"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 111
    if-eqz p2, :cond_0

    iget-object v1, p0, Lcom/example/r36j3/ClaimsToolProvider;->tickets:Lcom/example/r36j3/Tickets;

    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, p2, p1, v2}, Lcom/example/r36j3/Tickets;->redeem(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p2

    if-nez p2, :cond_2

    .line 112
    :cond_0
    iget-object p2, p0, Lcom/example/r36j3/ClaimsToolProvider;->store:Lcom/example/r36j3/ClaimStore;

    invoke-virtual {p2, p1}, Lcom/example/r36j3/ClaimStore;->accountLinked(I)Z

    move-result p2

    if-nez p2, :cond_1

    .line 113
    const-class p2, Lcom/example/r36j3/SignInActivity;

    invoke-direct {p0, p2, v0}, Lcom/example/r36j3/ClaimsToolProvider;->screen(Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object p2

    iget-object v0, p0, Lcom/example/r36j3/ClaimsToolProvider;->tickets:Lcom/example/r36j3/Tickets;

    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p3

    invoke-virtual {v0, p1, p3}, Lcom/example/r36j3/Tickets;->issue(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p2, p1}, Lcom/example/r36j3/Replies;->authRequired(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 115
    :cond_1
    const-class p2, Lcom/example/r36j3/WithdrawActivity;

    invoke-direct {p0, p2, v0}, Lcom/example/r36j3/ClaimsToolProvider;->screen(Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object p2

    iget-object v0, p0, Lcom/example/r36j3/ClaimsToolProvider;->tickets:Lcom/example/r36j3/Tickets;

    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p3

    invoke-virtual {v0, p1, p3}, Lcom/example/r36j3/Tickets;->issue(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p2, p1}, Lcom/example/r36j3/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 117
    :cond_2
    invoke-virtual {p0}, Lcom/example/r36j3/ClaimsToolProvider;->getContext()Landroid/content/Context;

    move-result-object p2

    invoke-static {p2, p1}, Lcom/example/r36j3/PartnerCheck;->soleOwner(Landroid/content/Context;I)Ljava/lang/String;

    move-result-object p1

    .line 118
    if-nez p1, :cond_3

    .line 119
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "shared UIDs cannot withdraw claims"

    invoke-static {p1, p2}, Lcom/example/r36j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 121
    :cond_3
    iget-object p2, p0, Lcom/example/r36j3/ClaimsToolProvider;->store:Lcom/example/r36j3/ClaimStore;

    invoke-virtual {p2, v0, p1}, Lcom/example/r36j3/ClaimStore;->withdraw(Ljava/lang/String;Ljava/lang/String;)V

    .line 122
    const-string p1, "{\"withdrawn\":true}"

    invoke-static {p1}, Lcom/example/r36j3/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 6

    .line 45
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 46
    invoke-virtual {p0}, Lcom/example/r36j3/ClaimsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1, v0}, Lcom/example/r36j3/PartnerCheck;->admit(Landroid/content/Context;I)Z

    move-result v1

    if-nez v1, :cond_0

    .line 47
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a Homeguard broker app"

    invoke-static {p1, p2}, Lcom/example/r36j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 49
    :cond_0
    const-string v1, "negotiate"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    .line 50
    const/16 p1, 0x18

    new-array p1, p1, [B

    .line 51
    iget-object p2, p0, Lcom/example/r36j3/ClaimsToolProvider;->random:Ljava/security/SecureRandom;

    invoke-virtual {p2, p1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 52
    new-instance p2, Ljava/math/BigInteger;

    const/4 p3, 0x1

    invoke-direct {p2, p3, p1}, Ljava/math/BigInteger;-><init>(I[B)V

    const/16 p3, 0x24

    invoke-virtual {p2, p3}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;

    move-result-object p2

    .line 53
    iget-object p3, p0, Lcom/example/r36j3/ClaimsToolProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-interface {p3, p2, v0}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 54
    new-instance p3, Ljava/lang/StringBuilder;

    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v0, "{\"selected_version\":2,\"session_token\":\""

    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p3

    invoke-virtual {p3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p3

    const-string v0, "\"}"

    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p3

    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p3

    invoke-static {p3}, Lcom/example/r36j3/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p3

    return-object p3

    .line 56
    :cond_1
    if-eqz p3, :cond_8

    const-string v1, "protocol_version"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I

    move-result v1

    const/4 v2, 0x2

    if-eq v1, v2, :cond_2

    goto/16 :goto_0

    .line 59
    :cond_2
    iget-object v1, p0, Lcom/example/r36j3/ClaimsToolProvider;->sessions:Ljava/util/Map;

    const-string v2, "session_token"

    const-string v3, ""

    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-interface {v1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Integer;

    .line 60
    if-eqz v1, :cond_7

    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I

    move-result v2

    if-eq v2, v0, :cond_3

    goto :goto_1

    .line 63
    :cond_3
    const-string v2, "list_tools"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_4

    .line 64
    const-string p1, "{\"revision\":\"claims-9\",\"tools\":[\"file_claim\",\"claim_status\",\"withdraw_claim\",\"export_claim\",\"export_photos\"]}"

    invoke-static {p1}, Lcom/example/r36j3/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 66
    :cond_4
    const-string v2, "execute_tool"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_5

    .line 67
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/example/r36j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 69
    :cond_5
    const-string v2, "deadline_at_ms"

    const-wide/16 v3, 0x0

    invoke-virtual {p3, v2, v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long v2, v2, v4

    if-gez v2, :cond_6

    .line 70
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r36j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 73
    :cond_6
    :try_start_0
    new-instance v2, Lorg/json/JSONObject;

    const-string v3, "args"

    const-string v4, "{}"

    invoke-virtual {p3, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {p0, v0, p3, v2}, Lcom/example/r36j3/ClaimsToolProvider;->execute(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v2
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v2

    .line 76
    :catch_0
    move-exception v2

    .line 77
    const-string v3, "HomeguardClaims"

    const-string v4, "export failed"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 78
    const-string v3, "INTERNAL_ERROR"

    const-string v4, "the file could not be prepared"

    invoke-static {v3, v4}, Lcom/example/r36j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 74
    :catch_1
    move-exception v2

    .line 75
    const-string v3, "INVALID_ARGS"

    const-string v4, "args must be a JSON object"

    invoke-static {v3, v4}, Lcom/example/r36j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 61
    :cond_7
    :goto_1
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate again"

    invoke-static {p1, p2}, Lcom/example/r36j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 57
    :cond_8
    :goto_0
    const-string p1, "INVALID_REQUEST"

    const-string p2, "protocol_version 2 required"

    invoke-static {p1, p2}, Lcom/example/r36j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1

    .line 174
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 1

    .line 164
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 1

    .line 169
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .locals 2

    .line 39
    new-instance v0, Lcom/example/r36j3/ClaimStore;

    invoke-virtual {p0}, Lcom/example/r36j3/ClaimsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/example/r36j3/ClaimStore;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/example/r36j3/ClaimsToolProvider;->store:Lcom/example/r36j3/ClaimStore;

    .line 40
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 1

    .line 159
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1

    .line 179
    const/4 v0, 0x0

    return v0
.end method

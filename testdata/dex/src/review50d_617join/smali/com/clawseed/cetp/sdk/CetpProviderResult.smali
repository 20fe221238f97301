.class public final Lcom/clawseed/cetp/sdk/CetpProviderResult;
.super Ljava/lang/Object;
.source "CetpProviderResult.java"


# instance fields
.field private final code:Ljava/lang/String;

.field private final file:Landroid/os/ParcelFileDescriptor;

.field private final message:Ljava/lang/String;

.field private final resolution:Landroid/app/PendingIntent;

.field private final resumeToken:Ljava/lang/String;

.field private final value:Lorg/json/JSONObject;


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;)V
    .registers 7

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->code:Ljava/lang/String;

    .line 20
    iput-object p2, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->message:Ljava/lang/String;

    .line 21
    iput-object p3, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->value:Lorg/json/JSONObject;

    .line 22
    iput-object p4, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->resolution:Landroid/app/PendingIntent;

    .line 23
    iput-object p5, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->resumeToken:Ljava/lang/String;

    .line 24
    iput-object p6, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->file:Landroid/os/ParcelFileDescriptor;

    .line 25
    return-void
.end method

.method public static error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 9

    .line 36
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    move-object v1, p0

    move-object v2, p1

    invoke-direct/range {v0 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method

.method public static file(Landroid/os/ParcelFileDescriptor;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 8

    .line 32
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    move-object v6, p0

    invoke-direct/range {v0 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method

.method public static needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 9

    .line 40
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;

    const-string v1, "USER_ACTION_REQUIRED"

    const-string v2, "confirm in the app"

    const/4 v3, 0x0

    const/4 v6, 0x0

    move-object v4, p0

    move-object v5, p1

    invoke-direct/range {v0 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method

.method public static success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 8

    .line 28
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    move-object v3, p0

    invoke-direct/range {v0 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method


# virtual methods
.method public getValue()Lorg/json/JSONObject;
    .registers 2

    .line 48
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->value:Lorg/json/JSONObject;

    return-object v0
.end method

.method public isSuccess()Z
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->code:Ljava/lang/String;

    if-nez v0, :cond_6

    const/4 v0, 0x1

    goto :goto_7

    :cond_6
    const/4 v0, 0x0

    :goto_7
    return v0
.end method

.method public toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    .line 52
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    .line 53
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 54
    const-string v1, "request_id"

    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 55
    iget-object v1, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->code:Ljava/lang/String;

    const-string v2, "status"

    const-string v3, "success"

    const-string v4, "data"

    if-eqz v1, :cond_file

    .line 56
    const-string v3, "error"

    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 57
    const-string v2, "error_code"

    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 58
    iget-object v1, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->message:Ljava/lang/String;

    const-string v2, "error_message"

    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    iget-object v1, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->code:Ljava/lang/String;

    const-string v2, "NEGOTIATION_REQUIRED"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    const-string v2, "retryable"

    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 60
    iget-object v1, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->resolution:Landroid/app/PendingIntent;

    if-eqz v1, :cond_done

    .line 61
    const-string v2, "resolution"

    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 62
    iget-object v1, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->resumeToken:Ljava/lang/String;

    const-string v2, "resume_token"

    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_done

    .line 64
    :cond_file
    iget-object v1, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->file:Landroid/os/ParcelFileDescriptor;

    if-eqz v1, :cond_inline

    .line 65
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 66
    const-string v2, "{\"kind\":\"file\",\"media_type\":\"application/json\"}"

    invoke-virtual {v0, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 67
    const-string v2, "result_fd"

    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    goto :goto_done

    .line 69
    :cond_inline
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 70
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "{\"kind\":\"inline\",\"value\":"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    iget-object v2, p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->value:Lorg/json/JSONObject;

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "}"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v4, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 72
    :cond_done
    :goto_done
    return-object v0
.end method

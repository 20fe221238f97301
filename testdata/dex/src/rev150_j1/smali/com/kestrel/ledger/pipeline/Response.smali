.class public final Lcom/kestrel/ledger/pipeline/Response;
.super Ljava/lang/Object;
.source "Response.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/kestrel/ledger/pipeline/Response$Builder;
    }
.end annotation


# static fields
.field public static final ERROR:Ljava/lang/String; = "error"

.field public static final SUCCESS:Ljava/lang/String; = "success"


# instance fields
.field final data:Ljava/lang/String;

.field final errorCode:Ljava/lang/String;

.field final errorMessage:Ljava/lang/String;

.field final requestId:Ljava/lang/String;

.field final resolution:Landroid/app/PendingIntent;

.field final resumeToken:Ljava/lang/String;

.field final retryable:Z

.field final status:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/kestrel/ledger/pipeline/Response$Builder;)V
    .registers 3

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Response$Builder;->status:Ljava/lang/String;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->status:Ljava/lang/String;

    .line 24
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Response$Builder;->requestId:Ljava/lang/String;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->requestId:Ljava/lang/String;

    .line 25
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Response$Builder;->data:Ljava/lang/String;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->data:Ljava/lang/String;

    .line 26
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Response$Builder;->errorCode:Ljava/lang/String;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->errorCode:Ljava/lang/String;

    .line 27
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Response$Builder;->errorMessage:Ljava/lang/String;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->errorMessage:Ljava/lang/String;

    .line 28
    iget-boolean v0, p1, Lcom/kestrel/ledger/pipeline/Response$Builder;->retryable:Z

    iput-boolean v0, p0, Lcom/kestrel/ledger/pipeline/Response;->retryable:Z

    .line 29
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Response$Builder;->resolution:Landroid/app/PendingIntent;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->resolution:Landroid/app/PendingIntent;

    .line 30
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Response$Builder;->resumeToken:Ljava/lang/String;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->resumeToken:Ljava/lang/String;

    .line 31
    return-void
.end method

.method public static error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;
    .registers 7

    .line 42
    new-instance v0, Lcom/kestrel/ledger/pipeline/Response$Builder;

    const-string v2, "error"

    invoke-direct {v0, v2}, Lcom/kestrel/ledger/pipeline/Response$Builder;-><init>(Ljava/lang/String;)V

    iget-object v1, p0, Lcom/kestrel/ledger/pipeline/Request;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/kestrel/ledger/pipeline/Response$Builder;->requestId(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response$Builder;

    move-result-object v0

    invoke-virtual {v0, p1, p2, p3}, Lcom/kestrel/ledger/pipeline/Response$Builder;->error(Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/kestrel/ledger/pipeline/Response$Builder;->build()Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method

.method public static inline(Lcom/kestrel/ledger/pipeline/Request;Lorg/json/JSONObject;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 38
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "kind"

    const-string v3, "inline"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "value"

    invoke-virtual {v1, v2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v1}, Lcom/kestrel/ledger/pipeline/Response;->success(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method

.method public static success(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 5

    .line 34
    new-instance v0, Lcom/kestrel/ledger/pipeline/Response$Builder;

    const-string v2, "success"

    invoke-direct {v0, v2}, Lcom/kestrel/ledger/pipeline/Response$Builder;-><init>(Ljava/lang/String;)V

    iget-object v1, p0, Lcom/kestrel/ledger/pipeline/Request;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/kestrel/ledger/pipeline/Response$Builder;->requestId(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/pipeline/Response$Builder;->data(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/kestrel/ledger/pipeline/Response$Builder;->build()Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method

.method public static userAction(Lcom/kestrel/ledger/pipeline/Request;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 7

    .line 47
    const-string v1, "USER_ACTION_REQUIRED"

    const-string v2, "Confirm this in Kestrel Ledger first"

    const/4 v3, 0x0

    invoke-static {p0, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    .line 48
    invoke-virtual {v0, p1, p2}, Lcom/kestrel/ledger/pipeline/Response;->withResolution(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    .line 47
    return-object v0
.end method


# virtual methods
.method public data()Ljava/lang/String;
    .registers 2

    .line 80
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->data:Ljava/lang/String;

    return-object v0
.end method

.method public errorCode()Ljava/lang/String;
    .registers 2

    .line 84
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->errorCode:Ljava/lang/String;

    return-object v0
.end method

.method public isSuccess()Z
    .registers 3

    .line 72
    iget-object v1, p0, Lcom/kestrel/ledger/pipeline/Response;->status:Ljava/lang/String;

    const-string v0, "success"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public newBuilder()Lcom/kestrel/ledger/pipeline/Response$Builder;
    .registers 4

    .line 52
    new-instance v2, Lcom/kestrel/ledger/pipeline/Response$Builder;

    iget-object v1, p0, Lcom/kestrel/ledger/pipeline/Response;->status:Ljava/lang/String;

    invoke-direct {v2, v1}, Lcom/kestrel/ledger/pipeline/Response$Builder;-><init>(Ljava/lang/String;)V

    .line 53
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->requestId:Ljava/lang/String;

    iput-object v0, v2, Lcom/kestrel/ledger/pipeline/Response$Builder;->requestId:Ljava/lang/String;

    .line 54
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->data:Ljava/lang/String;

    iput-object v0, v2, Lcom/kestrel/ledger/pipeline/Response$Builder;->data:Ljava/lang/String;

    .line 55
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->errorCode:Ljava/lang/String;

    iput-object v0, v2, Lcom/kestrel/ledger/pipeline/Response$Builder;->errorCode:Ljava/lang/String;

    .line 56
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->errorMessage:Ljava/lang/String;

    iput-object v0, v2, Lcom/kestrel/ledger/pipeline/Response$Builder;->errorMessage:Ljava/lang/String;

    .line 57
    iget-boolean v0, p0, Lcom/kestrel/ledger/pipeline/Response;->retryable:Z

    iput-boolean v0, v2, Lcom/kestrel/ledger/pipeline/Response$Builder;->retryable:Z

    .line 58
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->resolution:Landroid/app/PendingIntent;

    iput-object v0, v2, Lcom/kestrel/ledger/pipeline/Response$Builder;->resolution:Landroid/app/PendingIntent;

    .line 59
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->resumeToken:Ljava/lang/String;

    iput-object v0, v2, Lcom/kestrel/ledger/pipeline/Response$Builder;->resumeToken:Ljava/lang/String;

    .line 60
    return-object v2
.end method

.method public status()Ljava/lang/String;
    .registers 2

    .line 76
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->status:Ljava/lang/String;

    return-object v0
.end method

.method public toBundle()Landroid/os/Bundle;
    .registers 5

    .line 88
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 89
    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Response;->status:Ljava/lang/String;

    const-string v1, "status"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 90
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 91
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->requestId:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 92
    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Response;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 94
    :cond_0
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->data:Ljava/lang/String;

    if-eqz v0, :cond_1

    .line 95
    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Response;->data:Ljava/lang/String;

    const-string v1, "data"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 97
    :cond_1
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->errorCode:Ljava/lang/String;

    if-eqz v0, :cond_2

    .line 98
    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Response;->errorCode:Ljava/lang/String;

    const-string v1, "error_code"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 99
    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Response;->errorMessage:Ljava/lang/String;

    const-string v1, "error_message"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 100
    iget-boolean v2, p0, Lcom/kestrel/ledger/pipeline/Response;->retryable:Z

    const-string v1, "retryable"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 102
    :cond_2
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->resolution:Landroid/app/PendingIntent;

    if-eqz v0, :cond_3

    .line 103
    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Response;->resolution:Landroid/app/PendingIntent;

    const-string v1, "resolution"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 105
    :cond_3
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Response;->resumeToken:Ljava/lang/String;

    if-eqz v0, :cond_4

    .line 106
    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Response;->resumeToken:Ljava/lang/String;

    const-string v1, "resume_token"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 108
    :cond_4
    return-object v3
.end method

.method public withData(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 3

    .line 68
    invoke-virtual {p0}, Lcom/kestrel/ledger/pipeline/Response;->newBuilder()Lcom/kestrel/ledger/pipeline/Response$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/pipeline/Response$Builder;->data(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/kestrel/ledger/pipeline/Response$Builder;->build()Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method

.method public withResolution(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 4

    .line 64
    invoke-virtual {p0}, Lcom/kestrel/ledger/pipeline/Response;->newBuilder()Lcom/kestrel/ledger/pipeline/Response$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/pipeline/Response$Builder;->resolution(Landroid/app/PendingIntent;)Lcom/kestrel/ledger/pipeline/Response$Builder;

    move-result-object v0

    invoke-virtual {v0, p2}, Lcom/kestrel/ledger/pipeline/Response$Builder;->resumeToken(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/kestrel/ledger/pipeline/Response$Builder;->build()Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method

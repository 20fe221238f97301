.class final Lcom/es/Reply;
.super Ljava/lang/Object;
.source "Reply.java"

# instance fields
.field private final errorCode:Ljava/lang/String;
.field private final resolution:Landroid/app/PendingIntent;
.field private final resumeToken:Ljava/lang/String;


# direct methods
.method private constructor <init>(Lcom/es/Reply$Builder;)V
    .registers 4
    .line 12
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 13
    iget-object v1, v3, Lcom/es/Reply$Builder;->errorCode:Ljava/lang/String;
    iput-object v1, v2, Lcom/es/Reply;->errorCode:Ljava/lang/String;
    .line 14
    iget-object v1, v3, Lcom/es/Reply$Builder;->resolution:Landroid/app/PendingIntent;
    iput-object v1, v2, Lcom/es/Reply;->resolution:Landroid/app/PendingIntent;
    .line 15
    iget-object v1, v3, Lcom/es/Reply$Builder;->resumeToken:Ljava/lang/String;
    iput-object v1, v2, Lcom/es/Reply;->resumeToken:Ljava/lang/String;
    .line 16
    return-void
.end method

.method static needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/es/Reply;
    .registers 4
    .line 19
    new-instance v0, Lcom/es/Reply$Builder;
    invoke-direct {v0}, Lcom/es/Reply$Builder;-><init>()V
    const-string v1, "USER_ACTION_REQUIRED"
    invoke-virtual {v0, v1}, Lcom/es/Reply$Builder;->errorCode(Ljava/lang/String;)Lcom/es/Reply$Builder;
    move-result-object v0
    invoke-virtual {v0, v2}, Lcom/es/Reply$Builder;->resolution(Landroid/app/PendingIntent;)Lcom/es/Reply$Builder;
    move-result-object v0
    invoke-virtual {v0, v3}, Lcom/es/Reply$Builder;->resumeToken(Ljava/lang/String;)Lcom/es/Reply$Builder;
    move-result-object v0
    invoke-virtual {v0}, Lcom/es/Reply$Builder;->build()Lcom/es/Reply;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method toBundle()Landroid/os/Bundle;
    .registers 5
    .line 23
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 24
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    const-string v1, "error_code"
    iget-object v2, v4, Lcom/es/Reply;->errorCode:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    const-string v1, "error_message"
    const-string v2, "Confirm on the phone, then try again."
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    const-string v1, "resolution"
    iget-object v2, v4, Lcom/es/Reply;->resolution:Landroid/app/PendingIntent;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 28
    const-string v1, "resume_token"
    iget-object v2, v4, Lcom/es/Reply;->resumeToken:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    return-object v3
.end method


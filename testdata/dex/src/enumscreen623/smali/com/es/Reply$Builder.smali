.class final Lcom/es/Reply$Builder;
.super Ljava/lang/Object;
.source "Reply.java"

# instance fields
.field errorCode:Ljava/lang/String;
.field resolution:Landroid/app/PendingIntent;
.field resumeToken:Ljava/lang/String;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 32
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method errorCode(Ljava/lang/String;)Lcom/es/Reply$Builder;
    .registers 3
    .line 38
    iput-object v2, v1, Lcom/es/Reply$Builder;->errorCode:Ljava/lang/String;
    .line 39
    return-object v1
.end method

.method resolution(Landroid/app/PendingIntent;)Lcom/es/Reply$Builder;
    .registers 3
    .line 43
    iput-object v2, v1, Lcom/es/Reply$Builder;->resolution:Landroid/app/PendingIntent;
    .line 44
    return-object v1
.end method

.method resumeToken(Ljava/lang/String;)Lcom/es/Reply$Builder;
    .registers 3
    .line 48
    iput-object v2, v1, Lcom/es/Reply$Builder;->resumeToken:Ljava/lang/String;
    .line 49
    return-object v1
.end method

.method build()Lcom/es/Reply;
    .registers 2
    .line 53
    new-instance v0, Lcom/es/Reply;
    invoke-direct {v0, v1}, Lcom/es/Reply;-><init>(Lcom/es/Reply$Builder;)V
    return-object v0
.end method


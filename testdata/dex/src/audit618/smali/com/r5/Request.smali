.class final Lcom/r5/Request;
.super Ljava/lang/Object;
.source "Request.java"

# instance fields
.field final uid:I
.field final requestId:Ljava/lang/String;
.field final tool:Ljava/lang/String;


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .registers 5
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    iput v2, v1, Lcom/r5/Request;->uid:I
    .line 10
    iput-object v3, v1, Lcom/r5/Request;->requestId:Ljava/lang/String;
    .line 11
    iput-object v4, v1, Lcom/r5/Request;->tool:Ljava/lang/String;
    .line 12
    return-void
.end method


# virtual methods
.method requestId()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, v1, Lcom/r5/Request;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method dedupKey()Ljava/lang/String;
    .registers 5
    .line 19
    iget v0, v4, Lcom/r5/Request;->uid:I
    iget-object v1, v4, Lcom/r5/Request;->requestId:Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, "/"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method


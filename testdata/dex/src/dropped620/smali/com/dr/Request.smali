.class final Lcom/dr/Request;
.super Ljava/lang/Object;
.source "Request.java"

# instance fields
.field final uid:I
.field final requestId:Ljava/lang/String;
.field final resumeToken:Ljava/lang/String;


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .registers 5
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput v2, v1, Lcom/dr/Request;->uid:I
    .line 11
    iput-object v3, v1, Lcom/dr/Request;->requestId:Ljava/lang/String;
    .line 12
    iput-object v4, v1, Lcom/dr/Request;->resumeToken:Ljava/lang/String;
    .line 13
    return-void
.end method


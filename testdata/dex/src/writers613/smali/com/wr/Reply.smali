.class public final Lcom/wr/Reply;
.super Ljava/lang/Object;
.source "Reply.java"

# instance fields
.field final status:Ljava/lang/String;
.field final token:Ljava/lang/String;
.field final requestId:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/wr/Reply;->status:Ljava/lang/String;
    .line 11
    iput-object v3, v1, Lcom/wr/Reply;->token:Ljava/lang/String;
    .line 12
    iput-object v4, v1, Lcom/wr/Reply;->requestId:Ljava/lang/String;
    .line 13
    return-void
.end method


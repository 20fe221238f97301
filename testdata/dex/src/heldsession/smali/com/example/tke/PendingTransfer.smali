.class final Lcom/example/tke/PendingTransfer;
.super Lcom/example/tke/PendingBase;
.source "PendingTransfer.java"


# instance fields
.field final requestId:Ljava/lang/String;


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 8
    invoke-direct {p0, p1, p2}, Lcom/example/tke/PendingBase;-><init>(ILjava/lang/String;)V

    .line 9
    iput-object p3, p0, Lcom/example/tke/PendingTransfer;->requestId:Ljava/lang/String;

    return-void
.end method

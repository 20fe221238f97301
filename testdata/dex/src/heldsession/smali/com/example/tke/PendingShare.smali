.class final Lcom/example/tke/PendingShare;
.super Ljava/lang/Object;
.source "PendingShare.java"


# instance fields
.field final args:Ljava/lang/String;

.field final session:Lcom/example/tke/Session;


# direct methods
.method constructor <init>(Lcom/example/tke/Session;Ljava/lang/String;)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-object p1, p0, Lcom/example/tke/PendingShare;->session:Lcom/example/tke/Session;

    .line 10
    iput-object p2, p0, Lcom/example/tke/PendingShare;->args:Ljava/lang/String;

    return-void
.end method

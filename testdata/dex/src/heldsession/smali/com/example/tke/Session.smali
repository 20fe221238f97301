.class final Lcom/example/tke/Session;
.super Ljava/lang/Object;
.source "Session.java"


# instance fields
.field final ownerUid:I

.field final token:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-object p1, p0, Lcom/example/tke/Session;->token:Ljava/lang/String;

    .line 10
    iput p2, p0, Lcom/example/tke/Session;->ownerUid:I

    return-void
.end method

.class final Lcom/example/tke/PendingInvite;
.super Ljava/lang/Object;
.source "PendingInvite.java"


# instance fields
.field final args:Ljava/lang/String;

.field final inviterUid:I

.field final inviter:Lcom/example/tke/Session;


# direct methods
.method constructor <init>(ILjava/lang/String;Lcom/example/tke/Session;)V
    .registers 4

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput p1, p0, Lcom/example/tke/PendingInvite;->inviterUid:I

    .line 12
    iput-object p2, p0, Lcom/example/tke/PendingInvite;->args:Ljava/lang/String;

    .line 13
    iput-object p3, p0, Lcom/example/tke/PendingInvite;->inviter:Lcom/example/tke/Session;

    return-void
.end method

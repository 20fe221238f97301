.class final Lcom/example/tke/PendingInvite;
.super Ljava/lang/Object;
.source "PendingInvite.java"


# instance fields
.field final args:Ljava/lang/String;

.field final inviterUid:I


# direct methods
.method constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput p1, p0, Lcom/example/tke/PendingInvite;->inviterUid:I

    .line 10
    iput-object p2, p0, Lcom/example/tke/PendingInvite;->args:Ljava/lang/String;

    return-void
.end method

.class final Lcom/example/tke/PendingDeletion;
.super Ljava/lang/Object;
.source "PendingDeletion.java"


# instance fields
.field final args:Ljava/lang/String;

.field final ownerUid:I


# direct methods
.method constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput p1, p0, Lcom/example/tke/PendingDeletion;->ownerUid:I

    .line 10
    iput-object p2, p0, Lcom/example/tke/PendingDeletion;->args:Ljava/lang/String;

    return-void
.end method

.class final Lcom/ps/Op;
.super Ljava/lang/Object;
.source "Op.java"

# instance fields
.field final id:Ljava/lang/String;
.field final ownerUid:I
.field final state:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 5
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/ps/Op;->id:Ljava/lang/String;
    .line 11
    iput v3, v1, Lcom/ps/Op;->ownerUid:I
    .line 12
    iput-object v4, v1, Lcom/ps/Op;->state:Ljava/lang/String;
    .line 13
    return-void
.end method


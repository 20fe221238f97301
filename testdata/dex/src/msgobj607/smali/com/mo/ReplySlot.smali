.class final Lcom/mo/ReplySlot;
.super Ljava/lang/Object;
.source "ReplySlot.java"

# instance fields
.field private value:Landroid/os/Bundle;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method declared-synchronized fill(Landroid/os/Bundle;)V
    .registers 3
    .line 10
    iput-object v2, v1, Lcom/mo/ReplySlot;->value:Landroid/os/Bundle;
    .line 11
    invoke-virtual {v1}, Ljava/lang/Object;->notifyAll()V
    .line 12
    return-void
.end method

.method declared-synchronized take(J)Landroid/os/Bundle;
    .registers 4
    .line 15
    iget-object v0, v1, Lcom/mo/ReplySlot;->value:Landroid/os/Bundle;
    if-nez v0, :L12
    .line 16
    invoke-virtual {v1, v2, v3}, Ljava/lang/Object;->wait(J)V
:L12
    .line 18
    iget-object v0, v1, Lcom/mo/ReplySlot;->value:Landroid/os/Bundle;
    return-object v0
.end method


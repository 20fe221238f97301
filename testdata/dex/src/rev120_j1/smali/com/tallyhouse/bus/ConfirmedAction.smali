.class public abstract Lcom/tallyhouse/bus/ConfirmedAction;
.super Ljava/lang/Object;
.source "ConfirmedAction.java"

# interfaces
.implements Lcom/tallyhouse/bus/AppEventBus$Listener;


# instance fields
.field public volatile confirmed:Z


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final onEvent(Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 6

    .line 11
    iget-boolean v0, p0, Lcom/tallyhouse/bus/ConfirmedAction;->confirmed:Z

    if-nez v0, :cond_0

    .line 12
    const-string v1, "skipped"

    const/4 v2, 0x1

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 13
    return-void

    .line 15
    :cond_0
    const/4 v1, 0x0

    iput-boolean v1, p0, Lcom/tallyhouse/bus/ConfirmedAction;->confirmed:Z

    .line 16
    invoke-virtual {p0, p2}, Lcom/tallyhouse/bus/ConfirmedAction;->perform(Landroid/os/Bundle;)I

    move-result v2

    const-string v1, "affected"

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 17
    return-void
.end method

.method protected abstract perform(Landroid/os/Bundle;)I
.end method

.class Lcom/choirnote/rehearsal/RehearsalProvider$3;
.super Ljava/lang/Object;
.source "RehearsalProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/choirnote/rehearsal/RehearsalProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/choirnote/rehearsal/RehearsalProvider;

.field final synthetic val$part:Ljava/lang/String;

.field final synthetic val$uid:I


# direct methods
.method constructor <init>(Lcom/choirnote/rehearsal/RehearsalProvider;Ljava/lang/String;I)V
    .registers 4

    .line 113
    iput-object p1, p0, Lcom/choirnote/rehearsal/RehearsalProvider$3;->this$0:Lcom/choirnote/rehearsal/RehearsalProvider;

    iput-object p2, p0, Lcom/choirnote/rehearsal/RehearsalProvider$3;->val$part:Ljava/lang/String;

    iput p3, p0, Lcom/choirnote/rehearsal/RehearsalProvider$3;->val$uid:I

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 6

    .line 116
    iget-object v0, p0, Lcom/choirnote/rehearsal/RehearsalProvider$3;->this$0:Lcom/choirnote/rehearsal/RehearsalProvider;

    iget-object v0, v0, Lcom/choirnote/rehearsal/RehearsalProvider;->listeners:Landroid/os/RemoteCallbackList;

    invoke-virtual {v0}, Landroid/os/RemoteCallbackList;->beginBroadcast()I

    move-result v0

    .line 117
    const/4 v1, 0x0

    :goto_0
    if-ge v1, v0, :cond_0

    .line 119
    :try_start_0
    iget-object v2, p0, Lcom/choirnote/rehearsal/RehearsalProvider$3;->this$0:Lcom/choirnote/rehearsal/RehearsalProvider;

    iget-object v2, v2, Lcom/choirnote/rehearsal/RehearsalProvider;->listeners:Landroid/os/RemoteCallbackList;

    invoke-virtual {v2, v1}, Landroid/os/RemoteCallbackList;->getBroadcastItem(I)Landroid/os/IInterface;

    move-result-object v2

    check-cast v2, Lcom/choirnote/core/IListener;

    iget-object v3, p0, Lcom/choirnote/rehearsal/RehearsalProvider$3;->val$part:Ljava/lang/String;

    iget v4, p0, Lcom/choirnote/rehearsal/RehearsalProvider$3;->val$uid:I

    invoke-interface {v2, v3, v4}, Lcom/choirnote/core/IListener;->onPart(Ljava/lang/String;I)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 117
    :goto_1
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 124
    :cond_0
    iget-object v0, p0, Lcom/choirnote/rehearsal/RehearsalProvider$3;->this$0:Lcom/choirnote/rehearsal/RehearsalProvider;

    iget-object v0, v0, Lcom/choirnote/rehearsal/RehearsalProvider;->listeners:Landroid/os/RemoteCallbackList;

    invoke-virtual {v0}, Landroid/os/RemoteCallbackList;->finishBroadcast()V

    .line 125
    return-void

    .line 120
    :catch_0
    move-exception v2

    .line 121
    const-string v3, "ChoirNote"

    const-string v4, "listener gone"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    goto :goto_1
.end method

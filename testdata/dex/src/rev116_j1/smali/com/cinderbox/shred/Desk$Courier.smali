.class final Lcom/cinderbox/shred/Desk$Courier;
.super Landroid/os/Handler;
.source "Desk.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/cinderbox/shred/Desk;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x12
    name = "Courier"
.end annotation


# instance fields
.field final synthetic this$0:Lcom/cinderbox/shred/Desk;


# direct methods
.method constructor <init>(Lcom/cinderbox/shred/Desk;Landroid/os/Looper;)V
    .registers 3

    .line 132
    iput-object p1, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    .line 133
    invoke-direct {p0, p2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    .line 134
    return-void
.end method

.method private answer(Landroid/os/Message;Z)V
    .registers 5

    .line 197
    iget-object v0, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v0, Lcom/cinderbox/core/Reply;

    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/cinderbox/core/Reply;->put(Ljava/lang/Object;)V

    .line 198
    return-void
.end method

.method private onDecide(Ljava/lang/String;Z)V
    .registers 5

    .line 176
    iget-object v1, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    invoke-static {v1}, Lcom/cinderbox/shred/Desk;->access$100(Lcom/cinderbox/shred/Desk;)Ljava/util/Map;

    move-result-object v1

    invoke-interface {v1, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/cinderbox/shred/Grant;

    .line 177
    if-eqz v0, :cond_0

    .line 178
    iput-boolean p2, v0, Lcom/cinderbox/shred/Grant;->approved:Z

    .line 180
    :cond_0
    return-void
.end method

.method private onIssue(Lcom/cinderbox/shred/Grant;I)V
    .registers 8

    .line 166
    invoke-static {}, Lcom/cinderbox/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    iput-object v2, p1, Lcom/cinderbox/shred/Grant;->token:Ljava/lang/String;

    .line 167
    new-instance v1, Landroid/content/Intent;

    iget-object v3, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    invoke-static {v3}, Lcom/cinderbox/shred/Desk;->access$000(Lcom/cinderbox/shred/Desk;)Landroid/content/Context;

    move-result-object v3

    const-class v4, Lcom/cinderbox/shred/ConfirmShredActivity;

    invoke-direct {v1, v3, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    iget-object v3, p1, Lcom/cinderbox/shred/Grant;->token:Ljava/lang/String;

    .line 168
    const-string v2, "com.cinderbox.extra.TOKEN"

    invoke-virtual {v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v1

    iget-object v3, p1, Lcom/cinderbox/shred/Grant;->summary:Ljava/lang/String;

    .line 169
    const-string v2, "com.cinderbox.extra.SUMMARY"

    invoke-virtual {v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 170
    iget-object v2, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    invoke-static {v2}, Lcom/cinderbox/shred/Desk;->access$000(Lcom/cinderbox/shred/Desk;)Landroid/content/Context;

    move-result-object v2

    iget-object v3, p1, Lcom/cinderbox/shred/Grant;->token:Ljava/lang/String;

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v3

    invoke-static {v2, v3, v0, p2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v2

    iput-object v2, p1, Lcom/cinderbox/shred/Grant;->resolution:Landroid/app/PendingIntent;

    .line 171
    iget-object v1, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    invoke-static {v1}, Lcom/cinderbox/shred/Desk;->access$100(Lcom/cinderbox/shred/Desk;)Ljava/util/Map;

    move-result-object v1

    iget-object v2, p1, Lcom/cinderbox/shred/Grant;->token:Ljava/lang/String;

    invoke-interface {v1, v2, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 172
    invoke-virtual {p1}, Lcom/cinderbox/shred/Grant;->markIssued()V

    .line 173
    return-void
.end method

.method private onRecheck(Landroid/os/Message;)V
    .registers 8

    .line 189
    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v0

    .line 191
    iget-object v2, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    invoke-static {v2}, Lcom/cinderbox/shred/Desk;->access$100(Lcom/cinderbox/shred/Desk;)Ljava/util/Map;

    move-result-object v2

    const-string v4, "token"

    invoke-virtual {v0, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/cinderbox/shred/Grant;

    .line 192
    if-eqz v1, :cond_0

    iget v5, p1, Landroid/os/Message;->arg1:I

    invoke-virtual {v1, v5, v0}, Lcom/cinderbox/shred/Grant;->admits(ILandroid/os/Bundle;)Z

    move-result v4

    if-eqz v4, :cond_0

    const/4 v4, 0x1

    goto :goto_0

    :cond_0
    const/4 v4, 0x0

    :goto_0
    invoke-direct {p0, p1, v4}, Lcom/cinderbox/shred/Desk$Courier;->answer(Landroid/os/Message;Z)V

    .line 193
    return-void
.end method

.method private onRedeem(Landroid/os/Message;)V
    .registers 8

    .line 183
    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v0

    .line 184
    iget-object v2, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    invoke-static {v2}, Lcom/cinderbox/shred/Desk;->access$100(Lcom/cinderbox/shred/Desk;)Ljava/util/Map;

    move-result-object v2

    const-string v4, "token"

    invoke-virtual {v0, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/cinderbox/shred/Grant;

    .line 185
    if-eqz v1, :cond_0

    iget v5, p1, Landroid/os/Message;->arg1:I

    invoke-virtual {v1, v5, v0}, Lcom/cinderbox/shred/Grant;->admits(ILandroid/os/Bundle;)Z

    move-result v4

    if-eqz v4, :cond_0

    const/4 v4, 0x1

    goto :goto_0

    :cond_0
    const/4 v4, 0x0

    :goto_0
    invoke-direct {p0, p1, v4}, Lcom/cinderbox/shred/Desk$Courier;->answer(Landroid/os/Message;Z)V

    .line 186
    return-void
.end method

.method private onRestore(Landroid/os/Message;)V
    .registers 8

    .line 222
    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v3

    const-string v4, "snapshot_id"

    invoke-virtual {v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    .line 223
    iget-object v3, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    invoke-static {v3}, Lcom/cinderbox/shred/Desk;->access$200(Lcom/cinderbox/shred/Desk;)Lcom/cinderbox/shred/TrashStore;

    move-result-object v3

    invoke-virtual {v3, v0, v1}, Lcom/cinderbox/shred/TrashStore;->restoreSnapshot(J)I

    move-result v2

    .line 224
    iget-object v3, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    invoke-static {v3}, Lcom/cinderbox/shred/Desk;->access$200(Lcom/cinderbox/shred/Desk;)Lcom/cinderbox/shred/TrashStore;

    move-result-object v3

    iget v5, p1, Landroid/os/Message;->arg1:I

    const-string v4, "restore_snapshot"

    invoke-virtual {v3, v4, v0, v1, v5}, Lcom/cinderbox/shred/TrashStore;->audit(Ljava/lang/String;JI)V

    .line 225
    iget-object v3, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v3, Lcom/cinderbox/core/Reply;

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/cinderbox/core/Reply;->put(Ljava/lang/Object;)V

    .line 226
    return-void
.end method

.method private onShred(Landroid/os/Message;)V
    .registers 8

    .line 214
    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v3

    const-string v4, "folder_id"

    invoke-virtual {v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    .line 215
    iget-object v3, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    invoke-static {v3}, Lcom/cinderbox/shred/Desk;->access$200(Lcom/cinderbox/shred/Desk;)Lcom/cinderbox/shred/TrashStore;

    move-result-object v3

    invoke-virtual {v3, v0, v1}, Lcom/cinderbox/shred/TrashStore;->shredFolder(J)I

    move-result v2

    .line 216
    iget-object v3, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    invoke-static {v3}, Lcom/cinderbox/shred/Desk;->access$200(Lcom/cinderbox/shred/Desk;)Lcom/cinderbox/shred/TrashStore;

    move-result-object v3

    iget v5, p1, Landroid/os/Message;->arg1:I

    const-string v4, "shred_folder"

    invoke-virtual {v3, v4, v0, v1, v5}, Lcom/cinderbox/shred/TrashStore;->audit(Ljava/lang/String;JI)V

    .line 217
    iget-object v3, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v3, Lcom/cinderbox/core/Reply;

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/cinderbox/core/Reply;->put(Ljava/lang/Object;)V

    .line 218
    return-void
.end method

.method private onSweep(Landroid/os/Message;)V
    .registers 10

    .line 202
    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v0

    .line 203
    const-string v5, "batch_id"

    invoke-virtual {v0, v5}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    .line 204
    const/4 v3, 0x0

    .line 205
    const-string v5, "confirmed"

    const/4 v6, 0x0

    invoke-virtual {v0, v5, v6}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;Z)Z

    move-result v4

    if-eqz v4, :cond_0

    .line 206
    iget-object v4, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    invoke-static {v4}, Lcom/cinderbox/shred/Desk;->access$200(Lcom/cinderbox/shred/Desk;)Lcom/cinderbox/shred/TrashStore;

    move-result-object v4

    invoke-virtual {v4, v1, v2}, Lcom/cinderbox/shred/TrashStore;->purgeBatch(J)I

    move-result v3

    .line 207
    iget-object v4, p0, Lcom/cinderbox/shred/Desk$Courier;->this$0:Lcom/cinderbox/shred/Desk;

    invoke-static {v4}, Lcom/cinderbox/shred/Desk;->access$200(Lcom/cinderbox/shred/Desk;)Lcom/cinderbox/shred/TrashStore;

    move-result-object v4

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v7

    const-string v5, "empty_trash"

    invoke-virtual {v4, v5, v1, v2, v7}, Lcom/cinderbox/shred/TrashStore;->audit(Ljava/lang/String;JI)V

    .line 209
    :cond_0
    iget-object v4, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v4, Lcom/cinderbox/core/Reply;

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-virtual {v4, v5}, Lcom/cinderbox/core/Reply;->put(Ljava/lang/Object;)V

    .line 210
    return-void
.end method


# virtual methods
.method public handleMessage(Landroid/os/Message;)V
    .registers 6

    .line 138
    iget v0, p1, Landroid/os/Message;->what:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    .line 140
    :pswitch_0
    iget-object v1, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v1, Lcom/cinderbox/shred/Grant;

    iget v2, p1, Landroid/os/Message;->arg1:I

    invoke-direct {p0, v1, v2}, Lcom/cinderbox/shred/Desk$Courier;->onIssue(Lcom/cinderbox/shred/Grant;I)V

    .line 141
    goto :goto_2

    .line 143
    :pswitch_1
    iget-object v1, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v1, Ljava/lang/String;

    iget v2, p1, Landroid/os/Message;->arg1:I

    const/4 v3, 0x1

    if-ne v2, v3, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-direct {p0, v1, v2}, Lcom/cinderbox/shred/Desk$Courier;->onDecide(Ljava/lang/String;Z)V

    .line 144
    goto :goto_2

    .line 146
    :pswitch_2
    invoke-direct {p0, p1}, Lcom/cinderbox/shred/Desk$Courier;->onRedeem(Landroid/os/Message;)V

    .line 147
    goto :goto_2

    .line 149
    :pswitch_3
    invoke-direct {p0, p1}, Lcom/cinderbox/shred/Desk$Courier;->onRecheck(Landroid/os/Message;)V

    .line 150
    goto :goto_2

    .line 152
    :pswitch_4
    invoke-direct {p0, p1}, Lcom/cinderbox/shred/Desk$Courier;->onSweep(Landroid/os/Message;)V

    .line 153
    goto :goto_2

    .line 155
    :pswitch_5
    invoke-direct {p0, p1}, Lcom/cinderbox/shred/Desk$Courier;->onShred(Landroid/os/Message;)V

    .line 156
    goto :goto_2

    .line 158
    :pswitch_6
    invoke-direct {p0, p1}, Lcom/cinderbox/shred/Desk$Courier;->onRestore(Landroid/os/Message;)V

    .line 159
    goto :goto_2

    .line 161
    :goto_1
    invoke-super {p0, p1}, Landroid/os/Handler;->handleMessage(Landroid/os/Message;)V

    .line 163
    :goto_2
    return-void

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.class public Lcom/gridnote/outage/OutageHandler;
.super Landroid/os/Handler;
.source "OutageHandler.java"


# static fields
.field public static final MSG_FOLLOW:I = 0x1

.field public static final MSG_MUTE:I = 0x2


# instance fields
.field private final db:Lcom/gridnote/data/GridDb;


# direct methods
.method public constructor <init>(Landroid/os/Looper;Lcom/gridnote/data/GridDb;)V
    .locals 0

    .line 17
    invoke-direct {p0, p1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    .line 18
    iput-object p2, p0, Lcom/gridnote/outage/OutageHandler;->db:Lcom/gridnote/data/GridDb;

    .line 19
    return-void
.end method


# virtual methods
.method public handleMessage(Landroid/os/Message;)V
    .locals 2

    .line 23
    iget v0, p1, Landroid/os/Message;->what:I

    packed-switch v0, :pswitch_data_0

    .line 31
    invoke-super {p0, p1}, Landroid/os/Handler;->handleMessage(Landroid/os/Message;)V

    goto :goto_0

    .line 28
    :pswitch_mute
    iget-object v0, p0, Lcom/gridnote/outage/OutageHandler;->db:Lcom/gridnote/data/GridDb;

    iget-object v1, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v1, Ljava/lang/String;

    iget p1, p1, Landroid/os/Message;->arg1:I

    invoke-virtual {v0, v1, p1}, Lcom/gridnote/data/GridDb;->mute(Ljava/lang/String;I)V

    .line 29
    goto :goto_0

    .line 25
    :pswitch_follow
    iget-object v0, p0, Lcom/gridnote/outage/OutageHandler;->db:Lcom/gridnote/data/GridDb;

    iget-object p1, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, p1, v1}, Lcom/gridnote/data/GridDb;->follow(Ljava/lang/String;I)V

    .line 33
    :goto_0
    return-void

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_follow
        :pswitch_mute
    .end packed-switch
.end method

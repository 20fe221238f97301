# R8's merge of Jobs's two lambda classes (see sketch/Sources.java): id 0 purge (line 6), id 1 ping (line 7), both bodies inlined.
.class public final synthetic Lcom/example/r8w/a;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field public final synthetic $r8$classId:I

.field public final synthetic f$0:Landroid/content/Context;

# direct methods
.method public synthetic constructor <init>(Landroid/content/Context;I)V
    .registers 3
    iput p2, p0, Lcom/example/r8w/a;->$r8$classId:I
    iput-object p1, p0, Lcom/example/r8w/a;->f$0:Landroid/content/Context;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# virtual methods
.method public final run()V
    .registers 3
    iget v0, p0, Lcom/example/r8w/a;->$r8$classId:I
    iget-object v1, p0, Lcom/example/r8w/a;->f$0:Landroid/content/Context;
    packed-switch v0, :pswitch_data_0
    .line 7
    const-string v0, "r8w"
    const-string v1, "ping"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
    :pswitch_0
    .line 6
    const-string v0, "cache.db"
    invoke-virtual {v1, v0}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    return-void

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method

# R8's merge of the three Runnable lambdas of ToolProvider (id 0 line 13 and id 2 line 9, inlined; id 1 line 18; see sketch/ToolProvider.java).
.class public final synthetic Lcom/example/dam/a;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

.implements Ljava/lang/Runnable;

.field public final synthetic $r8$classId:I

.field public final synthetic f$0:Lcom/example/dam/ToolProvider;

.method public synthetic constructor <init>(Lcom/example/dam/ToolProvider;I)V
    .registers 3
    iput p2, p0, Lcom/example/dam/a;->$r8$classId:I
    iput-object p1, p0, Lcom/example/dam/a;->f$0:Lcom/example/dam/ToolProvider;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final run()V
    .registers 3
    iget v0, p0, Lcom/example/dam/a;->$r8$classId:I
    iget-object v1, p0, Lcom/example/dam/a;->f$0:Lcom/example/dam/ToolProvider;
    packed-switch v0, :pswitch_data_0
    .line 9
    const-string v0, "dam"
    const-string v1, "fixed"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
    :pswitch_0
    invoke-static {v1}, Lcom/example/dam/ToolProvider;->$r8$lambda$Hk2pRw7Tq4Ld(Lcom/example/dam/ToolProvider;)V
    return-void
    :pswitch_1
    .line 13
    const-string v0, "dam"
    const-string v1, "tick"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

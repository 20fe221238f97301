# R8's merge of ToolProvider$$ExternalSyntheticLambda0..2 (see sketch/ToolProvider.java):
# $r8$classId 0 is the lambda of line 14, 1 of line 16, 2 (the switch's default) of line 20.
.class public final synthetic Lcom/example/r14l/a;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field public final synthetic $r8$classId:I

.field public final synthetic f$0:Lcom/example/r14l/ToolProvider;

# direct methods
.method public synthetic constructor <init>(Lcom/example/r14l/ToolProvider;I)V
    .registers 3
    iput p2, p0, Lcom/example/r14l/a;->$r8$classId:I
    iput-object p1, p0, Lcom/example/r14l/a;->f$0:Lcom/example/r14l/ToolProvider;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# virtual methods
.method public final run()V
    .registers 2
    iget v0, p0, Lcom/example/r14l/a;->$r8$classId:I
    packed-switch v0, :pswitch_data_0
    iget-object v0, p0, Lcom/example/r14l/a;->f$0:Lcom/example/r14l/ToolProvider;
    invoke-static {v0}, Lcom/example/r14l/ToolProvider;->$r8$lambda$Qm0wXbRk1vT2(Lcom/example/r14l/ToolProvider;)V
    return-void
    :pswitch_0
    iget-object v0, p0, Lcom/example/r14l/a;->f$0:Lcom/example/r14l/ToolProvider;
    invoke-static {v0}, Lcom/example/r14l/ToolProvider;->$r8$lambda$Zz7uLw0cPq4e(Lcom/example/r14l/ToolProvider;)V
    return-void
    :pswitch_1
    iget-object v0, p0, Lcom/example/r14l/a;->f$0:Lcom/example/r14l/ToolProvider;
    invoke-static {v0}, Lcom/example/r14l/ToolProvider;->$r8$lambda$Ab9sNnE3hYk0(Lcom/example/r14l/ToolProvider;)V
    return-void

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

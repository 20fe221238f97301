# R8's merge of ToolProvider$$ExternalSyntheticLambda0..2 (see sketch/ToolProvider.java).
.class public final synthetic Lcom/example/r14c/a;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Landroid/os/Binder$ThrowingRunnable;

# instance fields
.field public final synthetic $r8$classId:I

.field public final synthetic f$0:Lcom/example/r14c/ToolProvider;

.field public final synthetic f$1:Ljava/lang/String;

# direct methods
.method public synthetic constructor <init>(Lcom/example/r14c/ToolProvider;Ljava/lang/String;I)V
    .registers 4
    iput p3, p0, Lcom/example/r14c/a;->$r8$classId:I
    iput-object p1, p0, Lcom/example/r14c/a;->f$0:Lcom/example/r14c/ToolProvider;
    iput-object p2, p0, Lcom/example/r14c/a;->f$1:Ljava/lang/String;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# virtual methods
.method public final runOrThrow()V
    .registers 3
    iget v0, p0, Lcom/example/r14c/a;->$r8$classId:I
    packed-switch v0, :pswitch_data_0
    iget-object v0, p0, Lcom/example/r14c/a;->f$0:Lcom/example/r14c/ToolProvider;
    iget-object v1, p0, Lcom/example/r14c/a;->f$1:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/example/r14c/ToolProvider;->$r8$lambda$Lq2vKc8GnX0s(Lcom/example/r14c/ToolProvider;Ljava/lang/String;)V
    return-void
    :pswitch_0
    iget-object v0, p0, Lcom/example/r14c/a;->f$0:Lcom/example/r14c/ToolProvider;
    iget-object v1, p0, Lcom/example/r14c/a;->f$1:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/example/r14c/ToolProvider;->$r8$lambda$Hw4pTz1bYq9e(Lcom/example/r14c/ToolProvider;Ljava/lang/String;)V
    return-void
    :pswitch_1
    iget-object v0, p0, Lcom/example/r14c/a;->f$0:Lcom/example/r14c/ToolProvider;
    iget-object v1, p0, Lcom/example/r14c/a;->f$1:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/example/r14c/ToolProvider;->$r8$lambda$Df6sRm3uJa7c(Lcom/example/r14c/ToolProvider;Ljava/lang/String;)V
    return-void

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

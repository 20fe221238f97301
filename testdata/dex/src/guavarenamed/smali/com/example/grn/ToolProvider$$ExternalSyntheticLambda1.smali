# D8's class for the lambda of line 20 (see sketch/ToolProvider.java); R8 inlined its body.
.class public final synthetic Lcom/example/grn/ToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:I

.method public synthetic constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/grn/ToolProvider$$ExternalSyntheticLambda1;->f$0:I
    return-void
.end method

.method public final run()V
    .registers 4
    iget v2, p0, Lcom/example/grn/ToolProvider$$ExternalSyntheticLambda1;->f$0:I
    .line 20
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "caller "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "grn"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

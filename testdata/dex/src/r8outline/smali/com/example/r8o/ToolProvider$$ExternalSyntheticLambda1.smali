.class public final synthetic Lcom/example/r8o/ToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

.implements Ljava/lang/Runnable;

.field public final synthetic f$0:I

.method public synthetic constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r8o/ToolProvider$$ExternalSyntheticLambda1;->f$0:I
    return-void
.end method

.method public final run()V
    .registers 2
    iget v0, p0, Lcom/example/r8o/ToolProvider$$ExternalSyntheticLambda1;->f$0:I
    invoke-static {v0}, Lcom/example/r8o/ToolProvider;->$r8$lambda$q3PEpC8bKZKzNw4f2ZrqAJ6b5xQ(I)V
    return-void
.end method

.class public final synthetic Lcom/example/r33k2/ConfirmActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;

.field public final synthetic f$0:Lcom/example/r33k2/ConfirmActivity;

.method public synthetic constructor <init>(Lcom/example/r33k2/ConfirmActivity;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r33k2/ConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r33k2/ConfirmActivity;
    return-void
.end method

.method public final onClick(Landroid/view/View;)V
    .registers 3
    iget-object v0, p0, Lcom/example/r33k2/ConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r33k2/ConfirmActivity;
    invoke-static {v0, p1}, Lcom/example/r33k2/ConfirmActivity;->onCreate$lambda$0(Lcom/example/r33k2/ConfirmActivity;Landroid/view/View;)V
    return-void
.end method

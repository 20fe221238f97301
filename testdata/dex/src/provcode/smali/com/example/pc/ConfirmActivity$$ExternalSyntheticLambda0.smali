# D8's desugared lambda for the click listener in ConfirmActivity.onCreate.
.class public final synthetic Lcom/example/pc/ConfirmActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.implements Landroid/view/View$OnClickListener;

.field public final synthetic f$0:Lcom/example/pc/ConfirmActivity;

.method public synthetic constructor <init>(Lcom/example/pc/ConfirmActivity;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/pc/ConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/pc/ConfirmActivity;
    return-void
.end method

.method public final onClick(Landroid/view/View;)V
    .locals 1
    iget-object v0, p0, Lcom/example/pc/ConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/pc/ConfirmActivity;
    invoke-static {v0, p1}, Lcom/example/pc/ConfirmActivity;->onCreate$lambda$0(Lcom/example/pc/ConfirmActivity;Landroid/view/View;)V
    return-void
.end method

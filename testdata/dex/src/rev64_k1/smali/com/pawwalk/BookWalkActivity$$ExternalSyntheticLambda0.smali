.class public final synthetic Lcom/pawwalk/BookWalkActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;

.field public final synthetic f$0:Lcom/pawwalk/BookWalkActivity;

.method public synthetic constructor <init>(Lcom/pawwalk/BookWalkActivity;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawwalk/BookWalkActivity$$ExternalSyntheticLambda0;->f$0:Lcom/pawwalk/BookWalkActivity;
    return-void
.end method

.method public final onClick(Landroid/view/View;)V
    .registers 4
    iget-object v0, p0, Lcom/pawwalk/BookWalkActivity$$ExternalSyntheticLambda0;->f$0:Lcom/pawwalk/BookWalkActivity;
    move-object v1, p1
    check-cast v1, Landroid/view/View;
    invoke-static {v0, v1}, Lcom/pawwalk/BookWalkActivity;->onCreate$lambda$0(Lcom/pawwalk/BookWalkActivity;Landroid/view/View;)V
    return-void
.end method

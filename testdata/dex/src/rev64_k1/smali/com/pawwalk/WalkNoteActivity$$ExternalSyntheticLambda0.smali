.class public final synthetic Lcom/pawwalk/WalkNoteActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;

.field public final synthetic f$0:Lcom/pawwalk/WalkNoteActivity;

.method public synthetic constructor <init>(Lcom/pawwalk/WalkNoteActivity;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawwalk/WalkNoteActivity$$ExternalSyntheticLambda0;->f$0:Lcom/pawwalk/WalkNoteActivity;
    return-void
.end method

.method public final onClick(Landroid/view/View;)V
    .registers 4
    iget-object v0, p0, Lcom/pawwalk/WalkNoteActivity$$ExternalSyntheticLambda0;->f$0:Lcom/pawwalk/WalkNoteActivity;
    move-object v1, p1
    check-cast v1, Landroid/view/View;
    invoke-static {v0, v1}, Lcom/pawwalk/WalkNoteActivity;->onCreate$lambda$0(Lcom/pawwalk/WalkNoteActivity;Landroid/view/View;)V
    return-void
.end method

# The click listener kotlinc emits for KConfirmFragment.onViewCreated (lines 10-12).
.class final Lcom/example/ff/KConfirmFragment$onViewCreated$1;
.super Ljava/lang/Object;
.source "KConfirmFragment.kt"

# interfaces
.implements Landroid/view/View$OnClickListener;

.field final synthetic this$0:Lcom/example/ff/KConfirmFragment;

.method constructor <init>(Lcom/example/ff/KConfirmFragment;)V
    .locals 0
    iput-object p1, p0, Lcom/example/ff/KConfirmFragment$onViewCreated$1;->this$0:Lcom/example/ff/KConfirmFragment;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final onClick(Landroid/view/View;)V
    .locals 2
    .line 11
    iget-object p1, p0, Lcom/example/ff/KConfirmFragment$onViewCreated$1;->this$0:Lcom/example/ff/KConfirmFragment;
    invoke-virtual {p1}, Lcom/example/ff/KConfirmFragment;->requireActivity()Landroidx/fragment/app/FragmentActivity;
    move-result-object p1
    const/4 v0, -0x1
    invoke-virtual {p1, v0}, Landroidx/fragment/app/FragmentActivity;->setResult(I)V
    .line 12
    iget-object p1, p0, Lcom/example/ff/KConfirmFragment$onViewCreated$1;->this$0:Lcom/example/ff/KConfirmFragment;
    invoke-virtual {p1}, Lcom/example/ff/KConfirmFragment;->requireActivity()Landroidx/fragment/app/FragmentActivity;
    move-result-object p1
    invoke-virtual {p1}, Landroidx/fragment/app/FragmentActivity;->finish()V
    return-void
.end method

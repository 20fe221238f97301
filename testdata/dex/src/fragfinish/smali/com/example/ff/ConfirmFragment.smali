# Java sketch (ConfirmFragment.java):
#   public class ConfirmFragment extends Fragment {
#       void onDecision(boolean ok) {
#           requireActivity().setResult(ok ? Activity.RESULT_OK : Activity.RESULT_CANCELED); // 12
#           requireActivity().finish();                                                      // 13
#       }
#   }
.class public Lcom/example/ff/ConfirmFragment;
.super Landroidx/fragment/app/Fragment;
.source "ConfirmFragment.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroidx/fragment/app/Fragment;-><init>()V
    return-void
.end method

.method onDecision(Z)V
    .registers 3
    .line 12
    invoke-virtual {p0}, Lcom/example/ff/ConfirmFragment;->requireActivity()Landroidx/fragment/app/FragmentActivity;
    move-result-object v0
    if-eqz p1, :cond_0
    const/4 v1, -0x1
    goto :goto_0
    :cond_0
    const/4 v1, 0x0
    :goto_0
    invoke-virtual {v0, v1}, Landroidx/fragment/app/FragmentActivity;->setResult(I)V
    .line 13
    invoke-virtual {p0}, Lcom/example/ff/ConfirmFragment;->requireActivity()Landroidx/fragment/app/FragmentActivity;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/fragment/app/FragmentActivity;->finish()V
    return-void
.end method

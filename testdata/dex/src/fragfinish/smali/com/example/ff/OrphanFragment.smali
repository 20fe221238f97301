# Java sketch (OrphanFragment.java): hosted by no Activity of the app.
#   public class OrphanFragment extends Fragment {
#       void close() { requireActivity().finish(); }                                      // 10
#   }
.class public Lcom/example/ff/OrphanFragment;
.super Landroidx/fragment/app/Fragment;
.source "OrphanFragment.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroidx/fragment/app/Fragment;-><init>()V
    return-void
.end method

.method close()V
    .registers 2
    .line 10
    invoke-virtual {p0}, Lcom/example/ff/OrphanFragment;->requireActivity()Landroidx/fragment/app/FragmentActivity;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/fragment/app/FragmentActivity;->finish()V
    return-void
.end method

# Java sketch (InfoFragment.java):
#   public class InfoFragment extends Fragment {
#       void show(TextView v) { v.setText("Waiting for approval"); }                      // 10
#   }
.class public Lcom/example/ff/InfoFragment;
.super Landroidx/fragment/app/Fragment;
.source "InfoFragment.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroidx/fragment/app/Fragment;-><init>()V
    return-void
.end method

.method show(Landroid/widget/TextView;)V
    .registers 3
    .line 10
    const-string v0, "Waiting for approval"
    invoke-virtual {p1, v0}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V
    return-void
.end method

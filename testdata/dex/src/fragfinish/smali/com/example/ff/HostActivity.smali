# Java sketch (HostActivity.java):
#   public class HostActivity extends FragmentActivity {
#       @Override protected void onCreate(Bundle b) {
#           super.onCreate(b);                                                            // 7
#           getSupportFragmentManager().beginTransaction()
#               .replace(android.R.id.content, new ConfirmFragment()).commit();           // 8
#       }
#   }
# near miss CETP623: its Fragment (a separate class) answers and finishes it
.class public Lcom/example/ff/HostActivity;
.super Landroidx/fragment/app/FragmentActivity;
.source "HostActivity.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroidx/fragment/app/FragmentActivity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    .line 7
    invoke-super {p0, p1}, Landroidx/fragment/app/FragmentActivity;->onCreate(Landroid/os/Bundle;)V
    .line 8
    invoke-virtual {p0}, Lcom/example/ff/HostActivity;->getSupportFragmentManager()Landroidx/fragment/app/FragmentManager;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/fragment/app/FragmentManager;->beginTransaction()Landroidx/fragment/app/FragmentTransaction;
    move-result-object v0
    const v1, 0x1020002
    new-instance v2, Lcom/example/ff/ConfirmFragment;
    invoke-direct {v2}, Lcom/example/ff/ConfirmFragment;-><init>()V
    invoke-virtual {v0, v1, v2}, Landroidx/fragment/app/FragmentTransaction;->replace(ILandroidx/fragment/app/Fragment;)Landroidx/fragment/app/FragmentTransaction;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/fragment/app/FragmentTransaction;->commit()I
    return-void
.end method

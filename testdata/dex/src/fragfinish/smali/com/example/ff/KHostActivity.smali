# Kotlin sketch (KHostActivity.kt):
#   class KHostActivity : AppCompatActivity() {
#       override fun onCreate(savedInstanceState: Bundle?) {
#           super.onCreate(savedInstanceState)                                            // 7
#           supportFragmentManager.beginTransaction()
#               .replace(android.R.id.content, KConfirmFragment.newInstance()).commit()   // 8
#       }
#   }
# near miss CETP623: the Fragment it gets from the companion's factory
# finishes it from a click listener
.class public final Lcom/example/ff/KHostActivity;
.super Landroidx/appcompat/app/AppCompatActivity;
.source "KHostActivity.kt"

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroidx/appcompat/app/AppCompatActivity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .locals 3
    .line 7
    invoke-super {p0, p1}, Landroidx/appcompat/app/AppCompatActivity;->onCreate(Landroid/os/Bundle;)V
    .line 8
    invoke-virtual {p0}, Lcom/example/ff/KHostActivity;->getSupportFragmentManager()Landroidx/fragment/app/FragmentManager;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/fragment/app/FragmentManager;->beginTransaction()Landroidx/fragment/app/FragmentTransaction;
    move-result-object v0
    const v1, 0x1020002
    sget-object v2, Lcom/example/ff/KConfirmFragment;->Companion:Lcom/example/ff/KConfirmFragment$Companion;
    invoke-virtual {v2}, Lcom/example/ff/KConfirmFragment$Companion;->newInstance()Lcom/example/ff/KConfirmFragment;
    move-result-object v2
    check-cast v2, Landroidx/fragment/app/Fragment;
    invoke-virtual {v0, v1, v2}, Landroidx/fragment/app/FragmentTransaction;->replace(ILandroidx/fragment/app/Fragment;)Landroidx/fragment/app/FragmentTransaction;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/fragment/app/FragmentTransaction;->commit()I
    return-void
.end method

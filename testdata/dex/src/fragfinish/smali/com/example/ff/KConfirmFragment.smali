# Kotlin sketch (KConfirmFragment.kt):
#   class KConfirmFragment : Fragment() {
#       override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
#           view.setOnClickListener {                                                     // 10
#               requireActivity().setResult(Activity.RESULT_OK)                           // 11
#               requireActivity().finish()                                                // 12
#           }
#       }
#       companion object { fun newInstance() = KConfirmFragment() }                       // 16
#   }
.class public final Lcom/example/ff/KConfirmFragment;
.super Landroidx/fragment/app/Fragment;
.source "KConfirmFragment.kt"

.field public static final Companion:Lcom/example/ff/KConfirmFragment$Companion;

.method static constructor <clinit>()V
    .locals 2
    new-instance v0, Lcom/example/ff/KConfirmFragment$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/ff/KConfirmFragment$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/ff/KConfirmFragment;->Companion:Lcom/example/ff/KConfirmFragment$Companion;
    return-void
.end method

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroidx/fragment/app/Fragment;-><init>()V
    return-void
.end method

.method public onViewCreated(Landroid/view/View;Landroid/os/Bundle;)V
    .locals 1
    const-string v0, "view"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    new-instance v0, Lcom/example/ff/KConfirmFragment$onViewCreated$1;
    invoke-direct {v0, p0}, Lcom/example/ff/KConfirmFragment$onViewCreated$1;-><init>(Lcom/example/ff/KConfirmFragment;)V
    check-cast v0, Landroid/view/View$OnClickListener;
    invoke-virtual {p1, v0}, Landroid/view/View;->setOnClickListener(Landroid/view/View$OnClickListener;)V
    return-void
.end method

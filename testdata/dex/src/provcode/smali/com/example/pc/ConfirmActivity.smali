# Kotlin sketch (ConfirmActivity.kt), compiled by kotlinc and D8 (the click
# listener becomes ConfirmActivity$$ExternalSyntheticLambda0 calling the
# static onCreate$lambda$0):
#   class ConfirmActivity : Activity() {
#       override fun onCreate(savedInstanceState: Bundle?) {
#           super.onCreate(savedInstanceState)                          // 10
#           val button = Button(this)                                   // 11
#           button.setOnClickListener { setResult(RESULT_OK); finish() } // 12
#           setContentView(button)                                      // 13
#       }
#   }
.class public final Lcom/example/pc/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"

.method public constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method private static final onCreate$lambda$0(Lcom/example/pc/ConfirmActivity;Landroid/view/View;)V
    .locals 1
    .line 12
    const/4 p1, -0x1
    invoke-virtual {p0, p1}, Lcom/example/pc/ConfirmActivity;->setResult(I)V
    invoke-virtual {p0}, Lcom/example/pc/ConfirmActivity;->finish()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .locals 2
    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 11
    new-instance p1, Landroid/widget/Button;
    move-object v0, p0
    check-cast v0, Landroid/content/Context;
    invoke-direct {p1, v0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V
    .line 12
    new-instance v0, Lcom/example/pc/ConfirmActivity$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/pc/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/example/pc/ConfirmActivity;)V
    invoke-virtual {p1, v0}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V
    .line 13
    check-cast p1, Landroid/view/View;
    invoke-virtual {p0, p1}, Lcom/example/pc/ConfirmActivity;->setContentView(Landroid/view/View;)V
    return-void
.end method

.class public final Lcom/waterwheel/ui/ShiftConfirmActivity;
.super Landroid/app/Activity;
.source "ShiftConfirmActivity.kt"

.field public static final Companion:Lcom/waterwheel/ui/ShiftConfirmActivity$Companion;
.field public static final LAYOUT:I = 0x7f030001

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 9
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 10
    const v0, 0x7f030001
    invoke-virtual {v1, v0}, Lcom/waterwheel/ui/ShiftConfirmActivity;->setContentView(I)V
    .line 11
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/waterwheel/ui/ShiftConfirmActivity;->setResult(I)V
    .line 12
    invoke-virtual {v1}, Lcom/waterwheel/ui/ShiftConfirmActivity;->finish()V
    .line 13
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/waterwheel/ui/ShiftConfirmActivity$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/waterwheel/ui/ShiftConfirmActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/waterwheel/ui/ShiftConfirmActivity;->Companion:Lcom/waterwheel/ui/ShiftConfirmActivity$Companion;
    return-void
.end method


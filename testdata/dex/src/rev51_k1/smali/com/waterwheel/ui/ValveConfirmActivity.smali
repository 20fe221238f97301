.class public final Lcom/waterwheel/ui/ValveConfirmActivity;
.super Landroid/app/Activity;
.source "ValveConfirmActivity.kt"

.field public static final Companion:Lcom/waterwheel/ui/ValveConfirmActivity$Companion;
.field private shownAt:J
.field public static final LAYOUT:I = 0x7f030002

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4
    .line 11
    invoke-super {v2, v3}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 12
    const v0, 0x7f030002
    invoke-virtual {v2, v0}, Lcom/waterwheel/ui/ValveConfirmActivity;->setContentView(I)V
    .line 13
    const-string v0, "Open the garden tap?"
    check-cast v0, Ljava/lang/CharSequence;
    invoke-virtual {v2, v0}, Lcom/waterwheel/ui/ValveConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 14
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    iput-wide v0, v2, Lcom/waterwheel/ui/ValveConfirmActivity;->shownAt:J
    .line 15
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/waterwheel/ui/ValveConfirmActivity$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/waterwheel/ui/ValveConfirmActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/waterwheel/ui/ValveConfirmActivity;->Companion:Lcom/waterwheel/ui/ValveConfirmActivity$Companion;
    return-void
.end method


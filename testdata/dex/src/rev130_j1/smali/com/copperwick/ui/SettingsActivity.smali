.class public final Lcom/copperwick/ui/SettingsActivity;
.super Landroid/app/Activity;
.source "SettingsActivity.java"


# instance fields
.field private settings:Lcom/copperwick/config/Settings;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private receiptsScreen(Z)V
    .registers 5

    .line 37
    iget-object v0, p0, Lcom/copperwick/ui/SettingsActivity;->settings:Lcom/copperwick/config/Settings;

    const-string v1, "receipts.confirm_package"

    if-eqz p1, :cond_0

    const-string v2, "com.copperwick"

    goto :goto_0

    :cond_0
    const-string v2, "com.copperwick.pocket"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lcom/copperwick/config/Settings;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 38
    iget-object v0, p0, Lcom/copperwick/ui/SettingsActivity;->settings:Lcom/copperwick/config/Settings;

    const-string v1, "receipts.confirm_class"

    if-eqz p1, :cond_1

    const-string v2, "com.copperwick.ui.ConfirmActivity"

    goto :goto_1

    :cond_1
    const-string v2, "com.copperwick.pocket.ApproveActivity"

    :goto_1
    invoke-virtual {v0, v1, v2}, Lcom/copperwick/config/Settings;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-copperwick-ui-SettingsActivity(Landroid/widget/CompoundButton;Z)V
    .registers 5

    .line 24
    iget-object v0, p0, Lcom/copperwick/ui/SettingsActivity;->settings:Lcom/copperwick/config/Settings;

    const-string v1, "budget.require_confirmation"

    invoke-virtual {v0, v1, p2}, Lcom/copperwick/config/Settings;->putBoolean(Ljava/lang/String;Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-copperwick-ui-SettingsActivity(Landroid/widget/CompoundButton;Z)V
    .registers 3

    .line 31
    invoke-direct {p0, p2}, Lcom/copperwick/ui/SettingsActivity;->receiptsScreen(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 11

    .line 16
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 17
    new-instance v0, Lcom/copperwick/config/Settings;

    invoke-direct {v0, p0}, Lcom/copperwick/config/Settings;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/copperwick/ui/SettingsActivity;->settings:Lcom/copperwick/config/Settings;

    .line 18
    new-instance v6, Landroid/widget/LinearLayout;

    invoke-direct {v6, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 19
    const/4 v0, 0x1

    invoke-virtual {v6, v0}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 21
    new-instance v7, Landroid/widget/CheckBox;

    invoke-direct {v7, p0}, Landroid/widget/CheckBox;-><init>(Landroid/content/Context;)V

    .line 22
    const-string v0, "Ask before the assistant deletes a budget category"

    invoke-virtual {v7, v0}, Landroid/widget/CheckBox;->setText(Ljava/lang/CharSequence;)V

    .line 23
    iget-object v0, p0, Lcom/copperwick/ui/SettingsActivity;->settings:Lcom/copperwick/config/Settings;

    const-string v1, "budget.require_confirmation"

    invoke-virtual {v0, v1}, Lcom/copperwick/config/Settings;->requireConfirmation(Ljava/lang/String;)Z

    move-result v0

    invoke-virtual {v7, v0}, Landroid/widget/CheckBox;->setChecked(Z)V

    .line 24
    new-instance v0, Lcom/copperwick/ui/SettingsActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/copperwick/ui/SettingsActivity$$ExternalSyntheticLambda0;-><init>(Lcom/copperwick/ui/SettingsActivity;)V

    invoke-virtual {v7, v0}, Landroid/widget/CheckBox;->setOnCheckedChangeListener(Landroid/widget/CompoundButton$OnCheckedChangeListener;)V

    .line 25
    invoke-virtual {v6, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 27
    new-instance v8, Landroid/widget/CheckBox;

    invoke-direct {v8, p0}, Landroid/widget/CheckBox;-><init>(Landroid/content/Context;)V

    .line 28
    const-string v0, "Approve receipt deletions on this phone instead of Copperwick Pocket"

    invoke-virtual {v8, v0}, Landroid/widget/CheckBox;->setText(Ljava/lang/CharSequence;)V

    .line 29
    iget-object v1, p0, Lcom/copperwick/ui/SettingsActivity;->settings:Lcom/copperwick/config/Settings;

    const-string v2, "receipts.confirm_package"

    const-string v3, "receipts.confirm_class"

    const-string v4, "com.copperwick.pocket"

    const-string v5, "com.copperwick.pocket.ApproveActivity"

    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/copperwick/config/Settings;->component(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/content/ComponentName;

    move-result-object v1

    .line 30
    invoke-virtual {v1}, Landroid/content/ComponentName;->getPackageName()Ljava/lang/String;

    move-result-object v1

    .line 29
    const-string v0, "com.copperwick"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    invoke-virtual {v8, v0}, Landroid/widget/CheckBox;->setChecked(Z)V

    .line 31
    new-instance v0, Lcom/copperwick/ui/SettingsActivity$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lcom/copperwick/ui/SettingsActivity$$ExternalSyntheticLambda1;-><init>(Lcom/copperwick/ui/SettingsActivity;)V

    invoke-virtual {v8, v0}, Landroid/widget/CheckBox;->setOnCheckedChangeListener(Landroid/widget/CompoundButton$OnCheckedChangeListener;)V

    .line 32
    invoke-virtual {v6, v8}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 33
    invoke-virtual {p0, v6}, Lcom/copperwick/ui/SettingsActivity;->setContentView(Landroid/view/View;)V

    .line 34
    return-void
.end method

.class public Landroidx/activity/ComponentActivity;
.super Landroid/app/Activity;
.source "ComponentActivity.java"

# interfaces
.implements Landroidx/lifecycle/LifecycleOwner;

.field private final dispatcher:Landroidx/activity/OnBackPressedDispatcher;

.method public constructor <init>()V
    .registers 2
    .line 4
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    .line 3
    new-instance v0, Landroidx/activity/OnBackPressedDispatcher;
    invoke-direct {v0}, Landroidx/activity/OnBackPressedDispatcher;-><init>()V
    iput-object v0, v1, Landroidx/activity/ComponentActivity;->dispatcher:Landroidx/activity/OnBackPressedDispatcher;
    .line 4
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 2
    .line 5
    invoke-super {v0, v1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    return-void
.end method

.method public final getOnBackPressedDispatcher()Landroidx/activity/OnBackPressedDispatcher;
    .registers 2
    .line 6
    iget-object v0, v1, Landroidx/activity/ComponentActivity;->dispatcher:Landroidx/activity/OnBackPressedDispatcher;
    return-object v0
.end method


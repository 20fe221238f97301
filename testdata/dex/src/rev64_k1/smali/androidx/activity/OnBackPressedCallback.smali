.class public abstract Landroidx/activity/OnBackPressedCallback;
.super Ljava/lang/Object;
.source "OnBackPressedCallback.java"


.method public constructor <init>(Z)V
    .registers 2
    .line 2
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public abstract handleOnBackPressed()V
.end method

.method public final setEnabled(Z)V
    .registers 2
    .line 3
    return-void
.end method


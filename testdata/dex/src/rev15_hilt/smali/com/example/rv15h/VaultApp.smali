.class public final Lcom/example/rv15h/VaultApp;
.super Lcom/example/rv15h/Hilt_VaultApp;
.source "VaultApp.kt"

.annotation runtime Ldagger/hilt/android/HiltAndroidApp;
.end annotation

.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Lcom/example/rv15h/Hilt_VaultApp;-><init>()V
    return-void
.end method

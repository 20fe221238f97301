.class final Lcom/example/rp/FirstPicker;
.super Ljava/lang/Object;
.source "RolesProvider.java"

.implements Lcom/example/rp/PackagePicker;

.method constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public pick([Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 12
    const/4 v0, 0x0
    aget-object p1, p1, v0
    return-object p1
.end method

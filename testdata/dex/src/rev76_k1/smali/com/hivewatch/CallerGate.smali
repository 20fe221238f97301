.class public final Lcom/hivewatch/CallerGate;
.super Ljava/lang/Object;
.source "Gates.kt"

.field private final app:Landroid/app/Application;

.method public constructor <init>(Landroid/app/Application;)V
    .registers 3
    const-string v0, "app"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/hivewatch/CallerGate;->app:Landroid/app/Application;
    return-void
.end method

.method public final callerPackage(I)Ljava/lang/String;
    .registers 4
    .line 9
    iget-object v0, v2, Lcom/hivewatch/CallerGate;->app:Landroid/app/Application;
    invoke-virtual {v0}, Landroid/app/Application;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L20
    const/4 v1, 0x0
    aget-object v0, v0, v1
    goto :L22
    :L20
    const/4 v0, 0x0
    :L22
    return-object v0
.end method

.method public final admits(I)Z
    .registers 4
    .line 12
    invoke-virtual {v2, v3}, Lcom/hivewatch/CallerGate;->callerPackage(I)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L12
    const/4 v0, 0x0
    return v0
    :L12
    move-object v1, v0
    .line 13
    invoke-static {}, Lcom/hivewatch/GatesKt;->getKEEPER_APPS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method


.class public final Lcom/hivewatch/YardGate;
.super Ljava/lang/Object;
.source "Gates.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nGates.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Gates.kt\ncom/hivewatch/YardGate\n+ 2 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n*L\n1#1,28:1\n15309#2,2:29\n*S KotlinDebug\n*F\n+ 1 Gates.kt\ncom/hivewatch/YardGate\n*L\n20#1:29,2\n*E\n"
.end annotation

.field private final app:Landroid/app/Application;

.method public constructor <init>(Landroid/app/Application;)V
    .registers 3
    const-string v0, "app"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/hivewatch/YardGate;->app:Landroid/app/Application;
    return-void
.end method

.method public final admits(I)Z
    .registers 11
    .line 19
    iget-object v0, v9, Lcom/hivewatch/YardGate;->app:Landroid/app/Application;
    invoke-virtual {v0}, Landroid/app/Application;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v10}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L18
    const/4 v0, 0x0
    return v0
    :L18
    move-object v1, v0
    .line 20
    move-object v2, v1
    const/4 v0, 0x0
    move v3, v0
    .line 29
    const/4 v0, 0x0
    move v4, v0
    array-length v0, v2
    move v5, v0
    :L31
    if-ge v4, v5, :L74
    aget-object v0, v2, v4
    move-object v6, v0
    move-object v7, v6
    const/4 v0, 0x0
    move v8, v0
    .line 20
    invoke-static {}, Lcom/hivewatch/GatesKt;->getKEEPER_APPS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v7}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 29
    if-eqz v0, :L68
    const/4 v0, 0x1
    goto :L75
    :L68
    add-int/lit8 v4, v4, 0x1
    goto :L31
    :L74
    .line 30
    const/4 v0, 0x0
    :L75
    .line 20
    return v0
.end method

.method public final admitsOne(I)Z
    .registers 4
    .line 24
    iget-object v0, v2, Lcom/hivewatch/YardGate;->app:Landroid/app/Application;
    invoke-virtual {v0}, Landroid/app/Application;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L25
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L28
    :L25
    const/4 v0, 0x0
    return v0
    :L28
    move-object v1, v0
    .line 25
    invoke-static {}, Lcom/hivewatch/GatesKt;->getKEEPER_APPS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method


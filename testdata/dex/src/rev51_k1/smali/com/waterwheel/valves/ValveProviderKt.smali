.class public final Lcom/waterwheel/valves/ValveProviderKt;
.super Ljava/lang/Object;
.source "ValveProvider.kt"


.method public static final isKeeperApp(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Landroid/content/pm/PackageManager;)Z
    .registers 9
    const-string v1, "<this>"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "pm"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 108
    move-object v3, v7
    :t_14
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v4, v3
    const/4 v0, 0x0
    move v5, v0
    .line 109
    invoke-virtual {v4}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L35
    const/4 v0, 0x0
    return v0
    :L35
    move-object v6, v0
    .line 110
    const/16 v2, 0x40
    invoke-virtual {v8, v6, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object v0
    iget-object v0, v0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    const/4 v1, 0x0
    aget-object v0, v0, v1
    invoke-virtual {v0}, Landroid/content/pm/Signature;->toCharsString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "308201e53082014ea00302010202044f6c1b2e300d06092a864886f70d01010505003037"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v0
    .line 108
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v4, v0
    :t_65
    goto :L83
    :L68
    move-exception v0
    move-object v5, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v5}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v4, v0
    :L83
    move-object v3, v4
    .line 111
    const/4 v0, 0x0
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v0
    move-object v4, v0
    invoke-static {v3}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L101
    move-object v0, v4
    goto :L102
    :L101
    move-object v0, v3
    :L102
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    .line 111
    return v0
    .catch Ljava/lang/Throwable; {:t_14 .. :t_65} :L68
.end method


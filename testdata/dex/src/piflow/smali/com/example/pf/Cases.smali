# Java sketch:
#   final class Cases {
#       static PendingIntent companionFlags(Context c) {        // near miss 601: PI_FLAGS set in <clinit>
#           return PendingIntent.getActivity(c, 0, Intents.confirm(c), Flags.Companion.getPI_FLAGS()); // 4
#       }
#       static PendingIntent mutableCompanion(Context c) {      // true positive 601: MUT_FLAGS set in <clinit>
#           return PendingIntent.getActivity(c, 0, Intents.confirm(c), Flags.Companion.getMUT_FLAGS()); // 7
#       }
#       static PendingIntent sdkCompanion(Context c) {          // near miss 601: SDK_INT >= 23 ? IMMUTABLE : 0 in <clinit>
#           return PendingIntent.getActivity(c, 0, Intents.confirm(c), SdkFlags.INSTANCE.getFLAGS()); // 10
#       }
#       static PendingIntent chosenImmutable(Context c) {       // near miss 601: flagsFor(false) is FLAG_IMMUTABLE
#           return PendingIntent.getActivity(c, 0, Intents.confirm(c), Intents.flagsFor(false)); // 13
#       }
#       static PendingIntent chosenMutable(Context c) {         // true positive 601: flagsFor(true) is FLAG_MUTABLE
#           return PendingIntent.getActivity(c, 0, Intents.confirm(c), Intents.flagsFor(true)); // 16
#       }
#       static PendingIntent chosenByRequest(Context c, Bundle e) { // note 601 at the caller: the choice is the request's
#           return PendingIntent.getActivity(c, 0, Intents.confirm(c), Intents.flagsFor(e.getBoolean("mutable"))); // 19
#       }
#       static PendingIntent earlyReturn(Context c) {           // near miss 601: SDK-guarded helper with early returns
#           return PendingIntent.getActivity(c, 0, Intents.confirm(c),
#               Intents.immutableFlag() | PendingIntent.FLAG_UPDATE_CURRENT);                      // 23
#       }
#       static PendingIntent earlyReturnMutable(Context c) {    // true positive 601: the same shape, no FLAG_IMMUTABLE
#           return PendingIntent.getActivity(c, 0, Intents.confirm(c), Intents.mutableOnNewApis()); // 26
#       }
#       static PendingIntent extensionExplicit(Context c) {     // near miss 602: Kotlin extension sets the component
#           return PendingIntent.getActivity(c, 0, PisKt.toConfirm(new Intent("com.example.pf.CONFIRM"), c),
#               PendingIntent.FLAG_IMMUTABLE);                                                     // 30
#       }
#       static PendingIntent extensionPackageOnly(Context c) {  // true positive 602: the extension only sets a package
#           return PendingIntent.getActivity(c, 0, PisKt.withOwnPackage(new Intent("com.example.pf.CONFIRM"), c),
#               PendingIntent.FLAG_IMMUTABLE);                                                     // 34
#       }
#       static PiSource unused() { return new SourceImpl3(); }  // 36: nothing calls it
#       static PiSource unusedToo() { return makeFour(); }      // 37: nothing calls it
#       private static PiSource makeFour() { return new SourceImpl4(); } // 38: only unusedToo calls it
#   }
.class final Lcom/example/pf/Cases;
.super Ljava/lang/Object;
.source "Cases.java"

.method static companionFlags(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 4
    invoke-static {p0}, Lcom/example/pf/Intents;->confirm(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    sget-object v1, Lcom/example/pf/Flags;->Companion:Lcom/example/pf/Flags$Companion;
    invoke-virtual {v1}, Lcom/example/pf/Flags$Companion;->getPI_FLAGS()I
    move-result v1
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static mutableCompanion(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 7
    invoke-static {p0}, Lcom/example/pf/Intents;->confirm(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    sget-object v1, Lcom/example/pf/Flags;->Companion:Lcom/example/pf/Flags$Companion;
    invoke-virtual {v1}, Lcom/example/pf/Flags$Companion;->getMUT_FLAGS()I
    move-result v1
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static sdkCompanion(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 10
    invoke-static {p0}, Lcom/example/pf/Intents;->confirm(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    sget-object v1, Lcom/example/pf/SdkFlags;->INSTANCE:Lcom/example/pf/SdkFlags;
    invoke-virtual {v1}, Lcom/example/pf/SdkFlags;->getFLAGS()I
    move-result v1
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static chosenImmutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 13
    invoke-static {p0}, Lcom/example/pf/Intents;->confirm(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    const/4 v1, 0x0
    invoke-static {v1}, Lcom/example/pf/Intents;->flagsFor(Z)I
    move-result v1
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static chosenMutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 16
    invoke-static {p0}, Lcom/example/pf/Intents;->confirm(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Lcom/example/pf/Intents;->flagsFor(Z)I
    move-result v1
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static chosenByRequest(Landroid/content/Context;Landroid/os/Bundle;)Landroid/app/PendingIntent;
    .registers 5
    .line 19
    invoke-static {p0}, Lcom/example/pf/Intents;->confirm(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "mutable"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v1
    invoke-static {v1}, Lcom/example/pf/Intents;->flagsFor(Z)I
    move-result v1
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static earlyReturn(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 23
    invoke-static {p0}, Lcom/example/pf/Intents;->confirm(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    invoke-static {}, Lcom/example/pf/Intents;->immutableFlag()I
    move-result v1
    const/high16 v2, 0x8000000
    or-int/2addr v1, v2
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static earlyReturnMutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 26
    invoke-static {p0}, Lcom/example/pf/Intents;->confirm(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    invoke-static {}, Lcom/example/pf/Intents;->mutableOnNewApis()I
    move-result v1
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static extensionExplicit(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 30
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.pf.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-static {v0, p0}, Lcom/example/pf/PisKt;->toConfirm(Landroid/content/Intent;Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    const/high16 v1, 0x4000000
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static extensionPackageOnly(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 34
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.pf.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-static {v0, p0}, Lcom/example/pf/PisKt;->withOwnPackage(Landroid/content/Intent;Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    const/high16 v1, 0x4000000
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static unused()Lcom/example/pf/PiSource;
    .registers 1
    .line 36
    new-instance v0, Lcom/example/pf/SourceImpl3;
    invoke-direct {v0}, Lcom/example/pf/SourceImpl3;-><init>()V
    return-object v0
.end method

.method static unusedToo()Lcom/example/pf/PiSource;
    .registers 1
    .line 37
    invoke-static {}, Lcom/example/pf/Cases;->makeFour()Lcom/example/pf/PiSource;
    move-result-object v0
    return-object v0
.end method

.method private static makeFour()Lcom/example/pf/PiSource;
    .registers 1
    .line 38
    new-instance v0, Lcom/example/pf/SourceImpl4;
    invoke-direct {v0}, Lcom/example/pf/SourceImpl4;-><init>()V
    return-object v0
.end method

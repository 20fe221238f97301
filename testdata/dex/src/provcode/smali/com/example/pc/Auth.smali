# Java sketch:
#   final class Auth {
#       static final Set<String> TRUSTED = Collections.singleton("com.example.consumer");         // 8
#       static final String TRUSTED_CERT = "3082019b30820104a003020102";                         // 9
#       static final byte[] TRUSTED_SHA256 = new byte[32];                                        // 10
#
#       static boolean checkAll(Context ctx, int uid) {
#           return anyPackageTrusted(ctx, uid) && allPackagesTrusted(ctx, uid)                   // 14
#               && singlePackageTrusted(ctx, uid) && MembershipKt.trustedByMembership(ctx, uid)  // 15
#               && MembershipKt.soleTrusted(ctx, uid) && legacyTrusted(ctx, "com.example.consumer"); // 16
#       }
#       // true positive 616: the first certificate of the legacy array, no rotation history
#       static boolean legacyTrusted(Context ctx, String pkg) {
#           try {
#               PackageInfo pi = ctx.getPackageManager().getPackageInfo(pkg, PackageManager.GET_SIGNATURES); // 40
#               return TRUSTED_CERT.equals(pi.signatures[0].toCharsString());                    // 41
#           } catch (PackageManager.NameNotFoundException e) {
#               return false;                                                                     // 43
#           }
#       }
#       // near miss 616: hasSigningCertificate on API 28+, the legacy array only below
#       static boolean rotatingTrusted(Context ctx, String pkg) {
#           PackageManager pm = ctx.getPackageManager();                                         // 50
#           if (Build.VERSION.SDK_INT >= 28) {                                                    // 51
#               return pm.hasSigningCertificate(pkg, TRUSTED_SHA256, PackageManager.CERT_INPUT_SHA256); // 52
#           }
#           try {
#               Signature[] sigs = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES).signatures; // 55
#               return sigs.length == 1 && TRUSTED_CERT.equals(sigs[0].toCharsString());        // 56
#           } catch (PackageManager.NameNotFoundException e) {
#               return false;                                                                     // 58
#           }
#       }
#       // true positive 609 (through DiscardingProvider): the lookup's signatures are never read
#       static boolean installed(Context ctx, String pkg) {
#           try {
#               ctx.getPackageManager().getPackageInfo(pkg, PackageManager.GET_SIGNATURES);      // 65
#               return true;                                                                      // 66
#           } catch (PackageManager.NameNotFoundException e) {
#               return false;                                                                     // 68
#           }
#       }
#       // true positive 624: any one package of the UID is enough
#       static boolean anyPackageTrusted(Context ctx, int uid) {
#           String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);                      // 70
#           if (pkgs == null) return false;                                                       // 71
#           for (String p : pkgs) {                                                               // 72
#               if (TRUSTED.contains(p)) return true;                                             // 73
#           }
#           return false;                                                                         // 75
#       }
#       // near miss 624: every package of the UID must be trusted
#       static boolean allPackagesTrusted(Context ctx, int uid) {
#           String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);                      // 80
#           if (pkgs == null || pkgs.length == 0) return false;                                  // 81
#           for (String p : pkgs) {                                                               // 82
#               if (!TRUSTED.contains(p)) return false;                                           // 83
#           }
#           return true;                                                                          // 85
#       }
#       // near miss 624: a shared UID is denied before the loop
#       static boolean singlePackageTrusted(Context ctx, int uid) {
#           String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);                      // 90
#           if (pkgs == null || pkgs.length != 1) return false;                                  // 91
#           for (String p : pkgs) {                                                               // 92
#               if (TRUSTED.contains(p)) return true;                                             // 93
#           }
#           return false;                                                                         // 95
#       }
#   }
.class final Lcom/example/pc/Auth;
.super Ljava/lang/Object;
.source "Auth.java"

.field static final TRUSTED:Ljava/util/Set;
.field static final TRUSTED_SHA256:[B

.method static constructor <clinit>()V
    .locals 1
    .line 8
    const-string v0, "com.example.consumer"
    invoke-static {v0}, Ljava/util/Collections;->singleton(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/pc/Auth;->TRUSTED:Ljava/util/Set;
    .line 10
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/example/pc/Auth;->TRUSTED_SHA256:[B
    return-void
.end method

.method static checkAll(Landroid/content/Context;I)Z
    .locals 1
    .line 14
    invoke-static {p0, p1}, Lcom/example/pc/Auth;->anyPackageTrusted(Landroid/content/Context;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/pc/Auth;->allPackagesTrusted(Landroid/content/Context;I)Z
    move-result v0
    if-eqz v0, :no
    .line 15
    invoke-static {p0, p1}, Lcom/example/pc/Auth;->singlePackageTrusted(Landroid/content/Context;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/pc/MembershipKt;->trustedByMembership(Landroid/content/Context;I)Z
    move-result v0
    if-eqz v0, :no
    .line 16
    invoke-static {p0, p1}, Lcom/example/pc/MembershipKt;->soleTrusted(Landroid/content/Context;I)Z
    move-result v0
    if-eqz v0, :no
    const-string v0, "com.example.consumer"
    invoke-static {p0, v0}, Lcom/example/pc/Auth;->legacyTrusted(Landroid/content/Context;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :no
    const/4 v0, 0x1
    return v0
    :no
    const/4 v0, 0x0
    return v0
.end method

# true positive 616
.method static legacyTrusted(Landroid/content/Context;Ljava/lang/String;)Z
    .locals 2
    .line 40
    :try_start_0
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    const/16 v1, 0x40
    invoke-virtual {v0, p1, v1}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object v0
    .line 41
    const-string v1, "3082019b30820104a003020102"
    iget-object v0, v0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    const/4 p0, 0x0
    aget-object v0, v0, p0
    invoke-virtual {v0}, Landroid/content/pm/Signature;->toCharsString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p0
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    return p0
    :catch_0
    .line 43
    const/4 p0, 0x0
    return p0
.end method

# near miss CETP616: hasSigningCertificate on API 28+, the legacy array only below
.method static rotatingTrusted(Landroid/content/Context;Ljava/lang/String;)Z
    .locals 3
    .line 50
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    .line 51
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x1c
    if-lt v0, v1, :legacy
    .line 52
    sget-object v0, Lcom/example/pc/Auth;->TRUSTED_SHA256:[B
    const/4 v1, 0x1
    invoke-virtual {p0, p1, v0, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result p0
    return p0
    :legacy
    const/4 v0, 0x0
    .line 55
    const/16 v1, 0x40
    :try_start_0
    invoke-virtual {p0, p1, v1}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object p0
    iget-object p0, p0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    .line 56
    array-length p1, p0
    const/4 v1, 0x1
    if-ne p1, v1, :no
    const-string p1, "3082019b30820104a003020102"
    aget-object p0, p0, v0
    invoke-virtual {p0}, Landroid/content/pm/Signature;->toCharsString()Ljava/lang/String;
    move-result-object p0
    invoke-virtual {p1, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p0
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    if-eqz p0, :no
    move v0, v1
    :no
    return v0
    :catch_0
    .line 58
    return v0
.end method

# a signature lookup whose answer is thrown away (CETP609 through DiscardingProvider)
.method static installed(Landroid/content/Context;Ljava/lang/String;)Z
    .locals 2
    .line 65
    :try_start_0
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    const/16 v1, 0x40
    invoke-virtual {v0, p1, v1}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    .line 66
    const/4 p0, 0x1
    return p0
    :catch_0
    .line 68
    const/4 p0, 0x0
    return p0
.end method

# true positive 624: a loop that returns true on the first trusted package
.method static anyPackageTrusted(Landroid/content/Context;I)Z
    .locals 6
    .line 70
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    const/4 p1, 0x0
    .line 71
    if-nez p0, :cond_0
    return p1
    :cond_0
    .line 72
    array-length v0, p0
    move v1, p1
    :goto_0
    if-ge v1, v0, :cond_2
    aget-object v2, p0, v1
    .line 73
    sget-object v3, Lcom/example/pc/Auth;->TRUSTED:Ljava/util/Set;
    invoke-interface {v3, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_1
    const/4 p0, 0x1
    return p0
    :cond_1
    add-int/lit8 v1, v1, 0x1
    goto :goto_0
    :cond_2
    .line 75
    return p1
.end method

# near miss CETP624: every package of the UID must be trusted
.method static allPackagesTrusted(Landroid/content/Context;I)Z
    .locals 5
    .line 80
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    const/4 p1, 0x0
    .line 81
    if-eqz p0, :cond_2
    array-length v0, p0
    if-nez v0, :cond_0
    goto :cond_2
    :cond_0
    .line 82
    move v1, p1
    :goto_0
    if-ge v1, v0, :cond_1
    aget-object v2, p0, v1
    .line 83
    sget-object v3, Lcom/example/pc/Auth;->TRUSTED:Ljava/util/Set;
    invoke-interface {v3, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_3
    return p1
    :cond_3
    add-int/lit8 v1, v1, 0x1
    goto :goto_0
    :cond_1
    .line 85
    const/4 p0, 0x1
    return p0
    :cond_2
    .line 81
    return p1
.end method

# near miss CETP624: a UID with more than one package is denied before the loop
.method static singlePackageTrusted(Landroid/content/Context;I)Z
    .locals 6
    .line 90
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    const/4 p1, 0x0
    .line 91
    if-eqz p0, :cond_2
    array-length v0, p0
    const/4 v1, 0x1
    if-eq v0, v1, :cond_0
    goto :cond_2
    :cond_0
    .line 92
    move v2, p1
    :goto_0
    if-ge v2, v0, :cond_2
    aget-object v3, p0, v2
    .line 93
    sget-object v4, Lcom/example/pc/Auth;->TRUSTED:Ljava/util/Set;
    invoke-interface {v4, v3}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :cond_1
    return v1
    :cond_1
    add-int/lit8 v2, v2, 0x1
    goto :goto_0
    :cond_2
    .line 95
    return p1
.end method

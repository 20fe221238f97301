# Java sketch (ToolProvider.java), compiled by javac and D8: call() keeps
# the caller's packages in a field; the checks that read the field accept
# the caller when any one package matches (true positives 624), or check
# that the UID holds one package, or require every package (near misses).
#   package com.example.pf;                                                       // 1
#
#   public final class ToolProvider extends ContentProvider {                     // 3
#       private static final String TRUSTED = "com.example.consumer";             // 4
#       private String[] callerPackages;                                          // 5
#
#       @Override public boolean onCreate() { return true; }                      // 7
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           callerPackages = getContext().getPackageManager()
#                   .getPackagesForUid(Binder.getCallingUid());                   // 11
#           Bundle out = new Bundle();                                            // 12
#           out.putBoolean("loop", trustedByLoop());                              // 13
#           out.putBoolean("list", trustedByList());                              // 14
#           out.putBoolean("single", trustedSingle());                            // 15
#           out.putBoolean("every", everyTrusted());                              // 16
#           return out;                                                           // 17
#       }
#
#       private boolean trustedByLoop() {
#           String[] pkgs = callerPackages;                                       // 21
#           if (pkgs == null) return false;                                       // 22
#           for (String p : pkgs) {                                               // 23 TP 624
#               if (TRUSTED.equals(p)) return true;                               // 24
#           }
#           return false;                                                         // 26
#       }
#
#       private boolean trustedByList() {
#           return callerPackages != null
#                   && Arrays.asList(callerPackages).contains(TRUSTED);           // 31 TP 624
#       }
#
#       private boolean trustedSingle() {
#           String[] pkgs = callerPackages;                                       // 35
#           if (pkgs == null || pkgs.length != 1) return false;                   // 36
#           for (String p : pkgs) {                                               // 37 near miss
#               if (TRUSTED.equals(p)) return true;                               // 38
#           }
#           return false;                                                         // 40
#       }
#
#       private boolean everyTrusted() {
#           String[] pkgs = callerPackages;                                       // 44
#           if (pkgs == null) return false;                                       // 45
#           for (String p : pkgs) {                                               // 46 near miss
#               if (!TRUSTED.equals(p)) return false;                             // 47
#           }
#           return true;                                                          // 49
#       }
#   }
.class public final Lcom/example/pf/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private callerPackages:[Ljava/lang/String;

.method public constructor <init>()V
    .locals 0
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# near miss CETP624: every package must be trusted; a mismatch denies
.method private everyTrusted()Z
    .locals 6
    .line 44
    iget-object v0, p0, Lcom/example/pf/ToolProvider;->callerPackages:[Ljava/lang/String;
    const/4 v1, 0x0
    .line 45
    if-nez v0, :cond_0
    return v1
    .line 46
    :cond_0
    array-length v2, v0
    move v3, v1
    :goto_0
    if-ge v3, v2, :cond_2
    aget-object v4, v0, v3
    .line 47
    const-string v5, "com.example.consumer"
    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-nez v4, :cond_1
    return v1
    :cond_1
    add-int/lit8 v3, v3, 0x1
    goto :goto_0
    .line 49
    :cond_2
    const/4 v0, 0x1
    return v0
.end method

.method private trustedByList()Z
    .locals 2
    .line 30
    iget-object v0, p0, Lcom/example/pf/ToolProvider;->callerPackages:[Ljava/lang/String;
    if-eqz v0, :cond_0
    .line 31
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    const-string v1, "com.example.consumer"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return v0
.end method

.method private trustedByLoop()Z
    .locals 6
    .line 21
    iget-object v0, p0, Lcom/example/pf/ToolProvider;->callerPackages:[Ljava/lang/String;
    const/4 v1, 0x0
    .line 22
    if-nez v0, :cond_0
    return v1
    .line 23
    :cond_0
    array-length v2, v0
    move v3, v1
    :goto_0
    if-ge v3, v2, :cond_2
    aget-object v4, v0, v3
    .line 24
    const-string v5, "com.example.consumer"
    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :cond_1
    const/4 v0, 0x1
    return v0
    :cond_1
    add-int/lit8 v3, v3, 0x1
    goto :goto_0
    .line 26
    :cond_2
    return v1
.end method

# near miss CETP624: the UID is checked to hold exactly one package first
.method private trustedSingle()Z
    .locals 6
    .line 35
    iget-object v0, p0, Lcom/example/pf/ToolProvider;->callerPackages:[Ljava/lang/String;
    const/4 v1, 0x0
    .line 36
    if-eqz v0, :cond_2
    array-length v2, v0
    const/4 v3, 0x1
    if-ne v2, v3, :cond_2
    .line 37
    array-length v2, v0
    move v3, v1
    :goto_0
    if-ge v3, v2, :cond_2
    aget-object v4, v0, v3
    .line 38
    const-string v5, "com.example.consumer"
    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :cond_1
    const/4 v0, 0x1
    return v0
    :cond_1
    add-int/lit8 v3, v3, 0x1
    goto :goto_0
    .line 40
    :cond_2
    return v1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    .line 10
    invoke-virtual {p0}, Lcom/example/pf/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    .line 11
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    invoke-virtual {p1, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    .line 10
    iput-object p1, p0, Lcom/example/pf/ToolProvider;->callerPackages:[Ljava/lang/String;
    .line 12
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    .line 13
    invoke-direct {p0}, Lcom/example/pf/ToolProvider;->trustedByLoop()Z
    move-result p2
    const-string p3, "loop"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 14
    invoke-direct {p0}, Lcom/example/pf/ToolProvider;->trustedByList()Z
    move-result p2
    const-string p3, "list"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 15
    invoke-direct {p0}, Lcom/example/pf/ToolProvider;->trustedSingle()Z
    move-result p2
    const-string p3, "single"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 16
    invoke-direct {p0}, Lcom/example/pf/ToolProvider;->everyTrusted()Z
    move-result p2
    const-string p3, "every"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 17
    return-object p1
.end method

.method public onCreate()Z
    .locals 1
    .line 7
    const/4 v0, 0x1
    return v0
.end method

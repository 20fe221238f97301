# Java sketch (H.java):
#   class H {
#     // near miss: the UID holds exactly one package before it is handed on
#     static boolean g1(String[] pkgs) { if (pkgs.length != 1) return false; return g1in(pkgs); } // 10
#     static boolean g1in(String[] pkgs) { return Arrays.asList(pkgs).contains("com.example.consumer"); } // 12
#     // near miss, one helper: guard then contains in the same helper
#     static boolean g0(String[] pkgs) { if (pkgs.length != 1) return false; return Arrays.asList(pkgs).contains("com.example.consumer"); } // 14
#     // TP: recursion hands the array to itself, then contains
#     static boolean r(String[] pkgs, int n) { if (n > 0) return r(pkgs, n - 1); return Arrays.asList(pkgs).contains("com.example.consumer"); } // 16
#     // TP: instance helpers, a wide parameter before the array, two deep
#     boolean i1(long t, String[] pkgs) { return i2(pkgs); }                               // 18
#     boolean i2(String[] pkgs) { return Arrays.asList(pkgs).contains("com.example.consumer"); } // 20
#     // TP: a copy handed on
#     static boolean c1(String[] pkgs) { return c2(Arrays.copyOf(pkgs, pkgs.length)); }   // 22
#     static boolean c2(String[] pkgs) { return Arrays.asList(pkgs).contains("com.example.consumer"); } // 24
#     // TP: a List view handed on
#     static boolean l1(String[] pkgs) { return l2(Arrays.asList(pkgs)); }                 // 26
#     static boolean l2(List<String> pkgs) { return pkgs.contains("com.example.consumer"); } // 28
#     // TP: reached guarded from call() (19) and unguarded through via (20)
#     static boolean via(String[] pkgs) { return tw(pkgs); }                                // 30
#     static boolean tw(String[] pkgs) { return Arrays.asList(pkgs).contains("com.example.consumer"); } // 32
#     // TP: reached guarded through gv (21) and unguarded from call() (22)
#     static boolean gv(String[] pkgs) { if (pkgs.length != 1) return false; return tw2(pkgs); } // 34
#     static boolean tw2(String[] pkgs) { return Arrays.asList(pkgs).contains("com.example.consumer"); } // 36
#   }
.class Lcom/example/h6/H;
.super Ljava/lang/Object;
.source "H.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static g1([Ljava/lang/String;)Z
    .registers 3
    .line 10
    array-length v0, p0
    const/4 v1, 0x1
    if-eq v0, v1, :ok
    const/4 v0, 0x0
    return v0
    :ok
    invoke-static {p0}, Lcom/example/h6/H;->g1in([Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

.method static g1in([Ljava/lang/String;)Z
    .registers 3
    .line 12
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    const-string v1, "com.example.consumer"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method static g0([Ljava/lang/String;)Z
    .registers 3
    .line 14
    array-length v0, p0
    const/4 v1, 0x1
    if-eq v0, v1, :ok
    const/4 v0, 0x0
    return v0
    :ok
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    const-string v1, "com.example.consumer"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method static r([Ljava/lang/String;I)Z
    .registers 4
    .line 16
    if-lez p1, :base
    add-int/lit8 v0, p1, -0x1
    invoke-static {p0, v0}, Lcom/example/h6/H;->r([Ljava/lang/String;I)Z
    move-result v0
    return v0
    :base
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    const-string v1, "com.example.consumer"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method i1(J[Ljava/lang/String;)Z
    .registers 5
    .line 18
    invoke-virtual {p0, p3}, Lcom/example/h6/H;->i2([Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

.method i2([Ljava/lang/String;)Z
    .registers 4
    .line 20
    invoke-static {p1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    const-string v1, "com.example.consumer"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method static c1([Ljava/lang/String;)Z
    .registers 3
    .line 22
    array-length v0, p0
    invoke-static {p0, v0}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/String;
    invoke-static {v0}, Lcom/example/h6/H;->c2([Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

.method static c2([Ljava/lang/String;)Z
    .registers 3
    .line 24
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    const-string v1, "com.example.consumer"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method static l1([Ljava/lang/String;)Z
    .registers 2
    .line 26
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    invoke-static {v0}, Lcom/example/h6/H;->l2(Ljava/util/List;)Z
    move-result v0
    return v0
.end method

.method static l2(Ljava/util/List;)Z
    .registers 3
    .line 28
    const-string v0, "com.example.consumer"
    invoke-interface {p0, v0}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method static tw([Ljava/lang/String;)Z
    .registers 3
    .line 32
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    const-string v1, "com.example.consumer"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method static tw2([Ljava/lang/String;)Z
    .registers 3
    .line 36
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    const-string v1, "com.example.consumer"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method static via([Ljava/lang/String;)Z
    .registers 2
    .line 30
    invoke-static {p0}, Lcom/example/h6/H;->tw([Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

.method static gv([Ljava/lang/String;)Z
    .registers 3
    .line 34
    array-length v0, p0
    const/4 v1, 0x1
    if-eq v0, v1, :ok
    const/4 v0, 0x0
    return v0
    :ok
    invoke-static {p0}, Lcom/example/h6/H;->tw2([Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

# Java sketch (Hands.java):
#   final class Hands {
#       private static final String[] ALLOWED = {"com.example.consumer"};
#       // the methods below
#   }
.class final Lcom/example/ph/Hands;
.super Ljava/lang/Object;
.source "Hands.java"

# helper 1 of 2: hands the packages on
#   static boolean first(String[] pkgs) { return second(pkgs); }                    // 10
.method static first([Ljava/lang/String;)Z
    .registers 2
    .line 10
    invoke-static {p0}, Lcom/example/ph/Hands;->second([Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

# true positive CETP624, two helpers from the call: any one package matching
# accepts the caller
#   static boolean second(String[] pkgs) {
#       return Arrays.asList(pkgs).contains("com.example.consumer");                 // 14
#   }
.method static second([Ljava/lang/String;)Z
    .registers 3
    .line 14
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    const-string v1, "com.example.consumer"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

# helper 1 of 2 (near miss): hands the packages on
#   static boolean allOf(String[] pkgs) { return allOf2(pkgs); }                    // 18
.method static allOf([Ljava/lang/String;)Z
    .registers 2
    .line 18
    invoke-static {p0}, Lcom/example/ph/Hands;->allOf2([Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

# near miss CETP624: every package of the UID must be allowed
#   static boolean allOf2(String[] pkgs) {
#       return Arrays.asList(ALLOWED).containsAll(Arrays.asList(pkgs));              // 22
#   }
.method static allOf2([Ljava/lang/String;)Z
    .registers 3
    .line 22
    sget-object v0, Lcom/example/ph/Hands;->ALLOWED:[Ljava/lang/String;
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/List;->containsAll(Ljava/util/Collection;)Z
    move-result v0
    return v0
.end method

# hand-over 1 of 5 (the fifth helper is past the bound: a limit note at d4)
#   static boolean d1(String[] pkgs) { return d2(pkgs); }                    // 26
.method static d1([Ljava/lang/String;)Z
    .registers 2
    .line 26
    invoke-static {p0}, Lcom/example/ph/Hands;->d2([Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

# hand-over 2 of 5 (the fifth helper is past the bound: a limit note at d4)
#   static boolean d2(String[] pkgs) { return d3(pkgs); }                    // 28
.method static d2([Ljava/lang/String;)Z
    .registers 2
    .line 28
    invoke-static {p0}, Lcom/example/ph/Hands;->d3([Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

# hand-over 3 of 5 (the fifth helper is past the bound: a limit note at d4)
#   static boolean d3(String[] pkgs) { return d4(pkgs); }                    // 30
.method static d3([Ljava/lang/String;)Z
    .registers 2
    .line 30
    invoke-static {p0}, Lcom/example/ph/Hands;->d4([Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

# hand-over 4 of 5 (the fifth helper is past the bound: a limit note at d4)
#   static boolean d4(String[] pkgs) { return d5(pkgs); }                    // 32
.method static d4([Ljava/lang/String;)Z
    .registers 2
    .line 32
    invoke-static {p0}, Lcom/example/ph/Hands;->d5([Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

# five helpers from the call: past maxPackagesHelpers, so a note at d4's call, not
# a silent miss (the match itself would be CETP624)
#   static boolean d5(String[] pkgs) {
#       return Arrays.asList(pkgs).contains("com.example.consumer");                 // 36
#   }
.method static d5([Ljava/lang/String;)Z
    .registers 3
    .line 36
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    const-string v1, "com.example.consumer"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.field private static final ALLOWED:[Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 3
    .line 3
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/String;
    const/4 v1, 0x0
    const-string v2, "com.example.consumer"
    aput-object v2, v0, v1
    sput-object v0, Lcom/example/ph/Hands;->ALLOWED:[Ljava/lang/String;
    return-void
.end method

# Java sketch (P.java), javac + D8 lambdas (P$$ExternalSyntheticLambdaN, one per lambda):
#   public class P extends ContentProvider {
#     String[] pk() -> inlined below in each method as
#        getContext().getPackageManager().getPackagesForUid(Binder.getCallingUid())
#     public Bundle call(String m, String a, Bundle x) { Bundle b = new Bundle();
#       b.putString("1", m1()); ... b.putString("8", m8()); return b; }
#     // 1 MISS? common idiom: non-empty filter, then the first package
#     String m1() { return Optional.ofNullable(pk()).filter(p -> p.length > 0).map(p -> p[0]).orElse(null); }   // 11
#     // 2 near miss: exactly-one filter, then the first package
#     String m2() { return Optional.ofNullable(pk()).filter(p -> p.length == 1).map(p -> p[0]).orElse(null); }  // 13
#     // 3 p[0] taken only to log it (direct pkgs[0] in a log is reported too)
#     String m3() { Optional.ofNullable(pk()).ifPresent(p -> Log.i("P", p[0])); return null; }                  // 15
#     // 4 old direct case
#     String m4() { return Optional.ofNullable(pk()[0]).orElse(""); }                                              // 17
#     // 5 TP: capturing (instance) lambda calling an instance method that takes p[0]
#     String m5() { return Optional.ofNullable(pk()).map(p -> this.pick(p)).orElse(""); }                        // 19
#     String pick(String[] p) { return p[0]; }                                                                   // 20
#     // 6 TP/MISS: core library desugaring (minSdk < 24): j$.util.Optional, j$.util.function.Function
#     String m6() { return Optional.ofNullable(pk()).map(p -> p[0]).orElse(""); }   /* as j$ */                  // 22
#     // 7 MISS: orElse's array indexed
#     String m7() { return Optional.ofNullable(pk()).orElse(new String[0])[0]; }                                 // 24
#     // 8 predicate taking p[0]
#     String m8() { return Optional.ofNullable(pk()).filter(p -> p[0].startsWith("com.ex")).isPresent() ? "y" : null; } // 26
#     // 9 Kotlin pkgs?.let { it[0] } (inlined)
#     String m9() { String[] p = pk(); return p != null ? p[0] : null; }                                          // 28
#   }
.class public Lcom/example/o6/P;
.super Landroid/content/ContentProvider;
.source "P.java"
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 5
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-virtual {p0}, Lcom/example/o6/P;->m1()Ljava/lang/String;
    move-result-object v1
    const-string v2, "1"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p0}, Lcom/example/o6/P;->m2()Ljava/lang/String;
    move-result-object v1
    const-string v2, "2"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p0}, Lcom/example/o6/P;->m3()Ljava/lang/String;
    move-result-object v1
    const-string v2, "3"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p0}, Lcom/example/o6/P;->m4()Ljava/lang/String;
    move-result-object v1
    const-string v2, "4"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p0}, Lcom/example/o6/P;->m5()Ljava/lang/String;
    move-result-object v1
    const-string v2, "5"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p0}, Lcom/example/o6/P;->m6()Ljava/lang/String;
    move-result-object v1
    const-string v2, "6"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p0}, Lcom/example/o6/P;->m7()Ljava/lang/String;
    move-result-object v1
    const-string v2, "7"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p0}, Lcom/example/o6/P;->m8()Ljava/lang/String;
    move-result-object v1
    const-string v2, "8"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p0}, Lcom/example/o6/P;->m9()Ljava/lang/String;
    move-result-object v1
    const-string v2, "9"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
.method m1()Ljava/lang/String;
    .registers 6
    .line 11
    invoke-virtual {p0}, Lcom/example/o6/P;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-virtual {v0, v3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/example/o6/P$$ExternalSyntheticLambda1;->INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda1;
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/example/o6/P$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda0;
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v0
    const/4 v1, 0x0
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method
.method m2()Ljava/lang/String;
    .registers 6
    .line 13
    invoke-virtual {p0}, Lcom/example/o6/P;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-virtual {v0, v3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/example/o6/P$$ExternalSyntheticLambda2;->INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda2;
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/example/o6/P$$ExternalSyntheticLambda3;->INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda3;
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v0
    const/4 v1, 0x0
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method
.method m3()Ljava/lang/String;
    .registers 6
    .line 15
    invoke-virtual {p0}, Lcom/example/o6/P;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-virtual {v0, v3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/example/o6/P$$ExternalSyntheticLambda4;->INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda4;
    invoke-virtual {v0, v1}, Ljava/util/Optional;->ifPresent(Ljava/util/function/Consumer;)V
    const/4 v0, 0x0
    return-object v0
.end method
.method m4()Ljava/lang/String;
    .registers 6
    .line 17
    invoke-virtual {p0}, Lcom/example/o6/P;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-virtual {v0, v3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x0
    aget-object v0, v0, v1
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    const-string v1, ""
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method
.method m5()Ljava/lang/String;
    .registers 6
    .line 19
    invoke-virtual {p0}, Lcom/example/o6/P;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-virtual {v0, v3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    new-instance v1, Lcom/example/o6/P$$ExternalSyntheticLambda5;
    invoke-direct {v1, p0}, Lcom/example/o6/P$$ExternalSyntheticLambda5;-><init>(Lcom/example/o6/P;)V
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v0
    const-string v1, ""
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method
.method m6()Ljava/lang/String;
    .registers 6
    .line 22
    invoke-virtual {p0}, Lcom/example/o6/P;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-virtual {v0, v3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lj$/util/Optional;->ofNullable(Ljava/lang/Object;)Lj$/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/example/o6/P$$ExternalSyntheticLambda6;->INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda6;
    invoke-virtual {v0, v1}, Lj$/util/Optional;->map(Lj$/util/function/Function;)Lj$/util/Optional;
    move-result-object v0
    const-string v1, ""
    invoke-virtual {v0, v1}, Lj$/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method
.method m7()Ljava/lang/String;
    .registers 6
    .line 24
    invoke-virtual {p0}, Lcom/example/o6/P;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-virtual {v0, v3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    const/4 v1, 0x0
    new-array v1, v1, [Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/String;
    const/4 v1, 0x0
    aget-object v0, v0, v1
    return-object v0
.end method
.method m8()Ljava/lang/String;
    .registers 6
    .line 26
    invoke-virtual {p0}, Lcom/example/o6/P;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-virtual {v0, v3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/example/o6/P$$ExternalSyntheticLambda7;->INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda7;
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z
    move-result v0
    if-eqz v0, :no
    const-string v0, "y"
    return-object v0
    :no
    const/4 v0, 0x0
    return-object v0
.end method
.method m9()Ljava/lang/String;
    .registers 6
    .line 28
    invoke-virtual {p0}, Lcom/example/o6/P;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-virtual {v0, v3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :no
    const/4 v1, 0x0
    aget-object v0, v0, v1
    return-object v0
    :no
    const/4 v0, 0x0
    return-object v0
.end method

.method static synthetic lambda$m1$0([Ljava/lang/String;)Z
    .registers 2
    .line 11
    array-length v0, p0
    if-lez v0, :y
    const/4 v0, 0x0
    return v0
    :y
    const/4 v0, 0x1
    return v0
.end method
.method static synthetic lambda$m1$1([Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    .line 11
    const/4 v0, 0x0
    aget-object v0, p0, v0
    return-object v0
.end method
.method static synthetic lambda$m2$0([Ljava/lang/String;)Z
    .registers 3
    .line 13
    array-length v0, p0
    const/4 v1, 0x1
    if-ne v0, v1, :n
    return v1
    :n
    const/4 v0, 0x0
    return v0
.end method
.method static synthetic lambda$m3$0([Ljava/lang/String;)V
    .registers 3
    .line 15
    const/4 v0, 0x0
    aget-object v0, p0, v0
    const-string v1, "P"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
.method public synthetic lambda$m5$0([Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 19
    invoke-virtual {p0, p1}, Lcom/example/o6/P;->pick([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
.method pick([Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 20
    const/4 v0, 0x0
    aget-object v0, p1, v0
    return-object v0
.end method
.method static synthetic lambda$m8$0([Ljava/lang/String;)Z
    .registers 3
    .line 26
    const/4 v0, 0x0
    aget-object v0, p0, v0
    const-string v1, "com.ex"
    invoke-virtual {v0, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

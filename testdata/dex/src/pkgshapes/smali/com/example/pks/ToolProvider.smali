# Java 11 sketch (ToolProvider.java), compiled by javac and D8: the
# packages of the calling UID taken one at a time through streams,
# iterators and collections copied from them.
#   package com.example.pks;                                                      // 1
#
#   public final class ToolProvider extends ContentProvider {                     // 3
#       static final String TRUSTED = "com.example.trusted";                      // 4
#       @Override public boolean onCreate() { return true; }                      // 5
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           Bundle out = new Bundle();                                            // 8
#           out.putString("a", firstByStream());                                  // 9
#           out.putString("b", firstByIterator());                                // 10
#           out.putBoolean("c", allByIterator());                                 // 11
#           out.putBoolean("d", trustedInCopy());                                 // 12
#           out.putBoolean("e", trustedAlone());                                  // 13
#           out.putString("f", Owners.INSTANCE.ownerOf(getContext()));            // 14
#           out.putBoolean("g", Owners.INSTANCE.isTrusted(getContext()));         // 15
#           return out;                                                           // 16
#       }
#
#       String firstByStream() {
#           String[] pkgs = getContext().getPackageManager().getPackagesForUid(Binder.getCallingUid()); // 20
#           return Arrays.stream(pkgs).findFirst().orElse(null);                  // 21 CETP604
#       }
#       String firstByIterator() {
#           String[] pkgs = getContext().getPackageManager().getPackagesForUid(Binder.getCallingUid()); // 24
#           return Arrays.asList(pkgs).iterator().next();                         // 25 CETP604
#       }
#       // near miss CETP604: every package is checked
#       boolean allByIterator() {
#           String[] pkgs = getContext().getPackageManager().getPackagesForUid(Binder.getCallingUid()); // 29
#           for (String p : Arrays.asList(pkgs)) {                                // 30
#               if (!TRUSTED.equals(p)) return false;                             // 31
#           }
#           return true;                                                          // 33
#       }
#       boolean trustedInCopy() {
#           String[] pkgs = getContext().getPackageManager().getPackagesForUid(Binder.getCallingUid()); // 36
#           return new HashSet<>(Arrays.asList(pkgs)).contains(TRUSTED);          // 37 CETP624
#       }
#       // near miss CETP624: a UID with more than one package is refused first
#       boolean trustedAlone() {
#           String[] pkgs = getContext().getPackageManager().getPackagesForUid(Binder.getCallingUid()); // 41
#           if (pkgs.length != 1) return false;                                   // 42
#           return new HashSet<>(Arrays.asList(pkgs)).contains(TRUSTED);          // 43
#       }
#   }
.class public final Lcom/example/pks/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 5
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 8
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 9
    invoke-virtual {p0}, Lcom/example/pks/ToolProvider;->firstByStream()Ljava/lang/String;
    move-result-object v1
    const-string v2, "a"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 10
    invoke-virtual {p0}, Lcom/example/pks/ToolProvider;->firstByIterator()Ljava/lang/String;
    move-result-object v1
    const-string v2, "b"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    invoke-virtual {p0}, Lcom/example/pks/ToolProvider;->allByIterator()Z
    move-result v1
    const-string v2, "c"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 12
    invoke-virtual {p0}, Lcom/example/pks/ToolProvider;->trustedInCopy()Z
    move-result v1
    const-string v2, "d"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 13
    invoke-virtual {p0}, Lcom/example/pks/ToolProvider;->trustedAlone()Z
    move-result v1
    const-string v2, "e"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 14
    sget-object v1, Lcom/example/pks/Owners;->INSTANCE:Lcom/example/pks/Owners;
    invoke-virtual {p0}, Lcom/example/pks/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v1, v2}, Lcom/example/pks/Owners;->ownerOf(Landroid/content/Context;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "f"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 15
    sget-object v1, Lcom/example/pks/Owners;->INSTANCE:Lcom/example/pks/Owners;
    invoke-virtual {p0}, Lcom/example/pks/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v1, v2}, Lcom/example/pks/Owners;->isTrusted(Landroid/content/Context;)Z
    move-result v1
    const-string v2, "g"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 16
    return-object v0
.end method

.method firstByStream()Ljava/lang/String;
    .registers 3
    .line 20
    invoke-virtual {p0}, Lcom/example/pks/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 21
    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/stream/Stream;->findFirst()Ljava/util/Optional;
    move-result-object v0
    const/4 v1, 0x0
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method firstByIterator()Ljava/lang/String;
    .registers 3
    .line 24
    invoke-virtual {p0}, Lcom/example/pks/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 25
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

# near miss CETP604: every package is checked
.method allByIterator()Z
    .registers 4
    .line 29
    invoke-virtual {p0}, Lcom/example/pks/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 30
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :all
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    .line 31
    const-string v2, "com.example.trusted"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :loop
    const/4 v0, 0x0
    return v0
    :all
    .line 33
    const/4 v0, 0x1
    return v0
.end method

.method trustedInCopy()Z
    .registers 3
    .line 36
    invoke-virtual {p0}, Lcom/example/pks/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 37
    new-instance v1, Ljava/util/HashSet;
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    invoke-direct {v1, v0}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V
    const-string v0, "com.example.trusted"
    invoke-virtual {v1, v0}, Ljava/util/HashSet;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

# near miss CETP624: a UID with more than one package is refused first
.method trustedAlone()Z
    .registers 4
    .line 41
    invoke-virtual {p0}, Lcom/example/pks/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 42
    array-length v1, v0
    const/4 v2, 0x1
    if-eq v1, v2, :one
    const/4 v0, 0x0
    return v0
    :one
    .line 43
    new-instance v1, Ljava/util/HashSet;
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    invoke-direct {v1, v0}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V
    const-string v0, "com.example.trusted"
    invoke-virtual {v1, v0}, Ljava/util/HashSet;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

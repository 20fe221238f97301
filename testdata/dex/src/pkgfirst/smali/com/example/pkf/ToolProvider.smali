# Java 11 sketch (ToolProvider.java), compiled by javac and D8: the packages
# of the calling UID handed to helpers that take one of them through a
# stream, an iterator or a List view, as index 0 would.
#   package com.example.pkf;                                                      // 1
#
#   public final class ToolProvider extends ContentProvider {                     // 3
#       static final String TRUSTED = "com.example.trusted";                      // 4
#       @Override public boolean onCreate() { return true; }                      // 5
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           String[] pkgs = getContext().getPackageManager().getPackagesForUid(Binder.getCallingUid()); // 8
#           Bundle out = new Bundle();                                            // 9
#           out.putString("a", firstByStream(pkgs));                              // 10 CETP604
#           out.putString("b", firstByIterator(pkgs));                            // 11 CETP604
#           out.putString("c", firstOfList(Arrays.asList(pkgs)));                 // 12 CETP604
#           out.putBoolean("d", allTrusted(pkgs));                                // 13
#           out.putString("e", onlyOne(pkgs));                                    // 14
#           out.putString("f", OwnersKt.firstOwner(pkgs));                        // 15 CETP604
#           out.putString("g", OwnersKt.nextOwner(pkgs));                         // 16 CETP604
#           out.putString("h", OwnersKt.soleOwner(pkgs));                         // 17
#           return out;                                                           // 18
#       }
#
#       static String firstByStream(String[] pkgs) {
#           return Arrays.stream(pkgs).findFirst().orElse(null);                  // 22
#       }
#       static String firstByIterator(String[] pkgs) {
#           return Arrays.asList(pkgs).iterator().next();                         // 25
#       }
#       static String firstOfList(List<String> pkgs) {
#           Iterator<String> it = pkgs.iterator();                                // 28
#           return it.next();                                                     // 29
#       }
#       // near miss CETP604: every package is checked
#       static boolean allTrusted(String[] pkgs) {
#           for (String p : Arrays.asList(pkgs)) {                                // 33
#               if (!TRUSTED.equals(p)) return false;                             // 34
#           }
#           return true;                                                          // 36
#       }
#       // near miss CETP604: a UID with more than one package is refused first
#       static String onlyOne(String[] pkgs) {
#           if (pkgs.length != 1) return null;                                    // 40
#           return Arrays.stream(pkgs).findFirst().orElse(null);                  // 41
#       }
#   }
.class public final Lcom/example/pkf/ToolProvider;
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
    .registers 8
    .line 8
    invoke-virtual {p0}, Lcom/example/pkf/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 9
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 10
    invoke-static {v0}, Lcom/example/pkf/ToolProvider;->firstByStream([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "a"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    invoke-static {v0}, Lcom/example/pkf/ToolProvider;->firstByIterator([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "b"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 12
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v2
    invoke-static {v2}, Lcom/example/pkf/ToolProvider;->firstOfList(Ljava/util/List;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "c"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 13
    invoke-static {v0}, Lcom/example/pkf/ToolProvider;->allTrusted([Ljava/lang/String;)Z
    move-result v2
    const-string v3, "d"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 14
    invoke-static {v0}, Lcom/example/pkf/ToolProvider;->onlyOne([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "e"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 15
    invoke-static {v0}, Lcom/example/pkf/OwnersKt;->firstOwner([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "f"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    invoke-static {v0}, Lcom/example/pkf/OwnersKt;->nextOwner([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "g"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    invoke-static {v0}, Lcom/example/pkf/OwnersKt;->soleOwner([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "h"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    return-object v1
.end method

.method static firstByStream([Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    .line 22
    invoke-static {p0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/stream/Stream;->findFirst()Ljava/util/Optional;
    move-result-object v0
    const/4 p0, 0x0
    invoke-virtual {v0, p0}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/String;
    return-object p0
.end method

.method static firstByIterator([Ljava/lang/String;)Ljava/lang/String;
    .registers 1
    .line 25
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object p0
    invoke-interface {p0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object p0
    invoke-interface {p0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/String;
    return-object p0
.end method

.method static firstOfList(Ljava/util/List;)Ljava/lang/String;
    .registers 1
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;)",
            "Ljava/lang/String;"
        }
    .end annotation
    .line 28
    invoke-interface {p0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object p0
    .line 29
    invoke-interface {p0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/String;
    return-object p0
.end method

# near miss CETP604: every package is checked
.method static allTrusted([Ljava/lang/String;)Z
    .registers 3
    .line 33
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object p0
    invoke-interface {p0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object p0
    :loop
    invoke-interface {p0}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :all
    invoke-interface {p0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    .line 34
    const-string v1, "com.example.trusted"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :loop
    const/4 p0, 0x0
    return p0
    :all
    .line 36
    const/4 p0, 0x1
    return p0
.end method

# near miss CETP604: a UID with more than one package is refused first
.method static onlyOne([Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 40
    array-length v0, p0
    const/4 v1, 0x1
    const/4 v2, 0x0
    if-eq v0, v1, :one
    return-object v2
    :one
    .line 41
    invoke-static {p0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object p0
    invoke-interface {p0}, Ljava/util/stream/Stream;->findFirst()Ljava/util/Optional;
    move-result-object p0
    invoke-virtual {p0, v2}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/String;
    return-object p0
.end method

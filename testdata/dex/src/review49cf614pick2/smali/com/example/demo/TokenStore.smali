# final class TokenStore {
#   static String pending;
#   static boolean check(String t) { return t != null && t.equals(pending); }
#   static boolean valid() { return pending != null; }
#   static String issue() { pending = UUID.randomUUID().toString(); return pending; }
# }
.class public final Lcom/example/demo/TokenStore;
.super Ljava/lang/Object;
.field public static pending:Ljava/lang/String;
.method public static check(Ljava/lang/String;)Z
    .registers 3
    if-eqz p0, :no
    sget-object v0, Lcom/example/demo/TokenStore;->pending:Ljava/lang/String;
    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    return v1
    :no
    const/4 v1, 0x0
    return v1
.end method
.method public static valid()Z
    .registers 2
    sget-object v0, Lcom/example/demo/TokenStore;->pending:Ljava/lang/String;
    if-eqz v0, :no
    const/4 v1, 0x1
    return v1
    :no
    const/4 v1, 0x0
    return v1
.end method
.method public static issue()Ljava/lang/String;
    .registers 2
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    sput-object v0, Lcom/example/demo/TokenStore;->pending:Ljava/lang/String;
    return-object v0
.end method

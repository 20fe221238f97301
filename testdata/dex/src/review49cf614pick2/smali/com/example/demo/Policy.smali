# final class Policy { static java.util.Set<Long> approved; static boolean preApproved(long id) { return approved.contains(Long.valueOf(id)); } }
.class public final Lcom/example/demo/Policy;
.super Ljava/lang/Object;
.field public static approved:Ljava/util/Set;
.method public static preApproved(J)Z
    .registers 4
    sget-object v0, Lcom/example/demo/Policy;->approved:Ljava/util/Set;
    invoke-static {p0, p1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

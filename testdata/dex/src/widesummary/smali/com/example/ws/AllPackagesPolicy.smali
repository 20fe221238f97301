# Java sketch (AllPackagesPolicy.java): trusts the UID only when every
# package of it is the agent's.
#   final class AllPackagesPolicy implements Policy {                           // 5
#       @Override public boolean allows(String[] packages) {
#           if (packages == null || packages.length == 0) return false;          // 7
#           for (String p : packages) {                                          // 8
#               if (!"com.example.agent".equals(p)) return false;                // 9
#           }
#           return true;                                                         // 11
#       }
#   }
.class final Lcom/example/ws/AllPackagesPolicy;
.super Ljava/lang/Object;
.source "AllPackagesPolicy.java"
.implements Lcom/example/ws/Policy;

.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public allows([Ljava/lang/String;)Z
    .registers 7
    .line 7
    const/4 v0, 0x0
    if-eqz p1, :cond_1b
    array-length v1, p1
    if-nez v1, :cond_7
    goto :goto_1b
    .line 8
    :cond_7
    array-length v1, p1
    move v2, v0
    :goto_9
    if-ge v2, v1, :cond_19
    aget-object v3, p1, v2
    .line 9
    const-string v4, "com.example.agent"
    invoke-virtual {v4, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_16
    return v0
    .line 8
    :cond_16
    add-int/lit8 v2, v2, 0x1
    goto :goto_9
    .line 11
    :cond_19
    const/4 v0, 0x1
    return v0
    .line 7
    :cond_1b
    :goto_1b
    return v0
.end method

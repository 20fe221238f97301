# Java sketch (FirstPackagePolicy.java): trusts the UID when its first
# package is the agent's.
#   final class FirstPackagePolicy implements Policy {                         // 5
#       @Override public boolean allows(String[] packages) {
#           return packages != null && packages.length > 0 && "com.example.agent".equals(packages[0]);   // 7
#       }
#   }
.class final Lcom/example/ws/FirstPackagePolicy;
.super Ljava/lang/Object;
.source "FirstPackagePolicy.java"
.implements Lcom/example/ws/Policy;

.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public allows([Ljava/lang/String;)Z
    .registers 4
    .line 7
    const/4 v0, 0x0
    if-eqz p1, :cond_13
    array-length v1, p1
    if-lez v1, :cond_13
    aget-object v1, p1, v0
    const-string v2, "com.example.agent"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_13
    const/4 v0, 0x1
    :cond_13
    return v0
.end method

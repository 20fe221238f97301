# Java sketch (Callers.java): the caller check delegates to the policy
# of the build, an interface call with two possible targets.
#   final class Callers {                                                       // 5
#       private static final Policy POLICY = new FirstPackagePolicy();           // 6
#       static boolean trusted(String[] packages) {
#           return POLICY.allows(packages);                                      // 8
#       }
#   }
.class final Lcom/example/ws/Callers;
.super Ljava/lang/Object;
.source "Callers.java"

.field private static final POLICY:Lcom/example/ws/Policy;

.method static constructor <clinit>()V
    .registers 1
    .line 6
    new-instance v0, Lcom/example/ws/FirstPackagePolicy;
    invoke-direct {v0}, Lcom/example/ws/FirstPackagePolicy;-><init>()V
    sput-object v0, Lcom/example/ws/Callers;->POLICY:Lcom/example/ws/Policy;
    return-void
.end method

.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static trusted([Ljava/lang/String;)Z
    .registers 2
    .line 8
    sget-object v0, Lcom/example/ws/Callers;->POLICY:Lcom/example/ws/Policy;
    invoke-interface {v0, p0}, Lcom/example/ws/Policy;->allows([Ljava/lang/String;)Z
    move-result p0
    return p0
.end method

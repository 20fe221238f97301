# Java:
#   final class Rng { static final java.util.Random RNG = new java.security.SecureRandom(); }
.class final Lcom/example/rng/Rng;
.super Ljava/lang/Object;
.field static final RNG:Ljava/util/Random;
.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/example/rng/Rng;->RNG:Ljava/util/Random;
    return-void
.end method

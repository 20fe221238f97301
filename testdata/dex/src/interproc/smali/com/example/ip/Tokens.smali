# Java sketch:
#   final class Tokens {
#       private static final Random RNG = new Random();              // 5
#       private static final Random SECURE = new SecureRandom();     // 6
#       static void all() { session(); resume(); }                   // 8
#       // true positive 613: a static java.util.Random set in <clinit>
#       static Bundle session() {
#           String t = Long.toHexString(RNG.nextLong());              // 10
#           Bundle b = new Bundle(); b.putString("session_token", t); return b; // 11
#       }
#       // near miss 613: a Random-typed field holding a SecureRandom
#       static Bundle resume() {
#           String t = Long.toHexString(SECURE.nextLong());           // 15
#           Bundle b = new Bundle(); b.putString("resume_token", t); return b;  // 16
#       }
#   }
.class final Lcom/example/ip/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"

.field private static final RNG:Ljava/util/Random;
.field private static final SECURE:Ljava/util/Random;

.method static constructor <clinit>()V
    .registers 1
    .line 5
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    sput-object v0, Lcom/example/ip/Tokens;->RNG:Ljava/util/Random;
    .line 6
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/example/ip/Tokens;->SECURE:Ljava/util/Random;
    return-void
.end method

.method static all()V
    .registers 0
    .line 8
    invoke-static {}, Lcom/example/ip/Tokens;->session()Landroid/os/Bundle;
    invoke-static {}, Lcom/example/ip/Tokens;->resume()Landroid/os/Bundle;
    return-void
.end method

.method static session()Landroid/os/Bundle;
    .registers 4
    .line 10
    sget-object v0, Lcom/example/ip/Tokens;->RNG:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    .line 11
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "session_token"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v1
.end method

.method static resume()Landroid/os/Bundle;
    .registers 4
    .line 15
    sget-object v0, Lcom/example/ip/Tokens;->SECURE:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    .line 16
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "resume_token"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v1
.end method

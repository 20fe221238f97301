# Java:
#   public class TokenProvider extends ContentProvider {
#     private final java.util.Random strong;                 // SecureRandom.getInstanceStrong()
#     private static final java.util.Random SHA1;            // SecureRandom.getInstance("SHA1PRNG")
#     private java.util.Random lazy;                         // lazily SecureRandom.getInstance("SHA1PRNG")
#     java.util.Random injected;                             // Dagger: RngModule.provideRandom() (a new SecureRandom)
#     private final java.util.Random plain = new java.security.SecureRandom();  // control: silent
#     private final java.util.Random weak = new java.util.Random();             // control: error
#     static { SHA1 = SecureRandom.getInstance("SHA1PRNG"); }
#     public TokenProvider() { strong = SecureRandom.getInstanceStrong(); }
#     public boolean onCreate() { RngModule.inject(this); return true; }
#     private java.util.Random lazy() { if (lazy == null) lazy = SecureRandom.getInstance("SHA1PRNG"); return lazy; }
#     public Bundle call(String method, String arg, Bundle extras) {
#       switch (method) {
#         case "a": return put("resume_token", Rng.RNG.nextLong());            // SecureRandom made in another class
#         case "b": return put("resume_token", strong.nextLong());            // getInstanceStrong()
#         case "c": return put("resume_token", SHA1.nextLong());              // getInstance("SHA1PRNG")
#         case "d": return put("resume_token", lazy().nextLong());            // lazy getInstance
#         case "e": return put("resume_token", injected.nextLong());          // Dagger-provided
#         case "f": return put("resume_token", PlatformRandomKt.asJavaRandom(PlatformRandomKt.asKotlinRandom(new SecureRandom())).nextLong());
#         case "g": return put("resume_token", PlatformRandomKt.asJavaRandom(kotlin.random.Random.Default).nextLong());  // predictable
#         case "h": return put("resume_token", plain.nextLong());             // control: silent
#         default:  return put("resume_token", weak.nextLong());              // control: error
#       }
#     }
#   }
# Each case is its own method (aX) so the report names the shape.
.class public Lcom/example/rng/TokenProvider;
.super Landroid/content/ContentProvider;
.field private final strong:Ljava/util/Random;
.field private static final SHA1:Ljava/util/Random;
.field private lazy:Ljava/util/Random;
.field injected:Ljava/util/Random;
.field private final plain:Ljava/util/Random;
.field private final weak:Ljava/util/Random;
.method static constructor <clinit>()V
    .locals 1
    const-string v0, "SHA1PRNG"
    invoke-static {v0}, Ljava/security/SecureRandom;->getInstance(Ljava/lang/String;)Ljava/security/SecureRandom;
    move-result-object v0
    sput-object v0, Lcom/example/rng/TokenProvider;->SHA1:Ljava/util/Random;
    return-void
.end method
.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    invoke-static {}, Ljava/security/SecureRandom;->getInstanceStrong()Ljava/security/SecureRandom;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rng/TokenProvider;->strong:Ljava/util/Random;
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    iput-object v0, p0, Lcom/example/rng/TokenProvider;->plain:Ljava/util/Random;
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    iput-object v0, p0, Lcom/example/rng/TokenProvider;->weak:Ljava/util/Random;
    return-void
.end method
.method public onCreate()Z
    .locals 1
    invoke-static {p0}, Lcom/example/rng/RngModule;->inject(Lcom/example/rng/TokenProvider;)V
    const/4 v0, 0x1
    return v0
.end method
.method private lazy()Ljava/util/Random;
    .locals 1
    iget-object v0, p0, Lcom/example/rng/TokenProvider;->lazy:Ljava/util/Random;
    if-nez v0, :have
    const-string v0, "SHA1PRNG"
    invoke-static {v0}, Ljava/security/SecureRandom;->getInstance(Ljava/lang/String;)Ljava/security/SecureRandom;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rng/TokenProvider;->lazy:Ljava/util/Random;
    :have
    iget-object v0, p0, Lcom/example/rng/TokenProvider;->lazy:Ljava/util/Random;
    return-object v0
.end method
.method private static put(Ljava/lang/String;J)Landroid/os/Bundle;
    .locals 2
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-static {p1, p2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, p0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
.method private aOtherClass()Landroid/os/Bundle;
    .locals 4
    sget-object v0, Lcom/example/rng/Rng;->RNG:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    const-string v3, "resume_token"
    invoke-virtual {v0, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
.method private bStrong()Landroid/os/Bundle;
    .locals 4
    iget-object v0, p0, Lcom/example/rng/TokenProvider;->strong:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    const-string v3, "resume_token"
    invoke-virtual {v0, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
.method private cSha1()Landroid/os/Bundle;
    .locals 4
    sget-object v0, Lcom/example/rng/TokenProvider;->SHA1:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    const-string v3, "resume_token"
    invoke-virtual {v0, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
.method private dLazy()Landroid/os/Bundle;
    .locals 4
    invoke-direct {p0}, Lcom/example/rng/TokenProvider;->lazy()Ljava/util/Random;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    const-string v3, "resume_token"
    invoke-virtual {v0, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
.method private eDagger()Landroid/os/Bundle;
    .locals 4
    iget-object v0, p0, Lcom/example/rng/TokenProvider;->injected:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    const-string v3, "resume_token"
    invoke-virtual {v0, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
.method private fAsJavaSecure()Landroid/os/Bundle;
    .locals 4
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    invoke-static {v0}, Lkotlin/random/PlatformRandomKt;->asKotlinRandom(Ljava/util/Random;)Lkotlin/random/Random;
    move-result-object v0
    invoke-static {v0}, Lkotlin/random/PlatformRandomKt;->asJavaRandom(Lkotlin/random/Random;)Ljava/util/Random;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    const-string v3, "resume_token"
    invoke-virtual {v0, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
.method private gAsJavaDefault()Landroid/os/Bundle;
    .locals 4
    sget-object v0, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    invoke-static {v0}, Lkotlin/random/PlatformRandomKt;->asJavaRandom(Lkotlin/random/Random;)Ljava/util/Random;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    const-string v3, "resume_token"
    invoke-virtual {v0, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
.method private hPlain()Landroid/os/Bundle;
    .locals 4
    iget-object v0, p0, Lcom/example/rng/TokenProvider;->plain:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    const-string v3, "resume_token"
    invoke-virtual {v0, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
.method private iWeak()Landroid/os/Bundle;
    .locals 4
    iget-object v0, p0, Lcom/example/rng/TokenProvider;->weak:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    const-string v3, "resume_token"
    invoke-virtual {v0, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    const-string v0, "a"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :b
    invoke-direct {p0}, Lcom/example/rng/TokenProvider;->aOtherClass()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :b
    const-string v0, "b"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :c
    invoke-direct {p0}, Lcom/example/rng/TokenProvider;->bStrong()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :c
    const-string v0, "c"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :d
    invoke-direct {p0}, Lcom/example/rng/TokenProvider;->cSha1()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :d
    const-string v0, "d"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :e
    invoke-direct {p0}, Lcom/example/rng/TokenProvider;->dLazy()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :e
    const-string v0, "e"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :f
    invoke-direct {p0}, Lcom/example/rng/TokenProvider;->eDagger()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :f
    const-string v0, "f"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :g
    invoke-direct {p0}, Lcom/example/rng/TokenProvider;->fAsJavaSecure()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :g
    const-string v0, "g"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :h
    invoke-direct {p0}, Lcom/example/rng/TokenProvider;->gAsJavaDefault()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :h
    const-string v0, "h"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :i
    invoke-direct {p0}, Lcom/example/rng/TokenProvider;->hPlain()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :i
    invoke-direct {p0}, Lcom/example/rng/TokenProvider;->iWeak()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

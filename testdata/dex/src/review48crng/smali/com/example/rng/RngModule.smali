# Java (a Dagger module and the generated members injector / component, hand-inlined):
#   final class RngModule {
#     static java.util.Random provideRandom() { return new java.security.SecureRandom(); }  // @Provides
#     static void injectRng(TokenProvider p, java.util.Random r) { p.injected = r; }         // TokenProvider_MembersInjector
#     static void inject(TokenProvider p) { injectRng(p, provideRandom()); }                 // DaggerAppComponent
#   }
.class final Lcom/example/rng/RngModule;
.super Ljava/lang/Object;
.method static provideRandom()Ljava/util/Random;
    .locals 1
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    return-object v0
.end method
.method static injectRng(Lcom/example/rng/TokenProvider;Ljava/util/Random;)V
    .locals 0
    iput-object p1, p0, Lcom/example/rng/TokenProvider;->injected:Ljava/util/Random;
    return-void
.end method
.method static inject(Lcom/example/rng/TokenProvider;)V
    .locals 1
    invoke-static {}, Lcom/example/rng/RngModule;->provideRandom()Ljava/util/Random;
    move-result-object v0
    invoke-static {p0, v0}, Lcom/example/rng/RngModule;->injectRng(Lcom/example/rng/TokenProvider;Ljava/util/Random;)V
    return-void
.end method

.class public final Lcom/example/rv15h/AppModule;
.super Ljava/lang/Object;
.source "AppModule.kt"

.annotation runtime Ldagger/Module;
.end annotation

.field public static final INSTANCE:Lcom/example/rv15h/AppModule;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/rv15h/AppModule;
    invoke-direct {v0}, Lcom/example/rv15h/AppModule;-><init>()V
    sput-object v0, Lcom/example/rv15h/AppModule;->INSTANCE:Lcom/example/rv15h/AppModule;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final rng()Ljava/util/Random;
    .registers 2
    .annotation runtime Ldagger/Provides;
    .end annotation
    .line 10
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    check-cast v0, Ljava/util/Random;
    return-object v0
.end method

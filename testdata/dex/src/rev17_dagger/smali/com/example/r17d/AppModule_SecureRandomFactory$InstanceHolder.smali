.class final Lcom/example/r17d/AppModule_SecureRandomFactory$InstanceHolder;
.super Ljava/lang/Object;
.source "AppModule_SecureRandomFactory.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r17d/AppModule_SecureRandomFactory;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "InstanceHolder"
.end annotation

.field private static final INSTANCE:Lcom/example/r17d/AppModule_SecureRandomFactory;

.method static constructor <clinit>()V
    .registers 1
    .line 27
    new-instance v0, Lcom/example/r17d/AppModule_SecureRandomFactory;
    invoke-direct {v0}, Lcom/example/r17d/AppModule_SecureRandomFactory;-><init>()V
    sput-object v0, Lcom/example/r17d/AppModule_SecureRandomFactory$InstanceHolder;->INSTANCE:Lcom/example/r17d/AppModule_SecureRandomFactory;
    return-void
.end method

.method static synthetic access$000()Lcom/example/r17d/AppModule_SecureRandomFactory;
    .registers 1
    .line 26
    sget-object v0, Lcom/example/r17d/AppModule_SecureRandomFactory$InstanceHolder;->INSTANCE:Lcom/example/r17d/AppModule_SecureRandomFactory;
    return-object v0
.end method

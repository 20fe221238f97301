.class final Lcom/example/r17d/AppModule_FastRandomFactory$InstanceHolder;
.super Ljava/lang/Object;
.source "AppModule_FastRandomFactory.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r17d/AppModule_FastRandomFactory;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "InstanceHolder"
.end annotation

.field private static final INSTANCE:Lcom/example/r17d/AppModule_FastRandomFactory;

.method static constructor <clinit>()V
    .registers 1
    .line 27
    new-instance v0, Lcom/example/r17d/AppModule_FastRandomFactory;
    invoke-direct {v0}, Lcom/example/r17d/AppModule_FastRandomFactory;-><init>()V
    sput-object v0, Lcom/example/r17d/AppModule_FastRandomFactory$InstanceHolder;->INSTANCE:Lcom/example/r17d/AppModule_FastRandomFactory;
    return-void
.end method

.method static synthetic access$000()Lcom/example/r17d/AppModule_FastRandomFactory;
    .registers 1
    .line 26
    sget-object v0, Lcom/example/r17d/AppModule_FastRandomFactory$InstanceHolder;->INSTANCE:Lcom/example/r17d/AppModule_FastRandomFactory;
    return-object v0
.end method

.class final Lcom/hivewatch/AppModule_ProvideSecureTokenSourceFactory$InstanceHolder;
.super Ljava/lang/Object;
.source "AppModule_ProvideSecureTokenSourceFactory.java"

.field static final INSTANCE:Lcom/hivewatch/AppModule_ProvideSecureTokenSourceFactory;

.method constructor <init>()V
    .registers 1
    .line 28
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 29
    new-instance v0, Lcom/hivewatch/AppModule_ProvideSecureTokenSourceFactory;
    invoke-direct {v0}, Lcom/hivewatch/AppModule_ProvideSecureTokenSourceFactory;-><init>()V
    sput-object v0, Lcom/hivewatch/AppModule_ProvideSecureTokenSourceFactory$InstanceHolder;->INSTANCE:Lcom/hivewatch/AppModule_ProvideSecureTokenSourceFactory;
    return-void
.end method


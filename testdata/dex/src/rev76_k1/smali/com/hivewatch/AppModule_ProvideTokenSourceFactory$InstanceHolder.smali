.class final Lcom/hivewatch/AppModule_ProvideTokenSourceFactory$InstanceHolder;
.super Ljava/lang/Object;
.source "AppModule_ProvideTokenSourceFactory.java"

.field static final INSTANCE:Lcom/hivewatch/AppModule_ProvideTokenSourceFactory;

.method constructor <init>()V
    .registers 1
    .line 28
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 29
    new-instance v0, Lcom/hivewatch/AppModule_ProvideTokenSourceFactory;
    invoke-direct {v0}, Lcom/hivewatch/AppModule_ProvideTokenSourceFactory;-><init>()V
    sput-object v0, Lcom/hivewatch/AppModule_ProvideTokenSourceFactory$InstanceHolder;->INSTANCE:Lcom/hivewatch/AppModule_ProvideTokenSourceFactory;
    return-void
.end method


.class final Lcom/hivewatch/AppModule_ProvideIoExecutorFactory$InstanceHolder;
.super Ljava/lang/Object;
.source "AppModule_ProvideIoExecutorFactory.java"

.field static final INSTANCE:Lcom/hivewatch/AppModule_ProvideIoExecutorFactory;

.method constructor <init>()V
    .registers 1
    .line 28
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 29
    new-instance v0, Lcom/hivewatch/AppModule_ProvideIoExecutorFactory;
    invoke-direct {v0}, Lcom/hivewatch/AppModule_ProvideIoExecutorFactory;-><init>()V
    sput-object v0, Lcom/hivewatch/AppModule_ProvideIoExecutorFactory$InstanceHolder;->INSTANCE:Lcom/hivewatch/AppModule_ProvideIoExecutorFactory;
    return-void
.end method


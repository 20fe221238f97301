.class public final Lcom/example/r31j3/Pinger_Factory;
.super Ljava/lang/Object;
.source "Pinger_Factory.java"

.field private static final INSTANCE:Lcom/example/r31j3/Pinger_Factory;

.method static constructor <clinit>()V
    .registers 1
    .line 5
    new-instance v0, Lcom/example/r31j3/Pinger_Factory;
    invoke-direct {v0}, Lcom/example/r31j3/Pinger_Factory;-><init>()V
    sput-object v0, Lcom/example/r31j3/Pinger_Factory;->INSTANCE:Lcom/example/r31j3/Pinger_Factory;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static create()Lcom/example/r31j3/Pinger_Factory;
    .registers 1
    .line 10
    sget-object v0, Lcom/example/r31j3/Pinger_Factory;->INSTANCE:Lcom/example/r31j3/Pinger_Factory;
    return-object v0
.end method

.method public static newInstance()Lcom/example/r31j3/Pinger;
    .registers 1
    .line 13
    new-instance v0, Lcom/example/r31j3/Pinger;
    invoke-direct {v0}, Lcom/example/r31j3/Pinger;-><init>()V
    return-object v0
.end method

.method public get()Lcom/example/r31j3/Pinger;
    .registers 2
    .line 7
    invoke-static {}, Lcom/example/r31j3/Pinger_Factory;->newInstance()Lcom/example/r31j3/Pinger;
    move-result-object v0
    return-object v0
.end method

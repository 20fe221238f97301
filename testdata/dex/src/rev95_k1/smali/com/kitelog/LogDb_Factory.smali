.class public final Lcom/kitelog/LogDb_Factory;
.super Ljava/lang/Object;
.source "LogDb_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.field private final contextProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 2
    .line 10
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v1, v0, Lcom/kitelog/LogDb_Factory;->contextProvider:Ljavax/inject/Provider;
    .line 12
    return-void
.end method

.method public get()Lcom/kitelog/LogDb;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/kitelog/LogDb_Factory;->contextProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lcom/kitelog/LogDb_Factory;->newInstance(Landroid/content/Context;)Lcom/kitelog/LogDb;
    move-result-object v0
    return-object v0
.end method

.method public static create(Ljavax/inject/Provider;)Lcom/kitelog/LogDb_Factory;
    .registers 2
    .line 20
    new-instance v0, Lcom/kitelog/LogDb_Factory;
    invoke-direct {v0, v1}, Lcom/kitelog/LogDb_Factory;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public static newInstance(Landroid/content/Context;)Lcom/kitelog/LogDb;
    .registers 2
    .line 24
    new-instance v0, Lcom/kitelog/LogDb;
    invoke-direct {v0, v1}, Lcom/kitelog/LogDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 7
    invoke-virtual {v1}, Lcom/kitelog/LogDb_Factory;->get()Lcom/kitelog/LogDb;
    move-result-object v0
    return-object v0
.end method


.class public final Lcom/kitelog/LogRepo_Factory;
.super Ljava/lang/Object;
.source "LogRepo_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.field private final storeProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 2
    .line 9
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v1, v0, Lcom/kitelog/LogRepo_Factory;->storeProvider:Ljavax/inject/Provider;
    .line 11
    return-void
.end method

.method public get()Lcom/kitelog/LogRepo;
    .registers 2
    .line 15
    iget-object v0, v1, Lcom/kitelog/LogRepo_Factory;->storeProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/kitelog/LogDb;
    invoke-static {v0}, Lcom/kitelog/LogRepo_Factory;->newInstance(Lcom/kitelog/LogDb;)Lcom/kitelog/LogRepo;
    move-result-object v0
    return-object v0
.end method

.method public static create(Ljavax/inject/Provider;)Lcom/kitelog/LogRepo_Factory;
    .registers 2
    .line 19
    new-instance v0, Lcom/kitelog/LogRepo_Factory;
    invoke-direct {v0, v1}, Lcom/kitelog/LogRepo_Factory;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public static newInstance(Lcom/kitelog/LogDb;)Lcom/kitelog/LogRepo;
    .registers 2
    .line 23
    new-instance v0, Lcom/kitelog/LogRepo;
    invoke-direct {v0, v1}, Lcom/kitelog/LogRepo;-><init>(Lcom/kitelog/LogDb;)V
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 6
    invoke-virtual {v1}, Lcom/kitelog/LogRepo_Factory;->get()Lcom/kitelog/LogRepo;
    move-result-object v0
    return-object v0
.end method


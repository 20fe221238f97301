.class final Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl$SwitchingProvider;
.super Ljava/lang/Object;
.source "DaggerVaultApp_HiltComponents_SingletonC.java"

# interfaces
.implements Ljavax/inject/Provider;

.field private final id:I
.field private final singletonCImpl:Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;

.method constructor <init>(Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl; I)V
    .registers 3
    .line 90
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 91
    iput-object p1, p0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl$SwitchingProvider;->singletonCImpl:Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;
    .line 92
    iput p2, p0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl$SwitchingProvider;->id:I
    return-void
.end method

.method public get()Ljava/lang/Object;
    .registers 3
    .line 98
    iget v0, p0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl$SwitchingProvider;->id:I
    packed-switch v0, :pswitch_data_0
    .line 103
    new-instance v0, Ljava/lang/AssertionError;
    iget v1, p0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl$SwitchingProvider;->id:I
    invoke-direct {v0, v1}, Ljava/lang/AssertionError;-><init>(I)V
    throw v0
    .line 100
    :pswitch_0
    new-instance v0, Lcom/example/rv15h/TokenIssuer;
    invoke-direct {v0}, Lcom/example/rv15h/TokenIssuer;-><init>()V
    return-object v0
    .line 101
    :pswitch_1
    new-instance v0, Lcom/example/rv15h/OperationIds;
    invoke-static {}, Lcom/example/rv15h/AppModule_RngFactory;->rng()Ljava/util/Random;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/rv15h/OperationIds;-><init>(Ljava/util/Random;)V
    return-object v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

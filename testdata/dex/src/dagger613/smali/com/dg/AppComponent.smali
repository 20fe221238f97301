.class public final Lcom/dg/AppComponent;
.super Ljava/lang/Object;
.source "AppComponent.java"

# static fields
.field private static instance:Lcom/dg/AppComponent;

# instance fields
.field private provideFastProvider:Ljavax/inject/Provider;
.field private provideStrongProvider:Ljavax/inject/Provider;
.field private provideLedgerProvider:Ljavax/inject/Provider;


# direct methods
.method private constructor <init>(Lcom/dg/TokenModule;)V
    .registers 3
    .line 14
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 15
    invoke-direct {v1, v2}, Lcom/dg/AppComponent;->initialize(Lcom/dg/TokenModule;)V
    .line 16
    return-void
.end method

.method static declared-synchronized get()Lcom/dg/AppComponent;
    .registers 3
    .line 19
    sget-object v0, Lcom/dg/AppComponent;->instance:Lcom/dg/AppComponent;
    if-nez v0, :L23
    .line 20
    new-instance v0, Lcom/dg/AppComponent;
    new-instance v2, Lcom/dg/TokenModule;
    invoke-direct {v2}, Lcom/dg/TokenModule;-><init>()V
    invoke-direct {v0, v2}, Lcom/dg/AppComponent;-><init>(Lcom/dg/TokenModule;)V
    sput-object v0, Lcom/dg/AppComponent;->instance:Lcom/dg/AppComponent;
:L23
    .line 22
    sget-object v0, Lcom/dg/AppComponent;->instance:Lcom/dg/AppComponent;
    return-object v0
.end method

.method private initialize(Lcom/dg/TokenModule;)V
    .registers 5
    .line 26
    invoke-static {v4}, Lcom/dg/TokenModule_ProvideFastFactory;->create(Lcom/dg/TokenModule;)Lcom/dg/TokenModule_ProvideFastFactory;
    move-result-object v1
    invoke-static {v1}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v1
    iput-object v1, v3, Lcom/dg/AppComponent;->provideFastProvider:Ljavax/inject/Provider;
    .line 27
    invoke-static {v4}, Lcom/dg/TokenModule_ProvideStrongFactory;->create(Lcom/dg/TokenModule;)Lcom/dg/TokenModule_ProvideStrongFactory;
    move-result-object v1
    invoke-static {v1}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v1
    iput-object v1, v3, Lcom/dg/AppComponent;->provideStrongProvider:Ljavax/inject/Provider;
    .line 28
    iget-object v2, v3, Lcom/dg/AppComponent;->provideStrongProvider:Ljavax/inject/Provider;
    invoke-static {v4, v2}, Lcom/dg/TokenModule_ProvideLedgerFactory;->create(Lcom/dg/TokenModule;Ljavax/inject/Provider;)Lcom/dg/TokenModule_ProvideLedgerFactory;
    move-result-object v1
    invoke-static {v1}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v1
    iput-object v1, v3, Lcom/dg/AppComponent;->provideLedgerProvider:Ljavax/inject/Provider;
    .line 29
    return-void
.end method


# virtual methods
.method inject(Lcom/dg/CodeProvider;)V
    .registers 4
    .line 32
    iget-object v1, v2, Lcom/dg/AppComponent;->provideFastProvider:Ljavax/inject/Provider;
    invoke-static {v3, v1}, Lcom/dg/Injectors;->injectRandom(Lcom/dg/CodeProvider;Ljavax/inject/Provider;)V
    .line 33
    iget-object v1, v2, Lcom/dg/AppComponent;->provideLedgerProvider:Ljavax/inject/Provider;
    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/dg/Ledger;
    invoke-static {v3, v1}, Lcom/dg/Injectors;->injectLedger(Lcom/dg/CodeProvider;Lcom/dg/Ledger;)V
    .line 34
    return-void
.end method

.method inject(Lcom/dg/VaultProvider;)V
    .registers 4
    .line 37
    iget-object v1, v2, Lcom/dg/AppComponent;->provideStrongProvider:Ljavax/inject/Provider;
    invoke-static {v3, v1}, Lcom/dg/Injectors;->injectRandom(Lcom/dg/VaultProvider;Ljavax/inject/Provider;)V
    .line 38
    iget-object v1, v2, Lcom/dg/AppComponent;->provideLedgerProvider:Ljavax/inject/Provider;
    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/dg/Ledger;
    invoke-static {v3, v1}, Lcom/dg/Injectors;->injectLedger(Lcom/dg/VaultProvider;Lcom/dg/Ledger;)V
    .line 39
    return-void
.end method


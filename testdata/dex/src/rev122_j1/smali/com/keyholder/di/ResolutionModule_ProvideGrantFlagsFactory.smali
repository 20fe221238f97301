.class public final Lcom/keyholder/di/ResolutionModule_ProvideGrantFlagsFactory;
.super Ljava/lang/Object;
.source "ResolutionModule_ProvideGrantFlagsFactory.java"

# interfaces
.implements Ldagger/internal/Factory;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory",
        "<",
        "Ljava/lang/Integer;",
        ">;"
    }
.end annotation


# instance fields
.field private final module:Lcom/keyholder/di/ResolutionModule;


# direct methods
.method public constructor <init>(Lcom/keyholder/di/ResolutionModule;)V
    .registers 2

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-object p1, p0, Lcom/keyholder/di/ResolutionModule_ProvideGrantFlagsFactory;->module:Lcom/keyholder/di/ResolutionModule;

    .line 10
    return-void
.end method

.method public static create(Lcom/keyholder/di/ResolutionModule;)Lcom/keyholder/di/ResolutionModule_ProvideGrantFlagsFactory;
    .registers 2

    .line 22
    new-instance v0, Lcom/keyholder/di/ResolutionModule_ProvideGrantFlagsFactory;

    invoke-direct {v0, p0}, Lcom/keyholder/di/ResolutionModule_ProvideGrantFlagsFactory;-><init>(Lcom/keyholder/di/ResolutionModule;)V

    return-object v0
.end method

.method public static provideInstance(Lcom/keyholder/di/ResolutionModule;)Ljava/lang/Integer;
    .registers 2

    .line 18
    invoke-static {p0}, Lcom/keyholder/di/ResolutionModule_ProvideGrantFlagsFactory;->proxyProvideGrantFlags(Lcom/keyholder/di/ResolutionModule;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method public static proxyProvideGrantFlags(Lcom/keyholder/di/ResolutionModule;)I
    .registers 2

    .line 26
    invoke-virtual {p0}, Lcom/keyholder/di/ResolutionModule;->provideGrantFlags()I

    move-result v0

    return v0
.end method


# virtual methods
.method public get()Ljava/lang/Integer;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/keyholder/di/ResolutionModule_ProvideGrantFlagsFactory;->module:Lcom/keyholder/di/ResolutionModule;

    invoke-static {v0}, Lcom/keyholder/di/ResolutionModule_ProvideGrantFlagsFactory;->provideInstance(Lcom/keyholder/di/ResolutionModule;)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 5
    invoke-virtual {p0}, Lcom/keyholder/di/ResolutionModule_ProvideGrantFlagsFactory;->get()Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

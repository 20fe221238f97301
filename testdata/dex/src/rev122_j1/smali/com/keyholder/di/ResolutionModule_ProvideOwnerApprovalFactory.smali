.class public final Lcom/keyholder/di/ResolutionModule_ProvideOwnerApprovalFactory;
.super Ljava/lang/Object;
.source "ResolutionModule_ProvideOwnerApprovalFactory.java"

# interfaces
.implements Ldagger/internal/Factory;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory",
        "<",
        "Landroid/content/ComponentName;",
        ">;"
    }
.end annotation


# instance fields
.field private final module:Lcom/keyholder/di/ResolutionModule;


# direct methods
.method public constructor <init>(Lcom/keyholder/di/ResolutionModule;)V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/keyholder/di/ResolutionModule_ProvideOwnerApprovalFactory;->module:Lcom/keyholder/di/ResolutionModule;

    .line 12
    return-void
.end method

.method public static create(Lcom/keyholder/di/ResolutionModule;)Lcom/keyholder/di/ResolutionModule_ProvideOwnerApprovalFactory;
    .registers 2

    .line 24
    new-instance v0, Lcom/keyholder/di/ResolutionModule_ProvideOwnerApprovalFactory;

    invoke-direct {v0, p0}, Lcom/keyholder/di/ResolutionModule_ProvideOwnerApprovalFactory;-><init>(Lcom/keyholder/di/ResolutionModule;)V

    return-object v0
.end method

.method public static provideInstance(Lcom/keyholder/di/ResolutionModule;)Landroid/content/ComponentName;
    .registers 2

    .line 20
    invoke-static {p0}, Lcom/keyholder/di/ResolutionModule_ProvideOwnerApprovalFactory;->proxyProvideOwnerApproval(Lcom/keyholder/di/ResolutionModule;)Landroid/content/ComponentName;

    move-result-object v0

    return-object v0
.end method

.method public static proxyProvideOwnerApproval(Lcom/keyholder/di/ResolutionModule;)Landroid/content/ComponentName;
    .registers 3

    .line 28
    invoke-virtual {p0}, Lcom/keyholder/di/ResolutionModule;->provideOwnerApproval()Landroid/content/ComponentName;

    move-result-object v0

    const-string v1, "Cannot return null from a non-@Nullable @Provides method"

    invoke-static {v0, v1}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/ComponentName;

    return-object v0
.end method


# virtual methods
.method public get()Landroid/content/ComponentName;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/keyholder/di/ResolutionModule_ProvideOwnerApprovalFactory;->module:Lcom/keyholder/di/ResolutionModule;

    invoke-static {v0}, Lcom/keyholder/di/ResolutionModule_ProvideOwnerApprovalFactory;->provideInstance(Lcom/keyholder/di/ResolutionModule;)Landroid/content/ComponentName;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 7
    invoke-virtual {p0}, Lcom/keyholder/di/ResolutionModule_ProvideOwnerApprovalFactory;->get()Landroid/content/ComponentName;

    move-result-object v0

    return-object v0
.end method

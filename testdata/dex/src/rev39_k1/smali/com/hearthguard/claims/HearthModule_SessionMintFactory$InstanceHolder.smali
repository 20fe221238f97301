.class final Lcom/hearthguard/claims/HearthModule_SessionMintFactory$InstanceHolder;
.super Ljava/lang/Object;
.source "HearthModule_SessionMintFactory.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthguard/claims/HearthModule_SessionMintFactory;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "InstanceHolder"
.end annotation

.field private static final INSTANCE:Lcom/hearthguard/claims/HearthModule_SessionMintFactory;

.method static constructor <clinit>()V
    .registers 1
    .line 21
    new-instance v0, Lcom/hearthguard/claims/HearthModule_SessionMintFactory;
    invoke-direct {v0}, Lcom/hearthguard/claims/HearthModule_SessionMintFactory;-><init>()V
    sput-object v0, Lcom/hearthguard/claims/HearthModule_SessionMintFactory$InstanceHolder;->INSTANCE:Lcom/hearthguard/claims/HearthModule_SessionMintFactory;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static bridge synthetic -$$Nest$sfgetINSTANCE()Lcom/hearthguard/claims/HearthModule_SessionMintFactory;
    .registers 1
    sget-object v0, Lcom/hearthguard/claims/HearthModule_SessionMintFactory$InstanceHolder;->INSTANCE:Lcom/hearthguard/claims/HearthModule_SessionMintFactory;
    return-object v0
.end method

.class final Lcom/droprx/tools/TokenMint_Factory$InstanceHolder;
.super Ljava/lang/Object;
.source "TokenMint_Factory.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/droprx/tools/TokenMint_Factory;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "InstanceHolder"
.end annotation

.field private static final INSTANCE:Lcom/droprx/tools/TokenMint_Factory;

.method static bridge synthetic -$$Nest$sfgetINSTANCE()Lcom/droprx/tools/TokenMint_Factory;
    .registers 1
    sget-object v0, Lcom/droprx/tools/TokenMint_Factory$InstanceHolder;->INSTANCE:Lcom/droprx/tools/TokenMint_Factory;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 22
    new-instance v0, Lcom/droprx/tools/TokenMint_Factory;
    invoke-direct {v0}, Lcom/droprx/tools/TokenMint_Factory;-><init>()V
    sput-object v0, Lcom/droprx/tools/TokenMint_Factory$InstanceHolder;->INSTANCE:Lcom/droprx/tools/TokenMint_Factory;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
